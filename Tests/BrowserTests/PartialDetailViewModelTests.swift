import Browser
import CatalogKit
import Foundation
import Testing
import TestSupport

/// A catalog whose details have a "chain" part that fails until told otherwise.
final class PartFailingCatalog: Catalog, @unchecked Sendable {
    let title = "Parts"
    let itemName = "thing"
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }
    private let lock = NSLock()
    private var _chainWorks = false
    private var _calls: [String] = []
    var calls: [String] { lock.withLock { _calls } }
    func fixChain() { lock.withLock { _chainWorks = true } }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        EntryPage(entries: [Entry(id: "1", title: "One")], total: 1, isLast: true, nextOffset: 1)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        lock.withLock { _calls.append("detail") }
        return Detail(
            title: entry.title,
            sections: [
                DetailSection("Stats", .paragraph("strong")),
                DetailSection("Chain", .unavailable(part: "chain", message: "The chain did not load.", isRetryable: true)),
                DetailSection("Notes", .paragraph("kind")),
            ])
    }

    func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        let works = lock.withLock { () -> Bool in
            _calls.append("part " + part)
            return _chainWorks
        }
        guard works else { throw AppError(kind: .serverError, message: "The chain did not load again.", isRetryable: true) }
        return [DetailSection("Chain", .tree(TreeNode("One", children: [TreeNode("Two")])))]
    }
}

@MainActor
@Suite("Detail view model with a missing part")
struct PartialDetailViewModelTests {
    @Test("r loads only the missing part and puts it in its section's place")
    func retryPart() async throws {
        let catalog = PartFailingCatalog()
        let detail = DetailRunner(catalog: catalog, timing: .instant)
        let entry = Entry(id: "1", title: "One")
        detail.open(entry)
        await detail.idle()
        #expect(detail.state.load.value?.retryableParts == ["chain"])

        detail.retry()
        await detail.idle()
        let again = try #require(detail.state.load.value)
        #expect(again.sections[1].content == .unavailable(part: "chain", message: "The chain did not load again.", isRetryable: true))

        catalog.fixChain()
        detail.retry()
        await detail.idle()
        let filled = try #require(detail.state.load.value)
        #expect(filled.sections.map(\.heading) == ["Stats", "Chain", "Notes"])
        #expect(filled.sections[1].content == .tree(TreeNode("One", children: [TreeNode("Two")])))
        #expect(catalog.calls == ["detail", "part chain", "part chain"])

        // Coming back shows the filled-in detail from the recent ones, with no request.
        detail.show(nil)
        detail.show(entry)
        #expect(detail.state.load.value == filled)
        #expect(catalog.calls.count == 3)
    }
}

@MainActor
@Suite("A missing part on a page opened by link")
struct LinkedPartRetryTests {
    /// The entity's detail as a deep link opens it: a linked page whose document it is.
    func deepLinked(_ catalog: PartFailingCatalog) async throws -> LinkedScreenModel {
        var document = try await catalog.detail(for: Entry(id: "1", title: "One"))
        document.entityID = "1"
        let page = LinkedPage(title: "One", document: document)
        let screen = LinkedScreenModel(catalog: catalog, link: Link(kind: "thing", id: "one", label: "one"), trail: ["Parts"], timing: .instant, page: page)
        screen.start()
        await screen.settle()
        return screen
    }

    func detail(of screen: LinkedScreenModel) -> DetailState? {
        guard case let .catalog(state) = screen.content else { return nil }
        return state.detail
    }

    @Test("r on a deep-linked entity's page loads the part that failed and shows it")
    func retryOnDeepLinkedPage() async throws {
        let catalog = PartFailingCatalog()
        let screen = try await deepLinked(catalog)
        #expect(detail(of: screen)?.retry == .parts(["chain"], of: Entry(id: "1", title: "One")))
        catalog.fixChain()
        _ = screen.handle(.character("r"))
        await screen.settle()
        #expect(catalog.calls == ["detail", "part chain"])
        let sections = try #require(detail(of: screen)?.load.value?.sections)
        #expect(sections.map(\.heading) == ["Stats", "Chain", "Notes"])
        #expect(sections[1].content == .tree(TreeNode("One", children: [TreeNode("Two")])))
        #expect(detail(of: screen)?.retry == nil)
    }

    @Test("A failed retry says why again and still offers retry; a document of no entity offers none")
    func retryAgain() async throws {
        let catalog = PartFailingCatalog()
        let screen = try await deepLinked(catalog)
        _ = screen.handle(.character("r"))
        await screen.settle()
        #expect(detail(of: screen)?.load.value?.sections[1].content == .unavailable(part: "chain", message: "The chain did not load again.", isRetryable: true))
        #expect(detail(of: screen)?.retry != nil)

        let orphan = DetailState(
            load: .loaded(Detail(title: "Page", sections: [DetailSection("Chain", .unavailable(part: "chain", message: "gone", isRetryable: true))])))
        #expect(orphan.retry == nil)
    }
}
