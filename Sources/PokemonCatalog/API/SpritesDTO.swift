import CatalogKit
import Networking
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The part of a pokemon's `sprites` the detail shows: the small front sprite and the
/// official artwork (either may be null).
public struct SpritesDTO: Decodable, Sendable, Equatable {
    public var frontDefault: String?
    public var officialArtwork: String?

    enum CodingKeys: String, CodingKey {
        case frontDefault = "front_default"
        case other
    }

    struct Other: Decodable {
        var officialArtwork: Artwork?
        enum CodingKeys: String, CodingKey { case officialArtwork = "official-artwork" }
    }

    struct Artwork: Decodable {
        var frontDefault: String?
        enum CodingKeys: String, CodingKey { case frontDefault = "front_default" }
    }

    public init(frontDefault: String?, officialArtwork: String? = nil) {
        self.frontDefault = frontDefault
        self.officialArtwork = officialArtwork
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        frontDefault = (try? c.decodeIfPresent(String.self, forKey: .frontDefault)) ?? nil
        officialArtwork = ((try? c.decodeIfPresent(Other.self, forKey: .other)) ?? nil)?.officialArtwork?.frontDefault
    }

    /// The sprite host's base, which `--sprites-url` replaces.
    public static let spriteBase = "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/"

    /// The picture for the detail: the front sprite, the artwork for large panes; each
    /// below `base` instead of the sprite host when a base is given. Nil without a sprite.
    /// A URL elsewhere is dropped and told to `refused` (text from the network is untrusted:
    /// a server must not make the app fetch from any host it names).
    public func picture(base: URL?, refused: (String) -> Void = { _ in }) -> DetailPicture? {
        func allowed(_ text: String?) -> URL? {
            guard let text else { return nil }
            switch Self.url(text, base: base) {
            case let .success(url): return url
            case let .failure(refusal):
                refused(refusal.description)
                return nil
            }
        }
        guard let small = allowed(frontDefault) else { return nil }
        return DetailPicture(url: small, largeURL: allowed(officialArtwork), isPixelArt: true)
    }

    /// Why a sprite's URL was not used, with the URL (secrets masked, cut to a line).
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public var url: String
        public var reason: String
        public var description: String { "picture refused: \(url) (\(reason))" }
    }

    /// `text` as a URL: only below the sprite host's base (or below `base` itself, a mirror
    /// that names its own files), and then below `base` when one is given; its path plain
    /// (letters, digits, `-`, `_`, `.` and `/`, no `.` or `..` segment, no query), and the
    /// result without a user name or password.
    static func url(_ text: String, base: URL?) -> Result<URL, Refusal> {
        let shown = String(Redaction.redact(URL(string: text) ?? URL(string: "about:blank")!).prefix(200))
        func refuse(_ reason: String) -> Result<URL, Refusal> { .failure(Refusal(url: shown, reason: reason)) }
        var root = base?.absoluteString ?? spriteBase
        if !root.hasSuffix("/") { root += "/" }
        let relative: Substring
        if text.hasPrefix(spriteBase) {
            relative = text.dropFirst(spriteBase.count)
        } else if base != nil, text.hasPrefix(root) {
            relative = text.dropFirst(root.count)
        } else {
            return refuse("not on the sprite host")
        }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, relative.count <= 512,
            relative.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0)) }
            ),
            !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { return refuse("not a plain sprite path") }
        guard let url = URL(string: root + relative) else { return refuse("not a URL") }
        guard url.user == nil, url.password == nil else { return refuse("the sprite URL holds a user name or password") }
        return .success(url)
    }
}
