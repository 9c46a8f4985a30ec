import Glibc

/// Bracketed paste: while it is on, the terminal wraps pasted text in `ESC [ 200 ~` and
/// `ESC [ 201 ~`, so that ``KeyDecoder`` can take a paste as one edit rather than as many
/// keys (each a command). Switched on with the screen, off on every way out.
enum BracketedPaste {
    static func enable() { write("\u{1B}[?2004h") }
    static func disable() { write("\u{1B}[?2004l") }

    private static func write(_ sequence: String) {
        var bytes = Array(sequence.utf8)
        _ = Glibc.write(STDOUT_FILENO, &bytes, bytes.count)
    }
}
