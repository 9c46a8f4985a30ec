import Browser
import Dispatch
import TextLayout
import Views

/// The event loop: the terminal's events (input, a new size, a stop, an ending signal)
/// arrive on the main actor, keys and sizes go to the navigator (which hands them to the top
/// screen), and a frame of the top screen's content is drawn once per burst of changes. No
/// polling: idle, the process sleeps. The terminal is any ``TerminalBackend``: ncurses in the
/// app, ``MemoryTerminal`` in tests.
@MainActor
public final class TerminalSession {
    /// How the session ended.
    public enum Ending: Sendable, Equatable {
        case quit
        case signal(Int32)
        case terminalGone
    }

    private let terminal: any TerminalBackend
    private let navigator: Navigator
    private var frameScheduled = false
    /// A change happened since the last frame.
    private var needsDisplay = false
    /// Keys are being handled, and a frame follows them: changes meanwhile schedule none.
    private var isHandlingInput = false
    private var continuation: CheckedContinuation<Ending, Never>?
    private var ending: Ending?
    /// Stops after the first complete frame whose content `exitWhen` accepts (for timing start-up).
    private let exitWhen: (@MainActor (ScreenContent) -> Bool)?
    /// How long the first frame may wait for a first page on its way (see ``init``).
    private let firstPageWait: DispatchTimeInterval?
    /// The first frame waits for the first page: changes meanwhile draw nothing.
    private var isHoldingFirstFrame = false

    /// `firstPageWait`: while the top screen has nothing but "Loading…" to show, the first
    /// frame waits this long for the first page, so a list read from the cache is the first
    /// frame (no "Loading…" drawn and drawn over). Nil draws at once.
    public init(
        terminal: any TerminalBackend, navigator: Navigator, firstPageWait: DispatchTimeInterval? = nil,
        exitWhen: (@MainActor (ScreenContent) -> Bool)? = nil
    ) {
        self.terminal = terminal
        self.navigator = navigator
        self.firstPageWait = firstPageWait
        self.exitWhen = exitWhen
    }

    /// Runs until the user quits, a signal ends the app or the terminal goes away, and
    /// always restores the terminal before returning.
    public func run() async -> Ending {
        terminal.startEvents { [weak self] event in self?.handle(event) }

        navigator.onChange = { [weak self] in self?.setNeedsDisplay() }
        let (width, height) = terminal.size
        navigator.resize(width: width, height: height)
        navigator.start()
        if let firstPageWait, navigator.content.awaitsFirstPage {
            holdFirstFrame(firstPageWait)
        } else {
            drawFrame()
        }
        let ending = await withCheckedContinuation { continuation in
            if let ending = self.ending {
                continuation.resume(returning: ending)
            } else {
                self.continuation = continuation
            }
        }
        return ending
    }

    private func readInput() {
        guard ending == nil else { return }
        guard let keys = terminal.readKeys() else {
            finish(.terminalGone)
            return
        }
        isHandlingInput = true
        defer { isHandlingInput = false }
        for key in keys where navigator.handle(key) {
            finish(.quit)
            return
        }
        if !keys.isEmpty || needsDisplay { drawFrame() }
    }

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .input:
            readInput()
        case .resized:
            guard ending == nil else { return }
            terminal.resize()
            let (width, height) = terminal.size
            navigator.resize(width: width, height: height)
            drawFrame()
        case .suspend:
            guard ending == nil else { return }
            terminal.suspend()
            terminal.resume()
            drawFrame()
        case .resumed:
            guard ending == nil else { return }
            terminal.resume()
            drawFrame()
        case let .ended(signalNumber):
            finish(.signal(signalNumber))
        }
    }

    /// Draws nothing until the first page has come or `wait` has passed (a key, a resize or
    /// a signal draws at once).
    private func holdFirstFrame(_ wait: DispatchTimeInterval) {
        isHoldingFirstFrame = true
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isHoldingFirstFrame else { return }
                self.drawFrame()
            }
        }
    }

    /// The first frame waits, and the first page has not come.
    private var isWaitingForFirstPage: Bool { isHoldingFirstFrame && navigator.content.awaitsFirstPage }

    /// Schedules one frame after the current burst of changes.
    private func setNeedsDisplay() {
        needsDisplay = true
        if isWaitingForFirstPage { return }
        guard !frameScheduled, !isHandlingInput, ending == nil else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.frameScheduled = false
                // Already drawn since (after a key, say), or scheduled by the start of the
                // screens before the first frame chose to wait: nothing to do.
                if self.needsDisplay, !self.isWaitingForFirstPage { self.drawFrame() }
            }
        }
    }

    private func drawFrame() {
        guard ending == nil else { return }
        needsDisplay = false
        isHoldingFirstFrame = false
        let (width, height) = terminal.size
        let content = navigator.content
        var grid = AppView.render(content, width: width, height: height, theme: terminal.theme)
        if let notice = terminal.sizeNotice { TerminalNoticeView.draw(notice, into: &grid) }
        terminal.draw(grid)
        if let exitWhen, exitWhen(content) { finish(.quit) }
    }

    private func finish(_ reason: Ending) {
        guard ending == nil else { return }
        ending = reason
        navigator.stop()
        terminal.stopEvents()
        terminal.close()
        continuation?.resume(returning: reason)
        continuation = nil
    }
}
