import CatalogKit

/// Turns the resources a Pokémon links to (types, abilities, moves, generations, egg groups)
/// into the pages a followed link shows: a document and, for collections, their entries.
public enum PokemonLinkMapper {
    /// The English name from `names`, else the slug made readable.
    static func name(_ names: [SpeciesDTO.LocalizedName]?, slug: String) -> String {
        PokemonMapper.english(names) ?? DisplayText.title(fromSlug: slug)
    }

    /// Pokémon as list entries, in number order (forms, numbered 10001 and up, last).
    static func entries(_ resources: [NamedResource], subtitle: (NamedResource) -> String? = { _ in nil }) -> [Entry] {
        resources.compactMap { resource -> Entry? in
            guard var entry = PokemonMapper.entry(from: resource) else { return nil }
            entry.subtitle = subtitle(resource)
            return entry
        }.sorted { ($0.number ?? 0) < ($1.number ?? 0) }
    }

    /// A type: its damage relations both ways, each type a link, and the Pokémon of the type.
    public static func typePage(_ type: TypeDTO) -> LinkedPage {
        let title = name(type.names, slug: type.name)
        let relations = type.damageRelations
        let groups: [(String, [NamedResource])] = [
            ("Super-effective against", relations.doubleDamageTo),
            ("Not very effective against", relations.halfDamageTo),
            ("No effect on", relations.noDamageTo),
            ("Weak to", relations.doubleDamageFrom),
            ("Resists", relations.halfDamageFrom),
            ("Immune to", relations.noDamageFrom),
        ]
        let sections = groups.filter { !$0.1.isEmpty }.map { heading, types in
            DetailSection(heading, .links(types.map { PokemonMapper.link("type", $0, label: DisplayText.title(fromSlug: $0.name)) }))
        }
        let members = entries(type.pokemon.map(\.pokemon))
        var document = Detail(title: title, subtitle: "Type · \(members.count) Pokémon", sections: sections)
        document.record = PokemonLinkRecord.type(type)
        return LinkedPage(title: title, document: document, entries: members, itemName: "Pokémon")
    }

    /// An ability: its effect in English, short and in full, its generation, and the Pokémon
    /// that have it ("hidden" where only as a hidden ability).
    public static func abilityPage(_ ability: AbilityDTO) -> LinkedPage {
        let title = name(ability.names, slug: ability.name)
        var sections: [DetailSection] = []
        if let generation = ability.generation {
            let label = DisplayText.title(fromSlug: generation.name)
            sections.append(DetailSection(nil, .fields([Field("Generation", label, link: PokemonMapper.link("generation", generation, label: label))])))
        }
        let effect = ability.effectEntries?.last { $0.language.name == "en" }
        if let short = effect?.shortEffect.map(DisplayText.line), !short.isEmpty {
            sections.append(DetailSection("Effect", .paragraph(short)))
        }
        if let full = effect?.effect.map(paragraphs), !full.isEmpty {
            sections.append(DetailSection("In full", .paragraph(full)))
        } else if let flavor = ability.flavorTextEntries?.last(where: { $0.language.name == "en" }).map({ DisplayText.line($0.text) }), !flavor.isEmpty {
            sections.append(DetailSection("In the games", .paragraph(flavor)))
        }
        let hidden = Set(ability.pokemon.filter(\.isHidden).map(\.pokemon.name))
        let members = entries(ability.pokemon.map(\.pokemon)) { hidden.contains($0.name) ? "hidden" : nil }
        var document = Detail(title: title, subtitle: "Ability · \(members.count) Pokémon", sections: sections)
        document.record = PokemonLinkRecord.ability(ability)
        return LinkedPage(title: title, document: document, entries: members, itemName: "Pokémon")
    }

