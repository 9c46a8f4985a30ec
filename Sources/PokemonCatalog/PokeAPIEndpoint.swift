import Foundation
import Networking

/// The PokéAPI v2 calls the Pokédex makes, relative to a base URL such as
/// `https://pokeapi.co/api/v2`.
public enum PokeAPIEndpoint: Endpoint, Equatable {
    /// A page of the pokemon list.
    case pokemonList(limit: Int, offset: Int)
    /// One pokemon by id or name.
    case pokemon(String)
    /// One species by id or name.
    case species(String)
    /// One type by name or id.
    case type(String)
    /// One generation by id.
    case generation(Int)
    /// One evolution chain by id.
    case evolutionChain(Int)
    /// One pokemon form by id, for its own names.
    case pokemonForm(Int)

    public var path: String {
        switch self {
        case .pokemonList: return "pokemon/"
        case let .pokemon(key): return "pokemon/\(key.lowercased())/"
        case let .species(key): return "pokemon-species/\(key.lowercased())/"
        case let .type(key): return "type/\(key.lowercased())/"
        case let .generation(id): return "generation/\(id)/"
        case let .evolutionChain(id): return "evolution-chain/\(id)/"
        case let .pokemonForm(id): return "pokemon-form/\(id)/"
        }
    }

    public var queryItems: [URLQueryItem] {
        switch self {
        case let .pokemonList(limit, offset):
            return [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(offset))]
        default:
            return []
        }
    }

    /// The public API.
    public static let defaultBaseURL = URL(string: "https://pokeapi.co/api/v2")!
}
