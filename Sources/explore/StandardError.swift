import Glibc

/// Writes to standard error directly (no buffering, no full Foundation's `FileHandle`): each
/// call is one message, written whole unless the stream is gone.
enum StandardError {
    static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress! + start, $0.count - start) }
            if written > 0 {
                start += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
