import Browser
import CatalogKit
import Synchronization
import Testing
import TestSupport

/// A catalog whose pages come before two of their parts, which load alone and are counted.
private final class PromptCatalog: Catalog, Sendable {
    let title = "Prompt"
    let itemName = "thing"
    let parts = Mutex<[String]>([])
    /// While set, each part waits here until ``release()`` (or is cancelled).
    private let held = Mutex<(holding: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    init(holdingParts: Bool = false) { held.withLock { $0.holding = holdingParts } }

    /// Lets the held parts (and those to come) load.
    func release() {
        let waiting = held.withLock { held in
            held.holding = false
            defer { held.waiting = [] }
            return held.waiting
        }
        for waiter in waiting { waiter.resume() }
    }

    /// How many parts are waiting to be released.
    var waitingParts: Int { held.withLock { $0.waiting.count } }
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: [], total: 0, isLast: true, nextOffset: 0)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        Detail(title: entry.title, sections: [DetailSection("Top", .paragraph("first")), Self.section("a"), Self.section("b")])
    }

    func promptDetail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        var page = Detail(
            title: entry.title,
            sections: [
                DetailSection("Top", .paragraph("first")), DetailSection("A", .unavailable(part: "a", message: "Loading…", isRetryable: false)),
                DetailSection("B", .unavailable(part: "b", message: "Loading…", isRetryable: false)),
            ])
        page.pendingParts = ["a", "b"]
        page.variants = ["new", "old"]
        page.variant = "new"
        return page
    }

    func varied(_ detail: Detail, to variant: String, freshness: Freshness) async -> Detail? {
        var varied = detail
        varied.variant = variant
        return varied
    }

    func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let now = held.withLock { held -> Bool in
                guard held.holding else { return true }
                held.waiting.append(waiter)
                return false
            }
            if now { waiter.resume() }
        }
        if Task.isCancelled { throw AppError(kind: .cancelled, message: "cancelled", isRetryable: true) }
        parts.withLock { $0.append(part) }
        return [Self.section(part)]
    }

    static func section(_ part: String) -> DetailSection { DetailSection(part.uppercased(), .paragraph("part \(part)")) }
}

@MainActor
@Suite("Pending parts of a page")
struct PendingPartsTests {
    @Test("A page with pending parts is shown at once, and its parts load right after it, together")
    func partsLoadAfterThePage() async {
        let catalog = PromptCatalog()
        let detail = DetailRunner(catalog: catalog, timing: .instant)
        let thing = Entry(id: "1", title: "Thing")
        detail.open(thing)
        await detail.idle()
        #expect(Set(catalog.parts.withLock { $0 }) == ["a", "b"])
        let page = detail.state.load.value
        #expect(page?.pendingParts == [])
        #expect(page?.sections == (try? await catalog.detail(for: thing, freshness: .cachedIfFresh))?.sections)
        // Back on it later: the filled page from memory, no part asked again.
        detail.open(Entry(id: "2", title: "Other"))
        await detail.idle()
        detail.open(thing)
        await detail.idle()
        #expect(detail.state.load.value?.sections.contains { $0.content.unavailablePart != nil } == false)
        #expect(catalog.parts.withLock { $0.count } == 4, "two for each page opened, none for the return")
    }

    @Test("Another game waits while parts load: the parts' task is not replaced")
    func noGameChangeWhileLoading() async {
        let catalog = PromptCatalog(holdingParts: true)
        let detail = DetailRunner(catalog: catalog, timing: .instant)
        detail.open(Entry(id: "1", title: "Thing"))
        while catalog.waitingParts < 2 { await Task.yield() }
        detail.send { $0.nextVariant() }
        catalog.release()
        await detail.idle()
        #expect(Set(catalog.parts.withLock { $0 }) == ["a", "b"])
        #expect(detail.state.load.value?.sections.contains { $0.content.unavailablePart != nil } == false)
    }

    @Test("Parts a stop cut off load again when the screen comes back")
    func resumeLoadsPendingParts() async {
        let catalog = PromptCatalog(holdingParts: true)
        let detail = DetailRunner(catalog: catalog, timing: .instant)
        detail.open(Entry(id: "1", title: "Thing"))
        while catalog.waitingParts < 2 { await Task.yield() }
        detail.send { $0.stop() }
        catalog.release()
        await detail.idle()
        #expect(detail.state.load.value?.pendingParts == ["a", "b"])
        detail.send { $0.resume() }
        await detail.idle()
        #expect(detail.state.load.value?.pendingParts == [])
        #expect(detail.state.load.value?.sections.contains { $0.content.unavailablePart != nil } == false)
    }
}
