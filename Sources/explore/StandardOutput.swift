import Glibc
import Scripting

/// The executable's own standard output: help, the version, the man page, completion
/// scripts, cache and config reports, favourites. One ``OutputSink`` (known secrets masked,
/// every `write(2)` checked), flushed by ``finish(_:)`` before the process exits, so that a
/// full disk or a closed descriptor is exit 74 with a message rather than a cut file and 0.
enum StandardOutput {
    static let sink = OutputSink()

    /// Writes `text` and `terminator`, as `print` would.
    static func print(_ text: String, terminator: String = "\n") {
        sink.write(text + terminator)
    }

    /// Flushes what is left and returns `status`; 74 (EX_IOERR), said on standard error,
    /// when any write failed. A reader that left (`| head`) is not a failure.
    static func finish(_ status: Int32) -> Int32 {
        sink.flush()
        guard let failure = sink.failure else { return status }
        StandardError.write("explore: cannot write standard output: \(failure)\n")
        return ExitStatus.ioError.rawValue
    }
}
