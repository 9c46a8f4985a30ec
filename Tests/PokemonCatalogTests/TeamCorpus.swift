import CatalogKit
import Fixtures
import Foundation
import Networking
import PokemonCatalog
import TestSupport

/// The corpus served as the dump client serves it, plus the Pokémon it lacks (Gyarados,
/// from `Tests/Support/PokemonExtras`); their types come from the corpus.
enum TeamCorpus {
    /// The repository over the corpus and the extras, with `teams` as its teams.
    static func repository(teams: TeamStore = TeamStore(file: MemoryTeamFile())) -> PokemonRepository {
        let root = Corpus.root!.appendingPathComponent("pokeapi/api/v2")
        let client = PokemonExtras.client(fallback: FixtureClient(root: root, basePath: "/api/v2"))
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
