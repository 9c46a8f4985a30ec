import Browser
import Dispatch
import CatalogKit
import Testing
import TerminalUI
import TestSupport
import TextLayout
import Views

/// A catalog whose pages come after a real suspension (a task), so frames follow loads.
struct ThreeThings: Catalog {
    let title = "Things"
    let itemName = "thing"
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        await Task.yield()
        let entries = ["Alpha", "Beta", "Gamma"].enumerated().map { Entry(id: String($0.offset + 1), title: $0.element, number: $0.offset + 1) }
        return EntryPage(entries: entries, total: 3, isLast: true, nextOffset: 3)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        Detail(title: entry.title, subtitle: "thing #\(entry.id)")
    }
}

/// Three things whose first page comes once `gate` has arrived.
struct GatedThings: Catalog {
    let title = "Things"
    let itemName = "thing"
    let gate: Arrival
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        guard await gate.wait() else { throw AppError(kind: .cancelled, message: "cancelled", isRetryable: false) }
        return try await ThreeThings().page(offset: offset, filters: filters, freshness: freshness)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await ThreeThings().detail(for: entry, freshness: freshness)
    }
}

/// The event loop in process, over the in-memory terminal: keys in, frames out, a resize,
/// a stop, an ending signal, the terminal going away, and quit.
@MainActor
@Suite("Event loop over the in-memory terminal")
struct EventLoopTests {
    func startScreen() -> StartScreenModel {
        let items = [
            StartScreenState.Item(command: "things", title: "Things", summary: "three things"),
            StartScreenState.Item(command: "notes", title: "Notes", summary: "a message"),
        ]
        return StartScreenModel(items: items) { item -> (any Screen)? in
            if item.command == "notes" { return MessageScreenModel(title: "Notes", paragraphs: ["Nothing to note."]) }
            return CatalogScreenModel(catalog: ThreeThings(), timing: .instant)
        }
    }

    /// The session running on `terminal`, its first frame drawn.
    func running(_ terminal: MemoryTerminal, _ root: any Screen) async -> Task<TerminalSession.Ending, Never> {
        let session = TerminalSession(terminal: terminal, navigator: Navigator(root: root))
        let task = Task { await session.run() }
        _ = await terminal.frame { _ in true }
        return task
    }

    @Test("Keys in, frames out: the start screen, ↓ Enter opens a screen, Esc goes back, q quits and restores")
    func keysAndFrames() async {
        let terminal = MemoryTerminal(width: 60, height: 16)
        let session = await running(terminal, startScreen())
        #expect(terminal.text.contains("Choose what to explore:"))
        #expect(terminal.diffs.first?.isFull == true)

        terminal.type(.down)
        // One key, one frame, and only the rows that changed written (the two selections).
        #expect(terminal.frames.count == 2)
        let moved = terminal.diffs[1]
        #expect(!moved.isFull && Set(moved.changes.map(\.y)).count == 2, "\(Set(moved.changes.map(\.y)))")
        terminal.type(.enter)
        #expect(terminal.text.contains("Nothing to note."))
        terminal.type(.escape)
        #expect(terminal.text.contains("Choose what to explore:"))
        // What the diffs wrote is the frame itself.
        #expect(terminal.screenText == terminal.text)

        terminal.type("q")
        #expect(await session.value == .quit)
        #expect(terminal.isClosed && !terminal.isListening)
    }

    @Test("A catalog's pages arrive after the key that opened it: a frame follows the change, no key needed")
    func framesFollowChanges() async {
        let terminal = MemoryTerminal(width: 80, height: 24)
        let session = await running(terminal, startScreen())
        terminal.type(.enter)
        let listed = await terminal.frame { $0.text.contains("Gamma") }
        #expect(listed.text.contains("Alpha") && listed.text.contains("Beta"))
        let shown = await terminal.frame { $0.text.contains("thing #1") }
        #expect(shown.text.contains("Alpha"))
        #expect(terminal.screenText == terminal.text)
        terminal.send(.ended(signal: 15))
        #expect(await session.value == .signal(15))
        #expect(terminal.isClosed)
    }

