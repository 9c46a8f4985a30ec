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
            return (pokemon, try await species(of: pokemon, policy))
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
            throw await suggesting(error, for: key)
        case let (.failure(error), _): throw error
        }
        switch s {
        case let .success(found) where found.name == pokemon.species.name: return (pokemon, found)
        case let .failure(error) where number != nil || error.kind != .notFound: throw error
        default: return (pokemon, try await species(of: pokemon, policy))
        }
    }

    /// The species `pokemon` names, by its link.
    private func species(of pokemon: PokemonDTO, _ policy: Freshness) async throws(AppError) -> SpeciesDTO {
        try await fetch(.species(pokemon.species.id.map(String.init) ?? pokemon.species.name), as: SpeciesDTO.self, policy)
    }

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
