import Foundation

/// One row of the benchmark table.
public struct BenchRow: Sendable, Equatable, Codable {
    public var name: String
    public var unit: String
    public var median: Double?
    public var p99: Double?
    public var samples: Int
    /// A target from the design, as text ("p99 < 1 ms"), and whether it was met.
    public var target: String?
    public var met: Bool?
    public var note: String?

    public init(name: String, unit: String, median: Double?, p99: Double? = nil, samples: Int, target: String? = nil, met: Bool? = nil, note: String? = nil) {
        self.name = name
        self.unit = unit
        self.median = median
        self.p99 = p99
        self.samples = samples
        self.target = target
        self.met = met
        self.note = note
    }
}

/// Renders rows as the README's table or as JSON.
public enum Report {
    public static func table(_ rows: [BenchRow]) -> String {
        var lines = ["| measure | median | p99 | samples | target |", "| --- | ---: | ---: | ---: | --- |"]
        for row in rows {
            let median = row.median.map { format($0) + " " + row.unit } ?? "n/a"
            let p99 = row.p99.map { format($0) + " " + row.unit } ?? "–"
            var target = row.target ?? ""
            if let met = row.met { target += met ? " ✓" : " ✗ missed" }
            if let note = row.note { target += target.isEmpty ? note : " (\(note))" }
            lines.append("| \(row.name) | \(median) | \(p99) | \(row.samples) | \(target) |")
        }
        return lines.joined(separator: "\n")
    }

    public static func json(_ rows: [BenchRow], context: [String: String]) -> String {
        struct Document: Encodable {
            var context: [String: String]
            var rows: [BenchRow]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(Document(context: context, rows: rows))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Three significant digits or so: 0.0123, 1.23, 12.3, 123.
    public static func format(_ value: Double) -> String {
        switch abs(value) {
        case 0: return "0"
        case ..<0.1: return String(format: "%.4f", value)
        case ..<10: return String(format: "%.2f", value)
        case ..<100: return String(format: "%.1f", value)
        default: return String(format: "%.0f", value)
        }
    }
}
