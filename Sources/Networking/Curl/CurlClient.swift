#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import Synchronization

/// The real network through libcurl's multi interface, without FoundationNetworking.
///
/// One thread per client drives every transfer (``CurlEngine``); requests reach it through a
/// locked queue and `curl_multi_wakeup`. HTTP/2 is used where the server offers it over TLS,
/// transfers to one host share its connection, and libcurl never opens more than
/// ``Configuration/maxConnectionsPerHost`` connections to one host (further transfers wait
/// inside libcurl). Timeouts are in milliseconds; the overall deadline is the sooner of the
/// configuration's and the task's ``RequestDeadline``. Cancelling the Swift task only marks the
/// transfer and wakes the thread, which removes it: nothing blocks the cancelling thread.
/// Proxies come from the environment as curl reads them (`http_proxy`, `https_proxy`,
/// `no_proxy`, ...), checked first (``ProxySettings``): one that cannot be used fails the
/// request, never a direct connection. TLS is verified against the system's CA store; a
/// certificate that fails says which check failed.
public final class CurlClient: NetworkClient {
    /// One redirect hop, followed or refused by ``RedirectPolicy``.
    public struct Redirect: Sendable, Equatable {
        public var from: URL
        public var to: URL
        public var status: HTTPStatus
        public var followed: Bool

        public init(from: URL, to: URL, status: HTTPStatus, followed: Bool) {
            self.from = from
            self.to = to
            self.status = status
            self.followed = followed
        }
    }

    /// Tunables with the defaults the app uses.
    public struct Configuration: Sendable {
        /// Overall time for one attempt, from sending to the last body byte, redirects included.
        public var deadline: Duration
        /// Time to set up the connection (DNS, TCP, TLS).
        public var connectTimeout: Duration
        /// A transfer that receives nothing for this long (whole seconds, rounded up) ends as
        /// timed out: a first-byte limit, and a limit on stalls mid-body.
        public var stallTimeout: Duration
        /// Bodies larger than this (after decoding) are refused as they arrive.
        public var maxBodyBytes: Int
        /// Connections to one host at once; more transfers wait their turn inside libcurl.
        public var maxConnectionsPerHost: Int
        /// Redirect hops followed (only those ``RedirectPolicy`` allows: same origin, or
        /// `http` to `https` on the same host).
        public var maxRedirects: Int
        /// Sent as `User-Agent` (the app passes `explore/<version>`).
        public var userAgent: String
        /// An extra CA bundle file to trust instead of the system's (tests of local TLS
        /// servers). Verification itself always stays on.
        public var caBundle: String?
        /// How long a cancelled transfer whose request is out on an HTTP/1 connection may
        /// finish its (dropped) answer, so that its connection is kept rather than replaced.
        public var cancelGrace: Duration
        /// Told about every redirect hop, on the transfer thread: keep it short.
        public var onRedirect: (@Sendable (Redirect) -> Void)?
        /// The proxies to use, checked (by default those of the process's environment).
        public var proxies: ProxySettings

        public init(
            deadline: Duration = .seconds(15),
            connectTimeout: Duration = .seconds(10),
            stallTimeout: Duration = .seconds(10),
            maxBodyBytes: Int = 32 * 1024 * 1024,
            maxConnectionsPerHost: Int = 4,
            maxRedirects: Int = 5,
            userAgent: String = "explore",
            caBundle: String? = nil,
            cancelGrace: Duration = .milliseconds(500),
            onRedirect: (@Sendable (Redirect) -> Void)? = nil,
            proxies: ProxySettings = .fromProcess
        ) {
            self.deadline = deadline
            self.connectTimeout = connectTimeout
            self.stallTimeout = stallTimeout
            self.maxBodyBytes = maxBodyBytes
            self.maxConnectionsPerHost = maxConnectionsPerHost
            self.maxRedirects = maxRedirects
            self.userAgent = userAgent
            self.caBundle = caBundle
            self.cancelGrace = cancelGrace
            self.onRedirect = onRedirect
            self.proxies = proxies
        }
    }

    public let configuration: Configuration
    /// Made on the first request, not with the client: `curl_global_init` (OpenSSL's set-up)
    /// and the transfer thread stay out of start-up, which a warm cache serves without them.
    private let engineBox = Mutex<CurlEngine?>(nil)
    private let log: RequestLog?

    /// `log` receives one line per redirect hop, followed or refused (the attempts themselves
    /// are logged by ``RetryingClient``).
    public init(configuration: Configuration = Configuration(), log: RequestLog? = nil) {
        self.configuration = configuration
        self.log = log
    }

    deinit {
        engineBox.withLock { $0 }?.shutDown()
    }

    /// Opens libcurl and starts the transfer thread now, on another thread, for a caller that
    /// knows the network comes first (a first run, nothing cached): the first request then
    /// waits for neither. A failure is left for that request to report.
    public func prepare() {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            guard CurlLibrary.loadFailure() == nil else { return }
            _ = engine
        }
    }

    /// Connections libcurl opened so far (for tests and diagnostics: reuse and multiplexing
    /// keep it low).
    public var connectionsOpened: Int { engineBox.withLock { $0?.connectionsOpened ?? 0 } }

    /// The engine, made on first use.
    private var engine: CurlEngine {
        engineBox.withLock { box in
            if let engine = box { return engine }
            let engine = CurlEngine(configuration: configuration)
            box = engine
            return engine
        }
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            request.url.host?.isEmpty == false
        else {
            throw NetworkError(.invalidURL, request: request)
        }
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        if let reason = CurlLibrary.loadFailure() {
            throw NetworkError(.transportUnavailable(reason: reason), request: request)
        }

        var end = ContinuousClock.now + configuration.deadline
        if let overall = RequestDeadline.current { end = min(end, overall) }
        let transfer = CurlTransfer(request: request, end: end, configuration: configuration, log: log)
        let engine = self.engine
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if transfer.attach(continuation) {
                    engine.submit(transfer)
                }
            }
        } onCancel: {
            transfer.markCancelled()
            engine.cancel(transfer)
        }
        return try result.get()
    }
}
