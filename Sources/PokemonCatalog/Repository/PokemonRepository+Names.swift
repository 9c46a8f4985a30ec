import CatalogKit

/// What one Pokémon's page is made of: the answers it was built from, kept for a while so
/// that the page can be made again as the English names it lacks arrive, or for another game.
struct DetailSources: Sendable {
    var pokemon: PokemonDTO
    var species: SpeciesDTO
    var chain: EvolutionChainDTO?
    var form: PokemonFormDTO?
    var chainFailure: AppError?
    var types: Result<[TypeDTO], AppError>
    var encounters: Result<[EncounterDTO], AppError>?
    /// The game whose moves are listed (a version group's slug); nil for the newest.
    var game: String?
}

/// English names: taken from the answers that carry them, fetched a few at a time for what is
/// on screen (list rows, a page's labels in reading order), kept in the ``NameBook``.
extension PokemonRepository {
    /// How many names one step of naming a page fetches before the page is shown again.
    static let namesPerStep = 8

    /// The rows' English names: a species' usual Pokémon by the species, another by its form.
    public func names(for entries: [Entry], freshness: Freshness) async -> [String: String] {
        let keys = entries.compactMap { entry -> (String, NameKey)? in
            guard let number = entry.number, let slug = entry.name else { return nil }
            return (entry.id, PokemonMapper.nameKey(of: NamedResource(name: slug, url: ""), id: number))
        }
        await book.resolve(keys.map(\.1), freshness: freshness)
        var titles: [String: String] = [:]
        for (id, key) in keys {
            if let name = await book.known(key), entries.first(where: { $0.id == id })?.title != name { titles[id] = name }
        }
        return titles
    }

    /// The page again with the next few names it lacks, in reading order (with
    /// ``Freshness/storedOnly``, every name the cache holds, and then no more).
    public func renamed(_ detail: Detail, showing visible: [Link]?, freshness: Freshness) async -> Detail? {
        guard detail.namesPending, let id = detail.entityID, var sources = await sources(of: id, freshness: freshness) else { return nil }
        // Read again, the answers are in the newest game: the page's stays.
        sources.game = sources.game ?? detail.variant
        let before = await book.lookup()
        _ = document(from: sources, names: before)
        // From the cache alone (no request) every name is read at once, and once.
        let storedOnly = freshness == .storedOnly
        // A move's row waits until it is on screen; the rest of the page comes in reading order.
        let shownMoves = visible.map { Set($0.filter { $0.kind == "move" }.map(\.id)) }
        let missing = before.missing.filter { key in key.kind != .move || shownMoves.map { $0.contains(key.key) } ?? true }
        let onScreen = missing.filter { $0.kind == .move } + missing.filter { $0.kind != .move }
        let wanted = storedOnly ? missing : Array(onScreen.prefix(Self.namesPerStep))
        guard !wanted.isEmpty else { return nil }
        await book.resolve(wanted, freshness: freshness)
        var renamed = document(from: sources, names: await book.lookup())
        renamed.picture = detail.picture
        if storedOnly { renamed.namesPending = false }
        return renamed
    }

    /// The page with its moves in game `variant` (a version group's slug), from the answers
    /// kept: no request but for the names the new rows lack.
    public func varied(_ detail: Detail, to variant: String, freshness: Freshness) async -> Detail? {
        guard let id = detail.entityID, detail.variants.contains(variant), var sources = await sources(of: id, freshness: freshness) else { return nil }
        sources.game = variant
        await recentSources.remember(sources, for: id)
        var varied = document(from: sources, names: await book.lookup())
        varied.picture = detail.picture
        return varied
    }

    /// The answers the page of Pokémon `id` was made from: kept for the last few pages, else
    /// read again with `freshness` (from the cache, where the page was shown before) and kept.
    func sources(of id: String, freshness: Freshness) async -> DetailSources? {
        if let kept = await recentSources.value(for: id) { return kept }
        _ = try? await detail(for: Entry(id: id, title: ""), freshness: freshness == .revalidate ? .cachedIfFresh : freshness)
        return await recentSources.value(for: id)
    }

    /// Names entries of the index by what the book knows already (no request).
    func named(_ entries: [Entry]) async -> [Entry] {
        let known = await book.lookup()
        return entries.map { entry in
            guard let number = entry.number, let slug = entry.name,
                let name = known.names[PokemonMapper.nameKey(of: NamedResource(name: slug, url: ""), id: number)]
            else { return entry }
            var copy = entry
            copy.title = name
            return copy
        }
    }

    /// Keeps the names a page's answers carry: the species', the form's, the types'.
    func learnNames(from sources: DetailSources) async {
        let species = sources.species
        await book.learn(
            species.names, for: NameKey(.species, key: String(species.id), slug: species.name), NameKey(.species, key: species.name, slug: species.name))
        if let form = sources.form {
            await book.learn(
                form.names, for: NameKey(.form, key: sources.pokemon.name, slug: sources.pokemon.name), NameKey(.form, key: String(form.id), slug: form.name))
        }
        if case let .success(types) = sources.types {
            for type in types {
                await book.learn(type.names, for: NameKey(.type, key: String(type.id), slug: type.name), NameKey(.type, key: type.name, slug: type.name))
            }
        }
    }
}
