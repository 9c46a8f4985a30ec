import Browser
import CatalogKit
import Testing
import TestSupport

/// A catalog whose keys copy what its list shows and open a page of its own.
private struct ExportingCatalog: Catalog {
    let title = "Spots"
    let itemName = "spot"
    var searchStrategy: SearchStrategy { .remote(debounce: .zero, search: { _, _, _ throws(AppError) in [] }) }
    var actions: [CatalogAction] {
        [
            CatalogAction("spots.copy", key: "e", name: "copy_spots", summary: "copy the list"),
            CatalogAction("spots.go", key: "d", name: "go", summary: "open the way there"),
        ]
    }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let entries = ["North", "South", "East"].map { Entry(id: $0, title: $0) }
        return EntryPage(entries: offset == 0 ? entries : [], total: 3, isLast: true, nextOffset: 3)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }

    func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome {
        switch action {
        case "spots.copy": return .copy(context.entries.map(\.title).joined(separator: ","), what: "\(context.entries.count) spots")
        case "spots.go": return WebPage("way", url: "https://example.org/to/" + (context.entry?.id ?? "")).map(ActionOutcome.openPage) ?? .none
        default: return .none
        }
    }
}

@MainActor
@Suite("A catalog's keys that copy and open")
struct ActionDesktopTests {
    func open(_ desktop: RecordingDesktop) async -> CatalogScreenModel {
        let model = CatalogScreenModel(catalog: ExportingCatalog(), timing: BrowserTiming(detailDwell: .zero, clock: ManualClock().clock), desktop: desktop)
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        return model
    }

    @Test("An action copies the rows the list shows, and the status bar says what")
    func copies() async {
        let desktop = RecordingDesktop()
        let model = await open(desktop)
        model.handle(.character("e"))
        await model.settle()
        #expect(desktop.copied == ["North,South,East"])
        #expect(model.state.notice == "copied 3 spots")
    }

    @Test("An action opens a page for the selected row; without a graphical session the address shows")
    func opens() async {
        let desktop = RecordingDesktop()
        let model = await open(desktop)
        model.handle(.down)
        model.handle(.character("d"))
        await model.settle()
        #expect(desktop.opened == ["https://example.org/to/South"])
        #expect(model.state.notice == "opening the way in the browser…")
        desktop.graphical = false
        model.handle(.character("d"))
        await model.settle()
        #expect(model.state.notice == "https://example.org/to/South")
    }
}
