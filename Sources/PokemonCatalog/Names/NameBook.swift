import CatalogKit
import Networking

/// The English names the Pokédex has learnt this session, from the answers that carry them
/// (a species names itself, a form its full name, a type itself) and from fetching what is
/// missing: each a small GET of the resource, through the HTTP cache like any other, so that a
/// name fetched once costs no request again in this run (the table) or the next (the cache).
///
/// Fetches run at most ``concurrency`` at a time; a name that cannot be had (a 404, no English
/// entry) is not asked for again this session, and its placeholder stays.
public actor NameBook {
    /// Requests in flight at most, per call.
    public static let concurrency = 4

    private let api: APIClient
    /// PokéAPI's GraphQL endpoint, where it can be asked (``NameQuery``): many species and
    /// forms named in one request. Nil, or after one failure this session, REST alone.
    private var bulk: APIClient?
    private var names: [NameKey: String] = [:]
    private var formParts: [NameKey: String] = [:]
    private var moves: [NameKey: MoveFacts] = [:]
    private var unavailable: Set<NameKey> = []

    init(api: APIClient, bulk: APIClient? = nil) {
        self.api = api
        self.bulk = bulk
    }

    /// A snapshot for mapping one document.
    func lookup() -> NameLookup {
        NameLookup(names: names, formParts: formParts, moves: moves, unavailable: unavailable)
    }

    /// The name of `key`, if known.
    func known(_ key: NameKey) -> String? { names[key] }

    /// Learns `key`'s English entry of `localized`, when it has one.
    func learn(_ localized: [SpeciesDTO.LocalizedName]?, for keys: NameKey...) {
        guard let name = Self.english(localized) else { return }
        for key in keys { names[key] = name }
    }

    /// Fetches the names of `keys` that are not known (nor known to be missing), at most
    /// ``concurrency`` at a time, in the order given; `freshness` as the screen asks.
    func resolve(_ keys: [NameKey], freshness: Freshness = .cachedIfFresh) async {
        // Species and forms first in one GraphQL request, where there is one to ask.
        if freshness != .storedOnly { await resolveInBulk(keys) }
        var queue = keys.filter { names[$0] == nil && !unavailable.contains($0) }.reversed() as [NameKey]
        var seen = Set<NameKey>()
        queue.removeAll { !seen.insert($0).inserted }
        let api = self.api
        await withTaskGroup(of: (NameKey, NamedResourceDTO?, Bool).self) { group in
            var running = 0
            func startNext() {
                guard let key = queue.popLast() else { return }
                running += 1
                group.addTask {
                    let outcome = await api.result(PokeAPIEndpoint.resource(key.path), as: NamedResourceDTO.self, subject: "name", freshness: freshness)
                    let cancelled: Bool
                    if case let .failure(error) = outcome { cancelled = error.isCancellation } else { cancelled = false }
                    return (key, try? outcome.get(), cancelled)
                }
            }
            while running < Self.concurrency, !queue.isEmpty { startNext() }
            while let (key, resource, cancelled) = await group.next() {
                running -= 1
                // A name asked and then not wanted (the rows moved on) is not a missing name.
                if !cancelled { await record(resource, for: key, freshness: freshness) }
                if !Task.isCancelled { startNext() }
            }
        }
    }

    /// Names the species and forms of `keys` not known yet with one ``NameQuery``: those the
    /// answer leaves out have no English name. A failure (offline, a limit, an error in the
    /// answer) turns the endpoint off for the session; REST names them instead.
    private func resolveInBulk(_ keys: [NameKey]) async {
        guard let bulk else { return }
        let wanted = keys.filter { ($0.kind == .species || $0.kind == .form) && names[$0] == nil && !unavailable.contains($0) }
        guard wanted.count > 1 else { return }
        let batch = Array(wanted.prefix(Self.bulkBatch))
        let species = batch.filter { $0.kind == .species }, forms = batch.filter { $0.kind == .form }
        let query = NameQuery(species: species.compactMap { Int($0.key) }, forms: forms.map(\.key))
        let outcome = await bulk.result(query, as: NameQueryAnswer.self, subject: "names", freshness: .cachedIfFresh)
        guard case let .success(answer) = outcome, let tables = answer.data else {
            // A cancelled ask says nothing of the endpoint.
            if case let .failure(error) = outcome, error.isCancellation { return }
            self.bulk = nil
            return
        }
        for row in tables.pokemonspeciesname?.elements ?? [] {
            let name = DisplayText.line(row.name)
            if !name.isEmpty { names[NameKey(.species, key: String(row.speciesID), slug: "")] = name }
        }
        for row in tables.pokemonformname?.elements ?? [] {
            guard let form = row.pokemonform?.name else { continue }
            let key = NameKey(.form, key: form, slug: form)
            if let full = row.pokemonName.map(DisplayText.line), !full.isEmpty { names[key] = full }
            if let part = row.name.map(DisplayText.line), !part.isEmpty { formParts[key] = part }
        }
        for key in batch where names[key] == nil { unavailable.insert(key) }
    }

    /// Species and forms asked in one GraphQL request at most: two pages of list rows.
    static let bulkBatch = 100

    /// Keeps what `resource` says of `key` (a version group is named by its versions, fetched in turn).
    private func record(_ resource: NamedResourceDTO?, for key: NameKey, freshness: Freshness) async {
        guard let resource else {
            // Not stored is not missing: the server may have it.
            if freshness != .storedOnly { unavailable.insert(key) }
            return
        }
        if key.kind == .move {
            moves[key] = MoveFacts(type: resource.type, damageClass: resource.damageClass?.name, power: resource.power, accuracy: resource.accuracy)
        }
        if key.kind == .pokemon {
            await namePokemon(key, by: resource, freshness: freshness)
            return
        }
        if key.kind == .form, let part = Self.english(resource.formNames) { formParts[key] = part }
        if key.kind == .versionGroup, let versions = resource.versions, !versions.isEmpty {
            let keys = versions.map { NameKey(.version, $0) }
            await resolve(keys, freshness: freshness)
            names[key] = keys.map { names[$0] ?? NameLookup.placeholder($0.slug) }.joined(separator: "/")
            return
        }
        if let name = Self.english(resource.names) {
            names[key] = name
        } else if key.kind == .locationArea, let location = resource.location {
            // An area without a name of its own is called by its location, as the games do.
            let place = NameKey(.location, location)
            await resolve([place], freshness: freshness)
            if let name = names[place] { names[key] = name } else { unavailable.insert(key) }
        } else {
            unavailable.insert(key)
        }
    }

    /// Names the Pokémon `key` by its first form's full name ("Alolan Raichu"), else, for a
    /// form without one, by its species' name.
    private func namePokemon(_ key: NameKey, by pokemon: NamedResourceDTO, freshness: Freshness) async {
        let form = pokemon.forms?.first.map { NameKey(.form, $0) }
        let species = pokemon.species.map { NameKey(.species, $0) }
        await resolve([form, species].compactMap { $0 }, freshness: freshness)
        if let name = form.flatMap({ names[$0] }) ?? species.flatMap({ names[$0] }) {
            names[key] = name
            // Lists key a form by its pokemon's slug: the name serves them too.
            if let form, names[form] != nil { names[NameKey(.form, key: pokemon.name, slug: pokemon.name)] = name }
        } else {
            unavailable.insert(key)
        }
    }

    /// The English entry of `localized`, cleaned; one the API writes in lower case (habitats:
    /// "water's edge") with its words capitalised, as the games print them.
    static func english(_ localized: [SpeciesDTO.LocalizedName]?) -> String? {
        guard let raw = localized?.first(where: { $0.language.name == "en" })?.name else { return nil }
        let name = DisplayText.line(raw)
        guard !name.isEmpty else { return nil }
        guard !name.contains(where: \.isUppercase) else { return name }
        return name.split(separator: " ", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
