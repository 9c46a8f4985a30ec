#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the transport may and may not trust about a response's framing.
enum ResponseFraming {
    /// Responses that never have a body, whatever their headers say (RFC 9110 §6.4.1,
    /// §8.6): any answer to HEAD, 1xx, 204 and 304.
    static func isBodiless(status: Int, method: HTTPMethod) -> Bool {
        method == .head || (100..<200).contains(status) || status == 204 || status == 304
    }

    /// The number of body bytes the transport must hand over for the response to be whole,
    /// or nil when the head promises nothing checkable: no body at all, no `Content-Length`,
    /// or a `Content-Encoding` (Content-Length then counts encoded bytes, and the transport
    /// hands over decoded ones).
    static func expectedLength(status: Int, method: HTTPMethod, contentLength: Int64, contentEncoding: String?) -> Int64? {
        if isBodiless(status: status, method: method) { return nil }
        let encoding = (contentEncoding ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        if !encoding.isEmpty, encoding != "identity" { return nil }
        return contentLength >= 0 ? contentLength : nil
    }
}
