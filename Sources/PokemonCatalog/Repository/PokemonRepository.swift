import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// The Pokédex: PokéAPI behind the shared ``Catalog`` protocol.
///
/// Lists page through `pokemon` (or, filtered by type or generation, through that type's
/// Pokémon or that generation's species); search filters one list of every name, fetched once
/// per session; links open types, abilities, moves, generations and egg groups (see
/// `PokemonRepository+Links.swift`); a detail fetches the pokemon and its species concurrently,
/// then the evolution chain (and, for a form, its `pokemon-form` names, which it does without
/// when they fail); a chain that fails leaves the rest of the detail standing.
public struct PokemonRepository: Catalog {
    public let title: String
    public var listOrder: String { "by number" }
    public let itemName = "Pokémon"
    public let pageSize: Int
    /// Names are searched locally, in the index of every name.
    public var searchStrategy: SearchStrategy {
        .localIndex(load: { [self] freshness throws(AppError) in try await searchIndex(freshness: freshness) })
    }

    private let api: APIClient
    private let names: NameIndexCache
    /// Species whose evolution chain failed, by entry id, for loading the chain alone.
    private let failedChains = RecentValues<SpeciesDTO>(limit: 16)
    /// Pokémon whose type resources failed, by entry id, for loading the matchups alone.
    let failedTypes = RecentValues<PokemonDTO>(limit: 16)
    /// The English names learnt this session.
    let book: NameBook
    /// What the last few details were made of, by Pokémon id: to make them again as names
    /// arrive or for another game. Each holds a decoded pokemon (its moves are most of a
    /// megabyte), so few are kept; an older page's are read again (see ``sources(of:)``).
    let recentSources = RecentValues<DetailSources>(limit: 4)
    /// The teams (``TeamBook``): in the data folder for the executable, in memory by default.
    public let teams: TeamStore
    /// The Pokémon `c` marked, to compare with the next.
    let compareMarks = CompareMark()

    /// `title` names the catalog in the interface ("Pokédex · demo" for the built-in data).
    /// Where pictures come from (the network stack, no base URL), or nil for no pictures (the demo).
    private let images: APIClient?
    /// Replaces the sprite host's base (`--sprites-url`).
    private let spritesURL: URL?
    /// Where a refused picture URL is noted (`--log-file`).
    private let log: RequestLog?

    public init(
        api: APIClient, pageSize: Int = 50, title: String = "Pokédex", images: APIClient? = nil, spritesURL: URL? = nil,
        log: RequestLog? = nil, teams: TeamStore = TeamStore(file: MemoryTeamFile()), namesInBulk: APIClient? = nil
    ) {
        self.log = log
        self.api = api
        self.teams = teams
        self.images = images
        self.spritesURL = spritesURL
        self.title = title
        self.pageSize = pageSize
        self.names = NameIndexCache()
        self.book = NameBook(api: api, bulk: namesInBulk)
    }

