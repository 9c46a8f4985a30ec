import Foundation

/// The shared corpus of real API responses, reached only through `EXPLORE_CORPUS`.
public enum Corpus {
    /// The corpus folder, or nil when `EXPLORE_CORPUS` is unset or not a folder.
    public static let root: URL? = {
        guard let path = ProcessInfo.processInfo.environment["EXPLORE_CORPUS"], !path.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }()

    /// Why corpus tests are skipped, for the test's comment.
    public static let skipReason = "EXPLORE_CORPUS is not set: the real-response corpus tests are skipped"

    public static var isAvailable: Bool { root != nil }

    /// All `index.json` files directly below `<root>/<relative>/<id>/`, sorted by id.
    public static func resourceFiles(_ relative: String) -> [URL] {
        guard let base = root?.appendingPathComponent(relative) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        return names.compactMap(Int.init).sorted().map {
            base.appendingPathComponent(String($0)).appendingPathComponent("index.json")
        }
    }

    public static func data(_ relative: String) throws -> Data {
        guard let root else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: root.appendingPathComponent(relative))
    }
}

/// Paths of the package and its build products.
public enum PackagePaths {
    /// The package's root folder (where Package.swift is).
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The folder holding the test bundle, and so the built `explore` executable.
    public static let products: URL = {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        var folder = executable.deletingLastPathComponent()
        // swift test runs `<products>/ExplorePackageTests.xctest` (a file on Linux).
        if folder.lastPathComponent.hasSuffix(".xctest") { folder.deleteLastPathComponent() }
        return folder
    }()

    /// The `explore` binary the end-to-end tests drive: the one `EXPLORE_BINARY` names (CI
    /// names the release binary `make` built, the one users install), else the build next to
    /// the tests.
    public static var explore: URL {
        if let named = ProcessInfo.processInfo.environment["EXPLORE_BINARY"], !named.isEmpty {
            return URL(fileURLWithPath: named, relativeTo: root).standardizedFileURL
        }
        let candidate = products.appendingPathComponent("explore")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        return root.appendingPathComponent(".build/debug/explore")
    }

    public static let fixtureServerScript = root.appendingPathComponent("Tests/Support/fixture_server.py")
}
