import Foundation
import Testing
import TestSupport

/// What the built `explore` loads: libcurl and the image libraries are opened on first use,
/// never at start-up; of Foundation only FoundationEssentials (no full Foundation, no ICU, no
/// FoundationNetworking).
@Suite("Linkage")
struct LinkageTests {
    let explore = PackagePaths.explore.path

    @Test("explore links neither libcurl, libpng, libjpeg nor full Foundation")
    func linkedLibraries() async throws {
        let result = try await run(["/usr/bin/ldd", explore])
        #expect(result.status == 0, "ldd: \(result.error)")
        for library in ["libcurl", "libpng", "libjpeg", "FoundationNetworking", "libFoundation.so", "FoundationInternationalization", "FoundationICU"] {
            #expect(!result.output.contains(library), "\(library) linked:\n\(result.output)")
        }
        let symbols = try await run(["/usr/bin/nm", "-D", "--undefined-only", explore])
        #expect(!symbols.output.contains("URLSession"))
        #expect(!symbols.output.contains("curl_"), "libcurl called directly")
    }

    /// The libraries the dynamic loader opened while `arguments` ran (LD_DEBUG's trace).
    private func loaded(_ arguments: [String], home: String, extra: [String: String] = [:]) async throws -> (status: Int32, libraries: [String]) {
        let environment = ["HOME": home, "PATH": "/usr/bin:/bin", "LD_DEBUG": "files"].merging(extra) { $1 }
        let result = try await Subprocess.runOffPool([explore] + arguments, environment: environment)
        let libraries = result.error.split(separator: "\n")
            .filter { $0.contains("file=") && $0.contains("[0];  needed by") || $0.contains("dynamically loaded by") }
            .compactMap { line in line.range(of: "file=").map { String(line[$0.upperBound...].prefix { $0 != " " && $0 != ";" }) } }
        return (result.status, libraries)
    }

    @Test("--version, help and completions load no libcurl and no image library")
    func startUpLoadsNothingExtra() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-link-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        for arguments in [["--version"], ["help"], ["completions", "bash"]] {
            let run = try await loaded(arguments, home: home)
            #expect(run.status == 0, "\(arguments)")
            #expect(!run.libraries.isEmpty, "LD_DEBUG traced nothing for \(arguments)")
            #expect(
                !run.libraries.contains { $0.contains("libcurl") || $0.contains("libpng") || $0.contains("libjpeg") },
                "\(arguments): \(run.libraries)")
        }
    }

    @Test(
        "A list the cache holds is served without libcurl; a cold one opens it",
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func warmListLoadsNoCurl() async throws {
        let server = try await FixtureServer(root: #require(Corpus.root).appendingPathComponent("pokeapi"))
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("explore-link-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let list = ["pokemon", "list", "--format", "tsv", "--pokeapi-url", server.origin.absoluteString + "/api/v2"]
        let cold = try await loaded(list, home: home)
        #expect(cold.status == 0)
        #expect(cold.libraries.contains { $0.contains("libcurl") }, "the cold list fetched without libcurl? \(cold.libraries)")
        let warm = try await loaded(list + ["--offline"], home: home)
        #expect(warm.status == 0)
        #expect(!warm.libraries.contains { $0.contains("libcurl") }, "\(warm.libraries)")
    }
}
