import Browser
import CatalogKit
import Foundation
import Testing
import TestSupport
import TextLayout
import Views

/// Recipes and places filter their loaded rows at once and then ask the server: when the
/// server's part fails (503, offline), the loaded rows' matches stay on screen.
@MainActor
@Suite("A failed server search keeps the loaded matches")
struct FailedServerSearchTests {
    /// A few loaded places; every server search fails as a busy server's would.
    final class FailingSearch: Catalog, @unchecked Sendable {
        let title = "Places"
        let itemName = "place"
        let rows = ["Marlette", "Café des Quais", "Pont Neuf"].enumerated().map { Entry(id: "p\($0.offset)", title: $0.element) }

        var searchStrategy: SearchStrategy {
            .remote(
                debounce: .milliseconds(250),
                search: { _, _, _ throws(AppError) in
                    throw AppError(kind: .serverError, message: "The server had a problem.", isRetryable: true)
                })
        }

        func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
            EntryPage(entries: rows, total: rows.count, isLast: true, nextOffset: rows.count)
        }

        func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
    }

    func searched(_ query: String, width: Int, height: Int) async -> (CatalogScreenModel, String) {
        let clock = ManualClock()
        let model = CatalogScreenModel(catalog: FailingSearch(), timing: BrowserTiming(detailDwell: .zero, clock: clock.clock))
        model.resize(width: width, height: height)
        model.start()
        await model.settle()
        _ = model.handle(.character("/"))
        for character in query { _ = model.handle(.character(character)) }
        clock.advance(by: .milliseconds(250))
        await model.settle()
        return (model, ScreenView.render(model.state, width: width, height: height, theme: .standard).text)
    }

    @Test(
        "/marlete: Marlette stays listed and a footer says the server's search failed, with ^R",
        arguments: [
            (160, 30, "⚠ couldn't search the server · ^R retry"), (100, 30, "⚠ search failed · ^R retry"), (80, 24, "⚠ search failed"),
            (40, 12, "⚠ server search failed · ^R retry"),
        ])
    func matchesStay(width: Int, height: Int, footer: String) async {
        let (model, screen) = await searched("marlete", width: width, height: height)
        #expect(model.state.search?.load.error != nil)
        #expect(screen.contains("Marlette"))
        #expect(screen.contains(footer))
        #expect(!screen.contains("Couldn't search"))
    }

    @Test("With no loaded match the error pane still says what failed")
    func noMatchShowsError() async {
        let (_, screen) = await searched("zzz", width: 80, height: 24)
        #expect(screen.contains("Couldn't search"))
        #expect(!screen.contains("couldn't search the server"))
    }
}
