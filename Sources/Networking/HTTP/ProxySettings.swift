#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The proxies the environment names, read as curl reads them (`http_proxy` — lower case
/// only —, `https_proxy`/`HTTPS_PROXY`, then `all_proxy`/`ALL_PROXY`; `no_proxy`/`NO_PROXY`)
/// and checked before use. libcurl silently ignores a proxy it cannot parse (credentials
/// holding `%0A` or `%1B`, say) and connects directly: here such a proxy fails the request
/// with a clear reason instead, and the transfer is given the proxy explicitly (or none), so
/// what libcurl does never depends on its own reading of the environment.
public struct ProxySettings: Sendable, Equatable {
    /// What a request to one scheme goes through.
    public enum Choice: Sendable, Equatable {
        /// No proxy: a direct connection.
        case direct
        /// Through `url`, except to the hosts in `noProxy` (curl's syntax).
        case proxy(url: String, noProxy: String)
        /// A proxy is configured but cannot be used: nothing may be sent, and never directly.
        case unusable(reason: String)
    }

    let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment.filter { name, _ in
            ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"].contains(name)
        }
    }

    /// The settings of this process's environment.
    public static var fromProcess: ProxySettings { ProxySettings(environment: ProcessInfo.processInfo.environment) }

    /// The proxy for a request to `scheme` ("http" or "https").
    public func choice(for scheme: String) -> Choice {
        let names = scheme.lowercased() == "https" ? ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] : ["http_proxy", "all_proxy", "ALL_PROXY"]
        guard let name = names.first(where: { !(environment[$0] ?? "").isEmpty }), let value = environment[name] else { return .direct }
        if let problem = Self.problem(with: value) { return .unusable(reason: "the proxy in \(name) \(problem)") }
        let noProxy = [environment["no_proxy"], environment["NO_PROXY"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return .proxy(url: value, noProxy: noProxy.unicodeScalars.allSatisfy { $0.value > 0x20 || $0 == " " } ? noProxy : "")
    }

    static let schemes: Set = ["http", "https", "socks4", "socks4a", "socks5", "socks5h"]

    /// Why `value` is not a proxy address curl would use as given, or nil when it is. Never
    /// quotes the value: it may hold a password.
    static func problem(with value: String) -> String? {
        guard value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            return "has spaces, control characters or characters outside ASCII"
        }
        var rest = Substring(value)
        if let separator = rest.firstRange(of: "://") {
            guard schemes.contains(rest[..<separator.lowerBound].lowercased()) else { return "has a scheme that is not http, https or socks" }
            rest = rest[separator.upperBound...]
        }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var hostPort = authority
        if let at = authority.lastIndex(of: "@") {
            let credentials = authority[..<at]
            guard let decoded = percentDecoded(credentials) else { return "has a user name or password that is not valid percent-encoding" }
            guard !decoded.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return "has control characters in its user name or password" }
            hostPort = authority[authority.index(after: at)...]
        }
        return hostProblem(hostPort)
    }

    /// Why `hostPort` (`host`, `host:port` or `[v6]:port`) is not usable, or nil.
    static func hostProblem(_ hostPort: Substring) -> String? {
        var host = hostPort, port: Substring?
        if hostPort.hasPrefix("[") {
            guard let close = hostPort.firstIndex(of: "]") else { return "has an unclosed IPv6 address" }
            host = hostPort[...close]
            let after = hostPort[hostPort.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return "has something after its IPv6 address" }
                port = after.dropFirst()
            }
        } else if let colon = hostPort.lastIndex(of: ":") {
            host = hostPort[..<colon]
            port = hostPort[hostPort.index(after: colon)...]
        }
        guard !host.isEmpty, !host.contains("%") else { return "has no usable host name" }
        if let port {
            guard let number = Int(port), port.utf8.allSatisfy({ (0x30...0x39).contains($0) }), (1...65535).contains(number) else {
                return "has a port that is not a number from 1 to 65535"
            }
        }
        return nil
    }

    /// The bytes of percent-encoded `text`, or nil when a `%` is not followed by two hex digits.
    static func percentDecoded(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == 0x25 else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