    @Test("A resize draws the screen whole at the new size; a stop and continue draw it whole again")
    func resizeAndSuspend() async {
        let terminal = MemoryTerminal(width: 60, height: 16)
        let session = await running(terminal, startScreen())
        terminal.resize(toWidth: 40, height: 12)
        let frame = terminal.frames[terminal.frames.count - 1]
        #expect(frame.width == 40 && frame.height == 12)
        #expect(terminal.diffs.last?.isFull == true)
        #expect(terminal.screenText == terminal.text)

        terminal.send(.suspend)
        #expect(terminal.suspensions == 1)
        #expect(terminal.diffs.last?.isFull == true)
        let before = terminal.frames.count
        terminal.send(.resumed)
        #expect(terminal.frames.count == before + 1)

        // Too small: the views say so; back to a usable size, the screen again.
        terminal.resize(toWidth: 10, height: 3)
        #expect(!terminal.text.contains("Choose what to explore:"))
        terminal.resize(toWidth: 60, height: 16)
        #expect(terminal.text.contains("Choose what to explore:"))
        terminal.type("q")
        #expect(await session.value == .quit)
    }

    @Test("A resize to 40,000 columns or rows keeps the last good size and says why; a good size again clears it")
    func hugeResize() async {
        let terminal = MemoryTerminal(width: 80, height: 16)
        let session = await running(terminal, startScreen())
        for (width, height) in [(40_000, 16), (80, 40_000), (65_535, 65_535), (1_001, 16)] {
            terminal.resize(toWidth: width, height: height)
            let frame = terminal.frames[terminal.frames.count - 1]
            #expect(frame.width == 80 && frame.height == 16, "\(width)×\(height)")
            #expect(frame.lines[15].contains("terminal \(width)×\(height) is too large (at most 1000×500): staying at 80×16"), "\(frame.lines[15])")
            #expect(terminal.text.contains("Choose what to explore:"))
        }
        terminal.resize(toWidth: 70, height: 18)
        #expect(terminal.frames.last?.width == 70)
        #expect(!terminal.text.contains("too large"))
        terminal.type("q")
        #expect(await session.value == .quit)
    }

    @Test("With a first-page wait, a list that comes within it is the first frame: no Loading… drawn first")
    func firstFrameIsTheList() async {
        let terminal = MemoryTerminal(width: 80, height: 24), gate = Arrival()
        let root = CatalogScreenModel(catalog: GatedThings(gate: gate), timing: .instant)
        // A wait no starved test run outlasts: only the page can end it here.
        let navigator = Navigator(root: root)
        let session = TerminalSession(terminal: terminal, navigator: navigator, firstPageWait: .seconds(86_400))
        let task = Task { await session.run() }
        // Listening, the session has started the screen and chosen to wait.
        while !terminal.isListening { await Task.yield() }
        #expect(terminal.frames.count == 0)
        await gate.arrive()
        _ = await terminal.frame { _ in true }
        // The very first frame is the list, not its "Loading…" (the detail pane may be loading).
        #expect(terminal.frames[0].lines[1].contains("Alpha") && terminal.diffs[0].isFull)
        terminal.type("q")
        #expect(await task.value == .quit)
    }

    @Test("A first page that does not come within the wait: Loading… is drawn then; a key draws at once")
    func loadingAfterTheWait() async {
        for byKey in [false, true] {
            let terminal = MemoryTerminal(width: 80, height: 24), gate = Arrival()
            let root = CatalogScreenModel(catalog: GatedThings(gate: gate), timing: .instant)
            let wait: DispatchTimeInterval = byKey ? .seconds(86_400) : .milliseconds(20)
            let session = TerminalSession(terminal: terminal, navigator: Navigator(root: root), firstPageWait: wait)
            let task = Task { await session.run() }
            while !terminal.isListening { await Task.yield() }
            if byKey { terminal.type(.down) }
            let first = await terminal.frame { _ in true }
            #expect(first.lines[1].contains("Loading") && !first.text.contains("Alpha"))
            await gate.arrive()
            _ = await terminal.frame { $0.text.contains("Alpha") }
            terminal.type("q")
            #expect(await task.value == .quit)
        }
    }

    @Test("The terminal going away ends the session; nothing is drawn after the end")
    func hangUp() async {
        let terminal = MemoryTerminal(width: 60, height: 16)
        let session = await running(terminal, startScreen())
        terminal.hangUp()
        #expect(await session.value == .terminalGone)
        let frames = terminal.frames.count
        terminal.send(.resized)
        terminal.type(.down)
        #expect(terminal.frames.count == frames)
        #expect(terminal.isClosed)
    }
}
