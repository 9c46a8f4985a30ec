import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Testing
import TestSupport

/// What `--demo` can follow from Pikachu, and how a failure on a link comes out.
@Suite("Pokédex links in the demo")
struct DemoLinkTests {
    static func repository(_ client: any NetworkClient = PokemonDemo.client) -> PokemonRepository {
        PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: client))
    }

    static func fields(_ detail: Detail) -> [String: String] {
        var result: [String: String] = [:]
        for section in detail.sections {
            if case let .fields(fields) = section.content { for field in fields where result[field.label] == nil { result[field.label] = field.value } }
        }
        return result
    }

    @Test("Pikachu → Electric → Raichu; Pikachu → Static; Pikachu → Thunderbolt, its chance filled in")
    func pikachu() async throws {
        let repository = Self.repository()
        let pikachu = try await repository.detail(for: Entry(id: "25", title: "Pikachu"))
        let links = pikachu.links
        let electric = try await repository.open(try #require(links.first { $0.kind == "type" }), freshness: .cachedIfFresh)
        #expect(electric.title == "Electric" && electric.entries?.map(\.title) == ["Pikachu", "Raichu", "Jolteon", "Pichu"])
        let raichu = try await repository.detail(for: try #require(electric.entries?[1]))
        #expect(raichu.title == "Raichu")

        let staticLink = try #require(links.first { $0.kind == "ability" })
        #expect(staticLink.label == "Static")
        let ability = try await repository.open(staticLink, freshness: .cachedIfFresh)
        #expect(ability.entries?.first?.title == "Pikachu")
        #expect(ability.document.sections.contains { $0.heading == "Effect" })

        let moves = links.filter { $0.kind == "move" }
        #expect(moves.map(\.label) == ["Lv 1 Quick Attack", "Lv 1 Thunder Shock", "TM Thunderbolt"])
        let thunderbolt = try await repository.open(try #require(moves.last), freshness: .cachedIfFresh)
        let fields = Self.fields(thunderbolt.document)
        #expect(fields["Power"] == "90" && fields["Accuracy"] == "100" && fields["PP"] == "15")
        #expect(thunderbolt.document.sections.contains { $0.content == .paragraph("Deals damage, with a 10% chance to paralyse the target.") })
        #expect(fields["Effect chance"] == nil)
    }

    @Test("Deep links by name: type/electric, ability/static, move/thunderbolt, pikachu; a missing name is not found")
    func deepLinks() async throws {
        let repository = Self.repository()
        for (kind, key, title) in [
            ("type", "electric", "Electric"), ("ability", "Static", "Static"), ("move", "thunderbolt", "Thunderbolt"), ("pokemon", "pikachu", "Pikachu"),
            ("generation", "1", "Generation I"),
        ] {
            let page = try await repository.open(Link(kind: LinkKind(kind), id: key, label: key), freshness: .cachedIfFresh)
            #expect(page.title == title)
        }
        do {
            _ = try await repository.open(Link(kind: "pokemon", id: "nosuchmon", label: "nosuchmon"), freshness: .cachedIfFresh)
            Issue.record("nosuchmon opened")
        } catch {
            #expect(error.kind == .notFound && error.message == "Not found: no Pokémon is called “nosuchmon”.", "\(error.message)")
        }
    }

    @Test("A 503 on a linked resource is a retryable server error; the other requests are not made")
    func serverError() async throws {
        let stub = StubClient { request throws(NetworkError) in
            if request.url.path.contains("/type/") { return HTTPResponse(status: .serviceUnavailable, body: Data("{}".utf8)) }
            return try await PokemonDemo.client.send(request)
        }
        do {
            _ = try await Self.repository(stub).open(Link(kind: "type", id: "13", label: "Electric"), freshness: .cachedIfFresh)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .serverError && error.isRetryable)
        }
        #expect(stub.requests.map(\.url.path) == ["/api/v2/type/13"])
    }

    @Test("Filters in the demo: Electric, Generation I, and both")
    func filters() async throws {
        let repository = Self.repository()
        let electric = CatalogFilter(kind: PokemonRepository.typeFilter, option: FilterOption(value: "13", label: "Electric"))
        let first = CatalogFilter(kind: PokemonRepository.generationFilter, option: FilterOption(value: "1", label: "Generation I"))
        #expect(try await repository.page(offset: 0, filters: [electric]).entries.map(\.number) == [25, 26, 135, 172])
        #expect(try await repository.page(offset: 0, filters: [electric, first]).entries.map(\.number) == [25, 26, 135])
        #expect(try await repository.page(offset: 0, filters: [first]).total == 13)
        #expect(try await repository.filterOptions(for: PokemonRepository.typeFilter, matching: "").map(\.label) == ["Electric"])
    }

    @Test(
        "Resource keys: names as the API spells them, nothing else reaches a path",
        arguments: [
            ("Mr. Mime", "mr-mime"), ("#025", "25"), ("Farfetch’d", "farfetchd"), ("type null", "type-null"), ("../25", nil), ("", nil), ("0", nil),
            ("pika chu/", nil),
        ] as [(String, String?)])
    func keys(text: String, key: String?) async throws {
        let stub = StubClient(routes: [:])
        let repository = Self.repository(stub)
        do {
            _ = try await repository.open(Link(kind: "move", id: text, label: text), freshness: .cachedIfFresh)
        } catch {
            #expect(error.kind == .notFound)
        }
        #expect(stub.requests.map(\.url.path) == (key.map { ["/api/v2/move/\($0)"] } ?? []))
    }
}
