import CatalogKit

/// Teams and comparisons: what their pages are made of, fetched through the cache like any
/// detail (a member costs its pokemon, species and type resources; a comparison adds each
/// one's evolution chain and a form's names).
extension PokemonRepository {
    /// The Pokémon `key` names (a number, a name as players type it), with its types and,
    /// where asked, its evolution chain and a form's names.
    func facts(_ key: String, chain wantsChain: Bool, _ policy: Freshness) async throws(AppError) -> PokemonFacts {
        guard let resource = Self.resourceKey(key) else {
            throw AppError(kind: .notFound, message: "Not found: “\(DisplayText.line(key))” names no Pokémon.", isRetryable: false)
        }
        let (pokemon, species) = try await pokemonAndSpecies(PokemonNames.lookupKey(resource), policy)
        let formID = pokemon.name != species.name ? pokemon.forms?.first?.id : nil
        async let form = optionalForm(formID, policy)
        async let typeResources = types(of: pokemon, policy)
        var chain: EvolutionChainDTO?
        if wantsChain, let id = species.evolutionChain?.id { chain = try? await evolutionChain(id, policy) }
        let types = try await typeResources.get()
        let facts = PokemonFacts(pokemon: pokemon, species: species, types: types, form: await form, chain: chain)
        await learnNames(from: DetailSources(pokemon: pokemon, species: species, chain: chain, form: facts.form, types: .success(types)))
        return facts
    }

    /// Several Pokémon's facts at once, in the order given; the first failure fails them all.
    func facts(_ keys: [String], chain: Bool, _ policy: Freshness) async throws(AppError) -> [PokemonFacts] {
        let outcomes = await withTaskGroup(of: (Int, Result<PokemonFacts, AppError>).self) { group in
            for (index, key) in keys.enumerated() {
                group.addTask {
                    // The awaited value is bound before the tuple is built: Swift 6.3's -O
                    // loses a tuple part written before a suspension (docs/compiler-notes.md).
                    let outcome: Result<PokemonFacts, AppError>
                    do throws(AppError) { outcome = .success(try await facts(key, chain: chain, policy)) } catch { outcome = .failure(error) }
                    return (index, outcome)
                }
            }
            var found: [Int: Result<PokemonFacts, AppError>] = [:]
            for await (index, outcome) in group { found[index] = outcome }
            return found
        }
        return try keys.indices.map { index throws(AppError) in try (outcomes[index] ?? .failure(.interrupted)).get() }
    }

    /// The attacking types, as the API lists them: those that take part in battle (not
    /// Unknown, Shadow or the Tera-only Stellar, which no Pokémon has), by slug.
    func attackingTypes(_ policy: Freshness) async -> Result<[String], AppError> {
        await result(.typeList, as: ResourceList.self, policy, subject: "list of types").map { list in
            list.results.filter { ($0.id ?? PokemonMapper.firstFormID) < PokemonMapper.firstFormID && $0.name != "stellar" }.map(\.name)
        }
    }

    /// The attacking types of `listed` and those the members' own types name in their damage
    /// relations that it lacks (a list that is not whole, as the demo's), in the list's order
    /// then by number: a matchup the data gives is never left out of a coverage.
    static func attackingTypes(_ listed: [String], namedBy members: [PokemonFacts]) -> [String] {
        var known = Set(listed)
        var extra: [(Int, String)] = []
        for type in members.flatMap(\.types) {
            let relations = type.damageRelations
            for named in [
                relations.doubleDamageTo, relations.halfDamageTo, relations.noDamageTo, relations.doubleDamageFrom,
                relations.halfDamageFrom, relations.noDamageFrom,
            ].joined() + [NamedResource(name: type.name, url: "")] {
                let number = named.id ?? 0
                guard number < PokemonMapper.firstFormID, named.name != "stellar", known.insert(named.name).inserted else { continue }
                extra.append((number == 0 ? type.id : number, named.name))
            }
        }
        return listed + extra.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The page of the team `name` (the current team for nil or an empty name).
    public func teamPage(_ name: String?, freshness: Freshness) async throws(AppError) -> LinkedPage {
        let saved = try teams.load()
        let wanted = name.flatMap { $0.isEmpty ? nil : $0 }.map(DisplayText.line) ?? saved.current
        let team = saved.team(wanted)
        let members = Array(team.members.prefix(TeamBook.maximumMembers))
        async let attackers = attackingTypes(freshness)
        let facts = try await facts(members.map(\.id), chain: false, freshness)
        let types = Self.attackingTypes(try await attackers.get(), namedBy: facts)
        return TeamPageMapper.page(team: team, isCurrent: team.name == saved.current, members: facts, attackingTypes: types, names: await book.lookup())
    }

    /// The comparison of the two Pokémon `id` names (`charizard,blastoise`, `6,9`).
    public func comparePage(_ id: String, freshness: Freshness) async throws(AppError) -> LinkedPage {
        let keys = id.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        guard keys.count == 2, keys.allSatisfy({ !$0.isEmpty }) else {
            throw AppError(kind: .invalidRequest, message: "A comparison names two Pokémon: compare/charizard,blastoise.", isRetryable: false)
        }
        async let attackers = attackingTypes(freshness)
        let both = try await facts(keys, chain: true, freshness)
        let types = Self.attackingTypes(try await attackers.get(), namedBy: both)
        return ComparePageMapper.page(both[0], both[1], attackingTypes: types, names: await book.lookup())
    }
}
