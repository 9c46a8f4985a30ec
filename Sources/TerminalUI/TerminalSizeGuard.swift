import CNcurses
import Glibc

/// The sizes the app draws at. ncurses keeps sizes in a `short` and crashes from 32,768
/// columns or rows, and a grid of millions of cells costs a frame seconds; no real screen has
/// more than ``maximumColumns`` × ``maximumRows`` cells. A size past them (`stty cols 40000`,
/// `COLUMNS=4000000000`) is not taken: the last good size is kept, or at start the size is
/// capped (and such a `COLUMNS` or `LINES` ignored), and ``notice`` says why for the status line.
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
        let why = width < 1 || height < 1 ? "has no size" : "is too large (at most \(maximumColumns)×\(maximumRows))"
        return "terminal \(width)×\(height) \(why): staying at \(size.width)×\(size.height)"
    }

    /// A `COLUMNS` or `LINES` value past `maximum`, and why, or nil when it is unset, usable or
    /// one ncurses ignores. It is read as ncurses reads it (`strtol` in any base, after blanks,
    /// the whole value), so `0x9C40`, `+40000` and ` 40000` are 40,000 columns too.
    static func oversized(_ name: String, _ value: String?, maximum: Int) -> String? {
        guard let value, let number = ncursesNumber(value), number > maximum else { return nil }
        let shown = String(value.unicodeScalars.prefix(12).map { $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F ? Character($0) : "?" })
        return "\(name)=\(shown)\(value.unicodeScalars.count > 12 ? "…" : "") is too large (at most \(maximum)): ignored"
    }

    /// The number ncurses takes from an environment value, or nil where it ignores the value
    /// (a number too large for a `long` is `Int.max` here: past every maximum).
    static func ncursesNumber(_ value: String) -> Int? {
        value.withCString { start -> Int? in
            var end: UnsafeMutablePointer<CChar>?
            errno = 0
            let number = strtol(start, &end, 0)
            guard let end, end != UnsafeMutablePointer(mutating: start), end.pointee == 0, number >= 0 else { return nil }
            return errno == ERANGE ? Int.max : number
        }
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
            // Unset, not set to the maximum: ncurses then takes the window's own size.
            if let notice = oversized(name, getenv(name).map { String(cString: $0) }, maximum: maximum) {
                unsetenv(name)
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
