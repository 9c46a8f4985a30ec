import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// Evolution conditions name regional forms by their pokemon (`base_form`, `evolved_form` are
/// `pokemon/{id}` links): the name is that pokemon's form's, never the form with the same
/// number (a pokemon's number and a form's are counted apart above 10000).
@Suite("Forms in evolution conditions")
struct EvolutionFormNameTests {
    static func names(_ english: String) -> String { #"[{"name":"\#(english)","language":{"name":"en","url":""}}]"# }

    /// Pikachu's step to Raichu as PokéAPI's data gives it, the Alolan way in a form of its own.
    static let details = #"""
        [{"trigger":{"name":"use-item","url":"/api/v2/evolution-trigger/3/"},"item":{"name":"thunder-stone","url":"/api/v2/item/83/"}},
         {"trigger":{"name":"use-item","url":"/api/v2/evolution-trigger/3/"},"item":{"name":"thunder-stone","url":"/api/v2/item/83/"},
          "region":{"name":"alola","url":"/api/v2/region/7/"},
          "base_form":{"name":"pikachu","url":"/api/v2/pokemon/25/"},"evolved_form":{"name":"raichu-alola","url":"/api/v2/pokemon/10100/"}}]
        """#

    /// A server where pokemon 10100's form is pokemon-form 10137, and pokemon-form 10100 is
    /// another Pokémon's (as in the real data, where it is a Vivillon pattern).
    static let routes: [String: String] = [
        "pokemon/10100":
            #"{"name":"raichu-alola","forms":[{"name":"raichu-alola","url":"/api/v2/pokemon-form/10137/"}],"species":{"name":"raichu","url":"/api/v2/pokemon-species/26/"}}"#,
        "pokemon-form/10137": #"{"name":"raichu-alola","names":\#(names("Alolan Raichu")),"form_names":\#(names("Alola Form"))}"#,
        "pokemon-form/10100": #"{"name":"vivillon-sun","names":\#(names("Sun Vivillon"))}"#,
        "pokemon-species/26": #"{"name":"raichu","names":\#(names("Raichu"))}"#,
        "item/83": #"{"name":"thunder-stone","names":\#(names("Thunder Stone"))}"#,
        "region/7": #"{"name":"alola","names":\#(names("Alola"))}"#,
    ]

    @Test("Raichu's Alolan way names Alolan Raichu, fetched through its pokemon's form")
    func alolanRaichu() async throws {
        let details = try JSONDecoder().decode([EvolutionChainDTO.Condition].self, from: Data(Self.details.utf8))
        let book = NameBook(api: APIClient(baseURL: RepositoryTests.base, client: StubClient(routes: Self.routes)))
        let first = NameLookup()
        _ = EvolutionConditions.describe(details, from: "pikachu", to: "raichu", names: first)
        #expect(first.missing.contains(NameKey(.pokemon, key: "10100", slug: "raichu-alola")))
        await book.resolve(first.missing)
        let text = EvolutionConditions.describe(details, from: "pikachu", to: "raichu", names: await book.lookup())
        #expect(text == "Thunder Stone; or Thunder Stone in Alola → Alolan Raichu")
        // Lists key a form by its pokemon's slug: they are named too.
        #expect(await book.known(NameKey(.form, key: "raichu-alola", slug: "raichu-alola")) == "Alolan Raichu")
    }

    @Test("A pokemon whose form has no name of its own is named by its species")
    func speciesFallback() async {
        var routes = Self.routes
        routes["pokemon-form/10137"] = #"{"name":"raichu-alola","names":[]}"#
        let book = NameBook(api: APIClient(baseURL: RepositoryTests.base, client: StubClient(routes: routes)))
        let key = NameKey(.pokemon, key: "10100", slug: "raichu-alola")
        await book.resolve([key])
        #expect(await book.known(key) == "Raichu")
    }

    @Test("A link to a pokemon-form is still read as a form")
    func formLinks() {
        #expect(NameKey.formOrPokemon(NamedResource(name: "raichu-alola", url: "/api/v2/pokemon-form/10137/")).kind == .form)
        #expect(NameKey.formOrPokemon(NamedResource(name: "raichu-alola", url: "/api/v2/pokemon/10100/")) == NameKey(.pokemon, key: "10100", slug: ""))
    }
}
