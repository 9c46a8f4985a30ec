import CatalogKit

/// Opening a deep link from the command line before the interface: the page, or the one
/// line that says why not (control characters from the argument or the server escaped).
enum DeepLink {
    struct Message: Error {
        var text: String
    }

    static func open(_ link: Link, in catalog: any Catalog, title: String) async -> Result<LinkedPage, Message> {
        do throws(AppError) {
            return .success(try await catalog.open(link, freshness: .cachedIfFresh))
        } catch {
            let text = error.kind == .notFound ? "\(title) has no \(link.kind) '\(link.id)'" : "cannot open \(link.kind)/\(link.id): \(error.message)"
            return .failure(Message(text: ControlEscaping.escaped(text)))
        }
    }
}
