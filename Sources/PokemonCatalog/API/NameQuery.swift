import CatalogKit
import FoundationEssentials
import Networking

/// One question to PokéAPI's GraphQL endpoint (`POST graphql.pokeapi.co/v1beta2`, as
/// pokeapi.co/docs/graphql documents it) for the English names of many species and forms at
/// once: what the REST API can only answer one resource at a time. A page of rows is named
/// in one request instead of one per row.
struct NameQuery: Endpoint {
    /// Species by id, forms by their slug (`charizard-mega-x`).
    var species: [Int]
    var forms: [String]

    /// The endpoint's address, for the official API only: another server of PokéAPI's REST
    /// paths (a mirror, a dump, the tests' loopback server) has no GraphQL beside it.
    static let officialURL = URL(string: "https://graphql.pokeapi.co/")!
    static let officialRESTHost = "pokeapi.co"

    var path: String { "v1beta2" }
    var method: HTTPMethod { .post }
    var headers: [String: String] { ["Content-Type": "application/json"] }

    /// The tables and fields of PokéAPI's GraphQL schema (v1beta2 names them without the old
    /// `pokemon_v2_` prefix); the language by its name, as REST answers give it.
    static let text = """
        query names($species: [Int!], $forms: [String!]) {
          pokemonspeciesname(where: {language: {name: {_eq: "en"}}, pokemon_species_id: {_in: $species}}) { pokemon_species_id name }
          pokemonformname(where: {language: {name: {_eq: "en"}}, pokemonform: {name: {_in: $forms}}}) { pokemon_name name pokemonform { name } }
        }
        """

    var body: Data? {
        let variables = JSONValue.object([("species", .array(species.map { .number($0) })), ("forms", .array(forms.map(JSONValue.string)))])
        return Data(JSONValue.object([("query", .string(Self.text)), ("variables", variables), ("operationName", .string("names"))]).serialized().utf8)
    }
}

/// The answer: `{"data": {"pokemonspeciesname": [...], "pokemonformname": [...]}}`; a
/// GraphQL error has `errors` and no `data`.
struct NameQueryAnswer: Decodable, Sendable {
    struct SpeciesName: Decodable, Sendable {
        var speciesID: Int
        var name: String
        enum CodingKeys: String, CodingKey { case speciesID = "pokemon_species_id", name }
    }

    struct FormName: Decodable, Sendable {
        struct Form: Decodable, Sendable { var name: String }
        /// The full name ("Mega Charizard X"); `name` is the form's part ("Mega X").
        var pokemonName: String?
        var name: String?
        var pokemonform: Form?
        enum CodingKeys: String, CodingKey { case pokemonName = "pokemon_name", name, pokemonform }
    }

    struct Tables: Decodable, Sendable {
        var pokemonspeciesname: LossyArray<SpeciesName>?
        var pokemonformname: LossyArray<FormName>?
    }

    var data: Tables?
}
