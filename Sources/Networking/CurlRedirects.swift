#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which redirects ``CurlClient`` follows: to the same origin (scheme, host and port), or from
/// `http` to `https` on the same host. Anything else is refused, so that a request (and the
/// key in its query) never goes to a site the user did not name.
enum CurlRedirects {
    static func allowed(from source: URL, to target: URL) -> Bool {
        guard let fromScheme = source.scheme?.lowercased(), let toScheme = target.scheme?.lowercased(),
              let fromHost = source.host?.lowercased(), let toHost = target.host?.lowercased(),
              fromHost == toHost, target.user == nil, target.password == nil
        else { return false }
        if fromScheme == toScheme {
            return port(of: source, scheme: fromScheme) == port(of: target, scheme: toScheme)
        }
        return fromScheme == "http" && toScheme == "https"
    }

    private static func port(of url: URL, scheme: String) -> Int? {
        url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
    }
}
