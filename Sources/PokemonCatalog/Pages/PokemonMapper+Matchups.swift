import CatalogKit

extension PokemonMapper {
    /// The part a failed matchup section stands for (``PokemonRepository/detailPart(_:for:freshness:)``).
    public static let matchupsPart = "matchups"

    /// "Type defences": the attacking types by factor (×4 to ×0), each type a link, and the
    /// Pokémon's abilities that change them (an ability it always has is counted in, and
    /// says so); then "Type offence": what each of its own types hits super-effectively.
    static func matchupSections(types: [TypeDTO], abilities: [PokemonDTO.AbilitySlot], names: NameLookup = NameLookup()) -> [DetailSection] {
        func typeName(_ slug: String) -> String { names.label(NameKey(.type, key: slug, slug: slug)) }
        let byTypes = TypeMatchups(types: types)
        // Its only ability (every slot the same) is always in play.
        let only = Set(abilities.map(\.ability.name)).count == 1 ? abilities.first?.ability : nil
        let matchups = only.flatMap { AbilityMatchups.applied($0.name, to: byTypes) } ?? byTypes
        var defences: [Field] = []
        for (factor, label) in TypeMatchups.shownFactors {
            var attackers = matchups.attackers(at: factor).map(typeName)
            if factor == matchups.unlisted { attackers.append("every other type") }
            guard !attackers.isEmpty, factor != 1 else { continue }
            defences.append(Field(label, attackers.joined(separator: ", ")))
        }
        if defences.isEmpty { defences.append(Field("×1", "every type")) }
        var noted = Set<String>()
        for slot in abilities.sorted(by: { $0.slot < $1.slot }) where noted.insert(slot.ability.name).inserted {
            guard let note = AbilityMatchups.note(slot.ability.name, matchups: byTypes, typeName: typeName) else { continue }
            let name = names.label(.ability, slot.ability)
            let always = slot.ability.name == only?.name ? "always, counted above: " : ""
            defences.append(Field("With " + name, always + note, link: link("ability", slot.ability, label: name)))
        }
        var sections = [DetailSection("Type defences", .fields(defences), recordValue: record(matchups))]
        let offence = zip(types, matchups.offence).compactMap { type, own -> Field? in
            guard !own.strongAgainst.isEmpty else { return nil }
            let name = english(type.names ?? []) ?? typeName(type.name)
            return Field(name + " ×2 on", own.strongAgainst.map(typeName).joined(separator: ", "))
        }
        if !offence.isEmpty { sections.append(DetailSection("Type offence", .fields(offence))) }
        return sections
    }

    /// The defences as the record holds them: the attacking types (slugs) by factor, "4", "2",
    /// "0.5", "0.25", "0"; factors no type has are left out.
    static func record(_ matchups: TypeMatchups) -> JSONValue {
        let keys = ["4", "2", "0.5", "0.25", "0"]
        return .object(
            zip(TypeMatchups.shownFactors, keys).compactMap { shown, key in
                let attackers = matchups.attackers(at: shown.factor)
                return attackers.isEmpty ? nil : (key, .array(attackers.map(JSONValue.string)))
            })
    }

    /// The matchup section standing in for types that did not load.
    static func matchupFailure(_ error: AppError) -> DetailSection {
        DetailSection(
            "Type defences", .unavailable(part: matchupsPart, message: "The type matchups did not load. " + error.message, isRetryable: error.isRetryable))
    }
}
