import CatalogKit
import PokemonCatalog
import Testing

/// Teams as a document: six at most, several by name, one current.
@Suite("Team book")
struct TeamBookTests {
    func member(_ id: Int) -> TeamMember { TeamMember(id: String(id), title: "#\(id)") }

    @Test("A party holds six; the seventh is refused and the six stay")
    func six() throws {
        var book = TeamBook()
        for id in 1...6 { try book.add(member(id)) }
        #expect(throws: AppError.self) { try book.add(member(7)) }
        #expect(book.team().members.map(\.id) == (1...6).map(String.init))
        // Adding a member again changes nothing, even when full.
        try book.add(member(3))
        #expect(book.team().members.count == 6)
    }

    @Test("Toggling adds then removes; moving keeps within the team")
    func toggleAndMove() throws {
        var book = TeamBook()
        let added = try [6, 130, 25].map { id throws(AppError) in try book.toggle(member(id)) }
        #expect(added == [true, true, true] && book.isMember("130"))
        let movedUp = book.move("25", by: -1)
        #expect(movedUp && book.team().members.map(\.id) == ["6", "25", "130"])
        let movedPastTop = book.move("6", by: -1)
        let movedToEnd = book.move("6", by: 5)
        #expect(!movedPastTop && movedToEnd)
        #expect(book.team().members.map(\.id) == ["25", "130", "6"])
        let stillIn = try book.toggle(member(130))
        #expect(!stillIn && !book.isMember("130"))
    }

    @Test("Named teams are apart; the current one is what unnamed changes touch")
    func namedTeams() throws {
        var book = TeamBook()
        try book.add(member(6))
        try book.add(member(9), to: "rain")
        #expect(book.team("rain").members.map(\.id) == ["9"])
        #expect(book.team().members.map(\.id) == ["6"])
        try book.select("rain")
        #expect(book.current == "rain" && book.isMember("9") && !book.isMember("6"))
        book.clear()
        #expect(book.team("rain").members.isEmpty && book.team("main").members.count == 1)
        #expect(throws: AppError.self) { try book.select("   ") }
        #expect(throws: AppError.self) { try book.select(String(repeating: "x", count: 41)) }
    }

    @Test("A new store marks the members its file already holds")
    func marksAtStart() throws {
        var book = TeamBook()
        try book.add(TeamMember(id: "6", title: "Charizard"))
        let store = TeamStore(file: MemoryTeamFile(book))
        #expect(store.isMember("6") && !store.isMember("25"))
    }

    @Test("The store marks current members from memory, refreshed by each change")
    func storeMarks() throws {
        let store = TeamStore(file: MemoryTeamFile())
        #expect(!store.isMember("25"))
        try store.update { book throws(AppError) in try book.add(TeamMember(id: "25", title: "Pikachu")) }
        #expect(store.isMember("25"))
        try store.update { book throws(AppError) in try book.select("other") }
        #expect(!store.isMember("25"))
    }
}
