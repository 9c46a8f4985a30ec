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
        return page
    }

    func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
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
}
