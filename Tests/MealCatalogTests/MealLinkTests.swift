import CatalogKit
import Foundation
import MealCatalog
import Networking
import Testing
import TestSupport

/// A recipe's links over the demo data and a stub: category, area, ingredient, the pickers'
/// full lists, and failures.
@Suite("Recipe links")
struct MealLinkTests {
    static func repository(_ client: any NetworkClient = MealDemo.client) -> MealRepository {
        MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: client))
    }

    @Test("A recipe → an ingredient → the recipes using it, with its description; → its area; → its category")
    func demo() async throws {
        let repository = Self.repository()
        let carbonara = try await repository.detail(for: Entry(id: "53912", title: "Spaghetti Carbonara"))
        let links = carbonara.links
        #expect(links.prefix(2) == [Link(kind: "category", id: "Pasta", label: "Pasta"), Link(kind: "area", id: "Italian", label: "Italian")])
        let yolks = try #require(links.first { $0.label == "Egg yolks" })
        #expect(yolks == Link(kind: "ingredient", id: "egg_yolks", label: "Egg yolks"))
        let page = try await repository.open(yolks, freshness: .cachedIfFresh)
        #expect(page.title == "Egg yolks" && page.itemName == "recipe")
        #expect(Set(page.entries?.map(\.title) ?? []) == ["Crème brûlée", "Pastéis de Nata", "Spaghetti Carbonara"])
        #expect(page.document.sections.contains { $0.heading == "About" })
        #expect(page.document.subtitle == "Ingredient · 3 recipes")

        let italian = try await repository.open(links[1], freshness: .cachedIfFresh)
        #expect(italian.entries?.count == 4 && italian.document.subtitle == "Area · 4 recipes")
        let pasta = try await repository.open(links[0], freshness: .cachedIfFresh)
        #expect(pasta.entries?.contains { $0.id == "53912" } == true)
        // Deep links: any case, an ingredient as typed, a recipe by id or by name.
        #expect(try await repository.open(Link(kind: "area", id: "italian", label: "italian"), freshness: .cachedIfFresh).title == "Italian")
        #expect(try await repository.open(Link(kind: "ingredient", id: "Egg Yolks", label: ""), freshness: .cachedIfFresh).entries?.count == 3)
        #expect(try await repository.open(Link(kind: "meal", id: "53912", label: "53912"), freshness: .cachedIfFresh).title == "Spaghetti Carbonara")
        #expect(try await repository.open(Link(kind: "meal", id: "spaghetti carbonara", label: ""), freshness: .cachedIfFresh).entries == nil)
        for link in [
            Link(kind: "area", id: "Atlantis", label: ""), Link(kind: "ingredient", id: "unobtainium", label: ""), Link(kind: "meal", id: "1", label: ""),
            Link(kind: "category", id: "Nope", label: ""),
        ] {
            do {
                _ = try await repository.open(link, freshness: .cachedIfFresh)
                Issue.record("\(link) opened")
            } catch {
                #expect(error.kind == .notFound, "\(link)")
            }
        }
    }

    @Test("The pickers list every category and area, narrowed by what is typed")
    func pickers() async throws {
        let repository = Self.repository()
        #expect(try await repository.filterOptions(for: MealRepository.category, matching: "").map(\.value) == ["Dessert", "Pasta", "Seafood", "Vegetarian"])
        #expect(try await repository.filterOptions(for: MealRepository.area, matching: "ital").map(\.value) == ["Italian"])
        #expect(try await repository.filterOptions(for: MealRepository.category, matching: "VEG").map(\.value) == ["Vegetarian"])
    }

    @Test(
        "The corpus' category and area lists decode; a 503 on a link is retryable; TheMealDB's null is no recipe",
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func corpusAndFaults() async throws {
        let request = HTTPRequest(url: URL(string: "corpus:/")!)
        let categories = try APIClient.decode(
            MealEnvelope<CategoryNameDTO>.self, from: Corpus.data("mealdb/api/json/v1/1/list.php/c=list.json"), request: request)
        #expect(categories.meals?.contains { $0.name == "Dessert" } == true && (categories.meals?.count ?? 0) >= 14)
        let areas = try APIClient.decode(MealEnvelope<AreaDTO>.self, from: Corpus.data("mealdb/api/json/v1/1/list.php/a=list.json"), request: request)
        #expect(areas.meals?.contains { $0.name == "Canadian" } == true)
        let canadian = try APIClient.decode(
            MealEnvelope<MealSummaryDTO>.self, from: Corpus.data("mealdb/api/json/v1/1/filter.php/a=Canadian.json"), request: request)
        let page = MealLinkMapper.areaPage("Canadian", meals: canadian.meals ?? [])
        #expect(page.entries?.isEmpty == false && page.entries?.allSatisfy { !$0.id.isEmpty && !$0.title.isEmpty } == true)

        let failing = StubClient { _ throws(NetworkError) in HTTPResponse(status: .serviceUnavailable, body: Data("{}".utf8)) }
        do {
            _ = try await Self.repository(failing).open(Link(kind: "area", id: "Canadian", label: "Canadian"), freshness: .cachedIfFresh)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .serverError && error.isRetryable)
        }
        let empty = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, body: Data(#"{"meals":null}"#.utf8)) }
        do {
            _ = try await Self.repository(empty).open(Link(kind: "ingredient", id: "garlic", label: "Garlic"), freshness: .cachedIfFresh)
            Issue.record("expected not found")
        } catch {
            #expect(error.kind == .notFound)
        }
    }
}
