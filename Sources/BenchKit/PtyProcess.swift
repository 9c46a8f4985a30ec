import CPty
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A program running in a pseudo-terminal of a given size, its output drained on a
/// thread of its own and counted: how the benchmark times start-up and counts the bytes a
/// key press costs.
public final class PtyProcess: Sendable {
    public let pid: pid_t
    private let master: Int32

    /// What the drain thread has seen.
    private struct Output {
        var total = 0
        var recent = Data()
        /// The exit status, once the program has ended.
        var exitStatus: Int32?
        /// When each of the latest reads came, by the byte count before it (for key to frame).
        var reads: [(before: Int, at: ContinuousClock.Instant)] = []
    }

    private let output = Mutex(Output())

    /// Starts `arguments` in a `rows`×`columns` pty with `environment` added to this one's.
    public init(_ arguments: [String], rows: Int = 30, columns: Int = 100, environment: [String: String] = [:]) throws {
        var path = [CChar](repeating: 0, count: 128)
        master = cpty_open(Int32(rows), Int32(columns), &path, Int32(path.count))
        guard master >= 0 else { throw PtyError.cannotOpen }
        let slave = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var merged = ProcessInfo.processInfo.environment
        merged["TERM"] = "xterm-256color"
        merged["LANG"] = "C.UTF-8"
        for (key, value) in environment { merged[key] = value }
        let child: pid_t
        do {
            child = try Spawn.start(arguments, stdin: slave, stdout: slave, stderr: slave, environment: merged, newSession: true, closing: master)
        } catch {
            close(master)
            throw PtyError.cannotSpawn(arguments[0])
        }
        pid = child
        let thread = Thread { [weak self] in self?.drain() }
        thread.start()
    }

    deinit {
        kill(pid, SIGKILL)
    }

    /// The last of what the program wrote (up to the last half a megabyte or more).
    public var recentOutput: Data { output.withLock { $0.recent } }

    /// Bytes the program has written so far.
    public var bytesRead: Int { output.withLock { $0.total } }

    /// Whether the program has ended, and its status.
    public var hasExited: Bool { output.withLock { $0.exitStatus != nil } }

    /// Sends `text` as if typed.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until the output since `mark` contains `text`, up to `timeout`.
    @discardableResult
    public func waitForOutput(containing text: String, since mark: Int = 0, timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        let needle = Data(text.utf8)
        while ContinuousClock.now < deadline {
            let found = output.withLock { output -> Bool in
                let start = max(0, output.recent.count - max(0, output.total - mark))
                return output.recent[output.recent.startIndex.advanced(by: start)...].range(of: needle) != nil
            }
            if found { return true }
            if hasExited { return false }
            usleep(2_000)
        }
        return false
    }

    /// When the read that completed the first `text` in the output came (the drain thread's
    /// clock, not the caller's), waiting up to `timeout`; nil when it never came.
    public func arrival(of text: String, timeout: Duration = .seconds(10)) -> ContinuousClock.Instant? {
        guard waitForOutput(containing: text, timeout: timeout) else { return nil }
        return output.withLock { output in
            guard let range = output.recent.range(of: Data(text.utf8)) else { return nil }
            let end = output.total - output.recent.count + (range.upperBound - output.recent.startIndex)
            return output.reads.last { $0.before < end }?.at
        }
    }

    /// When the first output after byte `mark` was read (the drain thread's clock, not the
    /// caller's), waiting up to `timeout` for it; nil when none came.
    public func firstOutput(after mark: Int, timeout: Duration = .seconds(5)) -> ContinuousClock.Instant? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let found = output.withLock { output in output.reads.first { $0.before >= mark }?.at }
            if let found { return found }
            if hasExited { return nil }
            usleep(200)
        }
        return nil
    }

    /// Waits until no output has come for `quiet`, up to `timeout`: the frame is whole.
    public func waitForQuiet(_ quiet: Duration, timeout: Duration = .seconds(5)) {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let last = output.withLock { $0.reads.last?.at }
            if last.map({ ContinuousClock.now - $0 >= quiet }) ?? true { return }
            usleep(1_000)
        }
    }

    /// CPU seconds (user and system) the program has used so far, all its threads, ended
    /// ones too, from /proc/PID/stat (whole clock ticks: count over many keys).
    public var cpuSeconds: Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits for the program to end; its exit status, or nil after `timeout`.
    @discardableResult
    public func waitForExit(timeout: Duration = .seconds(10)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let status = output.withLock({ $0.exitStatus }) { return status }
            usleep(1_000)
        }
        return nil
    }

    /// Peak resident memory in kilobytes (VmHWM), while the program runs.
    public var peakResidentKilobytes: Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                let bytes = buffer[0..<count]
                let now = ContinuousClock.now
                output.withLock { output in
                    output.reads.append((output.total, now))
                    if output.reads.count > 4_096 { output.reads.removeFirst(2_048) }
                    output.total += count
                    output.recent.append(contentsOf: bytes)
                    if output.recent.count > 1_000_000 { output.recent.removeFirst(output.recent.count - 500_000) }
                }
                continue
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let code = Spawn.exitStatus(status)
                output.withLock { $0.exitStatus = code }
                close(master)
                return
            }
        }
    }

    public enum PtyError: Error {
        case cannotOpen
        case cannotSpawn(String)
    }
}
