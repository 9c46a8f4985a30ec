import CatalogKit
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
    /// below `base` instead of the sprite host when a base is given. Nil without a sprite,
    /// or when a URL is not http(s) on the sprite host (text from the network is untrusted).
    public func picture(base: URL?) -> DetailPicture? {
        guard let small = frontDefault.flatMap({ Self.url($0, base: base) }) else { return nil }
        return DetailPicture(url: small, largeURL: officialArtwork.flatMap { Self.url($0, base: base) }, isPixelArt: true)
    }

    /// `text` as a URL: below `base` when it starts with the sprite host's base, else as it
    /// is if it is http or https.
    static func url(_ text: String, base: URL?) -> URL? {
        if let base, text.hasPrefix(spriteBase) {
            let relative = String(text.dropFirst(spriteBase.count))
            guard !relative.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return nil }
            var root = base.absoluteString
            if !root.hasSuffix("/") { root += "/" }
            return URL(string: root + relative)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else { return nil }
        return url
    }
}
