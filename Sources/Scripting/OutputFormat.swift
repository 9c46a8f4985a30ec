/// How a command writes its results: text for reading, JSON (one document, or a list as an
/// array), JSON lines (one compact object per line, streamed), or TSV (a header line, then
/// one entity per line).
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, jsonl, tsv
}
