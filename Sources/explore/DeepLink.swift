import CatalogKit

/// Opening a deep link from the command line before the interface: the page, or the one
/// line that says why not (control characters from the argument or the server escaped, and
/// a long argument shortened).
enum DeepLink {
    struct Message: Error {
        var text: String
    }

    /// How many characters of an argument are said back.
    static let echoLimit = 60

    static func open(_ link: Link, in catalog: any Catalog, title: String) async -> Result<LinkedPage, Message> {
        let kinds = catalog.linkKinds
        if !kinds.isEmpty, !kinds.contains(link.kind) {
            let text =
                "unknown link kind '\(echo(link.kind.rawValue))': \(title) links are " + kinds.map { $0.rawValue + "/…" }.joined(separator: ", ")
                + ", or a bare name or number"
            return .failure(Message(text: ControlEscaping.escaped(text)))
        }
        do throws(AppError) {
            return .success(try await catalog.open(link, freshness: .cachedIfFresh))
        } catch {
            let text =
                error.kind == .notFound ? "\(title) has no \(link.kind) '\(echo(link.id))'" : "cannot open \(link.kind)/\(echo(link.id)): \(error.message)"
            return .failure(Message(text: ControlEscaping.escaped(text)))
        }
    }

    /// `text` as said back: its first ``echoLimit`` characters, and "…" when there were more.
    static func echo(_ text: String) -> String {
        text.count > echoLimit ? String(text.prefix(echoLimit)) + "…" : text
    }
}
