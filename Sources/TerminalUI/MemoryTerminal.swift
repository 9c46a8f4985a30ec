import Browser
import TextLayout
import Views

/// A terminal in memory, for tests of the event loop: keys are typed into it, sizes and
/// signals sent to it, and each frame it is given is kept, with the screen as the frame
/// diffs left it. Waiting for a frame waits for the frame itself, never for a timer.
@MainActor
public final class MemoryTerminal: TerminalBackend {
    public let theme: Theme
    /// The size drawn at, as ``Terminal`` keeps it (see ``TerminalSizeGuard``).
    private var sizeGuard: TerminalSizeGuard
    /// The window's size, as the last ``resize(toWidth:height:)`` made it.
    private var windowSize: (width: Int, height: Int)
    public var size: (width: Int, height: Int) { sizeGuard.size }
    public var sizeNotice: String? { sizeGuard.notice }
    /// Every frame drawn, oldest first.
    public private(set) var frames: [CellGrid] = []
    /// What each frame wrote (see ``FrameDiff``).
    public private(set) var diffs: [FrameDiff] = []
    /// The screen as the written cells left it, row by row (blank before the first frame).
    public private(set) var screen: [[Cell]]
    public private(set) var isClosed = false
    /// How often the app stopped itself (Ctrl-Z) and took the terminal back.
    public private(set) var suspensions = 0
    private var shown: CellGrid?
    private var pending: [Key] = []
    private var inputEnded = false
    private var handler: (@MainActor (TerminalEvent) -> Void)?
    private var waiting: [(matches: (CellGrid) -> Bool, continuation: CheckedContinuation<CellGrid, Never>)] = []

    public init(width: Int = 80, height: Int = 24, theme: Theme = .standard) {
        sizeGuard = TerminalSizeGuard(width: width, height: height)
        windowSize = (width, height)
        screen = Self.blank(width: sizeGuard.size.width, height: sizeGuard.size.height)
        self.theme = theme
    }

    /// Whether the loop is listening (between its start and its end).
    public var isListening: Bool { handler != nil }

    /// Types `keys`, as one read.
    public func type(_ keys: Key...) {
        pending += keys
        handler?(.input)
    }

    /// Types `text`, a key a character.
    public func type(_ text: String) {
        pending += text.map { Key.character($0) }
        handler?(.input)
    }

    /// The window becomes `width`×`height`.
    public func resize(toWidth width: Int, height: Int) {
        windowSize = (width, height)
        handler?(.resized)
    }

    /// The terminal goes away: input ends.
    public func hangUp() {
        inputEnded = true
        handler?(.input)
    }

    /// A signal arrives, as the event it is.
    public func send(_ event: TerminalEvent) {
        handler?(event)
    }

    /// The text of the last frame (empty before the first).
    public var text: String { frames.last?.text ?? "" }

    /// The text of ``screen``, as ``Views/CellGrid/text`` reads a grid: what the diffs wrote.
    public var screenText: String {
        screen.map { row in
            var line = row.filter { !$0.isContinuation }.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    private static func blank(width: Int, height: Int) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell.blank, count: width), count: height)
    }

    /// The first frame from now on, or the last one already drawn, that satisfies `condition`.
    public func frame(where condition: @escaping (CellGrid) -> Bool) async -> CellGrid {
        if let last = frames.last, condition(last) { return last }
        return await withCheckedContinuation { continuation in waiting.append((condition, continuation)) }
    }

    // MARK: - TerminalBackend

    public func startEvents(_ handler: @escaping @MainActor (TerminalEvent) -> Void) { self.handler = handler }
    public func stopEvents() { handler = nil }

    public func readKeys() -> [Key]? {
        guard !isClosed else { return [] }
        defer { pending = [] }
        if pending.isEmpty && inputEnded { return nil }
        return pending
    }

    public func draw(_ grid: CellGrid) {
        guard !isClosed else { return }
        let diff = FrameDiff(from: shown, to: grid)
        if diff.isFull { screen = Self.blank(width: grid.width, height: grid.height) }
        for change in diff.changes {
            screen[change.y][change.x] = change.cell
            // A wide character covers the cell to its right, as a terminal draws it.
            if change.x + 1 < grid.width, grid[change.x + 1, change.y].isContinuation { screen[change.y][change.x + 1] = grid[change.x + 1, change.y] }
        }
        shown = grid
        frames.append(grid)
        diffs.append(diff)
        let ready = waiting.filter { $0.matches(grid) }
        waiting.removeAll { $0.matches(grid) }
        for entry in ready { entry.continuation.resume(returning: grid) }
    }

    public func resize() {
        sizeGuard.resize(width: windowSize.width, height: windowSize.height)
        shown = nil
    }
    public func suspend() { suspensions += 1 }
    public func resume() { shown = nil }
    public func close() { isClosed = true }
}
