import CatalogKit

extension PokemonRepository {
    /// The pokemon `key` names and its species.
    ///
    /// Default forms share their number with their species, so both are asked for at once;
    /// alternative forms (ids above 10000) name their species only in the pokemon. A name (a
    /// deep link, `pikachu`) is usually its species' name too: asked for at once, and asked for
    /// again by the pokemon's own link when it is not (`giratina-altered`). A species' name
    /// that is no pokemon's (`lycanroc`, `giratina`, `aegislash`) opens its default variety.
    /// A name that is neither says which names are nearest.
    func pokemonAndSpecies(_ key: String, _ policy: Freshness) async throws(AppError) -> (PokemonDTO, SpeciesDTO) {
        let number = Int(key)
        let guessedSpecies = number.map { $0 < PokemonMapper.firstFormID ? String($0) : nil } ?? key
        guard let guessedSpecies else {
            let pokemon = try await fetch(.pokemon(key), as: PokemonDTO.self, policy)
            let species = try await species(of: pokemon, policy)
            return (pokemon, species)
        }
        async let pokemonResult = result(.pokemon(key), as: PokemonDTO.self, policy)
        async let speciesResult = result(.species(guessedSpecies), as: SpeciesDTO.self, policy)
        let (p, s) = await (pokemonResult, speciesResult)
        let pokemon: PokemonDTO
        switch (p, s) {
        case let (.success(found), _): pokemon = found
        case let (.failure(error), .success(species)) where error.kind == .notFound && number == nil:
            // A species' name: its default variety.
            guard let variety = species.varieties?.first(where: { $0.isDefault == true }) ?? species.varieties?.first else { throw error }
            pokemon = try await fetch(.pokemon(variety.pokemon.id.map(String.init) ?? variety.pokemon.name), as: PokemonDTO.self, policy)
        case let (.failure(error), _) where error.kind == .notFound && number == nil:
            // A name the app prints ("Mega Charizard X", "Alolan Raichu") opens its page.
            guard let named = await pokemonNamed(key) else { throw await suggesting(error, for: key) }
            pokemon = try await fetch(.pokemon(String(named)), as: PokemonDTO.self, policy)
        case let (.failure(error), _): throw error
        }
        switch s {
        case let .success(found) where found.name == pokemon.species.name: return (pokemon, found)
        case let .failure(error) where number != nil || error.kind != .notFound: throw error
        default:
            let species = try await species(of: pokemon, policy)
            return (pokemon, species)
        }
    }

    /// The species `pokemon` names, by its link.
    private func species(of pokemon: PokemonDTO, _ policy: Freshness) async throws(AppError) -> SpeciesDTO {
        try await fetch(.species(pokemon.species.id.map(String.init) ?? pokemon.species.name), as: SpeciesDTO.self, policy)
    }

    /// The number of the Pokémon whose English name is `key` (a lookup key: "mega-charizard-x"
    /// for "Mega Charizard X"), where no resource has that slug. Lists carry slugs only, so the
    /// index's rows whose slug starts with a word of the name (Charizard's forms for "Mega
    /// Charizard X", Raichu's for "Alolan Raichu") are named as their pages name them (their
    /// first form's full name, a request each the first time, then cached), and compared.
    func pokemonNamed(_ key: String) async -> Int? {
        guard let index = try? await searchIndex(freshness: .cachedIfFresh) else { return nil }
        let typed = SearchMatcher.fold(key.replacing("-", with: " "))
        // A row whose own slug is the key is not it: that page was just not found.
        let rows = index.filter { $0.name != key }
        if let titled = rows.first(where: { SearchMatcher.fold($0.title) == typed }) { return titled.number }
        let words = Set(typed.split(separator: " ").map(String.init))
        let candidates = rows.filter { entry in
            guard let slug = entry.name, let first = slug.split(separator: "-").first else { return false }
            return words.contains(String(first))
        }.prefix(Self.namedCandidates)
        // A species' own pokemon is named by its species (a small resource); a form through its pokemon.
        let keys = candidates.compactMap { entry in
            entry.number.map { NameKey($0 < PokemonMapper.firstFormID ? .species : .pokemon, key: String($0), slug: entry.name ?? "") }
        }
        await book.resolve(keys, freshness: .cachedIfFresh)
        let known = await book.lookup()
        return zip(candidates, keys).first { _, key in known.names[key].map(SearchMatcher.fold) == typed }?.0.number
    }

    /// Rows named at most to find a Pokémon by a printed name: every form of one species.
    static let namedCandidates = 40

    /// `error` (nothing of that name) naming the name (its first 60 characters) and the
    /// nearest names of the index: "Did you mean Pikachu?". The index is one request, cached;
    /// without it there is no suggestion.
    private func suggesting(_ error: AppError, for key: String) async -> AppError {
        let shown = DisplayText.line(key)
        var suggested = error
        suggested.message = "Not found: no Pokémon is called “\(shown.count > 60 ? shown.prefix(60) + "…" : shown)”."
        guard let index = try? await searchIndex(freshness: .cachedIfFresh) else { return suggested }
        // A name the index has (a dump without its page) is not suggested to itself.
        let typed = key.replacing("-", with: " ")
        suggested.message += NearestWords.didYouMean(typed, in: index.map(\.title).filter { SearchMatcher.fold($0) != SearchMatcher.fold(typed) })
        return suggested
    }
}
