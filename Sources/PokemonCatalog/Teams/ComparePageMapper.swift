import CatalogKit

/// Two Pokémon side by side (forms too: Mega Charizard X and Y): numbers, types, base stats
/// as paired bars with the differences, abilities, type defences (which of the two is
/// weaker to what), evolution stage, height and weight. The two are the page's list (Enter
/// opens one, with its sprite); the record holds the same numbers for `compare --json`.
enum ComparePageMapper {
    /// The link kind of a comparison; its id is the two Pokémon's keys joined by a comma.
    static let kind: LinkKind = "compare"
    static let recordKind = "compare"
    /// The tones that tell the two apart in the paired bars: the first's, the second's.
    static let tones: (Tone, Tone) = (.cyan, .magenta)

    static func page(_ first: PokemonFacts, _ second: PokemonFacts, attackingTypes: [String], names: NameLookup) -> LinkedPage {
        func typeName(_ slug: String) -> String { names.label(NameKey(.type, key: slug, slug: slug)) }
        let pair = Pair(first.title)
        var document = Detail(
            title: first.title + " vs " + second.title,
            subtitle: "#" + PokemonMapper.padded(first.pokemon.id) + " · #" + PokemonMapper.padded(second.pokemon.id))
        document.badges = [
            Badge(first.title, tone: tones.0, link: Link(kind: "pokemon", id: first.id, label: first.title)),
            Badge(second.title, tone: tones.1, link: Link(kind: "pokemon", id: second.id, label: second.title)),
        ]
        document.sections = [
            DetailSection(nil, .fields(summary(first, second, pair: pair, names: names))),
            DetailSection("Base stats · \(first.title) above, \(second.title) below", .bars(bars(first, second))),
            DetailSection("Stat differences", .fields(differences(first, second))),
            DetailSection("Abilities", .fields(abilities(first, names: names) + abilities(second, names: names))),
            DetailSection("Type defences", .fields(defences(first, second, pair: pair, attackingTypes: attackingTypes, typeName: typeName))),
        ]
        document.record = CompareRecord.record(first, second, attackingTypes: attackingTypes)
        return LinkedPage(title: document.title, document: document, entries: [first.entry(names), second.entry(names)], itemName: "Pokémon")
    }

    /// The two names as a header, then types, evolution stage, height and weight, in columns.
    static func summary(_ first: PokemonFacts, _ second: PokemonFacts, pair: Pair, names: NameLookup) -> [Field] {
        func stage(_ facts: PokemonFacts) -> String {
            guard let stage = facts.evolutionStage else { return facts.chain == nil ? "unknown" : "not in its chain" }
            return stage.of == 1 ? "does not evolve" : "stage \(stage.stage) of \(stage.of)"
        }
        func size(_ value: Int?, _ unit: String) -> String { value.map { PokemonMapper.decimal($0) + " " + unit } ?? "unknown" }
        return [
            Field("", pair.row(first.title, second.title)),
            Field("Types", pair.row(first.typeNames(names).joined(separator: ", "), second.typeNames(names).joined(separator: ", "))),
            Field("Evolution", pair.row(stage(first), stage(second))),
            Field("Height", pair.row(size(first.pokemon.height, "m"), size(second.pokemon.height, "m"))),
            Field("Weight", pair.row(size(first.pokemon.weight, "kg"), size(second.pokemon.weight, "kg"))),
        ]
    }

    /// Each stat as two bars, the first's above the second's, in the two tones.
    static func bars(_ first: PokemonFacts, _ second: PokemonFacts) -> [Bar] {
        let others = Dictionary(second.stats.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let scale = PokemonMapper.statScale.maximum
        return first.stats.flatMap { stat in
            [
                Bar(PokemonMapper.statLabel(stat.name), value: stat.value, scale: BarScale(maximum: scale, bands: [.init(from: 0, tone: tones.0)])),
                Bar("", value: others[stat.name] ?? 0, scale: BarScale(maximum: scale, bands: [.init(from: 0, tone: tones.1)])),
            ]
        }
    }

    /// Per stat and in total: both values and which is higher, by how much.
    static func differences(_ first: PokemonFacts, _ second: PokemonFacts) -> [Field] {
        let others = Dictionary(second.stats.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        func line(_ a: Int, _ b: Int) -> String {
            let lead = a == b ? "equal" : (a > b ? first.title : second.title) + " +\(abs(a - b))"
            return "\(a) vs \(b) · " + lead
        }
        return first.stats.map { Field(PokemonMapper.statLabel($0.name), line($0.value, others[$0.name] ?? 0)) }
            + [Field("Total", line(first.baseStatTotal, second.baseStatTotal))]
    }

    static func abilities(_ facts: PokemonFacts, names: NameLookup) -> [Field] {
        facts.abilities.enumerated().map { index, slot in
            let name = names.label(.ability, slot.ability)
            return Field(
                index == 0 ? facts.title : "", name + (slot.isHidden ? " (hidden)" : ""), link: PokemonMapper.link("ability", slot.ability, label: name))
        }
    }

    /// The attacking types either of the two does not take ×1, with both factors and which
    /// of the two is weaker to it.
    static func defences(_ first: PokemonFacts, _ second: PokemonFacts, pair: Pair, attackingTypes: [String], typeName: (String) -> String) -> [Field] {
        let (a, b) = (first.matchups, second.matchups)
        let rows = attackingTypes.compactMap { type -> Field? in
            let (x, y) = (a.defences[type] ?? 1, b.defences[type] ?? 1)
            guard x != 1 || y != 1 else { return nil }
            let verdict = x == y ? "same" : (x > y ? first.title : second.title) + " weaker"
            return Field(typeName(type), pair.row(TypeMatchups.label(x), TypeMatchups.label(y)) + "  " + verdict)
        }
        return [Field("", pair.row(first.title, second.title))] + (rows.isEmpty ? [Field("All types", "×1 on both")] : rows)
    }

    /// Two columns of text in one field's value: the first padded to the wider of its
    /// name's length and 16 with no-break spaces, which the views' word wrap keeps (ordinary
    /// runs of spaces are folded to one). The catalog cannot measure terminal cells; the
    /// names and values here are PokéAPI's English text and numbers, a cell a character.
    struct Pair {
        static let pad: Character = "\u{A0}"
        let width: Int

        init(_ first: String) {
            width = max(first.count, 16)
        }

        func row(_ left: String, _ right: String) -> String {
            left + String(repeating: Self.pad, count: max(1, width - left.count) + 1) + "│ " + right
        }
    }
}
