import CatalogKit

extension PokemonMapper {
    /// "Training and breeding": what a defeated one gives (effort values, experience), how
    /// easy it is to catch and befriend, how fast it grows, how long its egg takes, what wild
    /// ones hold, the types it had before, and its regional Pokédex numbers. Only what the data
    /// has; nil when it has none of it.
    static func trainingSection(pokemon: PokemonDTO, species: SpeciesDTO, names: NameLookup = NameLookup()) -> DetailSection? {
        var fields: [Field] = []
        let efforts = pokemon.stats.compactMap { stat -> String? in
            guard let effort = stat.effort, effort > 0 else { return nil }
            return statLabel(stat.stat.name) + " " + String(effort)
        }
        if !efforts.isEmpty { fields.append(Field("EV yield", efforts.joined(separator: ", "))) }
        if let experience = pokemon.baseExperience, experience > 0 { fields.append(Field("Base experience", String(experience))) }
        if let rate = species.captureRate, (1...255).contains(rate) { fields.append(Field("Catch rate", catchRate(rate))) }
        if let friendship = species.baseHappiness, friendship >= 0 { fields.append(Field("Base friendship", String(friendship))) }
        if let growth = species.growthRate { fields.append(Field("Growth rate", growthRate(growth.name))) }
        // PokéAPI: (hatch_counter + 1) cycles of a game's steps, 255 to 257 in most games.
        if let cycles = species.hatchCounter, (0...255).contains(cycles) {
            fields.append(Field("Egg cycles", "\(cycles) (about \(grouped((cycles + 1) * 256)) steps)"))
        }
        for (index, held) in pokemon.heldItems.enumerated() {
            let rarity = held.versionDetails.last.map { " (\($0.rarity)%)" } ?? ""
            let item = names.label(.item, held.item)
            fields.append(Field(index == 0 ? "Held items" : "", item + rarity, link: link("item", held.item, label: item)))
        }
        for (index, past) in pokemon.pastTypes.enumerated() {
            let types = past.types.sorted { $0.slot < $1.slot }.map { names.label(.type, $0.type) }.joined(separator: "/")
            fields.append(Field(index == 0 ? "Past types" : "", types + " until " + names.label(.generation, past.generation)))
        }
        let regional = (species.pokedexNumbers ?? []).filter { $0.pokedex.name != "national" }
            .map { names.label(.pokedex, $0.pokedex) + " #" + padded($0.entryNumber) }
        if !regional.isEmpty { fields.append(Field("Regional Pokédex", regional.joined(separator: ", "))) }
        return fields.isEmpty ? nil : DetailSection("Training and breeding", .fields(fields))
    }

    /// "190 (24.8% with a Poké Ball at full HP)": the chance of the games' catch formula for
    /// a healthy Pokémon and the plainest ball, which is the rate over 3 × 255.
    static func catchRate(_ rate: Int) -> String {
        let tenths = (rate * 1000 + 382) / 765
        return "\(rate) (\(tenths / 10).\(tenths % 10)% with a Poké Ball at full HP)"
    }

    /// The games' names of the growth rates, which PokéAPI's English descriptions do not
    /// use ("medium" is the games' Medium Fast): by the rate's slug, the slug made readable
    /// for any other.
    static func growthRate(_ slug: String) -> String {
        let names = [
            "slow": "Slow", "medium": "Medium Fast", "fast": "Fast", "medium-slow": "Medium Slow",
            "slow-then-very-fast": "Erratic", "fast-then-very-slow": "Fluctuating",
        ]
        return names[slug] ?? DisplayText.title(fromSlug: slug)
    }

    /// 2805 → "2,805".
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
