#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// The API's address of one entity, as the `url` of its JSON gives it (the commands' `show`
/// and `Y` alike): the address a script can ask for it with, on the server the catalog talks
/// to, with no secret in it (a key in the path shows as `***`; a key the client adds is never
/// there). None for a server that is not HTTP (demo data, a local dump).
public enum EntityAddress {
    /// `base` with `path` added to its own and `query` as its query, or nil.
    public static func url(base: URL, path: String, query: [URLQueryItem] = []) -> String? {
        guard base.scheme == "http" || base.scheme == "https", var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
        let own = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = own + path
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { return nil }
        return Redaction.maskKnownSecrets(in: Redaction.redact(url))
    }
}
