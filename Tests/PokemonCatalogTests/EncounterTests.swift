import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// Where to find a Pokémon, from `pokemon/{id}/encounters` in PokéAPI's documented shape
/// (the answers here are written for the test, not recorded).
@Suite("Encounters: where to find it")
struct EncounterTests {
    static let pikachu = #"""
        [{"location_area": {"name": "viridian-forest-area", "url": "/api/v2/location-area/321/"},
          "version_details": [
            {"version": {"name": "red", "url": "/api/v2/version/1/"}, "max_chance": 5,
             "encounter_details": [{"chance": 5, "method": {"name": "walk", "url": "/api/v2/encounter-method/1/"}, "min_level": 3, "max_level": 5, "condition_values": []}]},
            {"version": {"name": "yellow", "url": "/api/v2/version/3/"}, "max_chance": 100,
             "encounter_details": [{"chance": 100, "method": {"name": "gift", "url": "/api/v2/encounter-method/18/"}, "min_level": 5, "max_level": 5, "condition_values": []}]}]},
         {"location_area": {"name": "power-plant-area", "url": "/api/v2/location-area/330/"},
          "version_details": [
            {"version": {"name": "red", "url": "/api/v2/version/1/"}, "max_chance": 25,
             "encounter_details": [{"chance": 15, "method": {"name": "walk", "url": "/api/v2/encounter-method/1/"}, "min_level": 20, "max_level": 24, "condition_values": []},
                                   {"chance": 10, "method": {"name": "walk", "url": "/api/v2/encounter-method/1/"}, "min_level": 22, "max_level": 25, "condition_values": []}]}]}]
        """#

    static func fields(_ section: DetailSection) -> [(String, String)] {
        guard case let .fields(fields) = section.content else { return [] }
        return fields.map { ($0.label, $0.value) }
    }

    @Test("By game, newest first; each area with its ways, levels and chance")
    func grouped() throws {
        let list = try JSONDecoder().decode([EncounterDTO].self, from: Data(Self.pikachu.utf8))
        let section = PokemonMapper.encounterSection(list)
        #expect(section.heading == "Where to find it")
        let rows = Self.fields(section)
        #expect(rows.map(\.0) == ["Yellow", "Red", ""])
        #expect(
            rows.map(\.1) == [
                "Viridian Forest Area — Gift, level 5, 100%", "Viridian Forest Area — Walk, levels 3–5, 5%",
                "Power Plant Area — Walk, levels 20–25, 25%",
            ])
    }

    /// Mareep in Gold and in the Japanese Red and Red: two versions named "Red" by the API.
    static let conditions = #"""
        [{"location_area": {"name": "johto-route-32-area", "url": "/api/v2/location-area/200/"},
          "version_details": [
            {"version": {"name": "gold", "url": "/api/v2/version/4/"}, "max_chance": 30,
             "encounter_details": [
               {"chance": 30, "method": {"name": "walk", "url": "/api/v2/encounter-method/1/"}, "min_level": 4, "max_level": 6,
                "condition_values": [{"name": "time-morning", "url": "/api/v2/encounter-condition-value/3/"},
                                     {"name": "swarm-no", "url": "/api/v2/encounter-condition-value/2/"}]},
               {"chance": 5, "method": {"name": "walk", "url": "/api/v2/encounter-method/1/"}, "min_level": 6, "max_level": 6,
                "condition_values": [{"name": "time-night", "url": "/api/v2/encounter-condition-value/5/"}]},
               {"chance": 5, "method": {"name": "headbutt", "url": "/api/v2/encounter-method/7/"}, "min_level": 5, "max_level": 5, "condition_values": "odd"}]},
            {"version": {"name": "red-japan", "url": "/api/v2/version/44/"}, "max_chance": 10,
             "encounter_details": [{"chance": 10, "method": {"name": "walk", "url": "/api/v2/encounter-method/1/"}, "min_level": 5, "max_level": 5}]},
            {"version": {"name": "red", "url": "/api/v2/version/1/"}, "max_chance": 10,
             "encounter_details": [{"chance": 10, "method": {"name": "walk", "url": "/api/v2/encounter-method/1/"}, "min_level": 5, "max_level": 5}]}]}]
        """#

    @Test("Methods and conditions carry the API's names; two versions of one name say which")
    func conditionsAndMethods() throws {
        let list = try JSONDecoder().decode([EncounterDTO].self, from: Data(Self.conditions.utf8))
        let names = NameLookup(names: [
            NameKey(.encounterMethod, key: "1", slug: ""): "Walking in tall grass or a cave",
            NameKey(.encounterMethod, key: "7", slug: ""): "Headbutting trees",
            NameKey(.encounterConditionValue, key: "3", slug: ""): "In the morning",
            NameKey(.encounterConditionValue, key: "2", slug: ""): "Not during a swarm",
            NameKey(.encounterConditionValue, key: "5", slug: ""): "At night",
            NameKey(.locationArea, key: "200", slug: ""): "Route 32",
            NameKey(.version, key: "4", slug: ""): "Gold", NameKey(.version, key: "1", slug: ""): "Red",
            NameKey(.version, key: "44", slug: ""): "Red",
        ])
        let rows = Self.fields(PokemonMapper.encounterSection(list, names: names))
        #expect(rows.map(\.0) == ["Red (Japan)", "Gold", "Red"])
        #expect(
            rows[1].1 == "Route 32 — Walking in tall grass or a cave (In the morning, Not during a swarm); "
                + "Walking in tall grass or a cave (At night); Headbutting trees, levels 4–6, 30%")
        #expect(rows[2].1 == "Route 32 — Walking in tall grass or a cave, level 5, 10%")
        #expect(names.missing.isEmpty)
    }

    @Test("No wild encounters is said plainly")
    func none() {
        #expect(PokemonMapper.encounterSection([]).content == .paragraph("No wild encounters."))
    }

    @Test("The detail shows them; a server without the lists shows none; a failure is retried alone")
    func inTheDetail() async throws {
        var routes = RepositoryTests.demo
        routes["pokemon/25/encounters"] = Self.pikachu
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: StubClient(routes: routes)))
        let entry = Entry(id: "25", title: "Pikachu")
        let detail = try await repository.detail(for: entry, freshness: .cachedIfFresh)
        #expect(detail.sections.contains { $0.heading == "Where to find it" && Self.fields($0).first?.0 == "Yellow" })

        let without = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: StubClient(routes: RepositoryTests.demo)))
        #expect(!(try await without.detail(for: entry, freshness: .cachedIfFresh)).sections.contains { $0.heading == "Where to find it" })

        let served = routes
        let failing = StubClient { request throws(NetworkError) in
            let key = StubClient.routeKey(request.url)
            if key.hasSuffix("/encounters") { return HTTPResponse(status: HTTPStatus(503), body: Data()) }
            return HTTPResponse(status: .ok, body: Data((served[key] ?? "").utf8))
        }
        let flaky = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: failing))
        let failed = try await flaky.detail(for: entry, freshness: .cachedIfFresh)
        #expect(failed.retryableParts == [PokemonMapper.encountersPart])
        let again = try await repository.detailPart(PokemonMapper.encountersPart, for: entry, freshness: .cachedIfFresh)
        #expect(again.first?.heading == "Where to find it")
    }
}
