import CNcurses
import Glibc

/// The sizes the app draws at. ncurses keeps sizes in a `short` and crashes from 32,768
/// columns or rows, and a grid of millions of cells costs a frame seconds; no real screen has
/// more than ``maximumColumns`` × ``maximumRows`` cells. A size past them (`stty cols 40000`,
/// `COLUMNS=4000000000`) is not taken: the last good size is kept, or at start the size is
/// capped, and ``notice`` says why for the status line.
struct TerminalSizeGuard: Equatable {
    static let maximumColumns = 1_000
    static let maximumRows = 500

    /// The size drawn at.
    private(set) var size: (width: Int, height: Int)
    /// Why the size drawn at is not the terminal's, or nil when it is.
    private(set) var notice: String?

    /// The guard for a terminal that starts at `width` × `height`: capped where it is larger.
    init(width: Int, height: Int) {
        size = (min(max(1, width), Self.maximumColumns), min(max(1, height), Self.maximumRows))
        notice = Self.fits(width, height) ? nil : Self.refusal(width, height, keeping: size)
    }

    /// Takes a new size when it fits; else keeps the last good one and says why.
    mutating func resize(width: Int, height: Int) {
        if Self.fits(width, height) {
            (size, notice) = ((width, height), nil)
        } else {
            notice = Self.refusal(width, height, keeping: size)
        }
    }

    static func fits(_ width: Int, _ height: Int) -> Bool {
        (1...maximumColumns).contains(width) && (1...maximumRows).contains(height)
    }

    static func refusal(_ width: Int, _ height: Int, keeping size: (width: Int, height: Int)) -> String {
        "terminal \(width)×\(height) is too large (at most \(maximumColumns)×\(maximumRows)): staying at \(size.width)×\(size.height)"
    }

    /// A `COLUMNS` or `LINES` value past `maximum` (or too large for a number), and why, or
    /// nil when it is unset, usable or not a number at all (ncurses ignores those).
    static func oversized(_ name: String, _ value: String?, maximum: Int) -> String? {
        guard let value, !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        guard let number = Int(value), number <= maximum else {
            return "\(name)=\(value.count > 12 ? String(value.prefix(12)) + "…" : value) is too large (at most \(maximum)): capped"
        }
        return nil
    }

    static func == (left: TerminalSizeGuard, right: TerminalSizeGuard) -> Bool {
        left.size == right.size && left.notice == right.notice
    }
}

extension TerminalSizeGuard {
    /// The window's size from the kernel, or nil where it says none.
    static func kernelSize() -> (width: Int, height: Int)? {
        var rows: Int32 = 0, columns: Int32 = 0
        guard explore_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Before ncurses starts: a size past what is drawn (ncurses crashes from 32,768) is
    /// capped before ncurses reads it, through COLUMNS and LINES, which it prefers to the
    /// kernel's size. The guard for the start, and why COLUMNS or LINES were capped.
    static func beforeNcurses() -> (TerminalSizeGuard, notice: String?) {
        let kernel = kernelSize()
        var notices: [String] = []
        for (name, maximum) in [("COLUMNS", maximumColumns), ("LINES", maximumRows)] {
            if let notice = oversized(name, getenv(name).map { String(cString: $0) }, maximum: maximum) {
                setenv(name, String(maximum), 1)
                notices.append(notice)
            }
        }
        let started = TerminalSizeGuard(width: kernel?.width ?? 80, height: kernel?.height ?? 24)
        if let kernel, !fits(kernel.width, kernel.height) {
            setenv("COLUMNS", String(started.size.width), 1)
            setenv("LINES", String(started.size.height), 1)
        }
        return (started, notices.isEmpty ? nil : notices.joined(separator: "; "))
    }
}
