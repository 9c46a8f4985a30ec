import BenchKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

@Suite("Benchmark measuring code")
struct BenchKitTests {
    @Test("Nearest-rank percentiles")
    func percentiles() throws {
        let stats = try #require(Statistics((1...100).map(Double.init)))
        #expect(stats.median == 50 && stats.p99 == 99 && stats.minimum == 1 && stats.maximum == 100 && stats.count == 100)
        #expect(Statistics([7])?.p99 == 7)
        #expect(Statistics([]) == nil)
        #expect(Statistics.percentile(50, of: [1, 2, 3, 4]) == 2)
    }

    @Test("The table and the JSON carry the same figures")
    func report() {
        let rows = [BenchRow(name: "Thing", unit: "ms", median: 1.234, p99: 2.5, samples: 10, target: "< 2 ms", met: true)]
        #expect(Report.table(rows).contains("| Thing | 1.23 ms | 2.50 ms | 10 | < 2 ms ✓ |"))
        let json = Report.json(rows, context: ["build": "release"])
        #expect(json.contains("\"median\" : 1.234") && json.contains("\"build\" : \"release\""))
    }

    @Test("The pty counts what a program writes, at the size asked for")
    func pty() async throws {
        let process = try PtyProcess(["/bin/sh", "-c", "stty size; printf 'x%.0s' $(seq 1 1000)"], rows: 30, columns: 100)
        #expect(await process.exit() == 0)
        #expect(await process.output(containing: "30 100"))
        #expect(process.bytesRead >= 1000 + "30 100".count)
    }

    @Test("The fixture server starts, serves and stops")
    func server() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("x"), withIntermediateDirectories: true)
        try Data(#"{"ok":true}"#.utf8).write(to: root.appendingPathComponent("x/index.json"))
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try FixtureServerProcess(root: root, arguments: ["--latency-ms", "20"])
        defer { server.stop() }
        let (data, _) = try await URLSession.shared.data(from: server.origin.appendingPathComponent("x/"))
        #expect(data == Data(#"{"ok":true}"#.utf8))
    }

    @Test("explore-bench --quick prints the table with every row, and --json the same figures")
    func smoke() async throws {
        let bench = PackagePaths.products.appendingPathComponent("explore-bench").path
        try #require(FileManager.default.isExecutableFile(atPath: bench), "explore-bench was not built")
        let table = try await Subprocess.runOffPool([bench, "--quick"])
        #expect(table.status == 0, "\(table.error)")
        for row in [
            "Keystroke to frame", "Search per keystroke", "Decode", "Detail, cold", "Detail, warm", "Start-up", "Terminal bytes", "Peak resident memory",
        ] {
            #expect(table.output.contains(row), "missing \(row)")
        }
        let json = try await Subprocess.runOffPool([bench, "--quick", "--json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect((object?["rows"] as? [Any])?.count ?? 0 >= 14)
    }
}
