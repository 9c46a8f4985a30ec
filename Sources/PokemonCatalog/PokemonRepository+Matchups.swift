import CatalogKit

extension PokemonRepository {
    /// The type resources of `pokemon`, fetched together (one or two, cached like any
    /// response), in slot order; the first failure fails them all.
    func types(of pokemon: PokemonDTO, _ policy: Freshness) async -> Result<[TypeDTO], AppError> {
        let keys = pokemon.types.sorted { $0.slot < $1.slot }.map { $0.type.id.map(String.init) ?? $0.type.name }
        return await withTaskGroup(of: (Int, Result<TypeDTO, AppError>).self) { group in
            for (index, key) in keys.enumerated() {
                group.addTask { (index, await result(.type(key), as: TypeDTO.self, policy, subject: "type")) }
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

    /// The matchup sections again, after the types failed: from the pokemon kept when they
    /// failed (the whole detail is asked for when it is no longer kept).
    func matchupsPart(for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        guard let pokemon = await failedTypes.value(for: entry.id) else {
            let detail = try await detail(for: entry, freshness: freshness)
            return detail.sections.filter { $0.heading == "Type defences" || $0.heading == "Type offence" }
        }
        let resources = try await types(of: pokemon, freshness).get()
        await failedTypes.forget(entry.id)
        return PokemonMapper.matchupSections(types: resources, abilities: pokemon.abilities)
    }
}
