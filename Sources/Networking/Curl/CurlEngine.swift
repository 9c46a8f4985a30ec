import CCurl
import Glibc
import Synchronization

/// The thread that drives one libcurl multi handle for a ``CurlClient``.
///
/// Other threads talk to it only through ``submit(_:)``, ``cancel(_:)`` and ``shutDown()``:
/// each appends a command under the lock and calls `curl_multi_wakeup`. Everything else (the
/// multi handle's transfers, the easy handles, the callbacks) runs on this one thread.
///
/// `@unchecked Sendable`: `multi` and `active` are touched only by the thread (the handle's
/// `curl_multi_wakeup` is the documented exception, and is called under `shared`'s lock,
/// which the thread also holds while it tears the handle down).
final class CurlEngine: @unchecked Sendable {
    private enum Command {
        case add(CurlTransfer)
        case cancel(CurlTransfer)
    }

    private struct Shared: ~Copyable {
        var commands: [Command] = []
        var stopping = false
        var stopped = false
    }

    private let multi: UnsafeMutableRawPointer?
    private let shared = Mutex(Shared())
    private let connects = Atomic<Int>(0)
    /// Transfers in the multi handle, by identity. Thread-confined.
    private var active: [ObjectIdentifier: CurlTransfer] = [:]
    /// Cancelled HTTP/1 transfers finishing their answer, at most `cancelGrace` each.
    private var draining: [CurlTransfer] = []
    private let cancelGrace: Duration

