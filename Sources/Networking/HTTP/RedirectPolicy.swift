#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which redirects the transport follows: those that stay on the request's origin (same
/// scheme, host and port), and the upgrade from `http` to `https` on the same host. Anything
/// else (another host, another port, a downgrade to `http`) would carry the request, and a
/// key in its query, somewhere the user never chose; it is refused.
public enum RedirectPolicy {
    /// Whether a redirect from `from` to `to` may be followed.
    public static func allows(from: URL, to: URL) -> Bool {
        guard let source = Origin(from), let target = Origin(to) else { return false }
        if source == target { return true }
        // http → https on the same host, to the same port or the default https port.
        return source.scheme == "http" && target.scheme == "https" && source.host == target.host
            && (target.port == 443 || target.port == source.port)
    }

    /// Scheme, host and effective port, compared case-insensitively where URLs are.
    struct Origin: Equatable {
        var scheme: String
        var host: String
        var port: Int

        init?(_ url: URL) {
            guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = url.host?.lowercased(), !host.isEmpty
            else { return nil }
            self.scheme = scheme
            self.host = host
            self.port = url.port ?? (scheme == "https" ? 443 : 80)
        }
    }
}
