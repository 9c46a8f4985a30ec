import Foundation
import Testing
import TestSupport

/// `make install` into a scratch DESTDIR, built once for the suite (a release build with the
/// Swift runtime linked in, in a scratch folder of its own so it never waits on this test
/// run's own build folder), then checked as a user would use it.
enum InstalledTree {
    /// Where the suite's release build goes: kept between runs, so a rerun is incremental.
    static let scratch = PackagePaths.root.appendingPathComponent(".build/install-check")

    /// `make ARGS…` in the package, off the cooperative pool (a release build takes minutes),
    /// at the lowest priority so that it does not slow the timed tests running beside it.
    static func make(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        try await Subprocess.runOffPool(["nice", "-n", "19", "make", "-C", PackagePaths.root.path, "SCRATCH=\(scratch.path)"] + arguments)
    }

    /// A fresh DESTDIR with `make install PREFIX=/usr` in it.
    static func install() async throws -> URL {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("explore-destdir-\(UUID().uuidString)")
        let result = try await make(["install", "DESTDIR=\(destination.path)", "PREFIX=/usr"])
        #expect(result.status == 0, "make install: \(result.error)")
        return destination
    }

    /// The one installed tree the suite's checks read.
    static let shared = Task { try await install() }

    /// The files under `folder`, by path inside it.
    static func files(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    /// The toolchain's root folder (the one holding `usr/bin/swift`), found from
    /// `swift` on the PATH.
    static func toolchain() async -> String? {
        // `swift` is a link to `swift-driver` in the same folder: the folder, not the name.
        let which = try? await Subprocess.runOffPool(["sh", "-c", "dirname \"$(readlink -f \"$(command -v swift)\")\""])
        guard let folder = which?.output.trimmingCharacters(in: .whitespacesAndNewlines), folder.hasSuffix("/usr/bin") else { return nil }
        return String(folder.dropLast("/usr/bin".count))
    }
}

@Suite("make install", .serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "make is not installed"))
struct InstallTests {
    @Test("Installed, from another folder: --demo lists the demo's Pokémon, --version names the version")
    func demoTravels() async throws {
        let tree = try await InstalledTree.shared.value
        let binary = tree.appendingPathComponent("usr/bin/explore").path
        let list = try await Subprocess.runOffPool(["sh", "-c", "cd / && '\(binary)' pokemon list --demo --format tsv"])
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("25\tpikachu\tPikachu") && list.output.contains("1\tbulbasaur\tBulbasaur"))
        #expect(try await Subprocess.runOffPool(["sh", "-c", "cd / && '\(binary)' meals list --demo --format tsv"]).status == 0)
        let version = try await Subprocess.runOffPool([binary, "--version"]).output
        #expect(version.hasPrefix("explore 0."), "\(version)")
    }

    @Test("The installed binary loads nothing from the toolchain and is stripped")
    func selfContained() async throws {
        let tree = try await InstalledTree.shared.value
        let binary = tree.appendingPathComponent("usr/bin/explore").path
        let ldd = try await Subprocess.runOffPool(["ldd", binary])
        #expect(ldd.status == 0 && ldd.output.contains("libncursesw"))
        let toolchain = try #require(await InstalledTree.toolchain(), "swift on the PATH")
        #expect(!ldd.output.contains(toolchain), "\(ldd.output)")
        #expect(!ldd.output.contains("libswift"), "\(ldd.output)")
        let file = try await Subprocess.runOffPool(["file", binary]).output
        #expect(file.contains("stripped") && !file.contains("not stripped"), "\(file)")
    }

    @Test(
        "The man page renders with no warning and names every command, option and exit status of --help",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is not installed (CI installs man-db)"))
    func manPage() async throws {
        let tree = try await InstalledTree.shared.value
        let page = tree.appendingPathComponent("usr/share/man/man1/explore.1").path
        var environment = ProcessInfo.processInfo.environment
        (environment["LANG"], environment["MANWIDTH"]) = ("C.UTF-8", "80")
        let rendered = try await Subprocess.runOffPool(["man", "--warnings", "-l", page], environment: environment)
        #expect(rendered.status == 0 && rendered.error.isEmpty, "warnings: \(rendered.error)")
        let text = rendered.output.replacingOccurrences(of: "\u{2010}\n", with: "").replacingOccurrences(of: "‐", with: "-")
        let help = try await Subprocess.runOffPool([tree.appendingPathComponent("usr/bin/explore").path, "--help"]).output
        let options = Set(help.matches(of: /--[a-z][a-z-]+/).map { String($0.output) })
        #expect(options.count > 20)
        for option in options { #expect(text.contains(option), "\(option)") }
        for line in help.split(separator: "\n") where line.hasPrefix("  explore ") {
            // "  explore pokemon show NAME|NUMBER   one Pokémon…": the lowercase words before the gap.
            let words = line.dropFirst(2).split(separator: " ", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            let command = words.prefix { $0.allSatisfy(\.isLowercase) }.joined(separator: " ")
            #expect(text.contains(command), "\(command)")
        }
        for status in ["0", "1", "2", "64", "65", "69", "75", "77", "128+n"] { #expect(text.contains("       " + status), "exit status \(status)") }
    }

    /// `check` run on the installed completion file at `path`.
    func validCompletion(_ path: String, _ check: [String]) async throws {
        let tree = try await InstalledTree.shared.value
        let file = tree.appendingPathComponent(path).path
        #expect(FileManager.default.fileExists(atPath: file))
        let result = try await Subprocess.runOffPool(check + [file])
        #expect(result.status == 0, "\(check[0]): \(result.error)")
    }

    @Test("The bash completion file is where bash-completion looks, and valid bash")
    func bashFile() async throws {
        try await validCompletion("usr/share/bash-completion/completions/explore", ["bash", "-n"])
    }

    @Test("The zsh completion file is in site-functions, and valid zsh", .enabled(if: zshAvailable, "zsh is not installed (CI installs it)"))
    func zshFile() async throws {
        try await validCompletion("usr/share/zsh/site-functions/_explore", ["zsh", "-n"])
    }

    @Test("The fish completion file is in vendor_completions.d, and valid fish", .enabled(if: fishAvailable, "fish is not installed (CI installs it)"))
    func fishFile() async throws {
        try await validCompletion("usr/share/fish/vendor_completions.d/explore.fish", ["fish", "--no-execute"])
    }

    @Test("make uninstall removes every file make install put there")
    func uninstall() async throws {
        let destination = try await InstalledTree.install()
        defer { try? FileManager.default.removeItem(at: destination) }
        #expect(InstalledTree.files(under: destination).count == 5)
        let result = try await InstalledTree.make(["uninstall", "DESTDIR=\(destination.path)", "PREFIX=/usr"])
        #expect(result.status == 0, "\(result.error)")
        #expect(InstalledTree.files(under: destination).isEmpty)
    }

    @Test(
        "make deb builds a package lintian finds no error in",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb"), "dpkg-deb is not installed (CI installs dpkg-dev)"),
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian"), "lintian is not installed (CI installs it)"))
    func debianPackage() async throws {
        _ = try await InstalledTree.shared.value
        let result = try await InstalledTree.make(["--no-print-directory", "deb"])
        #expect(result.status == 0, "make deb: \(result.error)")
        let package = try #require(result.output.split(separator: "\n").last { $0.hasSuffix(".deb") }).trimmingCharacters(in: .whitespaces)
        let contents = try await Subprocess.runOffPool(["dpkg-deb", "--contents", package]).output
        for path in [
            "./usr/bin/explore", "./usr/share/man/man1/explore.1.gz", "./usr/share/doc/explore/copyright", "./usr/share/doc/explore/changelog.gz",
            "./usr/share/bash-completion/completions/explore", "./usr/share/zsh/vendor-completions/_explore",
            "./usr/share/fish/vendor_completions.d/explore.fish",
        ] {
            #expect(contents.contains(path), "\(path)")
        }
        let depends = try await Subprocess.runOffPool(["dpkg-deb", "--field", package, "Depends"]).output
        for library in ["libncursesw6", "libcurl4", "libpng16-16", "libjpeg62-turbo"] { #expect(depends.contains(library), "\(library) in \(depends)") }
        let lintian = try await Subprocess.runOffPool(["nice", "-n", "19", "lintian", "--tag-display-limit", "0", package])
        let errors = lintian.output.split(separator: "\n").filter { $0.hasPrefix("E:") }
        #expect(errors.isEmpty, "\(errors)")
    }
}
