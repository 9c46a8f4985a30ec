import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing

/// Item pages as PokéAPI serves items: flavour texts under `text` (moves and abilities say
/// `flavor_text`), and optional fields that may be odd without costing the page.
@Suite("Item pages")
struct ItemPageTests {
    /// The Thunder Stone as PokéAPI's data has it, its English effect left out so that the
    /// flavour text is what the page shows.
    static let thunderStone = #"""
        {"id": 83, "name": "thunder-stone",
         "names": [{"language": {"name": "en", "url": "/api/v2/language/9/"}, "name": "Thunder Stone"}],
         "category": {"name": "evolution", "url": "/api/v2/item-category/10/"},
         "effect_entries": [],
         "flavor_text_entries": [
           {"language": {"name": "en", "url": "/api/v2/language/9/"}, "text": "Makes certain\nspecies of POKéMON\nevolve.",
            "version_group": {"name": "ruby-sapphire", "url": "/api/v2/version-group/5/"}},
           {"language": {"name": "en", "url": "/api/v2/language/9/"}, "text": "A peculiar stone that can make certain species of Pokémon evolve.",
            "version_group": {"name": "sword-shield", "url": "/api/v2/version-group/20/"}}],
         "held_by_pokemon": []}
        """#

    @Test("An item's flavour text under text is read, and shown where there is no English effect")
    func flavourText() throws {
        let item = try JSONDecoder().decode(ItemDTO.self, from: Data(Self.thunderStone.utf8))
        #expect(item.flavorTextEntries?.count == 2)
        let page = PokemonLinkMapper.itemPage(item)
        #expect(page.title == "Thunder Stone")
        #expect(
            page.document.sections.contains {
                $0.heading == "Effect" && $0.content == .paragraph("A peculiar stone that can make certain species of Pokémon evolve.")
            })
    }

    @Test("Odd optional fields cost themselves, not the page")
    func oddFields() throws {
        let odd = #"""
            {"id": 83, "name": "thunder-stone", "names": "none", "category": 7,
             "effect_entries": [{"language": {"name": "en", "url": ""}, "effect": "Evolves a Pokémon."}, {"oops": true}],
             "flavor_text_entries": null,
             "held_by_pokemon": [{"pokemon": {"name": "pikachu", "url": "/api/v2/pokemon/25/"}}, {"pokemon": 12}]}
            """#
        let item = try JSONDecoder().decode(ItemDTO.self, from: Data(odd.utf8))
        #expect(item.names == nil && item.category == nil && item.flavorTextEntries == nil)
        #expect(item.effectEntries?.count == 1)
        #expect(item.heldByPokemon?.map(\.pokemon.name) == ["pikachu"])
        let page = PokemonLinkMapper.itemPage(item)
        #expect(page.entries?.count == 1)
        #expect(page.document.sections.contains { $0.heading == "Effect" })
    }

    @Test("A move's and an ability's flavour texts are still read under flavor_text")
    func flavorTextKey() throws {
        let entry = #"{"flavor_text": "Shocks the foe.", "language": {"name": "en", "url": ""}}"#
        #expect(try JSONDecoder().decode(ResourceFlavorText.self, from: Data(entry.utf8)).text == "Shocks the foe.")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ResourceFlavorText.self, from: Data(#"{"language": {"name": "en", "url": ""}}"#.utf8)) }
    }
}
