import CCurl
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// One request through ``CurlEngine``: its easy handle, the bytes that arrive, redirects,
/// and the rendezvous with the waiting Swift task.
///
/// The waiter is resumed exactly once: by the engine thread when the transfer ends, or at
/// once when the task was cancelled before the transfer was handed over.
///
/// `@unchecked Sendable`: `waiter` is behind a mutex; everything else is touched only by the
/// engine thread (the easy handle, its callbacks, the body and headers).
final class CurlTransfer: @unchecked Sendable {
    /// What a finished easy transfer turned out to be.
    enum Completion {
        case finished(Result<HTTPResponse, NetworkError>)
        case redirect
    }

    private struct Waiter: ~Copyable {
        var continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>?
        var cancelled = false
        var resumed = false
    }

    let request: HTTPRequest
    private let end: ContinuousClock.Instant
    private let configuration: CurlClient.Configuration
    private let log: RequestLog?
    private let waiter = Mutex(Waiter())
    private let cancelFlag = Atomic<Bool>(false)

    // Engine thread only.
    private(set) var easy: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var url: URL
    private var method: HTTPMethod
    private var hops = 0
    private var body = Data()
    private var headers: [String: String] = [:]
    private var headerBytes = 0
    private var lastHeader: String?
    private var tooLarge = false
    /// When a cancelled HTTP/1 transfer that is draining gets removed (see ``CurlEngine``).
    var drainUntil: ContinuousClock.Instant?
    /// Set when preparing or re-arming failed, with the error to report.
    private(set) var outcomeError: NetworkError?

    /// Headers beyond this many bytes (of one response) end the transfer.
    static let maxHeaderBytes = 256 * 1024

    init(request: HTTPRequest, end: ContinuousClock.Instant, configuration: CurlClient.Configuration, log: RequestLog?) {
        self.request = request
        self.log = log
        self.end = end
        self.configuration = configuration
        url = request.url
        method = request.method
    }

    func error(_ kind: NetworkError.Kind) -> NetworkError {
        NetworkError(kind, request: request)
    }

    // MARK: - Any thread

    /// Registers the waiter; false (after resuming it as cancelled) when the task was
    /// cancelled already, and then the transfer must not start.
    func attach(_ continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>) -> Bool {
        let early = waiter.withLock { state -> Bool in
            if state.cancelled {
                state.resumed = true
                return true
            }
            state.continuation = continuation
            return false
        }
        if early { continuation.resume(returning: .failure(error(.cancelled))) }
        return !early
    }

    /// Called from the task's cancellation handler: marks, never blocks.
    func markCancelled() {
        cancelFlag.store(true, ordering: .releasing)
        waiter.withLock { $0.cancelled = true }
    }

    var isCancelled: Bool { cancelFlag.load(ordering: .acquiring) }

    /// Resumes the waiter with `result`, the first time only.
    func resume(_ result: Result<HTTPResponse, NetworkError>) {
        let continuation = waiter.withLock { state -> CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>? in
            guard !state.resumed else { return nil }
            state.resumed = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: result)
    }

    // MARK: - Engine thread

    /// Creates and configures the easy handle. False when it cannot start (see ``outcomeError``).
    func prepare() -> Bool {
        guard let handle = explore_curl_easy_init() else {
            outcomeError = error(.invalidResponse("could not start the transfer"))
            return false
        }
        easy = handle
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = explore_curl_setopt_pointer(handle, CURLOPT_PRIVATE, context)
        _ = explore_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = explore_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
        _ = explore_curl_setopt_write_function(handle, curlWriteBody)
        _ = explore_curl_setopt_header_function(handle, curlWriteHeader)
        _ = explore_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = explore_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = explore_curl_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        _ = explore_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        _ = explore_curl_setopt_long(handle, CURLOPT_HTTP_VERSION, explore_curl_http_version_2tls())
        _ = explore_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        _ = explore_curl_setopt_string(handle, CURLOPT_USERAGENT, configuration.userAgent)
        _ = explore_curl_setopt_long(handle, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
        let stall = configuration.stallTimeout.components
        _ = explore_curl_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
        _ = explore_curl_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, max(1, Int(stall.seconds) + (stall.attoseconds > 0 ? 1 : 0)))
        if let caBundle = configuration.caBundle {
            _ = explore_curl_setopt_string(handle, CURLOPT_CAINFO, caBundle)
        }
        for (name, value) in request.headers where Self.isSafeHeader(name, value) {
            headerList = explore_curl_slist_append(headerList, "\(name): \(value)")
        }
        if let headerList { _ = explore_curl_setopt_headers(handle, headerList) }
        return arm()
    }

