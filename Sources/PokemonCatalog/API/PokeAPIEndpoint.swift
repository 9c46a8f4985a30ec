#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
    /// One generation by id or name.
    case generation(String)
    /// One evolution chain by id.
    case evolutionChain(Int)
    /// Where one pokemon is found in the wild, by id.
    case encounters(Int)
    /// One pokemon form by id, for its own names.
    case pokemonForm(Int)
    /// One ability by id or name.
    case ability(String)
    /// One move by id or name.
    case move(String)
    /// One egg group by id or name.
    case eggGroup(String)
    /// One item by id or name.
    case item(String)
    /// The list of every type, for the type picker.
    case typeList
    /// The list of every generation, for the generation picker.
    case generationList
    /// Any resource by its path below the base URL (`ability/65/`), read for its names.
    case resource(String)

    public var path: String {
        switch self {
        case .pokemonList: return "pokemon/"
        case let .pokemon(key): return "pokemon/\(key.lowercased())/"
        case let .species(key): return "pokemon-species/\(key.lowercased())/"
        case let .type(key): return "type/\(key.lowercased())/"
        case let .generation(key): return "generation/\(key.lowercased())/"
        case let .evolutionChain(id): return "evolution-chain/\(id)/"
        case let .encounters(id): return "pokemon/\(id)/encounters"
        case let .pokemonForm(id): return "pokemon-form/\(id)/"
        case let .ability(key): return "ability/\(key.lowercased())/"
        case let .move(key): return "move/\(key.lowercased())/"
        case let .eggGroup(key): return "egg-group/\(key.lowercased())/"
        case let .item(key): return "item/\(key.lowercased())/"
        case .typeList: return "type/"
        case .generationList: return "generation/"
        case let .resource(path): return path
        }
    }

    public var queryItems: [URLQueryItem] {
        switch self {
        case let .pokemonList(limit, offset):
            return [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(offset))]
        case .typeList, .generationList:
            // Above any real count: one request for the whole list.
            return [URLQueryItem(name: "limit", value: "1000"), URLQueryItem(name: "offset", value: "0")]
        default:
            return []
        }
    }

    /// The public API.
    public static let defaultBaseURL = URL(string: "https://pokeapi.co/api/v2")!
}
