import Foundation
import PackagePlugin

/// Compiles a catalog's `Demo` folder into its module as `EmbeddedDemo.files` (each file
/// base64-encoded, by its path inside `Demo/`), so the demo data travels inside the binary:
/// an installed `explore --demo` needs no resource folder beside it. Rebuilt whenever a file
/// of the folder changes; the folder itself stays the one source of the data.
@main
struct EmbedDemo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // Each catalog target lives at Sources/<name>, its demo data in Sources/<name>/Demo.
        let demo = context.package.directoryURL.appendingPathComponent("Sources/\(target.name)/Demo")
        let script = context.package.directoryURL.appendingPathComponent("Plugins/EmbedDemo/embed-demo.sh")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedDemo.swift")
        var inputs = [script]
        if let walker = FileManager.default.enumerator(at: demo, includingPropertiesForKeys: nil) {
            for case let file as URL in walker where !file.hasDirectoryPath { inputs.append(file) }
        }
        return [.buildCommand(displayName: "Embedding the demo data of \(target.name)",
                              executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: [script.path, demo.path, output.path],
                              inputFiles: inputs, outputFiles: [output])]
    }
}
