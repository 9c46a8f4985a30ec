import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network: one long-lived `URLSession` for the whole process.
///
/// Built around the Linux Foundation's known traps: no `URLCache` (it never stores on Linux,
/// and its presence makes cancellation crash-prone); an overall deadline enforced here, since
/// the resource timeout is not enforced and the idle timeout counts whole seconds; and
/// cancellation that never calls `URLSessionTask.cancel()` from inside the Swift task's
/// cancellation handler (swift-corelibs-foundation#5412 deadlocks there): the waiter is
/// released at once and the transfer is cancelled from another queue.
public final class URLSessionClient: NetworkClient {
    /// Tunables with the defaults the app uses.
    public struct Configuration: Sendable {
        /// Overall time for one request, from sending to the last body byte.
        public var deadline: Duration
        /// Bodies larger than this are refused rather than kept in memory.
        public var maxBodyBytes: Int
        /// Connections the session may open to one host.
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
    private let session: URLSession

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maxConnectionsPerHost
        // The idle timer only has whole-second granularity; the real deadline is ours.
        let seconds = Double(configuration.deadline.components.seconds) + 1
        sessionConfiguration.timeoutIntervalForRequest = max(1, seconds)
        sessionConfiguration.timeoutIntervalForResource = max(1, seconds)
        sessionConfiguration.httpAdditionalHeaders = ["User-Agent": configuration.userAgent]
        session = URLSession(configuration: sessionConfiguration)
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

        let transfer = Transfer()
        let limit = configuration.maxBodyBytes
        let deadline = configuration.deadline
        let session = self.session
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    transfer.finish(Self.result(data: data, response: response, error: error, request: request, limit: limit))
                }
                let timer = DispatchWorkItem {
                    transfer.finish(.failure(NetworkError(.timedOut, request: request)))
                }
                if transfer.attach(continuation: continuation, task: task, timer: timer) {
                    DispatchQueue.global().asyncAfter(deadline: .now() + deadline.timeInterval, execute: timer)
                    task.resume()
                }
            }
        } onCancel: {
            transfer.finish(.failure(NetworkError(.cancelled, request: request)))
        }
        return try result.get()
    }

    private static func result(
        data: Data?, response: URLResponse?, error: (any Error)?, request: HTTPRequest, limit: Int
    ) -> Result<HTTPResponse, NetworkError> {
        if let error {
            if let urlError = error as? URLError {
                return .failure(NetworkError.from(urlError, request: request))
            }
            return .failure(NetworkError(.invalidResponse(String(describing: error)), request: request))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(NetworkError(.invalidResponse("not an HTTP response"), request: request))
        }
        let body = data ?? Data()
        if body.count > limit {
            return .failure(NetworkError(.invalidResponse("response larger than \(limit / 1_048_576) MB"), request: request))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return .success(HTTPResponse(status: HTTPStatus(http.statusCode), headers: headers, body: body))
    }
}

/// One transfer's rendezvous between the URLSession callback, the deadline timer and
/// cancellation: whichever comes first resumes the waiter; the others find nothing to do.
///
/// `@unchecked Sendable`: every stored property is read and written only under `lock`.
private final class Transfer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
    private var task: URLSessionDataTask?
    private var timer: DispatchWorkItem?
    private var outcome: Result<HTTPResponse, NetworkError>?

    /// Registers the waiter. Returns false (and resumes it at once) when the transfer already
    /// ended, for instance because the task was cancelled before it started.
    func attach(
        continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>,
        task: URLSessionDataTask,
        timer: DispatchWorkItem
    ) -> Bool {
        lock.lock()
        if let early = outcome {
            lock.unlock()
            continuation.resume(returning: early)
            return false
        }
        self.continuation = continuation
        self.task = task
        self.timer = timer
        lock.unlock()
        return true
    }

    /// Ends the transfer with `result` unless it has ended already.
    func finish(_ result: Result<HTTPResponse, NetworkError>) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = result
        let (continuation, task, timer) = (self.continuation, self.task, self.timer)
        self.continuation = nil
        self.task = nil
        self.timer = nil
        lock.unlock()

        timer?.cancel()
        continuation?.resume(returning: result)
        if case .failure = result, let task {
            // Never cancel on the canceller's thread: see swift-corelibs-foundation#5412.
            let cancel = UncheckedTask(task: task)
            DispatchQueue.global().async { cancel.task.cancel() }
        }
    }
}

/// Carries a URLSession task to another queue to be cancelled; `cancel()` is thread-safe.
private struct UncheckedTask: @unchecked Sendable {
    let task: URLSessionDataTask
}

extension Duration {
    /// The duration in seconds as a `TimeInterval`.
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