    /// Sets what changes with each hop: URL, method, timeouts. False once the deadline passed.
    private func arm() -> Bool {
        guard let easy else { return false }
        let left = end - ContinuousClock.now
        guard left > .zero else {
            outcomeError = error(.timedOut)
            return false
        }
        _ = explore_curl_setopt_string(easy, CURLOPT_URL, url.absoluteString)
        // The proxy is given explicitly ("" is none), so libcurl never reads the environment
        // itself and cannot fall back to a direct connection on a proxy it cannot parse.
        switch configuration.proxies.choice(for: url.scheme ?? "http") {
        case .direct:
            _ = explore_curl_setopt_string(easy, CURLOPT_PROXY, "")
        case let .proxy(proxy, noProxy):
            _ = explore_curl_setopt_string(easy, CURLOPT_PROXY, proxy)
            _ = explore_curl_setopt_string(easy, CURLOPT_NOPROXY, noProxy)
        case let .unusable(reason):
            outcomeError = error(.proxyUnusable(reason: reason))
            return false
        }
        // Over TLS, wait for a connection that can multiplex (HTTP/2) rather than open another
        // one. Cleartext is HTTP/1.1 here, which never multiplexes: waiting would put a
        // Pokémon's and its species' requests one after the other.
        _ = explore_curl_setopt_long(easy, CURLOPT_PIPEWAIT, url.scheme?.lowercased() == "https" ? 1 : 0)
        _ = explore_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(left))
        _ = explore_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(min(left, configuration.connectTimeout)))
        switch method {
        case .get:
            _ = explore_curl_setopt_long(easy, CURLOPT_HTTPGET, 1)
        case .head:
            _ = explore_curl_setopt_long(easy, CURLOPT_NOBODY, 1)
        default:
            _ = explore_curl_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method.rawValue)
        }
        if method != .get, method != .head, let sent = request.body {
            // Copied by libcurl, so the bytes need not outlive this call.
            _ = explore_curl_setopt_long(easy, CURLOPT_POSTFIELDSIZE, sent.count)
            _ = sent.withUnsafeBytes { explore_curl_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
        }
        body = Data()
        headers = [:]
        headerBytes = 0
        lastHeader = nil
        return true
    }

    /// Frees the easy handle (after it left the multi handle).
    func finishEasy() {
        if let easy { explore_curl_easy_cleanup(easy) }
        easy = nil
        if let headerList { explore_curl_slist_free_all(headerList) }
        headerList = nil
    }

    /// Whether a cancelled transfer should finish its answer rather than close its
    /// connection: its request went out on an HTTP/1 connection, which cannot drop one
    /// answer without closing; closing makes libcurl open another while the server is
    /// still busy with the abandoned request, one connection more than the cap.
    var shouldDrain: Bool {
        guard let easy else { return false }
        var sent: curl_off_t = 0
        _ = explore_curl_getinfo_offset(easy, CURLINFO_PRETRANSFER_TIME_T, &sent)
        var version = 0
        _ = explore_curl_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
        return sent > 0 && version != CURL_HTTP_VERSION_2_0 && version != CURL_HTTP_VERSION_3
    }

    /// The transfer's result once libcurl reports it done with `code`.
    func completed(_ code: CURLcode) -> Completion {
        guard code == CURLE_OK, let easy else {
            if code == CURLE_WRITE_ERROR, tooLarge {
                return .finished(.failure(error(.invalidResponse("response larger than \(bodyLimit / 1_048_576) MB"))))
            }
            return .finished(.failure(error(failureKind(code))))
        }
        var status = 0
        _ = explore_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        // Plain http goes through a proxy without a tunnel, so the proxy's own refusal comes
        // as the answer: 407 is the proxy's status alone, never the server's.
        if status == 407, case .proxy = configuration.proxies.choice(for: url.scheme ?? "http") {
            return .finished(.failure(error(.proxyRefused(status: 407))))
        }
        guard (100...999).contains(status) else {
            return .finished(.failure(error(.malformedResponse)))
        }
        if [301, 302, 303, 307, 308].contains(status) {
            var location: UnsafeMutablePointer<CChar>?
            _ = explore_curl_getinfo_string(easy, CURLINFO_REDIRECT_URL, &location)
            if let location {
                return follow(String(cString: location), status: HTTPStatus(status))
            }
        }
        return .finished(.success(HTTPResponse(status: HTTPStatus(status), headers: headers, body: body)))
    }

    /// What a failed transfer's `code` means, with what the handle knows: the proxy's answer
    /// to the tunnel request, and which certificate check failed.
    private func failureKind(_ code: CURLcode) -> NetworkError.Kind {
        guard let easy else { return CurlErrors.kind(for: code) }
        var connectCode = 0
        _ = explore_curl_getinfo_long(easy, CURLINFO_HTTP_CONNECTCODE, &connectCode)
        if connectCode != 0, !(200...299).contains(connectCode) { return .proxyRefused(status: connectCode) }
        if CurlErrors.isCertificateFailure(code) {
            var result = 0
            _ = explore_curl_getinfo_long(easy, CURLINFO_SSL_VERIFYRESULT, &result)
            return .certificate(problem: CurlErrors.certificateProblem(verifyResult: result, host: url.host ?? "the server"))
        }
        return CurlErrors.kind(for: code)
    }

    /// Decides on a redirect to `location` (resolved against the current URL): follow it
    /// (``rearm()`` comes next) when ``RedirectPolicy`` allows, else refuse. Every hop is logged.
    private func follow(_ location: String, status: HTTPStatus) -> Completion {
        guard hops < configuration.maxRedirects else {
            return .finished(.failure(error(.invalidResponse("too many redirects"))))
        }
        guard let target = URL(string: location, relativeTo: url)?.absoluteURL else {
            return .finished(.failure(error(.invalidResponse("redirect to an invalid location"))))
        }
        let followed = RedirectPolicy.allows(from: url, to: target)
        let next: HTTPMethod = status.code == 303 && method != .head ? .get : method
        log?.recordRedirect(method: next, from: url, status: status, to: target, followed: followed)
        configuration.onRedirect?(CurlClient.Redirect(from: url, to: target, status: status, followed: followed))
        guard followed else {
            let downgrade = url.scheme?.lowercased() == "https" && target.scheme?.lowercased() == "http" && url.host?.lowercased() == target.host?.lowercased()
            let shown = Redaction.redact(target)
            return .finished(.failure(error(downgrade ? .downgradeRefused(location: shown) : .redirectRefused(location: shown))))
        }
        hops += 1
        url = target
        method = next
        return .redirect
    }

    /// Re-arms the handle for the next hop; the error when the deadline has passed.
    func rearm() -> NetworkError? {
        arm() ? nil : (outcomeError ?? error(.timedOut))
    }

    /// The most body bytes kept: the request's own cap when it is lower than the client's.
    private var bodyLimit: Int { min(request.maxBodyBytes ?? .max, configuration.maxBodyBytes) }

    // MARK: - Callbacks (engine thread, inside curl_multi_perform)

    /// Body bytes (decoded): kept while under the cap; a short count aborts the transfer.
    /// A draining transfer's bytes are read and dropped.
    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        if drainUntil != nil { return bytes.count }
        guard body.count + bytes.count <= bodyLimit else {
            tooLarge = true
            return 0
        }
        body.append(bytes.assumingMemoryBound(to: UInt8.self))
        return bytes.count
    }

    /// One header line: a status line starts a new header block (interim and redirect
    /// responses), `Name: value` lines are kept, folded lines continue the previous one.
    fileprivate func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Int {
        headerBytes += bytes.count
        guard headerBytes <= Self.maxHeaderBytes else { return 0 }
        var line = String(decoding: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        while line.last?.isNewline == true { line.removeLast() }
        if line.hasPrefix("HTTP/") {
            headers = [:]
            headerBytes = bytes.count
            lastHeader = nil
        } else if line.first == " " || line.first == "\t", let name = lastHeader {
            headers[name, default: ""] += " " + Self.trimmed(line[...])
        } else if let colon = line.firstIndex(of: ":") {
            let name = Self.trimmed(line[..<colon]).lowercased()
            let value = Self.trimmed(line[line.index(after: colon)...])
            if !name.isEmpty {
                headers[name] = headers[name].map { $0 + ", " + value } ?? value
                lastHeader = name
            }
        }
        return bytes.count
    }

    // MARK: - Helpers

    static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let millis = seconds.multipliedReportingOverflow(by: 1000)
        guard !millis.overflow else { return Int.max }
        return max(1, Int(millis.partialValue) + Int(attoseconds / 1_000_000_000_000_000))
    }

    /// Header names and values that cannot split or forge lines.
    static func isSafeHeader(_ name: String, _ value: String) -> Bool {
        !name.isEmpty && !name.contains(":")
            && !(name + value).unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
    }
}

/// `CURLOPT_WRITEFUNCTION`: hands the bytes to the transfer in `context`.
private func curlWriteBody(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
}

/// `CURLOPT_HEADERFUNCTION`: hands one header line to the transfer in `context`.
private func curlWriteHeader(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count))
}
