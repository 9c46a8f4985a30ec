import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Synchronization
import Testing
import TestSupport

/// English names from the API's own `names` (answers in PokéAPI's documented shapes): list
/// rows, Forms, abilities, moves with their facts, habitats, places and items, fetched a few
/// at a time and never twice.
@Suite("English names from the API")
struct EnglishNamesTests {
    static let base = URL(string: "https://pokeapi.example/api/v2")!

    static func names(_ english: String) -> String {
        #"[{"language":{"name":"fr","url":"/api/v2/language/5/"},"name":"x"},{"language":{"name":"en","url":"/api/v2/language/9/"},"name":"\#(english)"}]"#
    }

    static func resource(_ kind: String, _ id: Int, _ name: String) -> String {
        #"{"name":"\#(name)","url":"/api/v2/\#(kind)/\#(id)/"}"#
    }

    /// Counts requests and the most in flight at once.
    final class Counter: Sendable {
        private let state = Mutex<(now: Int, most: Int)>((0, 0))
        func enter() {
            state.withLock {
                $0.now += 1; $0.most = max($0.most, $0.now)
            }
        }
        func leave() { state.withLock { $0.now -= 1 } }
        var most: Int { state.withLock { $0.most } }
    }

    static func client(_ routes: [String: String], counter: Counter = Counter()) -> StubClient {
        StubClient { request throws(NetworkError) in
            counter.enter()
            defer { counter.leave() }
            // Let the other requests of a batch start before this one answers.
            await Task.yield()
            if let body = routes[StubClient.routeKey(request.url)] {
                return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            }
            return HTTPResponse(status: .notFound, body: Data(#"{"detail":"Not found."}"#.utf8))
        }
    }

    /// A list of `count` Pokémon from number 1, species named "Species N", and the forms the issue names.
    static func listRoutes(count: Int) -> [String: String] {
        var routes: [String: String] = [:]
        var results = (1...count).map { resource("pokemon", $0, "mon-\($0)") }
        results += [
            resource("pokemon", 487, "giratina-altered"), resource("pokemon", 10159, "eevee-starter"),
            resource("pokemon", 10034, "charizard-mega-x"), resource("pokemon", 10083, "pikachu-phd"),
            resource("pokemon", 29, "nidoran-f"),
        ]
        routes["pokemon"] = #"{"count":\#(results.count),"next":null,"previous":null,"results":[\#(results.joined(separator: ","))]}"#
        for id in 1...count {
            let english = names("Species \(id)")
            routes["pokemon-species/\(id)"] = #"{"name":"mon-\#(id)","names":\#(english)}"#
        }
        routes["pokemon-species/487"] = #"{"name":"giratina","names":\#(names("Giratina"))}"#
        routes["pokemon-species/29"] = #"{"name":"nidoran-f","names":\#(names("Nidoran♀"))}"#
        routes["pokemon-form/eevee-starter"] = #"{"name":"eevee-starter","names":\#(names("Partner Eevee")),"form_names":\#(names("Partner"))}"#
        routes["pokemon-form/charizard-mega-x"] = #"{"name":"charizard-mega-x","names":\#(names("Mega Charizard X")),"form_names":\#(names("Mega X"))}"#
        routes["pokemon-form/pikachu-phd"] = #"{"name":"pikachu-phd","names":\#(names("Pikachu Ph.D.")),"form_names":\#(names("Ph.D."))}"#
        return routes
    }

    @Test("List rows: a slug-made placeholder first, then the API's name; the slug stays searchable")
    func listRows() async throws {
        let counter = Counter()
        let stub = Self.client(Self.listRoutes(count: 3), counter: counter)
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        let entries = try await repository.page(offset: 0, filters: []).entries
        #expect(entries.first { $0.id == "10034" }?.title == "Charizard Mega X")
        #expect(entries.first { $0.id == "10034" }?.name == "charizard-mega-x")
        let names = await repository.names(for: entries, freshness: .cachedIfFresh)
        #expect(names["10159"] == "Partner Eevee")
        #expect(names["10034"] == "Mega Charizard X")
        #expect(names["10083"] == "Pikachu Ph.D.")
        #expect(names["487"] == "Giratina")
        #expect(names["29"] == "Nidoran♀")
        #expect(counter.most <= NameBook.concurrency)

        // Known now: the next page and the search index are named without a request.
        let before = stub.requests.count
        #expect(await repository.names(for: entries, freshness: .cachedIfFresh) == names)
        #expect(stub.requests.count == before)
        let index = try await repository.searchIndex()
        #expect(stub.requests.count == before + 1)
        let matcher = SearchMatcher(entries: index)
        #expect(matcher.matches("mega charizard").first?.id == "10034")
        #expect(matcher.matches("charizard-mega-x").first?.id == "10034")
        #expect(matcher.matches("giratina altered").first?.title == "Giratina")
    }

    @Test("A page of 50 rows: only the rows asked for are named, at most four requests at a time, and never twice")
    func bounded() async throws {
        let counter = Counter()
        let stub = Self.client(Self.listRoutes(count: 50), counter: counter)
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        let entries = try await repository.page(offset: 0, filters: []).entries
        let visible = Array(entries.prefix(20))
        let names = await repository.names(for: visible, freshness: .cachedIfFresh)
        let named = stub.requests.filter { $0.url.path.contains("pokemon-species") }
        #expect(names.count == 20 && names["1"] == "Species 1")
        #expect(named.count == 20)
        #expect(counter.most <= NameBook.concurrency)
        _ = await repository.names(for: visible, freshness: .cachedIfFresh)
        #expect(stub.requests.filter { $0.url.path.contains("pokemon-species") }.count == 20)
    }

    @Test("A page's labels: RKS System, Dragon's Maw, Vise Grip with its facts, King's Shield, Water's Edge; named a step at a time")
    func pageLabels() async throws {
        func slot(_ kind: String, _ id: Int, _ name: String) -> String { Self.resource(kind, id, name) }
        func learnt(_ id: Int, _ name: String, _ method: String) -> String {
            #"{"move": \#(slot("move", id, name)), "version_group_details": [{"level_learned_at": 1, "version_group": \#(slot("version-group", 25, "scarlet-violet")), "move_learn_method": \#(slot("move-learn-method", 1, method))}]}"#
        }
        let pokemon = #"""
            {"id": 9001, "name": "testmon", "types": [{"slot": 1, "type": \#(slot("type", 1, "normal"))}],
             "abilities": [{"slot": 1, "is_hidden": false, "ability": \#(slot("ability", 225, "rks-system"))}, {"slot": 2, "is_hidden": true, "ability": \#(slot("ability", 263, "dragons-maw"))}],
             "stats": [], "species": \#(slot("pokemon-species", 9001, "testmon")), "is_default": true,
             "moves": [\#(learnt(11, "vise-grip", "level-up")), \#(learnt(588, "kings-shield", "machine"))]}
            """#
        let species =
            #"{"id": 9001, "name": "testmon", "names": \#(Self.names("Testmon")), "genera": [], "flavor_text_entries": [], "habitat": \#(slot("pokemon-habitat", 9, "waters-edge"))}"#
        let routes = [
            "pokemon/9001": pokemon, "pokemon-species/9001": species,
            "ability/225": #"{"name": "rks-system", "names": \#(Self.names("RKS System"))}"#,
            "ability/263": #"{"name": "dragons-maw", "names": \#(Self.names("Dragon's Maw"))}"#,
            "move/11":
                #"{"name": "vise-grip", "names": \#(Self.names("Vise Grip")), "type": \#(slot("type", 1, "normal")), "damage_class": \#(slot("move-damage-class", 2, "physical")), "power": 55, "accuracy": 100}"#,
            "move/588":
                #"{"name": "kings-shield", "names": \#(Self.names("King's Shield")), "type": \#(slot("type", 9, "steel")), "damage_class": \#(slot("move-damage-class", 1, "status")), "power": null, "accuracy": null}"#,
            "pokemon-habitat/9": #"{"name": "waters-edge", "names": \#(Self.names("water's edge"))}"#,
            "type/1":
                #"{"id": 1, "name": "normal", "names": \#(Self.names("Normal")), "damage_relations": {"double_damage_from": [], "half_damage_from": [], "no_damage_from": [], "double_damage_to": [], "half_damage_to": [], "no_damage_to": []}, "pokemon": []}"#,
            "type/9": #"{"name": "steel", "names": \#(Self.names("Steel"))}"#,
        ]
        let stub = Self.client(routes)
        let repository = PokemonRepository(api: APIClient(baseURL: Self.base, client: stub))
        var detail = try await repository.detail(for: Entry(id: "9001", title: ""))
        #expect(detail.namesPending)
        var steps = 0
        while let renamed = await repository.renamed(detail, showing: nil, freshness: .cachedIfFresh) {
            detail = renamed
            steps += 1
        }
        guard case let .fields(fields)? = detail.sections.first?.content else { Issue.record("no fields"); return }
        #expect(fields.filter { $0.link?.kind == "ability" }.map(\.value) == ["RKS System", "Dragon's Maw (hidden)"])
        #expect(fields.first { $0.label == "Habitat" }?.value == "Water's Edge")
        let moves = detail.sections.first { $0.heading?.hasPrefix("Moves") == true }
        guard case let .links(links)? = moves?.content else { Issue.record("no moves"); return }
        #expect(links.map(\.label) == ["Lv 1 Vise Grip · Normal · Physical · 55 · 100%", "TM King's Shield · Steel · Status · — · —"])
        #expect(steps >= 1 && steps <= 3)
        // A second visit is named from the table: no name is asked for again.
        func nameRequests() -> Int {
            stub.requests.filter { request in ["/ability/", "/move/", "/pokemon-habitat/", "/type/9/"].contains { request.url.path.contains($0) } }.count
        }
        let before = nameRequests()
        let again = try await repository.detail(for: Entry(id: "9001", title: ""))
        #expect(again.sections.first == detail.sections.first && !again.namesPending)
        #expect(nameRequests() == before)
    }
}