    init(configuration: CurlClient.Configuration) {
        cancelGrace = configuration.cancelGrace
        multi = CurlLibrary.loadFailure() == nil ? explore_curl_multi_init() : nil
        guard let multi else {
            // No multi handle (out of memory): every request ends at once.
            shared.withLock { $0.stopped = true }
            return
        }
        _ = explore_curl_multi_setopt_long(multi, CURLMOPT_PIPELINING, explore_curl_pipe_multiplex())
        _ = explore_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, configuration.maxConnectionsPerHost))
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(
            &thread, nil,
            { context in
                // The thread owns one reference to the engine until its loop ends.
                guard let context else { return nil }
                Unmanaged<CurlEngine>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        if created == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<CurlEngine>.fromOpaque(context).release()
            shared.withLock { $0.stopped = true }
        }
    }

    /// Connections opened so far.
    var connectionsOpened: Int { connects.load(ordering: .relaxed) }

    /// Hands `transfer` to the thread; when the engine is gone it ends at once, cancelled.
    func submit(_ transfer: CurlTransfer) {
        if !enqueue(.add(transfer)) { transfer.resume(.failure(transfer.error(.cancelled))) }
    }

    /// Asks the thread to remove `transfer` (already marked cancelled).
    func cancel(_ transfer: CurlTransfer) {
        _ = enqueue(.cancel(transfer))
    }

    /// Ends the thread: transfers still running end as cancelled.
    func shutDown() {
        shared.withLock { state in
            guard !state.stopped else { return }
            state.stopping = true
            if let multi { _ = explore_curl_multi_wakeup(multi) }
        }
    }

    private func enqueue(_ command: Command) -> Bool {
        shared.withLock { state in
            guard !state.stopped else { return false }
            state.commands.append(command)
            if let multi { _ = explore_curl_multi_wakeup(multi) }
            return true
        }
    }

    // MARK: - The thread

    private func run() {
        guard let multi else { return }
        var running: Int32 = 0
        while true {
            let (commands, stopping) = shared.withLock { state in
                let commands = state.commands
                state.commands = []
                return (commands, state.stopping)
            }
            for command in commands {
                switch command {
                case let .add(transfer): start(transfer, in: multi)
                case let .cancel(transfer): stop(transfer, in: multi)
                }
            }
            if stopping { break }
            _ = explore_curl_multi_perform(multi, &running)
            collectFinished(in: multi)
            let wait = endDrains(in: multi)
            // libcurl shortens the wait to its own next timeout; commands wake it at once.
            _ = explore_curl_multi_poll(multi, Int32(wait), nil)
        }
        tearDown(multi)
    }

    private func start(_ transfer: CurlTransfer, in multi: UnsafeMutableRawPointer) {
        if transfer.isCancelled {
            transfer.resume(.failure(transfer.error(.cancelled)))
            return
        }
        guard transfer.prepare(), let easy = transfer.easy else {
            transfer.finishEasy()
            transfer.resume(.failure(transfer.outcomeError ?? transfer.error(.invalidURL)))
            return
        }
        active[ObjectIdentifier(transfer)] = transfer
        if explore_curl_multi_add_handle(multi, easy) != CURLM_OK {
            active[ObjectIdentifier(transfer)] = nil
            transfer.finishEasy()
            transfer.resume(.failure(transfer.error(.invalidResponse("could not start the transfer"))))
        }
    }

    /// A cancelled transfer's waiter is resumed at once. The transfer leaves the multi handle
    /// at once too, unless its request is out on an HTTP/1 connection: then it may finish its
    /// answer (dropped) for up to `cancelGrace`, so that the connection is kept rather than
    /// closed and replaced while the server still works on the abandoned request.
    private func stop(_ transfer: CurlTransfer, in multi: UnsafeMutableRawPointer) {
        guard active[ObjectIdentifier(transfer)] != nil, transfer.drainUntil == nil else { return }
        transfer.resume(.failure(transfer.error(.cancelled)))
        if cancelGrace > .zero, transfer.shouldDrain {
            transfer.drainUntil = ContinuousClock.now + cancelGrace
            draining.append(transfer)
        } else {
            end(transfer, .failure(transfer.error(.cancelled)), in: multi)
        }
    }

    /// Removes draining transfers whose grace is over; returns the milliseconds to wait at
    /// most before the next one is due.
    private func endDrains(in multi: UnsafeMutableRawPointer) -> Int {
        let now = ContinuousClock.now
        var wait = 60_000
        draining.removeAll { transfer in
            guard active[ObjectIdentifier(transfer)] != nil, let until = transfer.drainUntil else { return true }
            if until <= now {
                end(transfer, .failure(transfer.error(.cancelled)), in: multi)
                return true
            }
            wait = min(wait, CurlTransfer.milliseconds(until - now))
            return false
        }
        return wait
    }

    private func end(_ transfer: CurlTransfer, _ result: Result<HTTPResponse, NetworkError>, in multi: UnsafeMutableRawPointer) {
        active[ObjectIdentifier(transfer)] = nil
        if let easy = transfer.easy {
            _ = explore_curl_multi_remove_handle(multi, easy)
        }
        transfer.finishEasy()
        transfer.resume(result)
    }

    private func collectFinished(in multi: UnsafeMutableRawPointer) {
        var left: Int32 = 0
        while let message = explore_curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let code = explore_curl_message_result(message)
            var raw: UnsafeMutableRawPointer?
            _ = explore_curl_getinfo_pointer(easy, CURLINFO_PRIVATE, &raw)
            guard let raw else { continue }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(raw).takeUnretainedValue()
            var opened = 0
            _ = explore_curl_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &opened)
            connects.add(opened, ordering: .relaxed)
            guard active[ObjectIdentifier(transfer)] != nil else { continue }
            if transfer.isCancelled {
                end(transfer, .failure(transfer.error(.cancelled)), in: multi)
                continue
            }
            switch transfer.completed(code) {
            case let .finished(result):
                end(transfer, result, in: multi)
            case .redirect:
                // Same transfer, new URL: out of the multi handle, re-armed, back in.
                _ = explore_curl_multi_remove_handle(multi, easy)
                if let failure = transfer.rearm() {
                    active[ObjectIdentifier(transfer)] = nil
                    transfer.finishEasy()
                    transfer.resume(.failure(failure))
                } else if explore_curl_multi_add_handle(multi, easy) != CURLM_OK {
                    active[ObjectIdentifier(transfer)] = nil
                    transfer.finishEasy()
                    transfer.resume(.failure(transfer.error(.invalidResponse("could not follow the redirect"))))
                }
            }
        }
    }

    private func tearDown(_ multi: UnsafeMutableRawPointer) {
        let commands = shared.withLock { state in
            state.stopped = true
            let commands = state.commands
            state.commands = []
            return commands
        }
        for case let .add(transfer) in commands {
            transfer.resume(.failure(transfer.error(.cancelled)))
        }
        for transfer in Array(active.values) {
            end(transfer, .failure(transfer.error(.cancelled)), in: multi)
        }
        explore_curl_multi_cleanup(multi)
    }
}
