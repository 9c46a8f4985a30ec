import Glibc
import Networking

/// Writes to standard error directly (no buffering, no full Foundation's `FileHandle`): each
/// call is one message, written whole unless the stream is gone. A known secret (the API key)
/// is masked in every message, whatever it came through (a server's echo in an error, a
/// config value, a file name).
enum StandardError {
    static func write(_ text: String) {
        let bytes = Array(Redaction.maskKnownSecrets(in: text).utf8)
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
