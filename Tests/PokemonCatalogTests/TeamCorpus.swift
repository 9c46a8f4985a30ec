import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import TestSupport

/// The corpus served as the dump client serves it, plus the Pokémon it lacks (Gyarados),
/// from `Tests/Support/PokemonExtras` (see its README); their types come from the corpus.
enum TeamCorpus {
    static let extras = PackagePaths.root.appendingPathComponent("Tests/Support/PokemonExtras/api/v2")

    /// The extras' files by route (`pokemon/130`), and by name (`pokemon/gyarados`).
    static let extra: [String: String] = {
        var routes: [String: String] = [:]
        for resource in ["pokemon", "pokemon-species"] {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: extras.appendingPathComponent(resource).path)) ?? [] {
                guard let body = try? String(contentsOf: extras.appendingPathComponent("\(resource)/\(file)/index.json"), encoding: .utf8),
                      let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], let name = object["name"] as? String else { continue }
                routes["\(resource)/\(file)"] = body
                routes["\(resource)/\(name)"] = body
            }
        }
        return routes
    }()

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
