import FoundationEssentials
import Synchronization

/// Removes secrets from URLs and headers before they are shown, logged or used as a key.
public enum Redaction {
    /// Query item names whose values are secrets (compared case-insensitively).
    public static let secretQueryNames: Set<String> = [
        "apikey", "api_key", "key", "token", "access_token", "auth", "password", "secret",
    ]
    /// Header names whose values are secrets (compared case-insensitively).
    public static let secretHeaderNames: Set<String> = [
        "authorization", "proxy-authorization", "x-api-key", "cookie",
    ]
    public static let mask = "***"

    /// Secret values known at run time (an API key carried in a URL path, say), masked
    /// wherever they appear in redacted text.
    private static let known = KnownSecrets()

    /// Registers `secret` so that redacted text never shows it, in any encoding it can take
    /// (see ``SecretPattern``). Values shorter than four characters (TheMealDB's public test
    /// key `1`) are not secrets and are ignored.
    public static func registerSecret(_ secret: String) {
        guard secret.count >= 4 else { return }
        // As typed and composed (NFC); ``SecretPattern`` also finds canonical equivalents
        // (a key typed as "é" that comes back as "e\u{301}"). `KnownSecrets` tells the forms
        // apart by their bytes: to String they are equal.
        for form in [secret, String(decoding: secret._nfcCodeUnits, as: UTF8.self)] {
            known.insert(form)
        }
    }

    /// `text` with every registered secret, in any of its encodings, replaced by `***`.
    public static func maskKnownSecrets(in text: String) -> String {
        known.patterns.reduce(text) { $1.mask(in: $0, with: mask) }
    }

    /// Whether any secret is registered (a fast answer for the screen's last check).
    public static var hasKnownSecrets: Bool { !known.patterns.isEmpty }

    /// Where in `text` registered secrets are, as ranges of its Unicode scalars (offsets),
    /// sorted; overlapping finds are joined.
    public static func knownSecretScalarRanges(in text: String) -> [Range<Int>] {
        var found: [Range<Int>] = []
        let scalars = text.unicodeScalars
        for pattern in known.patterns {
            for range in pattern.ranges(in: text) {
                let start = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
                found.append(start..<(start + scalars.distance(from: range.lowerBound, to: range.upperBound)))
            }
        }
        var joined: [Range<Int>] = []
        for range in found.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, range.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                joined.append(range)
            }
        }
        return joined
    }

    /// Whether `text` holds a registered secret in any of its encodings.
    public static func containsKnownSecret(_ text: String) -> Bool {
        known.patterns.contains { $0.isFound(in: text) }
    }

    /// Whether `data` (read as UTF-8, leniently) holds a registered secret in any encoding.
    public static func containsKnownSecret(_ data: Data) -> Bool {
        !known.patterns.isEmpty && containsKnownSecret(String(decoding: data, as: UTF8.self))
    }

    /// The URL as text with secret query values and any user-info password replaced by `***`.
    public static func redact(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return "<unprintable URL>"
        }
        // User information in a URL is a credential, whole.
        var masked = components.user != nil || components.password != nil
        if components.user != nil { components.user = mask }
        if components.password != nil { components.password = mask }
        if let items = components.queryItems, items.contains(where: { secretQueryNames.contains($0.name.lowercased()) && $0.value != nil }) {
            masked = true
            components.queryItems = items.map { item in
                secretQueryNames.contains(item.name.lowercased()) && item.value != nil
                    ? URLQueryItem(name: item.name, value: mask) : item
            }
        }
        let text = components.string ?? "<unprintable URL>"
        // URLComponents percent-encodes the mask; show it plainly. (Only where one was put:
        // this runs for every cache key and every error, 1,351 times for a list's names.)
        guard masked else { return maskKnownSecrets(in: text) }
        return maskKnownSecrets(in: text.replacing("%2A%2A%2A", with: mask).replacing("%2a%2a%2a", with: mask))
    }

    /// The headers with secret values replaced by `***`.
    public static func redact(headers: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in headers {
            result[name] = secretHeaderNames.contains(name.lowercased()) ? mask : value
        }
        return result
    }
}

/// The registry behind ``Redaction/registerSecret(_:)``.
private final class KnownSecrets: Sendable {
    private let state = Mutex<(secrets: Set<[UInt8]>, compiled: [SecretPattern])>(([], []))

    func insert(_ secret: String) {
        state.withLock { state in
            guard state.secrets.insert(Array(secret.utf8)).inserted, let pattern = SecretPattern(secret) else { return }
            state.compiled.append(pattern)
        }
    }

    var patterns: [SecretPattern] {
        state.withLock { $0.compiled }
    }
}
