import CatalogKit

/// Turns PokéAPI's shapes into the shared domain: list entries and detail documents.
public enum PokemonMapper {
    /// Pokémon ids above this are alternative forms (`10001` deoxys-attack), not national numbers.
    static let firstFormID = 10_000

    /// A list row: id from the URL, national number for default forms, a readable name.
    public static func entry(from resource: NamedResource) -> Entry? {
        guard let id = resource.id else { return nil }
        return Entry(
            id: String(id),
            title: PokemonNames.displayName(forSlug: resource.name),
            number: id < firstFormID ? id : nil
        )
    }

    /// The species' name in `language`, or nil.
    public static func localizedName(of species: SpeciesDTO, language: String = "en") -> String? {
        species.names.first { $0.language.name == language }.map { DisplayText.line($0.name) }
    }

    /// The most recent flavor text in `language`, cleaned of line and page breaks and soft hyphens.
    public static func latestFlavorText(of species: SpeciesDTO, language: String = "en") -> String? {
        species.flavorTextEntries.last { $0.language.name == language }.map { text in
            // A soft hyphen before a line break joins the word: "elec\u{AD}\ntricity".
            let joined = text.flavorText
                .replacingOccurrences(of: "\u{AD}\n", with: "")
                .replacingOccurrences(of: "-\u{0C}", with: "-")
            return DisplayText.line(joined)
        }
    }

    /// The detail document for one pokemon.
    public static func detail(pokemon: PokemonDTO, species: SpeciesDTO, chain: EvolutionChainDTO?) -> Detail {
        let displayName = localizedName(of: species) ?? PokemonNames.displayName(forSlug: species.name)
        var subtitle = "#" + padded(species.id)
        if let genus = species.genera.first(where: { $0.language.name == "en" }) {
            subtitle += " · " + DisplayText.line(genus.genus)
        }

        var fields: [Field] = []
        if pokemon.name != species.name {
            var form = pokemon.name
            if form.hasPrefix(species.name + "-") { form.removeFirst(species.name.count + 1) }
            fields.append(Field("Form", DisplayText.title(fromSlug: form)))
        }
        if let height = pokemon.height { fields.append(Field("Height", decimal(height) + " m")) }
        if let weight = pokemon.weight { fields.append(Field("Weight", decimal(weight) + " kg")) }
        let abilities = pokemon.abilities.sorted { $0.slot < $1.slot }.map { slot in
            DisplayText.title(fromSlug: slot.ability.name) + (slot.isHidden ? " (hidden)" : "")
        }
        if !abilities.isEmpty { fields.append(Field("Abilities", abilities.joined(separator: ", "))) }
        if let generation = species.generation { fields.append(Field("Generation", DisplayText.title(fromSlug: generation.name))) }
        fields.append(Field("Habitat", species.habitat.map { DisplayText.title(fromSlug: $0.name) } ?? "Unknown"))
        if let rate = species.genderRate { fields.append(Field("Gender", gender(rate))) }
        var status: [String] = []
        if species.isBaby == true { status.append("Baby") }
        if species.isLegendary == true { status.append("Legendary") }
        if species.isMythical == true { status.append("Mythical") }
        if !status.isEmpty { fields.append(Field("Status", status.joined(separator: ", "))) }

        var sections = [DetailSection(nil, .fields(fields))]
        // Base stats are 1...255; odd data is clamped so that sums cannot overflow.
        let bars = pokemon.stats.map { Bar(statLabel($0.stat.name), value: min(max(0, $0.baseStat), 9_999), maximum: 255) }
        if !bars.isEmpty {
            let total = bars.reduce(0) { $0 + $1.value }
            sections.append(DetailSection("Base stats (total \(total))", .bars(bars)))
        }
        if let chain {
            sections.append(DetailSection("Evolution", .tree(tree(from: chain.chain, current: species.name, currentName: displayName))))
        }
        if let text = latestFlavorText(of: species), !text.isEmpty {
            sections.append(DetailSection("Pokédex entry", .paragraph(text)))
        }
        return Detail(
            title: displayName,
            subtitle: subtitle,
            badges: pokemon.types.sorted { $0.slot < $1.slot }.map { DisplayText.title(fromSlug: $0.type.name) },
            sections: sections
        )
    }

