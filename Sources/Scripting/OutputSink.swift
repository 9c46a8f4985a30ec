import FoundationEssentials
import Glibc
import Networking

/// Standard output for the commands: text is gathered and written with `write(2)` when a
/// page is done (`flush`), so lists stream page by page. A reader that has gone away (`head`)
/// is not an error: on EPIPE the sink closes quietly (``closedStatus`` 0), the commands stop
/// asking for more, and the executable exits with that status. SIGPIPE must be ignored
/// (the commands ignore it) for EPIPE to arrive. Known secrets (the Geoapify key) are masked
/// in everything written, even where a server echoed one into its data.
///
/// `@unchecked Sendable`: a command writes its output from one task, one call after another
/// (the runner awaits each page before the next), so the buffer is never touched at once.
public final class OutputSink: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    /// Set once standard output cannot be written: 0 when the reader left (EPIPE), 74
    /// (EX_IOERR) for any other failure. Nothing more is written after it.
    public private(set) var closedStatus: Int32?
    /// Why a write failed ("No space left on device"), when it was not the reader leaving.
    public private(set) var failure: String?

    public init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    public func write(_ text: String) {
        guard closedStatus == nil else { return }
        buffer += Array(Redaction.maskKnownSecrets(in: text).utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public func flush() {
        var start = 0
        while start < buffer.count {
            let written = buffer[start...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                // EPIPE: the reader is done. Anything else: standard output is unusable; say
                // nothing more there either way.
                let code = errno
                closedStatus = code == EPIPE ? 0 : ExitStatus.ioError.rawValue
                if code != EPIPE { failure = String(cString: strerror(code)) }
                buffer.removeAll()
                return
            }
            guard written > 0 else {
                // Nothing taken and no error: no room, as a full device says it.
                (closedStatus, failure) = (ExitStatus.ioError.rawValue, String(cString: strerror(ENOSPC)))
                buffer.removeAll()
                return
            }
            start += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
