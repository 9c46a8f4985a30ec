import CatalogKit
import Foundation
import PokemonCatalog
import Testing
import TestSupport

/// Two Pokémon side by side, from the corpus.
@Suite("Compare pages on the corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct ComparePageTests {
    func page(_ id: String) async throws -> LinkedPage {
        try await TeamCorpus.repository().open(Link(kind: "compare", id: id, label: id), freshness: .cachedIfFresh)
    }

    @Test("Charizard and Blastoise: stat differences, stages, sizes and who is weaker to what")
    func charizardBlastoise() async throws {
        let page = try await page("charizard,blastoise")
        let document = page.document
        #expect(document.title == "Charizard vs Blastoise")
        #expect(page.entries?.map(\.id) == ["6", "9"])
        let differences = try #require(TeamCorpus.key(document.record, "stat_differences"))
        let expected: [(String, Int)] = [
            ("hp", -1), ("attack", 1), ("defense", -22), ("special-attack", 24), ("special-defense", -20), ("speed", 22), ("total", 4),
        ]
        #expect(differences == .object(expected.map { ($0.0, JSONValue.number($0.1)) }))
        #expect(TeamCorpus.value(document, "Stat differences", "Sp. Atk") == "109 vs 85 · Charizard +24")
        #expect(TeamCorpus.value(document, "Stat differences", "Total") == "534 vs 530 · Charizard +4")
        let rock = try #require(TeamCorpus.key(document.record, "type_defences")?.items.first { $0.at("type") == .string("rock") })
        #expect(rock.at("factors") == .array([.number(4), .number(1)]) && rock.at("weaker") == .string("charizard"))
        #expect(TeamCorpus.value(document, "Type defences", "Grass")?.hasSuffix("×2  Blastoise weaker") == true)
        let sides = TeamCorpus.key(document.record, "pokemon")?.items ?? []
        #expect(
            sides.map { $0.at("evolution_stage") } == [
                .object([("stage", .number(3)), ("of", .number(3))]), .object([("stage", .number(3)), ("of", .number(3))]),
            ])
        #expect(sides.map { $0.at("weight_kg") } == [.decimal(90.5), .decimal(85.5)])
        let evolution = try #require(TeamCorpus.value(document, nil, "Evolution"))
        #expect(evolution.hasPrefix("stage 3 of 3") && evolution.hasSuffix("│ stage 3 of 3"))
        guard case let .bars(bars)? = document.sections.first(where: { $0.heading?.hasPrefix("Base stats") == true })?.content else {
            Issue.record("no paired bars")
            return
        }
        #expect(bars.count == 12 && bars[0].value == 78 && bars[1].value == 79 && bars[0].tone != bars[1].tone)
    }

    @Test("A form compares as itself: Deoxys Attack against Pikachu")
    func form() async throws {
        let page = try await page("10001,pikachu")
        #expect(page.entries?.map(\.id) == ["10001", "25"])
        #expect(page.document.title.hasSuffix(" vs Pikachu") && page.document.title.contains("Deoxys"))
        #expect(TeamCorpus.value(page.document, "Stat differences", "Attack") == "180 vs 55 · \(page.entries?.first?.title ?? "") +125")
    }

    @Test("A comparison of one Pokémon is refused, saying how it is written")
    func oneName() async {
        await #expect(throws: AppError.self) { try await page("pikachu") }
    }
}
