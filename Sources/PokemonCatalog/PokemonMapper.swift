import CatalogKit

/// Turns PokéAPI's shapes into the shared domain: list entries and detail documents.
public enum PokemonMapper {
    /// Pokémon ids above this are alternative forms (`10001` deoxys-attack), not national numbers.
    static let firstFormID = 10_000

    /// A list row: id from the URL, shown and matched as its number (national numbers for
    /// default forms, 10001 and up for the others), a readable name.
    public static func entry(from resource: NamedResource) -> Entry? {
        guard let id = resource.id else { return nil }
        return Entry(id: String(id), title: PokemonNames.displayName(forSlug: resource.name), number: id)
    }

    /// An alternative form (Deoxys Attack, Alolan Raichu, a mega), whose species data may not
    /// describe it.
    public static func isAlternativeForm(_ pokemon: PokemonDTO) -> Bool {
        pokemon.isDefault.map { !$0 } ?? (pokemon.id > firstFormID)
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

    /// The detail document for one pokemon. `form` is the pokemon's `pokemon-form`, for its
    /// own English names, when it was fetched.
    /// `chainFailure`, when the chain did not load, takes the Evolution section's place.
    /// `types` are the pokemon's type resources, for its matchups: a failure there stands in
    /// for the matchup sections alone.
    public static func detail(pokemon: PokemonDTO, species: SpeciesDTO, chain: EvolutionChainDTO?, form: PokemonFormDTO? = nil,
                              chainFailure: AppError? = nil, types: Result<[TypeDTO], AppError>? = nil,
                              encounters: Result<[EncounterDTO], AppError>? = nil) -> Detail {
        let speciesName = localizedName(of: species) ?? PokemonNames.displayName(forSlug: species.name)
        let isForm = isAlternativeForm(pokemon)
        let formFullName = form.flatMap { english($0.names) }
        let displayName = isForm ? (formFullName ?? speciesName) : speciesName
        var subtitle = "#" + padded(species.id)
        if let genus = species.genera.first(where: { $0.language.name == "en" }) {
            subtitle += " · " + DisplayText.line(genus.genus)
        }

        var fields: [Field] = []
        if pokemon.name != species.name {
            var value = form.flatMap { english($0.formNames) } ?? formLabel(pokemon.name, species: species.name)
            if pokemon.id > firstFormID { value += " (#\(pokemon.id))" }
            fields.append(Field("Form", value))
        }
        if let height = pokemon.height { fields.append(Field("Height", decimal(height) + " m")) }
        if let weight = pokemon.weight { fields.append(Field("Weight", decimal(weight) + " kg")) }
        // One line per ability, each a link; the label only on the first.
        for (index, slot) in pokemon.abilities.sorted(by: { $0.slot < $1.slot }).enumerated() {
            let name = DisplayText.title(fromSlug: slot.ability.name)
            fields.append(Field(index == 0 ? "Abilities" : "", name + (slot.isHidden ? " (hidden)" : ""), link: link("ability", slot.ability, label: name)))
        }
        // A form's generation and habitat are not its species': a Paldean form is not from
        // Generation I. Where the data cannot say, nothing is shown.
        if !isForm, let generation = species.generation {
            let name = DisplayText.title(fromSlug: generation.name)
            fields.append(Field("Generation", name, link: link("generation", generation, label: name)))
        }
        if !isForm, let habitat = species.habitat { fields.append(Field("Habitat", DisplayText.title(fromSlug: habitat.name))) }
        if let gender = formGender(pokemon.name, species: species.name) ?? species.genderRate.map(gender) {
            fields.append(Field("Gender", gender))
        }
        var status: [String] = []
        if species.isBaby == true { status.append("Baby") }
        if species.isLegendary == true { status.append("Legendary") }
        if species.isMythical == true { status.append("Mythical") }
        if !status.isEmpty { fields.append(Field("Status", status.joined(separator: ", "))) }
        for (index, group) in (species.eggGroups ?? []).enumerated() {
            let name = ResourceNames.eggGroup(group.name)
            fields.append(Field(index == 0 ? "Egg groups" : "", name, link: link("egg-group", group, label: name)))
        }

        var sections = [DetailSection(nil, .fields(fields))]
        // Base stats are 1...255; odd data is clamped so that sums cannot overflow.
        let bars = pokemon.stats.map { Bar(statLabel($0.stat.name), value: statValue($0.baseStat), scale: statScale) }
        if !bars.isEmpty {
            let total = bars.reduce(0) { $0 + $1.value }
            sections.append(DetailSection("Base stats (total \(total))", .bars(bars)))
        }
        let evolution = chain.map { evolutionSection(chain: $0, species: species, title: displayName) }
        if let evolution {
            sections.append(evolution)
        } else if let chainFailure {
            sections.append(DetailSection("Evolution", .unavailable(part: evolutionPart, message: chainFailure.message, isRetryable: chainFailure.isRetryable)))
        }
        let shownName = isForm ? (formFullName ?? PokemonNames.displayName(forSlug: pokemon.name)) : speciesName
        let varieties = varietyLinks(pokemon: pokemon, species: species, shownName: shownName)
        if !varieties.isEmpty { sections.append(DetailSection("Forms", .links(varieties))) }
        let forms = cosmeticForms(pokemon: pokemon, varieties: varieties)
        if !forms.isEmpty { sections.append(DetailSection(varieties.isEmpty ? "Forms" : "Other forms", .list(forms))) }
        sections += playerSections(pokemon: pokemon, species: species, types: types, encounters: encounters)
        // The species' entry describes its usual form (a mega's would talk about "the males").
        if !isForm, let text = latestFlavorText(of: species), !text.isEmpty {
            sections.append(DetailSection("Pokédex entry", .paragraph(text)))
        }
        let moves = Learnset.links(for: pokemon.moves ?? [])
        if !moves.isEmpty { sections.append(DetailSection(Learnset.heading(for: pokemon.moves ?? []), .links(moves))) }
        let types = pokemon.types.sorted { $0.slot < $1.slot }
        var document = Detail(
            title: displayName,
            subtitle: subtitle,
            badges: types.map { Badge(DisplayText.title(fromSlug: $0.type.name), tone: typeTone($0.type.name), link: link("type", $0.type, label: DisplayText.title(fromSlug: $0.type.name))) },
            sections: sections
        )
        let defences = sections.first { $0.heading == "Type defences" }
        document.record = PokemonRecord.record(pokemon: pokemon, species: species, displayName: displayName, evolution: evolution, defences: defences)
        return document
    }

    /// A base stat as shown and recorded: 1...255 in the data; odd values are clamped so that
    /// sums cannot overflow.
    static func statValue(_ base: Int) -> Int { min(max(0, base), 9_999) }

    /// What players look up most, after the forms: type matchups (or the part standing in
    /// for types that did not load), training and breeding, and where to find it.
    static func playerSections(pokemon: PokemonDTO, species: SpeciesDTO, types: Result<[TypeDTO], AppError>?,
                               encounters: Result<[EncounterDTO], AppError>?) -> [DetailSection] {
        var sections: [DetailSection] = []
        switch types {
        case let .success(resources)?: sections += matchupSections(types: resources, abilities: pokemon.abilities)
        case let .failure(error)?: sections.append(matchupFailure(error))
        case nil: break
        }
        if let training = trainingSection(pokemon: pokemon, species: species) { sections.append(training) }
        switch encounters {
        case let .success(list)?: sections.append(encounterSection(list))
        case let .failure(error)?: sections.append(encounterFailure(error))
        case nil: break
        }
        return sections
    }

    /// A link to `resource`, by its id when its URL has one (servers of files know ids
    /// only), else by its name.
    static func link(_ kind: String, _ resource: NamedResource, label: String) -> Link {
        Link(kind: kind, id: resource.id.map(String.init) ?? resource.name, label: label)
    }

    /// The name of the detail part that is the evolution chain (see ``Catalog/detailPart(_:for:freshness:)``).
    public static let evolutionPart = "evolution"

    /// The Evolution section of `species`, from its `chain`, with its value for the record;
    /// `title` names the one stage of a Pokémon that does not evolve (the species' name
    /// when nil).
    public static func evolutionSection(chain: EvolutionChainDTO, species: SpeciesDTO, title: String? = nil) -> DetailSection {
        let speciesName = localizedName(of: species) ?? PokemonNames.displayName(forSlug: species.name)
        guard !chain.chain.evolvesTo.isEmpty else {
            return DetailSection("Evolution", .paragraph("Does not evolve."), recordValue: PokemonRecord.evolution(nil, title: title ?? speciesName))
        }
        let root = tree(from: chain.chain, current: species.name, currentName: speciesName)
        return DetailSection("Evolution", .tree(root), recordValue: PokemonRecord.evolution(root, title: title ?? speciesName))
    }

    /// The English entry of a list of localized names, or nil.
    static func english(_ names: [SpeciesDTO.LocalizedName]?) -> String? {
        names?.first { $0.language.name == "en" }.map { DisplayText.line($0.name) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// "Altered" for `giratina-altered` of `giratina`.
    static func formLabel(_ pokemonName: String, species: String) -> String {
        var form = pokemonName
        if form.hasPrefix(species + "-") { form.removeFirst(species.count + 1) }
        return PokemonNames.displayName(forSlug: form)
    }

    /// A form named for its gender (Meowstic Male, Indeedee Female) has that gender only.
    static func formGender(_ pokemonName: String, species: String) -> String? {
        if pokemonName.hasSuffix("-female") && pokemonName != species { return "Female" }
        if pokemonName.hasSuffix("-male") && pokemonName != species { return "Male" }
        return nil
    }

    /// The species' varieties (Rotom's appliances, Deoxys' formes), each a link to that
    /// Pokémon with its number; empty when there is only the one.
    static func varietyLinks(pokemon: PokemonDTO, species: SpeciesDTO, shownName: String) -> [Link] {
        let varieties = species.varieties ?? []
        guard varieties.count > 1 else { return [] }
        return varieties.map { variety in
            // The one shown is named as its title is (its `pokemon-form` name, when fetched).
            let isShown = variety.pokemon.name == pokemon.name
            var label = isShown ? shownName : PokemonNames.displayName(forSlug: variety.pokemon.name)
            if let id = variety.pokemon.id { label += " · #" + padded(id) }
            if isShown { label += " (shown)" }
            return Link(kind: "pokemon", id: variety.pokemon.id.map(String.init) ?? variety.pokemon.name, label: label)
        }
    }

    /// This pokemon's cosmetic forms (Unown's letters), which are not Pokémon of their own
    /// and so not links; empty when there is only the one.
    static func cosmeticForms(pokemon: PokemonDTO, varieties: [Link]) -> [String] {
        let forms = pokemon.forms ?? []
        guard forms.count > 1 else { return [] }
        let named = Set(varieties.map { $0.label.components(separatedBy: " · ").first ?? $0.label })
        return forms.map { PokemonNames.displayName(forSlug: $0.name) }.filter { !named.contains($0) }
    }

    /// The evolution chain as a tree; the species being shown is marked and named properly.
    /// Each step's note holds every way it happens (see ``EvolutionConditions``).
    public static func tree(from link: EvolutionChainDTO.Link, current: String, currentName: String, parent: String? = nil) -> TreeNode {
        let isCurrent = link.species.name == current
        var note: String?
        var ways: EvolutionConditions.Ways?
        if let parent {
            ways = EvolutionConditions.ways(link.evolutionDetails, from: parent, to: link.species.name)
            note = ways?.text
        } else if link.isBaby == true {
            note = "baby"
        }
        let label = isCurrent ? currentName : PokemonNames.displayName(forSlug: link.species.name)
        // A species' number is its default Pokémon's.
        return TreeNode(
            label,
            note: note,
            isCurrent: isCurrent,
            children: link.evolvesTo.map { tree(from: $0, current: current, currentName: currentName, parent: link.species.name) },
            link: isCurrent ? nil : Link(kind: "pokemon", id: link.species.id.map(String.init) ?? link.species.name, label: label),
            ways: (ways?.ways.count ?? 0) > 1 ? ways?.ways ?? [] : [], waysLead: ways?.lead
        )
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
            let text = female == female.rounded() ? String(Int(exactly: female) ?? 0) : String(female)
            return "\(text)% female"
        }
    }
}
