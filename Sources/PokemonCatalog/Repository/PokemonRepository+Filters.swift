import CatalogKit
import Networking

extension PokemonRepository {
    /// The Pokémon of one type (`t`).
    public static let typeFilter = FilterKind(id: "type", title: "Type", key: "t")
    /// The species of one generation (`n`); combined with a type, the Pokémon of both.
    public static let generationFilter = FilterKind(id: "generation", title: "Generation", key: "n")

    public var filterKinds: [FilterKind] { [Self.typeFilter, Self.generationFilter] }

    /// Every type or every generation, from their lists (one request), in the API's order;
    /// `query` narrows them by name.
    public func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption] {
        let isType = kind.id == Self.typeFilter.id
        let list = try await fetch(
            isType ? .typeList : .generationList, as: ResourceList.self, freshness,
            subject: isType ? "list of types" : "list of generations")
        let wanted = query.trimmingWhitespace().lowercased()
        return list.results.compactMap { resource -> FilterOption? in
            // No Pokémon is of the types numbered 10001 and up (Unknown, Shadow) or of
            // Stellar (a Tera type only): kept, marked empty, so a command can say so.
            guard let id = resource.id else { return nil }
            let label = DisplayText.title(fromSlug: resource.name)
            guard wanted.isEmpty || label.lowercased().contains(wanted) else { return nil }
            return FilterOption(value: String(id), label: label, isEmpty: id >= PokemonMapper.firstFormID || resource.name == "stellar")
        }
    }

    /// A page of the filtered list (see ``filteredEntries(_:freshness:)``), paged here.
    func filteredPage(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let entries = try await filteredEntries(filters, freshness: freshness)
        let start = min(max(0, offset), entries.count)
        let slice = Array(entries[start..<min(entries.count, start + pageSize)])
        return EntryPage(entries: slice, total: entries.count, isLast: start + slice.count >= entries.count, nextOffset: start + slice.count)
    }

    /// The whole filtered list: the type's Pokémon and/or the generation's species, in
    /// number order (each list is one request, asked for concurrently).
    func filteredEntries(_ filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> [Entry] {
        let policy = freshness
        let typeKey = filters.value(for: Self.typeFilter)
        let generationKey = filters.value(for: Self.generationFilter)
        async let typeResult = optional(typeKey.map { PokeAPIEndpoint.type($0) }, as: TypeDTO.self, policy, subject: "type")
        async let generationResult = optional(generationKey.map { PokeAPIEndpoint.generation($0) }, as: GenerationDTO.self, policy, subject: "generation")
        let (typed, generation) = await (typeResult, generationResult)
        guard let type = try typed.get() else { return PokemonLinkMapper.entries(try generation.get()?.pokemonSpecies ?? []) }
        let entries = PokemonLinkMapper.entries(type.pokemon.map(\.pokemon))
        guard let generation = try generation.get() else { return entries }
        let species = Set(generation.pokemonSpecies.compactMap(\.id))
        return entries.filter { $0.number.map(species.contains) ?? false }
    }

    /// A Pokémon drawn at random from the list as `filters` narrow it (the whole Pokédex
    /// without any); `pick` chooses an index below the count it is given.
    public func randomEntry(
        filters: [CatalogFilter], freshness: Freshness,
        pick: @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }
    ) async throws(AppError) -> Entry {
        let narrowed = filters.value(for: Self.typeFilter) != nil || filters.value(for: Self.generationFilter) != nil
        let pool = narrowed ? try await filteredEntries(filters, freshness: freshness) : try await searchIndex(freshness: freshness)
        guard !pool.isEmpty else {
            throw AppError(kind: .notFound, message: "No Pokémon to draw from: the filters leave none.", isRetryable: false)
        }
        return pool[min(max(0, pick(pool.count)), pool.count - 1)]
    }

    private func optional<T: Decodable & Sendable>(_ endpoint: PokeAPIEndpoint?, as type: T.Type, _ policy: Freshness, subject: String) async -> Result<
        T?, AppError
    > {
        guard let endpoint else { return .success(nil) }
        return await result(endpoint, as: type, policy, subject: subject).map { $0 }
    }
}