    public func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        if filters.value(for: Self.typeFilter) != nil || filters.value(for: Self.generationFilter) != nil {
            return try await filteredPage(offset: offset, filters: filters, freshness: freshness)
        }
        let list = try await api.fetch(
            PokeAPIEndpoint.pokemonList(limit: pageSize, offset: offset), as: ResourceList.self, subject: "list of Pokémon", freshness: freshness
        ) { failure in
            switch failure.kind {
            case .notFound:
                failure.message = "There is no Pokémon list at this address. Is --base-url right?"
            case .offline where offset == 0:
                failure = failure.suggestingDemo("pokemon")
            default:
                break
            }
        }
        let known = await book.lookup()
        let entries = list.results.compactMap { PokemonMapper.entry(from: $0, names: known) }
        let isLast = list.next == nil || offset + list.results.count >= list.count || list.results.isEmpty
        return EntryPage(entries: entries, total: list.count, isLast: isLast, nextOffset: offset + list.results.count)
    }

    /// The whole Pokédex in one request (the index of names); filtered lists come from one
    /// resource each already (see ``page(offset:filters:freshness:)``). Nil where the server
    /// counts more than the index holds: the list is then paged from the server, whole.
    public func wholeList(filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> [Entry]? {
        guard filters.isEmpty else { return nil }
        let index = try await searchIndex(freshness: freshness)
        return await names.cutAt == nil ? index : nil
    }

    /// The most entries the index is asked for at once: above any real Pokédex.
    static let indexLimit = 100_000

    /// Every pokemon, in one request (`limit` above any real count), cached for the session.
    /// Where the server counts more than came, the index holds the first ``indexLimit`` and
    /// the server's count is kept (see ``wholeList(filters:freshness:)``).
    public func searchIndex(freshness: Freshness = .cachedIfFresh) async throws(AppError) -> [Entry] {
        let (api, cache) = (self.api, names)
        let index = try await names.value {
            let answer = await api.result(
                PokeAPIEndpoint.pokemonList(limit: Self.indexLimit, offset: 0), as: ResourceList.self, subject: "list of Pokémon", freshness: freshness)
            if case let .success(list) = answer, list.count > list.results.count { await cache.noteCut(at: list.count) }
            return
                answer
                .map { $0.results.compactMap { PokemonMapper.entry(from: $0) } }
        }
        return await named(index)
    }

    /// The Pokémon's resource on the server it came from (secrets in the base URL masked).
    func resourcePage(of pokemon: PokemonDTO) -> WebPage? {
        WebPage("resource", url: Redaction.redact(api.baseURL.appendingPathComponent("pokemon/\(pokemon.id)/")), ownServer: true)
    }

    /// `pokemon/{id}/` on the server this repository asks.
    public func entityAddress(for id: String) -> String? {
        EntityAddress.url(base: api.baseURL, path: "/pokemon/\(id)/")
    }

    public func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        guard let images else { throw AppError(kind: .notFound, message: "No pictures here.", isRetryable: false) }
        // Only what the sprite host (or `--sprites-url`) serves, whoever asks.
        if case let .failure(refusal) = SpritesDTO.url(url.absoluteString, base: spritesURL) {
            log?.note(refusal.description)
            throw AppError(kind: .notFound, message: "No picture: not on the sprite host.", isRetryable: false)
        }
        return try await images.pictureBytes(at: url, freshness: freshness)
    }

    public func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await detail(for: entry, freshness: freshness, prompt: false)
    }

    /// The page once the pokemon and its species are there: its chain, types and encounters
    /// join it at once when the cache holds them fresh, else they come as pending parts.
    public func promptDetail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await detail(for: entry, freshness: freshness, prompt: freshness == .cachedIfFresh)
    }

    /// The page; with `prompt`, the parts beside the pokemon and its species are taken from
    /// the cache only, and those it lacks are pending (``Detail/pendingParts``).
    func detail(for entry: Entry, freshness policy: Freshness, prompt: Bool) async throws(AppError) -> Detail {
        let key = PokemonNames.lookupKey(entry.id)
        let (pokemon, species) = try await pokemonAndSpecies(key, policy)
        let parts: Freshness = prompt ? .freshOnly : policy
        // A pokemon named otherwise than its species is a form: its own English names, when
        // the API has them, beat names made from slugs. Without them the slug names serve.
        let formID = pokemon.name != species.name ? pokemon.forms?.first?.id : nil
        async let formNames = optionalForm(formID, policy)
        async let typeResources = types(of: pokemon, parts)
        async let wildEncounters = encounters(of: pokemon.id, parts, keepingNotStored: prompt)
        // The chain is a part of its own: when it fails, the rest is shown with a section
        // saying so, and ``detailPart(_:for:freshness:)`` loads it alone.
        var chain: EvolutionChainDTO?
        var chainFailure: AppError?
        if let chainID = species.evolutionChain?.id {
            do throws(AppError) {
                chain = try await evolutionChain(chainID, parts)
            } catch  where !error.isCancellation {
                chainFailure = error
                await failedChains.remember(species, for: key)
            }
        }
        let types = await typeResources
        if case .failure = types { await failedTypes.remember(pokemon, for: key) }
        let sources = DetailSources(
            pokemon: pokemon, species: species, chain: chain, form: await formNames, chainFailure: chainFailure,
            types: types, encounters: await wildEncounters)
        await learnNames(from: sources)
        await recentSources.remember(sources, for: String(pokemon.id))
        let document = document(from: sources, names: await book.lookup())
        return prompt ? Self.pending(document, sources: sources) : document
    }

    /// `document` with the parts the cache did not hold (failed as not stored) shown as
    /// loading and listed as pending.
    static func pending(_ document: Detail, sources: DetailSources) -> Detail {
        func notStored(_ error: AppError?) -> Bool { error?.kind == .unavailableOffline }
        var typesFailure: AppError?
        if case let .failure(error) = sources.types { typesFailure = error }
        var encountersFailure: AppError?
        if case let .failure(error)? = sources.encounters { encountersFailure = error }
        let parts = [
            (PokemonMapper.evolutionPart, sources.chainFailure), (PokemonMapper.matchupsPart, typesFailure),
            (PokemonMapper.encountersPart, encountersFailure),
        ].filter { notStored($0.1) }.map(\.0)
        var waiting = document
        for part in parts {
            let heading = document.sections.first { $0.content.unavailablePart == part }?.heading
            waiting = waiting.replacingPart(part, with: [DetailSection(heading, .unavailable(part: part, message: "Loading…", isRetryable: false))])
        }
        waiting.pendingParts = parts
        return waiting
    }

    /// The document `sources` make with `names`, and what only the repository adds to it.
    func document(from sources: DetailSources, names: NameLookup) -> Detail {
        var document = PokemonMapper.detail(
            pokemon: sources.pokemon, species: sources.species, chain: sources.chain, form: sources.form,
            chainFailure: sources.chainFailure, types: sources.types, encounters: sources.encounters,
            game: sources.game, names: names)
        document.webPages = resourcePage(of: sources.pokemon).map { [$0] } ?? []
        document.entityID = String(sources.pokemon.id)
        let games = Learnset.versionGroups(of: sources.pokemon.moves ?? [])
        document.variants = games.map(\.name)
        document.variant = Learnset.shownGroup(among: games, of: sources.pokemon.moves ?? [], game: sources.game)?.name
        if images != nil { document.picture = sources.pokemon.sprites?.picture(base: spritesURL) { [log] in log?.note($0) } }
        return document
    }

    /// The evolution chain again, after it failed: from the species kept when it failed, so
    /// neither the pokemon nor its species is asked for again (the whole detail is, when the
    /// species is no longer kept).
    public func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        if part == PokemonMapper.matchupsPart { return try await matchupsPart(for: entry, freshness: freshness) }
        if part == PokemonMapper.encountersPart { return try await encountersPart(for: entry, freshness: freshness) }
        guard part == PokemonMapper.evolutionPart else {
            throw AppError(kind: .notFound, message: "This Pokémon has no part named \(part).", isRetryable: false)
        }
        guard let species = await failedChains.value(for: entry.id) else {
            let detail = try await detail(for: entry, freshness: freshness)
            return detail.sections.filter { $0.heading == "Evolution" || $0.heading == PokemonMapper.evolutionItemsHeading }
        }
        guard let chainID = species.evolutionChain?.id else { return [] }
        let chain: EvolutionChainDTO
        do throws(AppError) {
            chain = try await evolutionChain(chainID, freshness)
        } catch {
            if !error.isCancellation { await updateSources(of: entry) { $0.chainFailure = error } }
            throw error
        }
        await failedChains.forget(entry.id)
        await updateSources(of: entry) { sources in (sources.chain, sources.chainFailure) = (chain, nil) }
        let names = await book.lookup()
        return [PokemonMapper.evolutionSection(chain: chain, species: species, names: names)]
            + [PokemonMapper.evolutionItemsSection(chain: chain, names: names)].compactMap { $0 }
    }

    /// The chain, its failure phrased as the chain's.
    func evolutionChain(_ id: Int, _ policy: Freshness) async throws(AppError) -> EvolutionChainDTO {
        try await api.fetch(PokeAPIEndpoint.evolutionChain(id), as: EvolutionChainDTO.self, subject: "evolution chain", freshness: policy) { failure in
            if !failure.isCancellation { failure.message = "The evolution chain did not load. " + failure.message }
        }
    }

    /// The pokemon-form, or nil when there is none to ask for or it cannot be had.
    func optionalForm(_ id: Int?, _ policy: Freshness) async -> PokemonFormDTO? {
        guard let id else { return nil }
        return try? await result(.pokemonForm(id), as: PokemonFormDTO.self, policy).get()
    }

    func fetch<T: Decodable & Sendable>(_ endpoint: PokeAPIEndpoint, as type: T.Type, _ policy: Freshness, subject: String = "Pokémon") async throws(AppError)
        -> T
    {
        try await result(endpoint, as: type, policy, subject: subject).get()
    }

    func result<T: Decodable & Sendable>(_ endpoint: PokeAPIEndpoint, as type: T.Type, _ policy: Freshness, subject: String = "Pokémon") async -> Result<
        T, AppError
    > {
        await api.result(endpoint, as: type, subject: subject, freshness: policy)
    }
}

/// Holds the session's list of every name: one fetch shared by concurrent callers, kept on
/// success, forgotten on failure so that a retry fetches again.
actor NameIndexCache {
    private var pending: Task<Result<[Entry], AppError>, Never>?
    /// The server's count, where it is more than the index holds.
    private(set) var cutAt: Int?

    func noteCut(at count: Int) {
        cutAt = count
    }

    func value(_ load: @escaping @Sendable () async -> Result<[Entry], AppError>) async throws(AppError) -> [Entry] {
        let task: Task<Result<[Entry], AppError>, Never>
        if let pending {
            task = pending
        } else {
            task = Task { await load() }
            pending = task
        }
        let result = await task.value
        if case .failure = result, pending == task { pending = nil }
        return try result.get()
    }
}
