import CatalogKit
import Foundation
import PokemonCatalog
import Testing
import TestSupport

/// The team key as the catalog performs it, and the teams file it changes.
@Suite("Team actions and the teams file", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct TeamActionTests {
    @Test("p toggles the badge; a seventh member is refused with the team unchanged")
    func toggleAndFull() async throws {
        let repository = TeamCorpus.repository(teams: try TeamCorpus.teams(["1", "2", "3", "4", "5"]))
        let charizard = Entry(id: "6", title: "Charizard", number: 6)
        #expect(try await repository.perform("team.toggle", in: ActionContext()) == .notice("Choose a Pokémon first."))
        #expect(try await repository.perform("team.toggle", in: ActionContext(entry: charizard)) == .notice("Added Charizard to team main (6/6)."))
        #expect(repository.badge(for: charizard) == "◓")
        await #expect(throws: AppError.self) { try await repository.perform("team.toggle", in: ActionContext(entry: Entry(id: "25", title: "Pikachu"))) }
        #expect(try repository.teams.load().team().members.count == 6)
        #expect(try await repository.perform("team.toggle", in: ActionContext(entry: charizard)) == .notice("Removed Charizard from team main (5/6)."))
        #expect(repository.badge(for: charizard) == nil)
    }

    @Test("On a Pokémon's own page (a deep link, the random key's), p and c act on it: the page has no row")
    func ownPage() async throws {
        let repository = TeamCorpus.repository(teams: try TeamCorpus.teams([]))
        let page = Link(kind: "pokemon", id: "charizard", label: "Charizard")
        #expect(try await repository.perform("team.toggle", in: ActionContext(page: page)) == .notice("Added Charizard to team main (1/6)."))
        #expect(try repository.teams.load().team().members.map(\.id) == ["6"])
        guard case .notice = try await repository.perform("compare.mark", in: ActionContext(page: page)) else {
            Issue.record("c on the page marked nothing")
            return
        }
        // Another kind of page (the team's) is not a Pokémon.
        #expect(
            try await repository.perform("team.toggle", in: ActionContext(page: Link(kind: "team", id: "", label: "Team")))
                == .notice("Choose a Pokémon first."))
    }

    @Test("The teams file survives a restart; stores writing at once lose nothing; a garbage file is left alone")
    func teamsFile() async throws {
        let folder = try ScratchFolder.make("explore-teams")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ["XDG_DATA_HOME": folder]
        // Twelve changes from six stores at once, each its own file handle and lock.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 1...6 {
                group.addTask {
                    let store = TeamStore(file: TeamsDataFile(environment: environment))
                    try store.update { book throws(AppError) in try book.add(TeamMember(id: String(id), title: "#\(id)"), to: "team\(id % 2)") }
                    try store.update { book throws(AppError) in try book.add(TeamMember(id: String(id), title: "#\(id)"), to: "all") }
                }
            }
            try await group.waitForAll()
        }
        let restarted = try TeamStore(file: TeamsDataFile(environment: environment)).load()
        #expect(Set(restarted.team("all").members.map(\.id)) == Set((1...6).map(String.init)))
        #expect(restarted.team("team0").members.count == 3 && restarted.team("team1").members.count == 3)
        let path = folder + "/explore/teams.json"
        try Data("not a team".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: AppError.self) { try TeamStore(file: TeamsDataFile(environment: environment)).load() }
        // A data error (exit 65), as the pantry's and the shopping list's are.
        do {
            _ = try TeamStore(file: TeamsDataFile(environment: environment)).load()
        } catch {
            #expect(error.kind == .unexpectedData)
        }
        #expect(throws: AppError.self) { try TeamStore(file: TeamsDataFile(environment: environment)).update { $0.clear() } }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "not a team")
    }
}
