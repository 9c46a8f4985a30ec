import CNcurses
import Glibc

/// The signals the session handles, and how: every signal whose default action would end
/// the process ends the session instead, so the terminal is restored before the exit.
enum Signals {
    /// Signals that end the app (exit 128 + n) after the terminal is restored: every signal
    /// whose default action is to terminate, except the crashes (SIGSEGV and the like, see
    /// `explore_restore_terminal_on_crash`) and the two in ``ignored``.
    static let ending: [Int32] = {
        var list: [Int32] = [
            SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM,
            SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGIO, SIGPWR,
        ]
        let first = explore_sigrtmin(), last = explore_sigrtmax()
        if first <= last { list += Array(first...last) }
        return list
    }()

    /// Ignored instead: libdispatch never blocks SIGPIPE or SIGPROF in its threads, so a
    /// dispatch source cannot receive them reliably (its forwarding handler can loop), and
    /// a SIGPIPE from a write to a closed pipe or socket must not end the app. Ignored, a
    /// write fails with EPIPE instead, and the terminal is left as it is.
    static let ignored: [Int32] = [SIGPIPE, SIGPROF]

    /// The terminal changed size.
    static let resize = SIGWINCH
    /// Ctrl-Z: leave curses mode, then stop.
    static let suspend = SIGTSTP
    /// `fg` (or any continue): the size may have changed and the screen was used by others.
    static let resume = SIGCONT

    /// Every signal the session turns into a dispatch source.
    static var handled: [Int32] { ending + [resize, suspend, resume] }

    /// What a handled signal means to the event loop.
    static func event(for signalNumber: Int32) -> TerminalEvent {
        switch signalNumber {
        case resize: return .resized
        case suspend: return .suspend
        case resume: return .resumed
        default: return .ended(signal: signalNumber)
        }
    }

    /// Ignores the default action of every handled signal, so that the dispatch sources see
    /// them and ncurses installs no handlers of its own (it catches only signals left at
    /// their default). SIGCONT still continues a stopped process when ignored.
    static func ignoreDefaultActions() {
        for signalNumber in handled + ignored {
            signal(signalNumber, SIG_IGN)
        }
    }
}
