/// An HTTP status code with its category (RFC 9110 §15).
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// The class of a status code, from its first digit.
    public enum Category: String, Sendable, Hashable {
        case informational, success, redirection, clientError, serverError, unknown
    }

    public let code: Int

    public init(_ code: Int) { self.code = code }

    public var category: Category {
        switch code {
        case 100..<200: return .informational
        case 200..<300: return .success
        case 300..<400: return .redirection
        case 400..<500: return .clientError
        case 500..<600: return .serverError
        default: return .unknown
        }
    }

    public var isSuccess: Bool { category == .success }

    public static let ok = HTTPStatus(200)
    public static let noContent = HTTPStatus(204)
    public static let notModified = HTTPStatus(304)
    public static let badRequest = HTTPStatus(400)
    public static let unauthorized = HTTPStatus(401)
    public static let forbidden = HTTPStatus(403)
    public static let notFound = HTTPStatus(404)
    public static let requestTimeout = HTTPStatus(408)
    public static let tooManyRequests = HTTPStatus(429)
    public static let internalServerError = HTTPStatus(500)
    public static let badGateway = HTTPStatus(502)
    public static let serviceUnavailable = HTTPStatus(503)
    public static let gatewayTimeout = HTTPStatus(504)

    /// The standard reason phrase for common codes, empty for others.
    public var reasonPhrase: String {
        switch code {
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 410: return "Gone"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return ""
        }
    }

    /// "404 Not Found", or just the code when it has no common name.
    public var description: String {
        reasonPhrase.isEmpty ? "\(code)" : "\(code) \(reasonPhrase)"
    }
}
