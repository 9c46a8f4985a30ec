import Glibc

/// Asks the terminal for its background colour before the interface starts (OSC 11), for
/// `--theme auto`: the answer says whether the background is light, where `COLORFGBG` is set
/// by few terminals and terminfo says nothing.
///
/// The question is followed by Primary Device Attributes (`ESC [ c`), which every terminal
/// answers and answers in order: once that answer is in, a terminal that did not answer OSC 11
/// never will, so the probe costs one round trip, not a timeout. A terminal that answers
/// nothing at all (a bare pty) costs ``timeoutMilliseconds`` once; answers that come later are
/// dropped by the key decoder, never taken for keys.
public enum BackgroundProbe {
    /// The longest the probe waits for the terminal's answers.
    public static let timeoutMilliseconds: Int32 = 100
    /// The background colour's question, then the device attributes'.
    static let questions = "\u{1B}]11;?\u{1B}\\\u{1B}[c"

    /// Whether the terminal's background is light: nil when it did not say (or standard input
    /// and output are not the same terminal).
    public static func backgroundIsLight() -> Bool? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        return exchange(input: STDIN_FILENO, output: STDOUT_FILENO).flatMap(Self.lightness).map { $0 > 0.5 }
    }

    /// Writes the questions to `output` and reads `input` (in non-canonical mode, without
    /// echo, its modes given back after) until the device attributes have answered or the
    /// time is up. What was read, or nil when nothing could be asked.
    static func exchange(input: Int32, output: Int32) -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        let question = Array(questions.utf8)
        guard question.withUnsafeBufferPointer({ write(output, $0.baseAddress, $0.count) }) == question.count else { return nil }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = milliseconds(clock) + Int(timeoutMilliseconds)
        while answer.count < 4_096, !Self.hasDeviceAttributes(answer) {
            clock_gettime(CLOCK_MONOTONIC, &clock)
            let left = deadline - milliseconds(clock)
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&descriptor, 1, Int32(left)) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        return answer
    }

    private static func milliseconds(_ clock: timespec) -> Int { Int(clock.tv_sec) * 1_000 + Int(clock.tv_nsec) / 1_000_000 }

    /// Whether `bytes` hold the device attributes' answer: `ESC [ ?` … `c`.
    static func hasDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?") {
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "c") { return true }
            }
            index += 1
        }
        return false
    }

    /// The relative luminance (0 black … 1 white) of the background in an OSC 11 answer
    /// (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB`, each part 1 to 4 hex digits, ended by BEL or ST), or
    /// nil when `bytes` hold none.
    static func lightness(_ bytes: [UInt8]) -> Double? {
        let prefix = Array("\u{1B}]11;rgb:".utf8)
        guard let start = (0...max(0, bytes.count - prefix.count)).first(where: { bytes[$0...].starts(with: prefix) }) else { return nil }
        let rest = bytes[(start + prefix.count)...]
        guard let end = rest.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else { return nil }
        let parts = rest[..<end].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var channels: [Double] = []
        for part in parts {
            guard (1...4).contains(part.count) else { return nil }
            var value = 0
            for byte in part {
                guard let digit = Self.hexDigit(byte) else { return nil }
                value = value * 16 + digit
            }
            channels.append(Double(value) / Double((1 << (4 * part.count)) - 1))
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
