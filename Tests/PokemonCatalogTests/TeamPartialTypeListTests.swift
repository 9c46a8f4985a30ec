import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing

/// A server whose list of types is not whole (the demo's names only Electric): the coverage
/// still reads every matchup the members' own types give.
@Suite("Team coverage over a list of types that is not whole")
struct TeamPartialTypeListTests {
    @Test("Pikachu, Raichu and Bulbasaur in the demo: weak to Ground and Fire, Electric hits Water, and nothing is said to be hit by no one")
    func demo() async throws {
        var book = TeamBook()
        for (id, title) in [("25", "Pikachu"), ("26", "Raichu"), ("1", "Bulbasaur")] { try book.add(TeamMember(id: id, title: title)) }
        let repository = PokemonRepository(
            api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client),
            teams: TeamStore(file: MemoryTeamFile(book)))
        let page = try await repository.teamPage(nil, freshness: .cachedIfFresh)
        func fields(_ heading: String) -> [Field] {
            guard case let .fields(fields)? = page.document.sections.first(where: { $0.heading == heading })?.content else { return [] }
            return fields
        }
        let defences = fields("Defensive coverage")
        #expect(defences.first { $0.label == "Ground" }?.value == "2 weak (Pikachu ×2, Raichu ×2)")
        #expect(defences.first { $0.label == "Fire" }?.value == "1 weak (Bulbasaur ×2)")
        let offence = fields("Offensive coverage (STAB)")
        let superEffective = try #require(offence.first { $0.label == "Super-effective on" }?.value)
        #expect(superEffective.contains("Water") && superEffective.contains("Flying"))
        #expect(offence.first { $0.label == "Cannot hit ×2" }?.value.contains("Water") == false)
    }
}
