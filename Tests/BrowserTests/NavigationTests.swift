import Browser
import CatalogKit
import Synchronization
import Testing
import TestSupport

@MainActor
@Suite("Navigator and start screen")
struct NavigatorTests {
    func makeNavigator() -> (Navigator, FakeCatalog) {
        let catalog = FakeCatalog(count: 5)
        let items = [
            StartScreenState.Item(command: "things", title: "Things", summary: "a few things"),
            StartScreenState.Item(command: "setup", title: "Setup", summary: "needs a key"),
        ]
        let start = StartScreenModel(items: items) { item in
            item.command == "setup"
                ? MessageScreenModel(title: "Setup", paragraphs: ["Set a key."]) as any Screen : CatalogScreenModel(catalog: catalog, timing: .instant)
        }
        let navigator = Navigator(root: start)
        navigator.resize(width: 80, height: 24)
        navigator.start()
        return (navigator, catalog)
    }

    @Test("Enter opens a catalog; Esc, ← and h at its root go back to the start screen; Esc there does nothing")
    func backToStart() async {
        let (navigator, _) = makeNavigator()
        for back in [Key.escape, .left, .character("h")] {
            #expect(!navigator.handle(.enter))
            guard case .catalog = navigator.content else { Issue.record("no catalog"); return }
            #expect(navigator.content != ScreenContent.start(StartScreenState(items: [])))
            #expect(!navigator.handle(back))
            guard case .start = navigator.content else { Issue.record("\(back) did not go back"); return }
        }
        #expect(!navigator.handle(.escape))
        guard case .start = navigator.content else { Issue.record("Esc left the start screen"); return }
        #expect(navigator.stack.count == 1)
        #expect(navigator.handle(.character("q")))
    }

    @Test("The message pane goes back too; the catalog's Esc first leaves the detail")
    func messageAndDetail() async {
        let (navigator, _) = makeNavigator()
        _ = navigator.handle(.down)
        _ = navigator.handle(.enter)
        guard case let .message(message) = navigator.content else { Issue.record("no message"); return }
        #expect(message.keyMap.hints == ["Esc back", "q quit"])
        _ = navigator.handle(.escape)
        _ = navigator.handle(.up)
        _ = navigator.handle(.enter)
        await (navigator.top as? CatalogScreenModel)?.settle()
        _ = navigator.handle(.enter)  // open the detail
        guard case let .catalog(state) = navigator.content, state.focus == .detail else { Issue.record("no detail"); return }
        _ = navigator.handle(.escape)
        guard case .catalog = navigator.content else { Issue.record("Esc in the detail left the catalog"); return }
        _ = navigator.handle(.escape)
        guard case .start = navigator.content else { Issue.record("no start screen"); return }
    }

    @Test("The start screen's help lists only its own keys")
    func startHelp() {
        let (navigator, _) = makeNavigator()
        _ = navigator.handle(.character("?"))
        guard case let .start(state) = navigator.content, let help = state.help else { Issue.record("no help"); return }
        #expect(help.lines.map(\.keys) == KeyMap.start.listed.map(\.label))
        #expect(!help.lines.contains { $0.keys == "/" || $0.keys == "r" })
    }
}

@MainActor
@Suite("Named tasks")
struct NamedTasksTests {
    @Test("Starting an id cancels the previous task of that id; only the last delivers")
    func replace() async {
        let tasks = NamedTasks(), clock = ManualClock()
        var delivered: [Int] = []
        for value in 1...3 {
            let deadline = clock.now + .seconds(1)
            tasks.start(
                .listPage,
                { () async throws -> Int in
                    try await clock.clock.sleep(until: deadline)
                    return value
                }, then: { delivered.append($0) })
        }
        tasks.start(.detail, { 10 }, then: { delivered.append($0) })
        clock.advance(by: .seconds(1))
        await tasks.idle()
        #expect(delivered.sorted() == [3, 10])
        tasks.start(
            .picture,
            { () async throws -> Int in
                try await clock.clock.sleep(until: .seconds(99))
                return 0
            }, then: { delivered.append($0) })
        #expect(tasks.isRunning(.picture))
        tasks.cancel(.picture)
        #expect(!tasks.isRunning(.picture))
        await tasks.idle()
        #expect(!tasks.isBusy && delivered.count == 2)
    }

