import Browser
import Dispatch
import Glibc
import Views

/// The event loop: stdin and signals arrive as dispatch sources on the main queue, keys go
/// to the current screen, and a frame is drawn once per burst of changes. No polling: idle,
/// the process sleeps.
@MainActor
public final class TerminalSession {
    /// How the session ended.
    public enum Ending: Sendable, Equatable {
        case quit
        case signal(Int32)
        case terminalGone
    }

    private let terminal: Terminal
    private var screen: any TerminalScreen
    private var sources: [any DispatchSourceProtocol] = []
    private var frameScheduled = false
    /// A change happened since the last frame.
    private var needsDisplay = false
    private var continuation: CheckedContinuation<Ending, Never>?
    private var ending: Ending?
    /// Stops after the first complete frame that `isComplete` accepts (for timing start-up).
    private let exitWhen: (@MainActor (any TerminalScreen) -> Bool)?

    public init(terminal: Terminal, screen: any TerminalScreen, exitWhen: (@MainActor (any TerminalScreen) -> Bool)? = nil) {
        self.terminal = terminal
        self.screen = screen
        self.exitWhen = exitWhen
    }

    /// Runs until the user quits, a signal ends the app or the terminal goes away, and
    /// always restores the terminal before returning.
    public func run() async -> Ending {
        let stdinSource = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        stdinSource.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        sources.append(stdinSource)
        for signalNumber in Signals.handled {
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handleSignal(signalNumber) }
            }
            sources.append(source)
        }
        for source in sources { source.resume() }

        screen.start { [weak self] in self?.setNeedsDisplay() }
        drawFrame()
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
        for key in keys {
            switch screen.handle(key) {
            case .continue:
                break
            case .quit:
                finish(.quit)
                return
            case let .replace(next):
                screen.stop()
                screen = next
                screen.start { [weak self] in self?.setNeedsDisplay() }
            }
        }
        if !keys.isEmpty { drawFrame() }
    }

    private func handleSignal(_ signalNumber: Int32) {
        switch signalNumber {
        case Signals.resize:
            terminal.resize()
            drawFrame()
        case Signals.suspend:
            guard ending == nil else { return }
            terminal.suspend()
            terminal.resume()
            drawFrame()
        case Signals.resume:
            terminal.resume()
            drawFrame()
        default:
            finish(.signal(signalNumber))
        }
    }

    /// Schedules one frame after the current burst of changes.
    private func setNeedsDisplay() {
        needsDisplay = true
        guard !frameScheduled, ending == nil else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.frameScheduled = false
                // Already drawn since (after a key, say): nothing to do.
                if self.needsDisplay { self.drawFrame() }
            }
        }
    }

    private func drawFrame() {
        guard ending == nil else { return }
        needsDisplay = false
        let (width, height) = terminal.size
        terminal.draw(screen.render(width: width, height: height, theme: terminal.theme))
        if let exitWhen, exitWhen(screen) { finish(.quit) }
    }

    private func finish(_ reason: Ending) {
        guard ending == nil else { return }
        ending = reason
        screen.stop()
        for source in sources { source.cancel() }
        sources.removeAll()
        terminal.close()
        continuation?.resume(returning: reason)
        continuation = nil
    }
}
