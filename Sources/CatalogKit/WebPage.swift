import Networking

/// A web page the data names for an entity (a recipe's source, its video, a place's website
/// or its map, a Pokémon's resource), to copy or open in a browser. Made only from `http` and
/// `https` URLs without spaces or control characters: text from the network is untrusted.
/// A known secret in the address (a server echoing the Geoapify key) is masked: the page is
/// shown, copied and opened without it.
public struct WebPage: Sendable, Hashable {
    /// What the page is, for the status bar: "source", "video", "website", "map".
    public var label: String
    public var url: String

    /// A page for `url`, or nil when it is not a plain web address.
    public init?(_ label: String, url: String) {
        let trimmed = url.trimmingWhitespace
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), trimmed.count <= 2048,
              trimmed.count > (lower.hasPrefix("https://") ? 8 : 7),
              !trimmed.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.isWhitespace || $0.properties.generalCategory == .format })
        else { return nil }
        self.label = label
        self.url = Redaction.maskKnownSecrets(in: trimmed)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
