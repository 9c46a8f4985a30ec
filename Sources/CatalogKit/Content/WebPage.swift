import Networking

/// A web page the data names for an entity (a recipe's source, its video, a place's website
/// or its map, a Pokémon's resource), to copy or open in a browser. Made only from `http` and
/// `https` URLs without spaces or control characters whose host is a host name (no user
/// name or password, a port of digits): text from the network is untrusted.
/// A known secret in the address (a server echoing the Geoapify key) is masked: the page is
/// shown, copied and opened without it.
public struct WebPage: Sendable, Hashable {
    /// What the page is, for the status bar: "source", "video", "website", "map".
    public var label: String
    public var url: String

    /// A page for `url`, or nil when it is not a plain web address. `ownServer`: the address
    /// is made from the user's own setting (`--base-url`), whose host may be one label or hold
    /// an underscore (`localhost`, a container's name); its host is not checked.
    public init?(_ label: String, url: String, ownServer: Bool = false) {
        let trimmed = url.trimmingWhitespace
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), trimmed.count <= 2048,
            trimmed.count > (lower.hasPrefix("https://") ? 8 : 7),
            !trimmed.unicodeScalars.contains(where: {
                $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.isWhitespace || $0.properties.generalCategory == .format
            })
        else { return nil }
        guard ownServer || Self.hasHostName(trimmed.dropFirst(lower.hasPrefix("https://") ? 8 : 7)) else { return nil }
        self.label = label
        self.url = Redaction.maskKnownSecrets(in: trimmed)
    }

    /// Whether the address after its `scheme://` starts with a host name: dot-separated labels
    /// of letters, digits and hyphens (a hyphen never at a label's ends), or an IPv6 literal in
    /// brackets, then perhaps `:` and a port of digits. `javascript:alert(1)` given as a site
    /// without a scheme, and `user:password@host`, are not.
    static func hasHostName(_ rest: Substring) -> Bool {
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var host = authority[...]
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let literal = host[host.index(after: host.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
            host = host[host.index(after: close)...]
            return host.isEmpty || isPort(host)
        }
        if let colon = host.firstIndex(of: ":") {
            guard isPort(host[colon...]) else { return false }
            host = host[..<colon]
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        // A trailing dot names the root: "example.org." is a host name too.
        let named = labels.last?.isEmpty == true ? labels.dropLast() : labels[...]
        return named.count >= 2
            && named.allSatisfy { label in
                !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                    && label.unicodeScalars.allSatisfy { $0 == "-" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
            }
    }

    /// `:8080`: a colon and one to five digits.
    private static func isPort(_ text: Substring) -> Bool {
        text.first == ":" && (2...6).contains(text.count) && text.dropFirst().allSatisfy(\.isASCII) && text.dropFirst().allSatisfy(\.isNumber)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
