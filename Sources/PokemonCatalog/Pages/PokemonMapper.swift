import CatalogKit

/// Turns PokéAPI's shapes into the shared domain: list entries and detail documents.
public enum PokemonMapper {
    /// Pokémon ids above this are alternative forms (`10001` deoxys-attack), not national numbers.
    static let firstFormID = 10_000

    /// A list row: id from the URL, shown and matched as its number (national numbers for
    /// default forms, 10001 and up for the others), a readable name.
    public static func entry(from resource: NamedResource, names: NameLookup = NameLookup()) -> Entry? {
        guard let id = resource.id else { return nil }
        return Entry(
            id: String(id), title: names.names[nameKey(of: resource, id: id)] ?? NameLookup.placeholder(resource.name), number: id, name: resource.name)
    }

    /// Where a list row's English name is read: a species' usual Pokémon is named as the
    /// species (`giratina-altered` is "Giratina"), any other by its form's full name.
    static func nameKey(of resource: NamedResource, id: Int) -> NameKey {
        id > firstFormID ? NameKey(.form, key: resource.name, slug: resource.name) : NameKey(.species, key: String(id), slug: resource.name)
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
                .replacing("\u{AD}\n", with: "")
                .replacing("-\u{0C}", with: "-")
            return DisplayText.line(joined)
        }
    }

    /// The detail document for one pokemon. `form` is the pokemon's `pokemon-form`, for its
    /// own English names, when it was fetched.
    /// `chainFailure`, when the chain did not load, takes the Evolution section's place.
    /// `types` are the pokemon's type resources, for its matchups: a failure there stands in
    /// for the matchup sections alone.
    public static func detail(
        pokemon: PokemonDTO, species: SpeciesDTO, chain: EvolutionChainDTO?, form: PokemonFormDTO? = nil,
        chainFailure: AppError? = nil, types: Result<[TypeDTO], AppError>? = nil,
        encounters: Result<[EncounterDTO], AppError>? = nil, game: String? = nil, names: NameLookup = NameLookup()
    ) -> Detail {
        let speciesName = localizedName(of: species) ?? NameLookup.placeholder(species.name)
        let isForm = isAlternativeForm(pokemon)
        let formFullName = form.flatMap { english($0.names) }
        let displayName = isForm ? (formFullName ?? speciesName) : speciesName
        var subtitle = "#" + padded(species.id)
        if let genus = species.genera.first(where: { $0.language.name == "en" }) {
            subtitle += " · " + DisplayText.line(genus.genus)
        }

        let fields = summaryFields(pokemon: pokemon, species: species, form: form, isForm: isForm, names: names)
        var sections = [DetailSection(nil, .fields(fields))]
        // What a Pokédex is for comes first; the long lists (encounters, moves) come last.
        // The species' entry describes its usual form: a form's page says whose it is.
        if let text = latestFlavorText(of: species), !text.isEmpty {
            sections.append(DetailSection(isForm ? "Pokédex entry · \(speciesName)" : "Pokédex entry", .paragraph(text)))
        }
        // Base stats are 1...255; odd data is clamped so that sums cannot overflow.
        let bars = pokemon.stats.map { Bar(statLabel($0.stat.name), value: statValue($0.baseStat), scale: statScale) }
        if !bars.isEmpty {
            let total = bars.reduce(0) { $0 + $1.value }
            sections.append(DetailSection("Base stats (total \(total))", .bars(bars)))
        }
        let evolution = chain.map { evolutionSection(chain: $0, species: species, title: displayName, names: names) }
        if let evolution {
            sections.append(evolution)
            if let chain, let items = evolutionItemsSection(chain: chain, names: names) { sections.append(items) }
        } else if let chainFailure {
            sections.append(DetailSection("Evolution", .unavailable(part: evolutionPart, message: chainFailure.message, isRetryable: chainFailure.isRetryable)))
        }
        let shownName = isForm ? (formFullName ?? NameLookup.placeholder(pokemon.name)) : speciesName
        let varieties = varietyLinks(pokemon: pokemon, species: species, shownName: shownName, names: names)
        if !varieties.isEmpty { sections.append(DetailSection("Forms", .links(varieties))) }
        let forms = cosmeticForms(pokemon: pokemon, varieties: varieties, speciesName: speciesName, names: names)
        if !forms.isEmpty { sections.append(DetailSection(varieties.isEmpty ? "Forms" : "Other forms", .list(forms))) }
        sections += playerSections(pokemon: pokemon, species: species, types: types, encounters: encounters, names: names)
        let moves = Learnset.sections(for: pokemon.moves ?? [], game: game, names: names)
        sections += moves
        let types = pokemon.types.sorted { $0.slot < $1.slot }
        var document = Detail(
            title: displayName,
            subtitle: subtitle,
            badges: types.map {
                Badge(names.label(.type, $0.type), tone: typeTone($0.type.name), link: link("type", $0.type, label: names.label(.type, $0.type)))
            },
            sections: sections
        )
        let defences = sections.first { $0.heading == "Type defences" }
        document.record = PokemonRecord.record(
            pokemon: pokemon, species: species, displayName: displayName, evolution: evolution, defences: defences,
            moves: moves.first, names: names)
        document.namesPending = !names.missing.isEmpty
        return document
    }

    /// The facts at the top of a Pokémon's page: form, size, abilities (links, the hidden one
    /// marked), generation and habitat (not for a form: a Paldean form is not from Generation
    /// I), gender, status and egg groups.
    static func summaryFields(pokemon: PokemonDTO, species: SpeciesDTO, form: PokemonFormDTO?, isForm: Bool, names: NameLookup) -> [Field] {
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
            let name = names.label(.ability, slot.ability)
            fields.append(Field(index == 0 ? "Abilities" : "", name + (slot.isHidden ? " (hidden)" : ""), link: link("ability", slot.ability, label: name)))
        }
        // Where the data cannot say, nothing is shown.
        if !isForm, let generation = species.generation {
            let name = names.label(.generation, generation)
            fields.append(Field("Generation", name, link: link("generation", generation, label: name)))
        }
        if !isForm, let habitat = species.habitat { fields.append(Field("Habitat", names.label(.habitat, habitat))) }
        if let gender = formGender(pokemon.name, species: species.name) ?? species.genderRate.map(gender) {
            fields.append(Field("Gender", gender))
        }
        var status: [String] = []
        if species.isBaby == true { status.append("Baby") }
        if species.isLegendary == true { status.append("Legendary") }
        if species.isMythical == true { status.append("Mythical") }
        if !status.isEmpty { fields.append(Field("Status", status.joined(separator: ", "))) }
        for (index, group) in (species.eggGroups ?? []).enumerated() {
            let name = names.label(.eggGroup, group)
            fields.append(Field(index == 0 ? "Egg groups" : "", name, link: link("egg-group", group, label: name)))
        }
        return fields
    }

    /// A base stat as shown and recorded: 1...255 in the data; odd values are clamped so that
    /// sums cannot overflow.
    static func statValue(_ base: Int) -> Int { min(max(0, base), 9_999) }

    /// What players look up most, after the forms: type matchups (or the part standing in
    /// for types that did not load), training and breeding, and where to find it.
    static func playerSections(
        pokemon: PokemonDTO, species: SpeciesDTO, types: Result<[TypeDTO], AppError>?,
        encounters: Result<[EncounterDTO], AppError>?, names: NameLookup = NameLookup()
    ) -> [DetailSection] {
        var sections: [DetailSection] = []
        switch types {
        case let .success(resources)?: sections += matchupSections(types: resources, abilities: pokemon.abilities, names: names)
        case let .failure(error)?: sections.append(matchupFailure(error))
        case nil: break
        }
        if let training = trainingSection(pokemon: pokemon, species: species, names: names) { sections.append(training) }
        switch encounters {
        case let .success(list)?: sections.append(encounterSection(list, names: names))
        case let .failure(error)?: sections.append(encounterFailure(error))
        case nil: break
        }
        return sections
    }

    /// A link to `resource`, by its id when its URL has one (servers of files know ids
    /// only), else by its name.
    static func link(_ kind: LinkKind, _ resource: NamedResource, label: String) -> Link {
        Link(kind: kind, id: resource.id.map(String.init) ?? resource.name, label: label)
    }

    /// The name of the detail part that is the evolution chain (see ``Catalog/detailPart(_:for:freshness:)``).
    public static let evolutionPart = "evolution"

    /// The Evolution section of `species`, from its `chain`, with its value for the record;
    /// `title` names the one stage of a Pokémon that does not evolve (the species' name
    /// when nil).
    public static func evolutionSection(chain: EvolutionChainDTO, species: SpeciesDTO, title: String? = nil, names: NameLookup = NameLookup()) -> DetailSection
    {
        let speciesName = localizedName(of: species) ?? NameLookup.placeholder(species.name)
        // A step the data gives no way for is no evolution (chain 250: Phione and Manaphy).
        let root = pruned(chain.chain)
        guard !root.evolvesTo.isEmpty, contains(root, species.name) else {
            return DetailSection("Evolution", .paragraph("Does not evolve."), recordValue: PokemonRecord.evolution(nil, title: title ?? speciesName))
        }
        let tree = tree(from: root, current: species.name, currentName: speciesName, names: names)
        return DetailSection("Evolution", .tree(tree), recordValue: PokemonRecord.evolution(tree, title: title ?? speciesName))
    }

    static let evolutionItemsHeading = "Evolution items"

    /// "Evolution items": the items the chain's steps use or hold, each a link to its page;
    /// nil when no step needs one.
    static func evolutionItemsSection(chain: EvolutionChainDTO, names: NameLookup) -> DetailSection? {
        var items: [NamedResource] = []
        func collect(_ link: EvolutionChainDTO.Link) {
            for detail in link.evolutionDetails {
                for item in [detail.item, detail.heldItem].compactMap({ $0 }) where !items.contains(where: { $0.name == item.name }) { items.append(item) }
            }
            link.evolvesTo.forEach(collect)
        }
        collect(pruned(chain.chain))
        guard !items.isEmpty else { return nil }
        return DetailSection(evolutionItemsHeading, .links(items.map { link("item", $0, label: names.label(.item, $0)) }))
    }

    /// `link` without the steps that have no evolution details.
    static func pruned(_ link: EvolutionChainDTO.Link) -> EvolutionChainDTO.Link {
        var copy = link
        copy.evolvesTo = link.evolvesTo.filter { !$0.evolutionDetails.isEmpty }.map(pruned)
        return copy
    }

    /// Whether species `name` is in the chain from `link`.
    static func contains(_ link: EvolutionChainDTO.Link, _ name: String) -> Bool {
        link.species.name == name || link.evolvesTo.contains { contains($0, name) }
    }

    /// The English entry of a list of localized names, or nil.
    static func english(_ names: [SpeciesDTO.LocalizedName]?) -> String? {
        names?.first { $0.language.name == "en" }.map { DisplayText.line($0.name) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// "Altered" for `giratina-altered` of `giratina`.
    static func formLabel(_ pokemonName: String, species: String) -> String {
        var form = pokemonName
        if form.hasPrefix(species + "-") { form.removeFirst(species.count + 1) }
        return NameLookup.placeholder(form)
    }

    /// A form named for its gender (Meowstic Male, Indeedee Female) has that gender only.
    static func formGender(_ pokemonName: String, species: String) -> String? {
        if pokemonName.hasSuffix("-female") && pokemonName != species { return "Female" }
        if pokemonName.hasSuffix("-male") && pokemonName != species { return "Male" }
        return nil
    }

    /// The species' varieties (Rotom's appliances, Deoxys' formes), each a link to that
    /// Pokémon with its number; empty when there is only the one.
    static func varietyLinks(pokemon: PokemonDTO, species: SpeciesDTO, shownName: String, names: NameLookup = NameLookup()) -> [Link] {
        let varieties = species.varieties ?? []
        guard varieties.count > 1 else { return [] }
        return varieties.map { variety in
            // The one shown is named as its title is (its `pokemon-form` name, when fetched).
            let isShown = variety.pokemon.name == pokemon.name
            // The usual one is named as its species; another by its form's full name.
            var label =
                isShown
                ? shownName
                : variety.isDefault == true
                    ? (localizedName(of: species) ?? NameLookup.placeholder(variety.pokemon.name))
                    : names.label(NameKey(.form, key: variety.pokemon.name, slug: variety.pokemon.name))
            if let id = variety.pokemon.id { label += " · #" + padded(id) }
            if isShown { label += " (shown)" }
            return Link(kind: "pokemon", id: variety.pokemon.id.map(String.init) ?? variety.pokemon.name, label: label)
        }
    }

    /// This pokemon's cosmetic forms (Unown's letters), which are not Pokémon of their own
    /// and so not links; empty when there is only the one.
    static func cosmeticForms(pokemon: PokemonDTO, varieties: [Link], speciesName: String, names: NameLookup = NameLookup()) -> [String] {
        let forms = pokemon.forms ?? []
        guard forms.count > 1 else { return [] }
        let named = Set(varieties.map { $0.label.split(separator: " · ", omittingEmptySubsequences: false).map(String.init).first ?? $0.label })
        return forms.map { form in
            // A form without a full name of its own is the species' name and its part ("Unown A").
            let key = NameKey(.form, form)
            return names.name(key) ?? names.formPart(key).map { speciesName + " " + $0 } ?? NameLookup.placeholder(form.name)
        }.filter { !named.contains($0) }
    }

    /// The evolution chain as a tree; the species being shown is marked and named properly.
    /// Each step's note holds every way it happens (see ``EvolutionConditions``).
    public static func tree(
        from link: EvolutionChainDTO.Link, current: String, currentName: String, parent: String? = nil,
        names: NameLookup = NameLookup()
    ) -> TreeNode {
        let isCurrent = link.species.name == current
        var note: String?
        var ways: EvolutionConditions.Ways?
        if let parent {
            ways = EvolutionConditions.ways(link.evolutionDetails, from: parent, to: link.species.name, names: names)
            note = ways?.text
        } else if link.isBaby == true {
            note = "baby"
        }
        let label = isCurrent ? currentName : names.label(.species, link.species)
        // A species' number is its default Pokémon's.
        return TreeNode(
            label,
            note: note,
            isCurrent: isCurrent,
            children: link.evolvesTo.map { tree(from: $0, current: current, currentName: currentName, parent: link.species.name, names: names) },
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
