import CatalogKit
import Foundation
import Networking
@testable import PokemonCatalog
import Testing
import TestSupport

/// Every title the app prints opens its page: "Mega Charizard X" and "Alolan Raichu" are no
/// slug (`charizard-mega-x`, `raichu-alola`), so the forms of the species the name starts
/// with are named as their pages name them and compared.
@Suite("Printed titles open their pages")
struct PrintedTitleLookupTests {
    static func names(_ english: String) -> String { #"[{"name":"\#(english)","language":{"name":"en","url":""}}]"# }

    static func row(_ slug: String, _ id: Int) -> String { #"{"name":"\#(slug)","url":"/api/v2/pokemon/\#(id)/"}"# }

    /// A server whose form numbers differ from its pokemon numbers, as PokéAPI's do.
    static var routes: [String: String] {
        var routes = RepositoryTests.demo
        let rows = [
            row("charizard", 6), row("pikachu", 25), row("raichu", 26), row("charizard-mega-x", 10034), row("charizard-mega-y", 10035),
            row("raichu-alola", 10100),
        ]
        routes["pokemon"] = #"{"count":\#(rows.count),"next":null,"previous":null,"results":[\#(rows.joined(separator: ","))]}"#
        func form(_ pokemon: Int, _ slug: String, form: Int, species: Int, _ english: String) {
            routes["pokemon/\(pokemon)"] =
                #"{"name":"\#(slug)","forms":[{"name":"\#(slug)","url":"/api/v2/pokemon-form/\#(form)/"}],"species":{"name":"x","url":"/api/v2/pokemon-species/\#(species)/"}}"#
            routes["pokemon-form/\(form)"] = #"{"name":"\#(slug)","names":\#(names(english))}"#
        }
        form(10034, "charizard-mega-x", form: 10047, species: 6, "Mega Charizard X")
        form(10035, "charizard-mega-y", form: 10048, species: 6, "Mega Charizard Y")
        form(10100, "raichu-alola", form: 10137, species: 26, "Alolan Raichu")
        routes["pokemon-species/6"] = #"{"name":"charizard","names":\#(names("Charizard"))}"#
        return routes
    }

    @Test(
        "Mega Charizard X and Alolan Raichu are found by the names their pages print",
        arguments: [("Mega Charizard X", 10034), ("mega charizard y", 10035), ("Alolan Raichu", 10100), ("alolan-raichu", 10100)])
    func printedName(typed: String, number: Int) async {
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: StubClient(routes: Self.routes)))
        #expect(await repository.pokemonNamed(PokemonNames.lookupKey(typed)) == number)
    }

    @Test("A name that is no title of any form is still not found")
    func unknownName() async {
        let stub = StubClient(routes: Self.routes)
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: stub))
        #expect(await repository.pokemonNamed(PokemonNames.lookupKey("Shiny Charizard Z")) == nil)
        // Only Charizard's rows were named to answer it.
        let asked = Set(stub.requests.map { StubClient.routeKey($0.url) }.filter { $0.hasPrefix("pokemon/") || $0.hasPrefix("pokemon-species/") })
        #expect(asked == ["pokemon-species/6", "pokemon/10034", "pokemon/10035"])
    }
}
