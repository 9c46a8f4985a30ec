#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog

/// The API's address of one entity, for the `url` of the commands' JSON: the address a
/// script can ask for it, with no secret in it (TheMealDB's key, when it is not the public
/// test key, shows as `***`; Geoapify's is never added). None for a local dump.
struct APIAddresses {
    let catalog: String
    let base: URL

    init?(catalog: String, baseURL: URL?, environment: [String: String]) {
        let key = environment["MEALDB_API_KEY"].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 } ?? "1"
        let defaults = ["pokemon": PokeAPIEndpoint.defaultBaseURL, "meals": MealDBEndpoint.baseURL(key: key), "places": GeoapifyEndpoint.defaultBaseURL]
        guard let base = baseURL ?? defaults[catalog], !base.isFileURL else { return nil }
        self.catalog = catalog
        self.base = base
    }

    func url(for id: String) -> String? {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
        let path = components?.path.hasSuffix("/") == true ? String(components?.path.dropLast() ?? "") : components?.path ?? ""
        switch catalog {
        case "pokemon":
            components?.path = path + "/pokemon/" + id + "/"
        case "meals":
            components?.path = path + "/lookup.php"
            components?.queryItems = [URLQueryItem(name: "i", value: id)]
        case "places":
            components?.path = path + "/v2/place-details"
            components?.queryItems = [URLQueryItem(name: "id", value: id)]
        default:
            return nil
        }
        guard let url = components?.url else { return nil }
        return Redaction.maskKnownSecrets(in: Redaction.redact(url))
    }
}
