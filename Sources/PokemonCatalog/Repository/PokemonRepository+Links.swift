import CatalogKit
import Networking

extension PokemonRepository {
    public var linkKinds: [LinkKind] { Self.descriptor.linkKinds }

    /// What a link or a deep link points at: one request for a type, an ability, a move, a
    /// generation or an egg group; a Pokémon costs what its detail costs. The id may be an id
    /// or a name in any case (`25`, `Pikachu`, `type/Electric`).
    public func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        let policy = freshness
        if link.kind == TeamPageMapper.kind { return try await teamPage(link.id, freshness: freshness) }
        if link.kind == ComparePageMapper.kind { return try await comparePage(link.id, freshness: freshness) }
        guard let key = Self.resourceKey(link.id) else {
            throw AppError(
                kind: .notFound, message: "Not found: “\(DisplayText.line(link.id))” names no \(Self.subject(link.kind.rawValue)).", isRetryable: false)
        }
        switch link.kind {
        case "pokemon":
            let document = try await detail(for: Entry(id: key, title: link.label), freshness: freshness)
            return LinkedPage(title: document.title, document: document, entries: nil, itemName: itemName)
        case "type":
            return PokemonLinkMapper.typePage(try await fetch(.type(key), as: TypeDTO.self, policy, subject: "type"))
        case "ability":
            return PokemonLinkMapper.abilityPage(try await fetch(.ability(key), as: AbilityDTO.self, policy, subject: "ability"))
        case "move":
            return PokemonLinkMapper.movePage(try await fetch(.move(key), as: MoveDTO.self, policy, subject: "move"))
        case "generation":
            return PokemonLinkMapper.generationPage(try await fetch(.generation(key), as: GenerationDTO.self, policy, subject: "generation"))
        case "egg-group":
            return PokemonLinkMapper.eggGroupPage(try await fetch(.eggGroup(key), as: EggGroupDTO.self, policy, subject: "egg group"))
        case "item":
            return PokemonLinkMapper.itemPage(try await fetch(.item(key), as: ItemDTO.self, policy, subject: "item"))
        default:
            throw AppError(kind: .notFound, message: "The Pokédex has no pages of kind “\(DisplayText.line(link.kind.rawValue))”.", isRetryable: false)
        }
    }

    /// A name or number as PokéAPI's paths spell it: `Mr. Mime` → `mr-mime`, `#025` → `25`,
    /// `Farfetch’d` → `farfetchd`, `Nidoran♀` → `nidoran-f`; nil when nothing usable is left (only letters, digits and
    /// hyphens ever reach a path).
    static func resourceKey(_ text: String) -> String? {
        var key = text.trimmingWhitespace().lowercased()
        if key.hasPrefix("#") { key.removeFirst() }
        if let number = Int(key) { return number > 0 ? String(number) : nil }
        // A path is never a name (`../25`, `pika/`).
        guard !key.contains("/"), !key.contains("\\") else { return nil }
        // As players type names: `Nidoran♀`, `Farfetch'd`, `Flabébé`, `Type: Null`.
        key = PokemonNames.lookupKey(key)
        guard !key.isEmpty, key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else { return nil }
        return key
    }

    static func subject(_ kind: String) -> String {
        switch kind {
        case "pokemon": return "Pokémon"
        case "egg-group": return "egg group"
        default: return DisplayText.line(kind)
        }
    }
}
