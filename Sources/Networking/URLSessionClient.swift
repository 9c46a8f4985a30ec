import Dispatch
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network: one long-lived `URLSession` for the whole process.
///
/// Built around the Linux Foundation's known traps: no `URLCache` (it never stores on Linux,
/// and its presence makes cancellation crash-prone); an overall deadline enforced here, since
/// the resource timeout is not enforced and the idle timeout counts whole seconds; a body
/// size cap checked as bytes arrive; and cancellation that never calls
/// `URLSessionTask.cancel()` from inside the Swift task's cancellation handler
/// (swift-corelibs-foundation#5412 deadlocks there): the waiter is released at once and
/// the transfer is cancelled from another queue. Transfers per host are capped by
/// ``HostSlots``, each slot held until its transfer has really ended.
public final class URLSessionClient: NetworkClient {
    /// Tunables with the defaults the app uses.
    public struct Configuration: Sendable {
        /// Overall time for one attempt, from sending to the last body byte.
        public var deadline: Duration
        /// Bodies larger than this are refused rather than kept in memory.
        public var maxBodyBytes: Int
        /// Transfers (and so connections) to one host at once; more wait their turn.
        public var maxConnectionsPerHost: Int
        /// Sent as `User-Agent`.
        public var userAgent: String

        public init(
            deadline: Duration = .seconds(15),
            maxBodyBytes: Int = 32 * 1024 * 1024,
            maxConnectionsPerHost: Int = 4,
            userAgent: String = "explore"
        ) {
            self.deadline = deadline
            self.maxBodyBytes = maxBodyBytes
            self.maxConnectionsPerHost = maxConnectionsPerHost
            self.userAgent = userAgent
        }
    }

    public let configuration: Configuration
    /// Deadline timers and deferred cancellations run here: a queue of its own gets a thread
    /// even when every shared worker is busy, so a deadline is never late.
    static let timers = DispatchQueue(label: "explore.urlsession.timers", qos: .userInitiated)
    /// The per-host admission; exposed for tests and diagnostics.
    public let slots: HostSlots
    private let session: URLSession
    private let router: TransferRouter
    private let log: RequestLog?

    /// `log` receives one line per redirect hop (the attempts themselves are logged by
    /// ``RetryingClient``).
    public init(configuration: Configuration = Configuration(), log: RequestLog? = nil) {
        self.configuration = configuration
        self.log = log
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConnectionsPerHost
        // The idle timer only has whole-second granularity; the real deadline is ours.
        let seconds = configuration.deadline.timeInterval.rounded(.up) + 1
        sessionConfiguration.timeoutIntervalForRequest = max(1, seconds)
        sessionConfiguration.timeoutIntervalForResource = max(1, seconds)
        sessionConfiguration.httpAdditionalHeaders = ["User-Agent": configuration.userAgent]
        router = TransferRouter()
        slots = HostSlots(limit: configuration.maxConnectionsPerHost)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "explore.urlsession.delegate"
        session = URLSession(configuration: sessionConfiguration, delegate: router, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw NetworkError(.invalidURL, request: request)
        }
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }

        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }

        let host = request.url.host ?? ""
        let slots = self.slots
        guard await slots.acquire(host) else { throw NetworkError(.cancelled, request: request) }
        let transfer = Transfer(request: request, limit: configuration.maxBodyBytes, log: log) { slots.release(host) }
        // The attempt's own limit, or what is left of the request's overall deadline.
        var deadline = configuration.deadline
        if let overall = RequestDeadline.current {
            deadline = min(deadline, max(.milliseconds(1), overall - ContinuousClock.now))
        }
        let session = self.session
        let router = self.router
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) in
                let task = session.dataTask(with: urlRequest)
                let timer = DispatchWorkItem { [weak transfer] in
                    transfer?.finish(.failure(NetworkError(.timedOut, request: request)))
                }
                router.register(transfer, for: task.taskIdentifier)
                if transfer.attach(continuation: continuation, task: task, timer: timer) {
                    URLSessionClient.timers.asyncAfter(deadline: .now() + deadline.timeInterval, execute: timer)
                    task.resume()
                } else {
                    // Cancelled before it started: the task never runs, so nothing else ends it.
                    router.remove(task.taskIdentifier)?.ended()
                }
            }
        } onCancel: {
            transfer.finish(.failure(NetworkError(.cancelled, request: request)))
        }
        return try result.get()
    }
}

