import CatalogKit

/// A list written as it arrives, in one of the formats: text (one name per line, with its
/// number or detail), a JSON array, JSON lines, or TSV with its header first.
struct ListStream {
    let format: OutputFormat
    let kind: LinkKind
    let style: EntryStyle
    let output: OutputSink
    let url: @Sendable (String) -> String?
    private(set) var count = 0
    /// The entries, kept rather than written, for a format the catalog writes itself.
    private(set) var collected: [Entry]?
    /// The TSV header, from the first row's keys; written before it.
    private var tsvHeader: [String]?

    init(
        format: OutputFormat, kind: LinkKind, style: EntryStyle, output: OutputSink, url: @escaping @Sendable (String) -> String? = { _ in nil },
        collecting: Bool = false
    ) {
        self.format = format
        collected = collecting ? [] : nil
        self.kind = kind
        self.style = style
        self.output = output
        self.url = url
        switch format {
        case .json where !collecting: output.write("[")
        default: break
        }
    }

    mutating func add(_ entries: [Entry]) {
        if collected != nil {
            collected?.append(contentsOf: entries)
            count += entries.count
            return
        }
        for entry in entries {
            switch format {
            case .text:
                var line = style == .numbered ? "\(entry.number.map { "#" + String($0) } ?? entry.id)\t\(entry.title)" : "\(entry.id)\t\(entry.title)"
                let detail = entry.subtitle ?? entry.columns.map(\.text).filter { !$0.isEmpty }.joined(separator: " · ")
                if !detail.isEmpty { line += "\t" + detail }
                output.write(TextRenderer.clean(line.replacing("\t", with: "  ")) + "\n")
            case .json:
                output.write((count == 0 ? "\n  " : ",\n  ") + EntityJSON.entry(entry, kind: kind, style: style, url: url(entry.id)).serialized())
            case .jsonl:
                output.write(EntityJSON.entry(entry, kind: kind, style: style, url: url(entry.id)).serialized() + "\n")
            case .tsv:
                let columns = TSV.entryColumns(EntityJSON.entry(entry, kind: kind, style: style, url: url(entry.id)))
                if tsvHeader == nil {
                    tsvHeader = columns.map { $0.0 }
                    output.write(TSV.header(columns))
                }
                output.write(TSV.row(columns, header: tsvHeader ?? []))
            }
            count += 1
        }
        output.flush()
    }

    func finish() -> ExitStatus {
        guard collected == nil else { return count == 0 ? .nothingFound : .success }
        if format == .json { output.write(count == 0 ? "]\n" : "\n]\n") }
        if format == .tsv, tsvHeader == nil {
            output.write(TSV.header(TSV.entryColumns(EntityJSON.entry(Entry(id: "", title: ""), kind: kind, style: style))))
        }
        output.flush()
        return count == 0 ? .nothingFound : .success
    }
}
