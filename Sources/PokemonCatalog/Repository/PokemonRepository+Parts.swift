import CatalogKit

/// The parts of a Pokémon's page fetched beside the pokemon and its species, each of which
/// may fail alone and load again alone: its types (for the matchups) and its encounters.
extension PokemonRepository {
    /// The type resources of `pokemon`, fetched together (one or two, cached like any
    /// response), in slot order; the first failure fails them all.
    func types(of pokemon: PokemonDTO, _ policy: Freshness) async -> Result<[TypeDTO], AppError> {
        let keys = pokemon.types.sorted { $0.slot < $1.slot }.map { $0.type.id.map(String.init) ?? $0.type.name }
        return await withTaskGroup(of: (Int, Result<TypeDTO, AppError>).self) { group in
            for (index, key) in keys.enumerated() {
                group.addTask {
                    let type = await result(.type(key), as: TypeDTO.self, policy, subject: "type")
                    return (index, type)
                }
            }
            var found: [Int: TypeDTO] = [:]
            for await (index, outcome) in group {
                switch outcome {
                case let .success(type): found[index] = type
                case let .failure(error):
                    group.cancelAll()
                    return .failure(error)
                }
            }
            return .success(keys.indices.compactMap { found[$0] })
        }
    }

    /// Where `id` is found in the wild; nil when the server has no such list (the demo, a dump
    /// without it) or it was never loaded and the app is offline, so that no section says an
    /// optional part failed. (A 404 is not stored, so a server without the lists is asked
    /// again with each detail.) With `keepingNotStored`, a list the cache does not hold is a
    /// failure, for the page to load it as a pending part.
    func encounters(of id: Int, _ policy: Freshness, keepingNotStored: Bool = false) async -> Result<[EncounterDTO], AppError>? {
        let outcome = await result(.encounters(id), as: [EncounterDTO].self, policy, subject: "list of encounters")
        if case let .failure(error) = outcome, error.kind == .notFound || (error.kind == .unavailableOffline && !keepingNotStored) { return nil }
        return outcome
    }

    /// Changes the answers kept for the page of `entry`, so that the page made again from
    /// them (with names that came, in another game) keeps a part loaded since.
    func updateSources(of entry: Entry, _ change: @Sendable (inout DetailSources) -> Void) async {
        guard let id = Int(entry.id).map(String.init) else { return }
        await recentSources.update(for: id, change)
    }

    /// The encounter section again, after it failed (the pokemon's number is the entry's
    /// entity, found again through the detail when the entry was opened by name).
    func encountersPart(for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        let id: Int
        if let number = Int(entry.id) { id = number } else { id = try await pokemonAndSpecies(PokemonNames.lookupKey(entry.id), freshness).0.id }
        let outcome = await encounters(of: id, freshness)
        if case let .failure(error)? = outcome, error.isCancellation {} else { await updateSources(of: entry) { $0.encounters = outcome } }
        switch outcome {
        case let .success(list)?: return [PokemonMapper.encounterSection(list)]
        case let .failure(error)?: throw error
        case nil: return []
        }
    }

    /// The matchup sections again, after the types failed: from the pokemon kept when they
    /// failed (the whole detail is asked for when it is no longer kept).
    func matchupsPart(for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        guard let pokemon = await failedTypes.value(for: entry.id) else {
            let detail = try await detail(for: entry, freshness: freshness)
            return detail.sections.filter { $0.heading == "Type defences" || $0.heading == "Type offence" }
        }
        let outcome = await types(of: pokemon, freshness)
        if case let .failure(error) = outcome, error.isCancellation {} else { await updateSources(of: entry) { $0.types = outcome } }
        let resources = try outcome.get()
        await failedTypes.forget(entry.id)
        return PokemonMapper.matchupSections(types: resources, abilities: pokemon.abilities)
    }
}