/// The session's delegate: hands each task's callbacks to its ``Transfer``.
///
private final class TransferRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let transfers = Mutex<[Int: Transfer]>([:])

    func register(_ transfer: Transfer, for identifier: Int) {
        transfers.withLock { $0[identifier] = transfer }
    }

    @discardableResult
    func remove(_ identifier: Int) -> Transfer? {
        transfers.withLock { $0.removeValue(forKey: identifier) }
    }

    private func transfer(_ identifier: Int) -> Transfer? {
        transfers.withLock { $0[identifier] }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let proceed = transfer(dataTask.taskIdentifier)?.receive(response) ?? false
        completionHandler(proceed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(transfer(task.taskIdentifier)?.redirect(response, to: request))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(dataTask.taskIdentifier)?.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = remove(task.taskIdentifier) else { return }
        transfer.complete(error: error)
        transfer.ended()
    }
}

/// One transfer: collects the response and body, and is the rendezvous between the
/// URLSession callbacks, the deadline timer and cancellation. Whichever ends it first
/// resumes the waiter; the others find nothing to do.
///
private final class Transfer: Sendable {
    private let request: HTTPRequest
    private let limit: Int
    private let log: RequestLog?

    private struct State {
        var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
        /// The URLSession task and the deadline timer, kept to be cancelled.
        var handles: TransferHandles?
        var outcome: Result<HTTPResponse, NetworkError>?
        var response: HTTPURLResponse?
        var body = Data()
        var onEnd: (@Sendable () -> Void)?
        /// A redirect this transfer refused: the answer once the task completes. (Cancelling
        /// the task from inside a redirect callback crashes Foundation on Linux, so it completes.)
        var refusal: NetworkError?
    }

    private let state: Mutex<State>

    /// `onEnd` runs once, when the URLSession task has really finished (see ``ended()``).
    init(request: HTTPRequest, limit: Int, log: RequestLog?, onEnd: @escaping @Sendable () -> Void) {
        self.request = request
        self.limit = limit
        self.log = log
        state = Mutex(State(onEnd: onEnd))
    }

    /// The transfer is over on the wire (completed, failed or cancelled): give back its slot.
    func ended() {
        let action = state.withLock { state -> (@Sendable () -> Void)? in
            defer { state.onEnd = nil }
            return state.onEnd
        }
        action?()
    }

    /// Registers the waiter. Returns false (and resumes it at once) when the transfer already
    /// ended, for instance because the task was cancelled before it started.
    func attach(
        continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>,
        task: URLSessionDataTask,
        timer: DispatchWorkItem
    ) -> Bool {
        let handles = TransferHandles(task: task, timer: timer)
        let early = state.withLock { state -> Result<HTTPResponse, NetworkError>? in
            if let early = state.outcome { return early }
            state.continuation = continuation
            state.handles = handles
            return nil
        }
        if let early {
            continuation.resume(returning: early)
            return false
        }
        return true
    }

