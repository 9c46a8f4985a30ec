import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import TestSupport

/// The corpus served as the dump client serves it, plus Gyarados (which the corpus lacks),
/// written here in PokéAPI's shape with its real types, stats and abilities; its types'
/// `damage_relations` come from the corpus like everyone else's.
enum TeamCorpus {
    static let gyarados = """
    {"id": 130, "name": "gyarados", "height": 65, "weight": 2350, "is_default": true,
     "species": {"name": "gyarados", "url": "/api/v2/pokemon-species/130/"},
     "types": [{"slot": 1, "type": {"name": "water", "url": "/api/v2/type/11/"}}, {"slot": 2, "type": {"name": "flying", "url": "/api/v2/type/3/"}}],
     "abilities": [{"slot": 1, "is_hidden": false, "ability": {"name": "intimidate", "url": "/api/v2/ability/22/"}},
                   {"slot": 3, "is_hidden": true, "ability": {"name": "moxie", "url": "/api/v2/ability/153/"}}],
     "stats": [{"base_stat": 95, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
               {"base_stat": 125, "effort": 2, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}},
               {"base_stat": 79, "effort": 0, "stat": {"name": "defense", "url": "/api/v2/stat/3/"}},
               {"base_stat": 60, "effort": 0, "stat": {"name": "special-attack", "url": "/api/v2/stat/4/"}},
               {"base_stat": 100, "effort": 0, "stat": {"name": "special-defense", "url": "/api/v2/stat/5/"}},
               {"base_stat": 81, "effort": 0, "stat": {"name": "speed", "url": "/api/v2/stat/6/"}}],
     "forms": [{"name": "gyarados", "url": "/api/v2/pokemon-form/130/"}]}
    """

    static let gyaradosSpecies = """
    {"id": 130, "name": "gyarados", "names": [{"name": "Gyarados", "language": {"name": "en", "url": "/api/v2/language/9/"}}],
     "genera": [], "flavor_text_entries": [], "evolution_chain": {"url": "/api/v2/evolution-chain/59/"}}
    """

    static let extra: [String: String] = [
        "pokemon/130": gyarados, "pokemon/gyarados": gyarados,
        "pokemon-species/130": gyaradosSpecies, "pokemon-species/gyarados": gyaradosSpecies,
    ]

    /// The repository over the corpus and Gyarados, with `teams` as its teams.
    static func repository(teams: TeamStore = TeamStore(file: MemoryTeamFile())) -> PokemonRepository {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let corpus = FixtureClient(root: root, basePath: "/api/v2")
        let client = StubClient { request throws(NetworkError) in
            if let body = extra[StubClient.routeKey(request.url)] {
                return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            }
            return try await corpus.send(request)
        }
        return PokemonRepository(api: APIClient(baseURL: URL(string: "dump:/api/v2")!, client: client), teams: teams)
    }

    /// A team store holding `members` (ids) in its current team.
    static func teams(_ members: [String]) throws -> TeamStore {
        var book = TeamBook()
        for id in members { try book.add(TeamMember(id: id, title: id)) }
        return TeamStore(file: MemoryTeamFile(book))
    }

    static func fields(_ detail: Detail, _ heading: String?) -> [Field] {
        guard case let .fields(fields)? = detail.sections.first(where: { $0.heading == heading })?.content else { return [] }
        return fields
    }

    static func value(_ detail: Detail, _ heading: String?, _ label: String) -> String? {
        fields(detail, heading).first { $0.label == label }?.value
    }

    static func key(_ record: EntityRecord?, _ name: String) -> JSONValue? {
        record?.keys.first { $0.0 == name }?.1
    }
}
