import Browser
import CatalogKit
import Foundation

/// A catalog whose details link to colours (pages listing things) and to other things
/// (pages that are only a document); which links fail or hang is up to the test.
final class LinkingCatalog: Catalog, @unchecked Sendable {
    let title = "Things"
    let itemName = "thing"
    let all = (1...30).map { Entry(id: String($0), title: "Thing \($0)", number: $0) }
    private let lock = NSLock()
    private var _opens: [String] = []
    private var _details: [String] = []
    private var _pages = 0
    private var _failure: AppError?
    private var _slow = false

    var opens: [String] { lock.withLock { _opens } }
    var details: [String] { lock.withLock { _details } }
    var pages: Int { lock.withLock { _pages } }
    /// Every `open` fails with `error` (nil: none does).
    func failOpens(with error: AppError?) { lock.withLock { _failure = error } }
    /// Every `open` waits until cancelled.
    func setSlowOpens(_ slow: Bool) { lock.withLock { _slow = slow } }

    var searchStrategy: SearchStrategy { .localIndex(load: { [all] _ in all }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        lock.withLock { _pages += 1 }
        return EntryPage(entries: Array(all.dropFirst(offset)), total: all.count, isLast: true, nextOffset: all.count)
    }

    /// Two colour badges, then five links to other things.
    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        lock.withLock { _details.append(entry.id) }
        return Detail(
            title: entry.title,
            badges: [Badge("Red", link: Link(kind: "colour", id: "red", label: "Red")), Badge("Blue", link: Link(kind: "colour", id: "blue", label: "Blue"))],
            sections: [DetailSection("Related", .links((1...5).map { Link(kind: "thing", id: String($0), label: "Thing \($0)") }))])
    }

    func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        let (failure, slow) = lock.withLock { () -> (AppError?, Bool) in
            _opens.append("\(link.kind)/\(link.id)")
            return (_failure, _slow)
        }
        if slow {
            do { try await Task.sleep(for: .seconds(3600)) } catch { throw .cancelled }
        }
        if let failure { throw failure }
        switch link.kind {
        case "colour":
            let members = all.filter { Int($0.id)! % 3 == (link.id == "red" ? 1 : 2) }
            return LinkedPage(
                title: link.label,
                document: Detail(
                    title: link.label,
                    sections: [
                        DetailSection(
                            "Next to", .links([Link(kind: "colour", id: link.id == "red" ? "blue" : "red", label: link.id == "red" ? "Blue" : "Red")]))
                    ]), entries: members, itemName: "thing")
        case "thing":
            return LinkedPage(title: link.label, document: Detail(title: link.label, subtitle: "a thing on its own"))
        default:
            throw AppError(kind: .notFound, message: "No such \(link.kind).", isRetryable: false)
        }
    }
}

/// The detail as a text browser would lay it out, without the views: each link on its own
/// line, six lines apart, in a document of 60 lines.
@MainActor
func spacedOutline(_ state: CatalogScreenState, _ layout: ScreenLayout) -> DetailOutline {
    guard let detail = state.detail.load.value else { return .empty }
    return DetailOutline(lineCount: 60, linkLines: detail.links.indices.map { 2 + $0 * 6 })
}