    /// The response head arrived. Returns false to stop the transfer (declared too large).
    func receive(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            finish(.failure(NetworkError(.invalidResponse("not an HTTP response"), request: request)))
            return false
        }
        if http.expectedContentLength > Int64(limit), !ResponseFraming.isBodiless(status: http.statusCode, method: request.method) {
            finish(.failure(tooLarge))
            return false
        }
        state.withLock { $0.response = http }
        return true
    }

    /// A redirect arrived: logs the hop, and returns the request to follow it with, or nil
    /// when ``RedirectPolicy`` refuses it (the transfer then ends with
    /// ``NetworkError/Kind/redirectRefused(location:)``).
    func redirect(_ response: HTTPURLResponse, to proposed: URLRequest) -> URLRequest? {
        let from = response.url ?? request.url
        // Foundation on Linux drops the trailing slash of a relative Location
        // ("/api/v2/pokemon/26/" becomes ".../26"): resolve it as RFC 3986 says.
        var next = proposed
        if let location = response.value(forHTTPHeaderField: "Location"),
           let resolved = URL(string: location, relativeTo: from)?.absoluteURL {
            next.url = resolved
        }
        guard let target = next.url else { return nil }
        let follow = RedirectPolicy.allows(from: from, to: target)
        let method = next.httpMethod.flatMap(HTTPMethod.init(rawValue:)) ?? request.method
        log?.recordRedirect(method: method, from: from, status: HTTPStatus(response.statusCode), to: target, followed: follow)
        guard follow else {
            // Not `finish`: that cancels the task, which Foundation cannot take while it
            // waits for this callback. The task ends by itself with the redirect as its answer.
            state.withLock { $0.refusal = NetworkError(.redirectRefused(location: Redaction.redact(target)), request: request) }
            return nil
        }
        return next
    }

    /// The decoded body length the head promises, when there is one to check.
    private static func promised(_ response: HTTPURLResponse, method: HTTPMethod) -> Int64? {
        ResponseFraming.expectedLength(status: response.statusCode, method: method, contentLength: response.expectedContentLength,
                                       contentEncoding: response.value(forHTTPHeaderField: "Content-Encoding"))
    }

    /// Body bytes arrived.
    func append(_ data: Data) {
        let limit = self.limit
        let overLimit = state.withLock { state -> Bool in
            guard state.outcome == nil else { return false }
            state.body.append(data)
            return state.body.count > limit
        }
        if overLimit { finish(.failure(tooLarge)) }
    }

    /// The transfer ended, with `error` or complete.
    func complete(error: (any Error)?) {
        if let error {
            // libcurl's "transfer closed with bytes remaining" surfaces as URLError.unknown:
            // a body shorter than its Content-Length is a connection lost mid-body.
            let method = request.method
            let (cut, answered) = state.withLock { state -> (Bool, Bool) in
                guard let response = state.response else { return (false, false) }
                guard let promised = Self.promised(response, method: method) else { return (false, true) }
                return (Int64(state.body.count) < promised, true)
            }
            if cut, (error as? URLError)?.code != .cancelled {
                finish(.failure(NetworkError(.connectionLost, request: request)))
                return
            }
            // The scheme was checked before sending, so "unsupported" before any response is
            // libcurl refusing the status line ("HTTP/1.1 OK", HTTP/0.9), and a write error
            // there is Foundation's header parser refusing it ("HTTP/1.1 200" with no reason).
            if !answered, let code = (error as? URLError)?.code, code == .unsupportedURL || code == .unknown {
                finish(.failure(NetworkError(.malformedResponse, request: request)))
                return
            }
            if let urlError = error as? URLError {
                finish(.failure(NetworkError.from(urlError, request: request)))
            } else {
                // Not `String(describing:)`: a Foundation error's text can carry the URL, and its key.
                let code = (error as NSError).code
                finish(.failure(NetworkError(.invalidResponse("transfer error \(code)"), request: request)))
            }
            return
        }
        let (http, data, refused) = state.withLock { ($0.response, $0.body, $0.refusal) }
        if let refused {
            finish(.failure(refused))
            return
        }
        guard let http else {
            finish(.failure(NetworkError(.invalidResponse("no response"), request: request)))
            return
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        if let promised = Self.promised(http, method: request.method), Int64(data.count) < promised {
            finish(.failure(NetworkError(.connectionLost, request: request)))
            return
        }
        // A response that cannot have a body has none, whatever arrived after its head.
        let delivered = ResponseFraming.isBodiless(status: http.statusCode, method: request.method) ? Data() : data
        finish(.success(HTTPResponse(status: HTTPStatus(http.statusCode), headers: headers, body: delivered)))
    }

    private var tooLarge: NetworkError {
        NetworkError(.invalidResponse("response larger than \(limit / 1_048_576) MB"), request: request)
    }

    /// Ends the transfer with `result` unless it has ended already.
    func finish(_ result: Result<HTTPResponse, NetworkError>) {
        let ended = state.withLock { state -> (CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?, TransferHandles?)? in
            guard state.outcome == nil else { return nil }
            state.outcome = result
            defer {
                state.continuation = nil
                state.handles = nil
                state.body = Data()
            }
            return (state.continuation, state.handles)
        }
        guard let (continuation, handles) = ended else { return }

        handles?.timer.cancel()
        continuation?.resume(returning: result)
        if case .failure = result, let handles {
            // Never cancel on the canceller's thread: see swift-corelibs-foundation#5412.
            URLSessionClient.timers.async { handles.task.cancel() }
        }
    }
}

/// A transfer's URLSession task and deadline timer, carried between queues to be cancelled.
/// `@unchecked Sendable`: this Foundation marks neither `URLSessionDataTask` nor
/// `DispatchWorkItem` Sendable, though both are only cancelled here, and `cancel()` is
/// thread-safe on both.
private struct TransferHandles: @unchecked Sendable {
    let task: URLSessionDataTask
    let timer: DispatchWorkItem
}

extension Duration {
    /// The duration in seconds as a `TimeInterval`.
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
