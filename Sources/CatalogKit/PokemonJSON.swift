/// The keys a Pokémon's JSON adds to its document, read from the document the Pokédex
/// builds (see PokemonMapper): `name`, `types`, `abilities`, `stats`, `evolution`.
public enum PokemonJSON {
    /// The pokemon's id: an alternative form's own (its Form field says "(#10034)"), else
    /// the national number of the subtitle ("#025 · Mouse Pokémon").
    public static func number(of detail: Detail) -> Int? {
        if let form = DocumentJSON.fieldGroups(detail).first(where: { $0.label == "Form" })?.fields.first?.value,
           let open = form.range(of: "(#", options: .backwards), let number = Int(form[open.upperBound...].dropLast()) {
            return number
        }
        guard let subtitle = detail.subtitle, subtitle.hasPrefix("#") else { return nil }
        return Int(subtitle.dropFirst().prefix { $0.isNumber })
    }

    static func keys(_ detail: Detail) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("name", .string(slug(detail.title)))]
        pairs.append(("types", .array(detail.badges.map { .string(slug($0.text)) })))
        let abilities = DocumentJSON.fieldGroups(detail).first { $0.label == "Abilities" }?.fields ?? []
        pairs.append(("abilities", .array(abilities.map { field in
            let hidden = field.value.hasSuffix(" (hidden)")
            let name = field.link?.label ?? String(field.value.dropLast(hidden ? 9 : 0))
            return .object([("name", .string(slug(name))), ("title", .string(name)), ("hidden", .bool(hidden))])
        })))
        var stats: [(String, JSONValue)] = []
        var evolution: JSONValue = .null
        for section in detail.sections {
            switch section.content {
            case let .bars(bars) where section.heading?.hasPrefix("Base stats") == true:
                stats = bars.map { (statName($0.label), .number($0.value)) }
            case let .tree(node) where section.heading == "Evolution":
                evolution = DocumentJSON.tree(node)
            case .paragraph where section.heading == "Evolution":
                evolution = .object([("label", .string(detail.title)), ("condition", .null), ("current", .bool(true)), ("link", .null), ("children", .array([]))])
            default: break
            }
        }
        pairs.append(("stats", .object(stats)))
        pairs.append(("evolution", evolution))
        return pairs
    }

    /// PokéAPI's stat names for the labels the Pokédex shows.
    static func statName(_ label: String) -> String {
        switch label {
        case "HP": return "hp"
        case "Sp. Atk": return "special-attack"
        case "Sp. Def": return "special-defense"
        default: return slug(label)
        }
    }

    /// A display name as a PokéAPI-style slug: "Mr. Mime" → "mr-mime".
    public static func slug(_ text: String) -> String {
        var result = ""
        for character in SearchMatcher.fold(text) {
            result.append(character == " " ? "-" : character)
        }
        return result
    }
}