    @Test("A waiting task replaced in one batch by another that waits moves its deadline: one sleeper, only the last runs")
    func movedDeadline() async {
        let tasks = NamedTasks(), clock = ManualClock()
        let ran = Mutex<[Int]>([])
        var delivered: [Int] = []
        for value in 1...5 {
            let wait: Effect<Int> = .runAt(.detail, deadline: clock.now + .milliseconds(150), clock: clock.clock) {
                ran.withLock { $0.append(value) }
                return value
            }
            #expect(tasks.perform([.cancel(.detail), wait]) { delivered.append($0) }.isEmpty)
            // The one task sleeps again until the moved deadline (after waking at the old one).
            while clock.sleeperCount == 0 { await Task.yield() }
            #expect(clock.sleeperCount == 1 && tasks.isRunning(.detail))
            clock.advance(by: .milliseconds(100))
        }
        clock.advance(by: .milliseconds(100))
        await tasks.idle()
        #expect(delivered == [5] && ran.withLock { $0 } == [5])

        // A cancel with nothing to replace the task ends it, and nothing runs.
        _ = tasks.perform([Effect<Int>.runAt(.detail, deadline: clock.now + .seconds(1), clock: clock.clock) { 6 }]) { delivered.append($0) }
        _ = tasks.perform([Effect<Int>.cancel(.detail)]) { delivered.append($0) }
        #expect(!tasks.isRunning(.detail))
        await tasks.idle()
        #expect(!tasks.isBusy && delivered == [5] && clock.sleeperCount == 0)
    }
}

@Suite("Key maps")
struct KeyMapTests {
    @Test("Every mode has a map; hints and help come from it; disabled keys do nothing")
    func maps() {
        let list = KeyMap.browse(.list)
        #expect(list.hints == ["/ search", "? help", "q quit"])
        #expect(list.command(for: .escape) == nil)
        #expect(KeyMap.browse(.list, isSearching: true).hints == ["Esc clear", "? help", "q quit"])
        #expect(KeyMap.browse(.list, canGoBack: true).command(for: .escape) == .back)
        #expect(KeyMap.search.hints == ["Enter done", "Esc clear"])
        #expect(KeyMap.search.command(for: .character("r")) == nil && KeyMap.search.command(for: .control("r")) == .retry)
        #expect(KeyMap.picker(searchable: false).hints == ["↑↓ choose", "Enter apply", "Esc cancel"])
        #expect(KeyMap.start.hints == ["↑↓ choose", "Enter open", "? help", "q quit"])
        #expect(KeyMap.start.command(for: .escape) == nil)
        #expect(KeyMap.help.command(for: .character("j")) == .moveDown)
        let modes: Set<KeyMode> = [
            list.mode, KeyMap.browse(.detail).mode, KeyMap.search.mode, KeyMap.picker(searchable: true).mode,
            KeyMap.help.mode, KeyMap.start.mode, KeyMap.message(canGoBack: true).mode, KeyMap.favourites(canGoBack: true).mode,
        ]
        #expect(modes == Set(KeyMode.allCases))
    }

    @Test("No key is bound twice within a map")
    func unique() {
        for map in [
            KeyMap.browse(.list, canGoBack: true), .browse(.detail), .browse(.detail, hasLinks: true, canGoForward: true), .search, .picker(searchable: true),
            .picker(searchable: false), .help, .start,
        ] {
            let keys = map.bindings.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "\(map.mode)")
        }
    }
}
