import CatalogKit

/// An item wild Pokémon may hold (`held_items[]` of `GET pokemon/{id}`), with its rarity in
/// each game.
public struct HeldItem: Decodable, Sendable, Equatable {
    public struct Chance: Decodable, Sendable, Equatable {
        /// Per cent.
        public var rarity: Int
        public var version: NamedResource
    }

    public var item: NamedResource
    public var versionDetails: [Chance]

    enum CodingKeys: String, CodingKey {
        case item
        case versionDetails = "version_details"
    }
}

/// The types a Pokémon had up to and including `generation` (`past_types[]`): Clefairy was
/// Normal until Generation V.
public struct PastTypes: Decodable, Sendable, Equatable {
    public var generation: NamedResource
    public var types: [PokemonDTO.TypeSlot]
}
