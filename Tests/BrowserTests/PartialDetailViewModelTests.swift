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
        return Detail(title: entry.title, sections: [
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
        let detail = DetailViewModel(catalog: catalog, timing: .instant)
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
