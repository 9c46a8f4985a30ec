import Foundation
import Testing
import TestSupport

/// Mistyped catalogs and commands get a suggestion, as git and gh give one; a search or a
/// list with nothing in it says so in one line.
@Suite("Did you mean, and nothing found said")
struct DidYouMeanTests {
    let explore = PackagePaths.explore.path

    @Test("explore pokemn suggests pokemon; explore mels suggests meals", arguments: [("pokemn", "pokemon"), ("mels", "meals"), ("plcaes", "places")])
    func catalog(typed: String, meant: String) throws {
        let result = try run([explore, typed])
        #expect(result.status == 64)
        #expect(result.error.contains("Did you mean \(meant)?"), "\(result.error)")
    }

    @Test("explore pokemon shwo pikachu suggests show")
    func command() throws {
        let result = try run([explore, "pokemon", "shwo", "pikachu"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("explore: unknown command 'shwo'. Did you mean show?"), "\(result.error)")
        // Two names that are no command stay two deep links.
        #expect(try run([explore, "pokemon", "pikachu", "raichu"]).error.contains("one deep link at a time"))
    }

    @Test("A search that matches nothing says so on stderr and exits 1")
    func emptySearch() throws {
        let result = try run([explore, "pokemon", "search", "zzzzzz", "--demo"])
        #expect(result.status == 1 && result.output.isEmpty)
        #expect(result.error == "explore: no Pokémon matches “zzzzzz”\n", "\(result.error)")
    }

    @Test("show pikachuu suggests Pikachu and exits 1")
    func nearestName() throws {
        let result = try run([explore, "pokemon", "show", "pikachuu", "--demo"])
        #expect(result.status == 1)
        #expect(result.error.contains("Did you mean Pikachu?"), "\(result.error)")
    }
}
