import Browser
import TextLayout
import Views

/// What happens at a terminal, as the event loop sees it.
public enum TerminalEvent: Sendable, Equatable {
    /// Input is waiting: read it with ``TerminalBackend/readKeys()``.
    case input
    /// The terminal changed size.
    case resized
    /// Ctrl-Z: give the terminal back, stop, and take it again once continued.
    case suspend
    /// Continued after a stop that was not the app's own (`kill -CONT`, `fg`).
    case resumed
    /// A signal that ends the app (exit 128 + n) once the terminal is restored.
    case ended(signal: Int32)
}

/// The terminal under the event loop: ncurses (``Terminal``) in the app, and in tests an
/// in-memory one (``MemoryTerminal``) that is typed into and records its frames. The loop
/// (``TerminalSession``) knows no more of a terminal than this.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// How views draw here (glyphs, colours).
    var theme: Theme { get }
    /// Columns and rows drawn at now (the terminal's, unless it is past what is drawn).
    var size: (width: Int, height: Int) { get }
    /// Why ``size`` is not the terminal's own (it is too large to draw), for the status
    /// line; nil when it is.
    var sizeNotice: String? { get }
    /// Starts telling `handler` of each event, on the main actor, until ``stopEvents()``.
    func startEvents(_ handler: @escaping @MainActor (TerminalEvent) -> Void)
    func stopEvents()
    /// The keys waiting; nil when input has ended (the terminal is gone).
    func readKeys() -> [Key]?
    /// Shows `grid`, writing what changed since the last frame (see ``FrameDiff``).
    func draw(_ grid: CellGrid)
    /// Takes in a new size (after ``TerminalEvent/resized``); the next frame is drawn whole.
    func resize()
    /// Gives the terminal back and stops the process; returns once it continues.
    func suspend()
    /// Takes the terminal back after a stop; the next frame is drawn whole.
    func resume()
    /// Gives the terminal back as it was. Safe to call more than once.
    func close()
}
