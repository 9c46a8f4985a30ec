import Browser
import CatalogKit
import Testing
import TestSupport

/// The catalog screen as a value, tested as ``DetailModelTests`` test the detail: send an
/// event, read the state and the effects, run an effect's work and feed its event back.
/// Nothing runs unless the test runs it.
@MainActor
@Suite("Catalog screen: events, state and effects")
struct CatalogScreenTests {
    static let colour = FilterKind(id: "colour", title: "Colour", key: "c")

    /// The event a `.run` effect delivers, as the store would get it.
    func run(_ effect: Effect<ScreenEvent>?) async throws -> ScreenEvent {
        guard case let .run(_, work) = try #require(effect) else { throw CancellationError() }
        return try await work()
    }

    func first(_ id: TaskID, in effects: [Effect<ScreenEvent>]) -> Effect<ScreenEvent>? {
        effects.first { $0.summary == "run " + id.rawValue }
    }

    /// A screen 80×24 whose first page has arrived (its effects handled by the test).
    func started(_ catalog: FakeCatalog) async throws -> (CatalogScreen, [Effect<ScreenEvent>]) {
        var screen = CatalogScreen(catalog: catalog, timing: .instant)
        _ = screen.handle(.resize(width: 80, height: 24))
        let starting = screen.handle(.start)
        #expect(starting.map(\.summary).contains("run listPage"))
        #expect(screen.list.state.load == .loading)
        let page = try await run(first(.listPage, in: starting))
        let effects = screen.handle(page)
        return (screen, effects)
    }

    @Test("Start asks for the first page; its arrival selects the first entry, whose detail loads at once")
    func startAndFirstPage() async throws {
        let catalog = FakeCatalog(count: 40)
        var (screen, effects) = try await started(catalog)
        #expect(screen.list.state.entries.count == 40 && screen.state.selection == 0)
        #expect(screen.detail.state.entry?.id == "1" && screen.detail.state.load == .loading)
        let loaded = try await run(first(.detail, in: effects))
        #expect(screen.handle(loaded).allSatisfy { $0.summary != "run detail" })
        #expect(screen.state.detail.load.value?.title == "Thing 1")
        #expect(catalog.pageRequests == [0])
    }

    @Test("↓ moves the selection and asks for the next detail after the dwell: one load replaces the last")
    func down() async throws {
        var (screen, _) = try await started(FakeCatalog(count: 40))
        let effects = screen.handle(.key(.down))
        #expect(screen.state.selection == 1)
        #expect(effects.map(\.summary).filter { $0.hasSuffix("detail") } == ["cancel detail", "run detail"])
        #expect(screen.detail.state.entry?.id == "2")
    }

    @Test("A picker's Enter sends its choice; fed back, the list loads afresh under the filter")
    func pickerChoice() async throws {
        let catalog = FakeCatalog(count: 40, filterKinds: [Self.colour])
        var (screen, _) = try await started(catalog)
        let opening = screen.handle(.key(.character("c")))
        #expect(screen.state.picker?.kind == Self.colour)
        _ = screen.handle(try await run(first(.filterOptions, in: opening)))
        #expect(screen.state.picker?.options.map(\.value) == ["One", "Two", "Three"])
        _ = screen.handle(.key(.down))
        let chosen = screen.handle(.key(.enter))
        let sent = try #require(chosen.sent().first)
        guard case let .picker(.chose(choice)) = sent else {
            Issue.record("sent \(sent)")
            return
        }
        #expect(choice == .filter(CatalogFilter(kind: Self.colour, option: FilterOption(value: "One"))))
        #expect(screen.state.picker == nil)
        let applied = screen.handle(sent)
        #expect(screen.filters.map(\.option.value) == ["One"])
        #expect(applied.map(\.summary).contains("run listPage") && screen.list.state.entries.isEmpty)
    }

    @Test("q stops every task and asks the app to quit; Esc at a catalog's root asks to go back")
    func quitAndBack() async throws {
        var (screen, _) = try await started(FakeCatalog(count: 3))
        // A screen below: the navigator says so.
        screen.canGoBack = true
        let back = screen.handle(.key(.escape))
        #expect(back.sent().contains { if case .request(.back) = $0 { true } else { false } })
        let quit = screen.handle(.key(.character("q")))
        let cancelled = Set(quit.map(\.summary).filter { $0.hasPrefix("cancel") })
        #expect(cancelled.isSuperset(of: ["cancel listPage", "cancel detail", "cancel search", "cancel picture", "cancel action"]))
        #expect(quit.sent().contains { if case .request(.quit) = $0 { true } else { false } })
    }

    @Test("A notice said before the start waits for it; at the start it shows and asks for its end")
    func noticeBeforeStart() {
        var screen = CatalogScreen(catalog: FakeCatalog(count: 3), timing: .instant)
        #expect(screen.handle(.say("offline", for: .seconds(3))).allSatisfy { $0.summary != "run notice" })
        #expect(screen.state.notice == nil)
        let starting = screen.handle(.start)
        #expect(screen.state.notice == "offline")
        #expect(starting.map(\.summary).contains("run notice"))
    }

    @Test("q asks for nothing after its cancels: the stopped screen starts no picture, page or detail")
    func quitRunsNothing() async throws {
        var (screen, _) = try await started(FakeCatalog(count: 3))
        let quit = screen.handle(.key(.character("q")))
        #expect(quit.allSatisfy { !$0.summary.hasPrefix("run") }, "\(quit.map(\.summary))")
        #expect(screen.handle(.resize(width: 100, height: 30)).isEmpty)
    }

    @Test("A stop that cuts off the first page, the search's index or a picker's options: resuming asks again")
    func resumeAsksAgain() async throws {
        var screen = CatalogScreen(catalog: FakeCatalog(count: 40, filterKinds: [Self.colour]), timing: .instant)
        _ = screen.handle(.resize(width: 80, height: 24))
        #expect(screen.handle(.start).map(\.summary).contains("run listPage"))
        _ = screen.handle(.stop)
        #expect(screen.list.state.load == .loading)
        #expect(screen.handle(.resume).map(\.summary).contains("run listPage"), "the first page is asked again")

        var (searching, _) = try await started(FakeCatalog(count: 40, filterKinds: [Self.colour]))
        #expect(searching.handle(.key(.character("/"))).map(\.summary).contains("run search"))
        _ = searching.handle(.stop)
        #expect(searching.handle(.resume).map(\.summary).contains("run search"), "the index is asked again")
        _ = searching.handle(.key(.escape))
        #expect(searching.handle(.key(.character("c"))).map(\.summary).contains("run filterOptions"))
        _ = searching.handle(.stop)
        #expect(searching.handle(.resume).map(\.summary).contains("run filterOptions"), "the options are asked again")
    }
}