    /// A move: type, damage class, power, accuracy, PP, priority, its effect with the chance
    /// filled in, and who learns it.
    public static func movePage(_ move: MoveDTO) -> LinkedPage {
        let title = name(move.names, slug: move.name)
        var fields: [Field] = []
        if let type = move.type {
            let label = DisplayText.title(fromSlug: type.name)
            fields.append(Field("Type", label, link: PokemonMapper.link("type", type, label: label)))
        }
        if let damageClass = move.damageClass { fields.append(Field("Damage class", DisplayText.title(fromSlug: damageClass.name))) }
        fields.append(Field("Power", move.power.map(String.init) ?? "—"))
        fields.append(Field("Accuracy", move.accuracy.map(String.init) ?? "—"))
        fields.append(Field("PP", move.pp.map(String.init) ?? "—"))
        if let priority = move.priority { fields.append(Field("Priority", priority > 0 ? "+\(priority)" : String(priority))) }
        let effect = move.effectEntries?.last { $0.language.name == "en" }
        let rawText = effect?.effect ?? effect?.shortEffect ?? ""
        // The chance shows in the text where the text has a place for it, else on its own.
        if let chance = move.effectChance, !rawText.contains("$effect_chance") { fields.append(Field("Effect chance", "\(chance)%")) }
        if let generation = move.generation {
            let label = DisplayText.title(fromSlug: generation.name)
            fields.append(Field("Generation", label, link: PokemonMapper.link("generation", generation, label: label)))
        }
        var sections = [DetailSection(nil, .fields(fields))]
        let text = fillChance(paragraphs(rawText), move.effectChance)
        if !text.isEmpty {
            sections.append(DetailSection("Effect", .paragraph(text)))
        } else if let flavor = move.flavorTextEntries?.last(where: { $0.language.name == "en" }).map({ DisplayText.line($0.text) }), !flavor.isEmpty {
            sections.append(DetailSection("Effect", .paragraph(flavor)))
        }
        let members = entries(move.learnedByPokemon ?? [])
        var document = Detail(title: title, subtitle: "Move · learnt by \(members.count) Pokémon", sections: sections)
        document.record = PokemonLinkRecord.move(move)
        return LinkedPage(title: title, document: document, entries: members, itemName: "Pokémon")
    }

    /// A generation and its species (whose numbers are their default Pokémon's).
    public static func generationPage(_ generation: GenerationDTO) -> LinkedPage {
        let title = name(generation.names, slug: generation.name)
        let members = entries(generation.pokemonSpecies)
        let fields = [Field("Region", DisplayText.title(fromSlug: generation.mainRegion.name)), Field("Species", String(members.count))]
        var document = Detail(title: title, subtitle: "Generation", sections: [DetailSection(nil, .fields(fields))])
        document.record = PokemonLinkRecord.generation(generation)
        return LinkedPage(title: title, document: document, entries: members, itemName: "Pokémon")
    }

    /// An egg group and its species.
    public static func eggGroupPage(_ group: EggGroupDTO) -> LinkedPage {
        let title = name(group.names, slug: group.name)
        let members = entries(group.pokemonSpecies)
        var document = Detail(
            title: title, subtitle: "Egg group · \(members.count) species",
            sections: [
                DetailSection(nil, .paragraph("Pokémon of the same egg group can breed with each other."))
            ])
        document.record = PokemonLinkRecord.eggGroup(group)
        return LinkedPage(title: title, document: document, entries: members, itemName: "Pokémon")
    }

    /// An item: its category, its effect, and the wild Pokémon that hold it. (Which Pokémon it
    /// makes evolve is in the evolution chains, not in the item: the Pokémon's page names it.)
    public static func itemPage(_ item: ItemDTO) -> LinkedPage {
        let title = name(item.names, slug: item.name)
        var sections: [DetailSection] = []
        if let category = item.category { sections.append(DetailSection(nil, .fields([Field("Category", DisplayText.title(fromSlug: category.name))]))) }
        let effect = item.effectEntries?.last { $0.language.name == "en" }
        if let text = (effect?.effect ?? effect?.shortEffect).map(paragraphs), !text.isEmpty {
            sections.append(DetailSection("Effect", .paragraph(text)))
        } else if let flavor = item.flavorTextEntries?.last(where: { $0.language.name == "en" }).map({ DisplayText.line($0.text) }), !flavor.isEmpty {
            sections.append(DetailSection("Effect", .paragraph(flavor)))
        }
        let members = entries((item.heldByPokemon ?? []).map(\.pokemon))
        var document = Detail(title: title, subtitle: "Item · held by \(members.count) wild Pokémon", sections: sections)
        document.record = PokemonLinkRecord.item(item)
        return LinkedPage(title: title, document: document, entries: members, itemName: "Pokémon")
    }

    /// `$effect_chance` replaced by the chance ("10"), or by "some" when the move has none.
    static func fillChance(_ text: String, _ chance: Int?) -> String {
        text.replacing("$effect_chance", with: chance.map(String.init) ?? "some")
    }

    /// Paragraphs kept (PokéAPI separates them with blank lines), each cleaned to one line.
    static func paragraphs(_ text: String) -> String {
        text.replacing("\r\n", with: "\n")
            .split(separator: "\n\n", omittingEmptySubsequences: false).map(String.init)
            .map(DisplayText.line)
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