    /// The evolution chain as a tree; the species being shown is marked and named properly.
    public static func tree(from link: EvolutionChainDTO.Link, current: String, currentName: String, isRoot: Bool = true) -> TreeNode {
        let isCurrent = link.species.name == current
        var note = isRoot ? nil : link.evolutionDetails.first.map(condition)
        if isRoot, link.isBaby == true { note = "baby" }
        return TreeNode(
            isCurrent ? currentName : PokemonNames.displayName(forSlug: link.species.name),
            note: note,
            isCurrent: isCurrent,
            children: link.evolvesTo.map { tree(from: $0, current: current, currentName: currentName, isRoot: false) }
        )
    }

    /// "level 16", "Thunder Stone", "high friendship, day", "trade holding Metal Coat".
    public static func condition(_ detail: EvolutionChainDTO.Condition) -> String {
        var parts: [String] = []
        let trigger = detail.trigger?.name ?? ""
        switch trigger {
        case "use-item":
            if let item = detail.item { parts.append(DisplayText.title(fromSlug: item.name)) }
        case "trade":
            parts.append(detail.heldItem.map { "trade holding " + DisplayText.title(fromSlug: $0.name) } ?? "trade")
        case "level-up", "":
            if let level = detail.minLevel { parts.append("level \(level)") }
        default:
            parts.append(DisplayText.title(fromSlug: trigger).lowercased())
        }
        if trigger != "use-item", let item = detail.item { parts.append(DisplayText.title(fromSlug: item.name)) }
        if trigger != "trade", let held = detail.heldItem { parts.append("holding " + DisplayText.title(fromSlug: held.name)) }
        if detail.minHappiness != nil { parts.append("high friendship") }
        if detail.minAffection != nil { parts.append("affection") }
        if let move = detail.knownMove { parts.append("knows " + DisplayText.title(fromSlug: move.name)) }
        if let type = detail.knownMoveType { parts.append("knows a " + DisplayText.title(fromSlug: type.name) + " move") }
        if let location = detail.location { parts.append("at " + DisplayText.title(fromSlug: location.name)) }
        if let time = detail.timeOfDay, !time.isEmpty { parts.append(time) }
        if parts.isEmpty { parts.append(trigger == "level-up" ? "level up" : "special") }
        return parts.joined(separator: ", ")
    }

    static func statLabel(_ name: String) -> String {
        switch name {
        case "hp": return "HP"
        case "attack": return "Attack"
        case "defense": return "Defense"
        case "special-attack": return "Sp. Atk"
        case "special-defense": return "Sp. Def"
        case "speed": return "Speed"
        default: return DisplayText.title(fromSlug: name)
        }
    }

    /// Tenths as a decimal: 4 → "0.4", 60 → "6.0".
    static func decimal(_ tenths: Int) -> String {
        let magnitude = tenths.magnitude
        return (tenths < 0 ? "-" : "") + "\(magnitude / 10).\(magnitude % 10)"
    }

    /// Three digits at least: 25 → "025".
    static func padded(_ number: Int) -> String {
        let digits = String(number)
        return digits.count >= 3 || number < 0 ? digits : String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// PokéAPI's `gender_rate` is the chance of female in eighths, or -1 for genderless.
    static func gender(_ rate: Int) -> String {
        switch rate {
        case ..<0: return "Genderless"
        case 0: return "Male only"
        case 8...: return "Female only"
        default:
            let female = Double(rate) * 12.5
            let text = female == female.rounded() ? String(Int(female)) : String(female)
            return "\(text)% female"
        }
    }
}
