import Foundation
import Networking

/// The Pokémon the corpus lacks (`Tests/Support/PokemonExtras`, see its README), answered
/// before a fallback client (the corpus), by number and by name, as PokéAPI finds them.
public enum PokemonExtras {
    /// The folder, for a loopback server's overlay.
    public static let folder = PackagePaths.root.appendingPathComponent("Tests/Support/PokemonExtras")

    /// The extras' files by route below `/api/v2` (`pokemon/130` and `pokemon/gyarados`).
    public static let routes: [String: String] = {
        let base = folder.appendingPathComponent("api/v2")
        var routes: [String: String] = [:]
        for resource in ["pokemon", "pokemon-species"] {
            for id in (try? FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent(resource).path)) ?? [] {
                guard let body = try? String(contentsOf: base.appendingPathComponent("\(resource)/\(id)/index.json"), encoding: .utf8),
                    let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], let name = object["name"] as? String
                else { continue }
                routes["\(resource)/\(id)"] = body
                routes["\(resource)/\(name)"] = body
            }
        }
        return routes
    }()

    /// A client answering the extras, and everything else from `fallback`.
    public static func client(fallback: any NetworkClient) -> StubClient {
        StubClient { request throws(NetworkError) in
            if let body = routes[StubClient.routeKey(request.url)] {
                return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            }
            return try await fallback.send(request)
        }
    }
}
