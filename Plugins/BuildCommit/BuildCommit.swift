import Foundation
import PackagePlugin

/// Gives the executable `BuildCommit.hash`: the git commit it is built from (with `-dirty`
/// when tracked files differ from it), or "" outside a git checkout, for `explore --version`.
/// A prebuild command, so it runs at every build; the file is rewritten only when the commit
/// changes, so an unchanged commit recompiles nothing.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let script = context.package.directoryURL.appendingPathComponent("Plugins/BuildCommit/build-commit.sh")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        return [.prebuildCommand(displayName: "Reading the git commit",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: [script.path, context.package.directoryURL.path, output.path],
                                 outputFilesDirectory: output)]
    }
}
