import CatalogKit
import Foundation
@testable import MealCatalog
import Networking
import Testing
import TestSupport

private let base = URL(string: "https://meals.example/api/json/v1/1")!
private let request = HTTPRequest(url: base)

private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try APIClient.decode(type, from: Data(json.utf8), request: request)
}

/// A lookup object with the given ingredient and measure slots, the rest absent.
private func meal(ingredients: [Int: String?], measures: [Int: String?] = [:]) -> String {
    var fields = [#""idMeal": "1""#, #""strMeal": "Test""#]
    for (slot, value) in ingredients { fields.append("\"strIngredient\(slot)\": \(value.map { "\"\($0)\"" } ?? "null")") }
    for (slot, value) in measures { fields.append("\"strMeasure\(slot)\": \(value.map { "\"\($0)\"" } ?? "null")") }
    return "{" + fields.joined(separator: ", ") + "}"
}

@Suite("TheMealDB decoding")
struct MealDecodingTests {
    @Test("Endpoints build the six TheMealDB URLs")
    func endpoints() throws {
        let cases: [(MealDBEndpoint, String)] = [
            (.categories, "categories.php"), (.mealsInCategory("Dessert"), "filter.php?c=Dessert"),
            (.mealsInArea("British"), "filter.php?a=British"), (.areas, "list.php?a=list"),
            (.lookup("52772"), "lookup.php?i=52772"), (.search("mac & cheese"), "search.php?s=mac%20%26%20cheese"),
        ]
        for (endpoint, tail) in cases {
            #expect(try HTTPRequest(endpoint: endpoint, baseURL: base).url.absoluteString == "https://meals.example/api/json/v1/1/" + tail)
        }
        #expect(MealDBEndpoint.baseURL(key: "1").absoluteString == "https://www.themealdb.com/api/json/v1/1")
    }

    @Test("Ingredient slots: null, empty and blank are skipped; values are trimmed")
    func slots() throws {
        let json = meal(
            ingredients: [1: "Flour ", 2: "", 3: " ", 4: nil, 5: "Eggs", 7: "Salt"],
            measures: [1: "200g  ", 2: "1 cup", 3: "x", 4: "y", 5: nil, 7: " "]
        )
        let dto = try decode(MealDTO.self, json)
        #expect(dto.ingredients == [Ingredient(name: "Flour", measure: "200g"), Ingredient(name: "Eggs", measure: ""), Ingredient(name: "Salt", measure: "")])
    }

    @Test("All twenty slots, or none")
    func fullAndEmpty() throws {
        var all: [Int: String?] = [:]
        var measures: [Int: String?] = [:]
        for slot in 1...20 { all[slot] = "Item \(slot)"; measures[slot] = "\(slot) g" }
        #expect(try decode(MealDTO.self, meal(ingredients: all, measures: measures)).ingredients.count == 20)
        #expect(try decode(MealDTO.self, meal(ingredients: [:])).ingredients.isEmpty)
    }

    @Test("Ids as numbers are read as strings; tags split and trimmed")
    func leniency() throws {
        let dto = try decode(
            MealDTO.self, #"{"idMeal": 52772, "strMeal": "Teriyaki", "strTags": "Meat, Casserole,,", "strInstructions": "Step 1.\r\nStep 2.\r\n\r\n "}"#)
        #expect(dto.id == "52772")
        #expect(dto.tags == ["Meat", "Casserole"])
        let detail = MealMapper.detail(from: dto)
        // Each line a step of its own: paragraphs a blank line apart.
        #expect(detail.sections.contains { $0.content == .paragraph("Step 1.\n\nStep 2.") })
    }

    @Test("{\"meals\": null} is no meals")
    func nullMeals() throws {
        #expect(try decode(MealEnvelope<MealSummaryDTO>.self, #"{"meals": null}"#).meals == nil)
    }

    @Test("Every built-in demo meal decodes with its ingredients")
    func demo() throws {
        let folder = try #require(DemoFolders.meals).appendingPathComponent("api/json/v1/1")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("lookup.php").path)
        #expect(files.count == 15)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent("lookup.php/" + file), encoding: .utf8)
            let dto = try #require(try decode(MealEnvelope<MealDTO>.self, text).meals?.first)
            #expect(!dto.ingredients.isEmpty)
            #expect(dto.ingredients.allSatisfy { $0.name == $0.name.trimmingCharacters(in: .whitespaces) && !$0.name.isEmpty })
        }
        #expect(
            try decode(CategoriesDTO.self, String(contentsOf: folder.appendingPathComponent("categories.php/index.json"), encoding: .utf8)).categories?.count
                == 4)
    }
}

@Suite("TheMealDB corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct MealCorpusTests {
    @Test("Every TheMealDB file decodes and maps")
    func everyFile() throws {
        let root = "mealdb/api/json/v1/1"
        let lookups = try FileManager.default.contentsOfDirectory(atPath: Corpus.root!.appendingPathComponent("\(root)/lookup.php").path)
        #expect(lookups.count >= 5)
        for file in lookups {
            let envelope = try APIClient.decode(MealEnvelope<MealDTO>.self, from: Corpus.data("\(root)/lookup.php/\(file)"), request: request)
            let dto = try #require(envelope.meals?.first)
            let detail = MealMapper.detail(from: dto)
            #expect(!detail.title.isEmpty && !dto.ingredients.isEmpty)
            #expect(dto.ingredients.allSatisfy { !$0.name.isEmpty && $0.measure == $0.measure.trimmingCharacters(in: .whitespaces) })
        }
        let desserts = try APIClient.decode(MealEnvelope<MealSummaryDTO>.self, from: Corpus.data("\(root)/filter.php/c=Dessert.json"), request: request)
        #expect(desserts.meals?.count == 64)
        let categories = try APIClient.decode(CategoriesDTO.self, from: Corpus.data("\(root)/categories.php/index.json"), request: request)
        #expect(categories.categories?.count == 14)
    }

    @Test("Portuguese custard tarts: blank measures skipped, instructions cleaned")
    func custardTarts() throws {
        let envelope = try APIClient.decode(MealEnvelope<MealDTO>.self, from: Corpus.data("mealdb/api/json/v1/1/lookup.php/i=53046.json"), request: request)
        let dto = try #require(envelope.meals?.first)
        #expect(dto.ingredients.count == 12)
        let detail = MealMapper.detail(from: dto)
        guard case let .paragraph(text)? = detail.sections.first(where: { $0.heading == "Instructions" })?.content else {
            Issue.record("no instructions")
            return
        }
        #expect(!text.contains("\r") && !text.hasSuffix(" ") && !text.hasSuffix("\n"))
    }
}

@Suite("Recipe repository")
struct MealRepositoryTests {
    func repository(_ stub: StubClient) -> MealRepository {
        MealRepository(api: APIClient(baseURL: base, client: stub))
    }

    @Test("The demo client answers lists, lookups, searches and areas like the API")
    func demoClient() async throws {
        let repository = MealRepository(api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client))
        let all = try await repository.page(offset: 0, filters: [])
        #expect(all.entries.count == 15 && all.isLast)
        #expect(all.entries.map(\.title) == all.entries.map(\.title).sorted { $0.lowercased() < $1.lowercased() })
        let desserts = try await repository.page(offset: 0, filters: [CatalogFilter(kind: MealRepository.category, option: FilterOption(value: "Dessert"))])
        #expect(desserts.entries.count == 5 && desserts.isLast)
        let pasta = try await repository.search("pasta", filters: [])
        #expect(pasta.count == 2)
        #expect(try await repository.search("zzz", filters: []).isEmpty)
        let areas = try await repository.filterOptions(for: MealRepository.area, matching: "").map(\.value)
        #expect(areas.contains("British") && areas.count >= 6)
        let italian = try await repository.page(offset: 0, filters: [CatalogFilter(kind: MealRepository.area, option: FilterOption(value: "Italian"))])
        #expect(!italian.entries.isEmpty)
        let detail = try await repository.detail(for: desserts.entries[0])
        #expect(
            detail.sections.first?.content
                == .fields([
                    Field("Category", "Dessert", link: Link(kind: "category", id: "Dessert", label: "Dessert")),
                    Field("Area", "French", link: Link(kind: "area", id: "French", label: "French")),
                ]))
        #expect(detail.sections.dropFirst().first?.heading?.hasPrefix("Ingredients") == true)
    }

    @Test(
        "With no category or area, every recipe: one request per first letter and digit, by name, opened with no lookup",
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func allRecipes() async throws {
        let letterA = try Corpus.data("mealdb/api/json/v1/1/search.php/f=a.json")
        let stub = StubClient { request throws(NetworkError) in
            let isA = request.url.query == "f=a"
            return HTTPResponse(status: .ok, body: isA ? letterA : Data(#"{"meals":null}"#.utf8))
        }
        let repository = repository(stub)
        let page = try await repository.page(offset: 0, filters: [])
        let asked = stub.requests.compactMap(\.url.query).sorted()
        #expect(asked == MealRepository.firstCharacters.map { "f=\($0)" }.sorted())
        #expect(!page.entries.isEmpty && page.entries.allSatisfy { $0.title.lowercased().hasPrefix("a") })
        #expect(page.entries.first?.fields.pairs.isEmpty == false)
        let count = stub.requests.count
        _ = try await repository.detail(for: page.entries[0])
        #expect(stub.requests.count == count)
        #expect(MealRepository.category.isRemovable && MealRepository.area.isRemovable)
    }

    @Test("Every recipe in a sliding window: a letter answered lets the next go at once", .timeLimit(.minutes(5)))
    func slidingLetters() async throws {
        let gAsked = Arrival()
        let stub = StubClient { request throws(NetworkError) in
            switch request.url.query {
            case "f=a":
                // Batches that wait for their slowest would ask g only after this answer.
                guard await gAsked.wait() else { return HTTPResponse(status: HTTPStatus(503), body: Data(#"{"meals":null}"#.utf8)) }
            case "f=g": await gAsked.arrive()
            default: break
            }
            return HTTPResponse(status: .ok, body: Data(#"{"meals":null}"#.utf8))
        }
        #expect(try await repository(stub).page(offset: 0, filters: []).entries.isEmpty)
        #expect(stub.requests.count == MealRepository.firstCharacters.count)
    }

    @Test("A lookup with {\"meals\": null} is not found; a list with it is empty")
    func notFound() async throws {
        let stub = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, body: Data(#"{"meals":null}"#.utf8)) }
        let repository = repository(stub)
        #expect(try await repository.page(offset: 0, filters: []).entries.isEmpty)
        do {
            _ = try await repository.detail(for: Entry(id: "1", title: "x"))
            Issue.record("expected not found")
        } catch {
            #expect(error.kind == .notFound)
        }
    }
}

@Suite("Recipe photos")
struct MealPhotoTests {
    @Test("The small variant of strMealThumb, on the meal server's origin when one is given")
    func photo() throws {
        let thumb = "https://www.themealdb.com/images/media/meals/xvsurr1511719182.jpg"
        #expect(MealMapper.picture(thumb, origin: nil)?.url.absoluteString == thumb + "/preview")
        let local = try #require(MealMapper.picture(thumb, origin: URL(string: "http://127.0.0.1:8080/api/json/v1/1")))
        #expect(local.url.absoluteString == "http://127.0.0.1:8080/images/media/meals/xvsurr1511719182.jpg/preview")
        #expect(MealMapper.picture(nil, origin: nil) == nil)
        #expect(MealMapper.picture("", origin: nil) == nil)
        #expect(MealMapper.picture("ftp://x/y.jpg", origin: nil) == nil)
        #expect(MealMapper.picture("https://x/page.html", origin: nil) == nil)
        // Another host, or credentials, is no picture: a server cannot send the app elsewhere.
        #expect(MealMapper.picture("https://evil.example/images/media/meals/x.jpg", origin: nil) == nil)
        #expect(MealMapper.picture("https://u:p@www.themealdb.com/images/media/meals/x.jpg", origin: nil) == nil)
    }

    @Test("A looked-up recipe carries its photo when photos are on, not in the demo", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func lookup() async throws {
        let body = try Corpus.data("mealdb/api/json/v1/1/lookup.php/i=52893.json")
        let client = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: body) }
        let api = APIClient(baseURL: base, client: client)
        let detail = try await MealRepository(api: api, images: api, imageOrigin: base).detail(for: Entry(id: "52893", title: "Crumble"))
        #expect(detail.picture?.url.absoluteString == "https://meals.example/images/media/meals/xvsurr1511719182.jpg/preview")
        #expect(try await MealRepository(api: api).detail(for: Entry(id: "52893", title: "Crumble")).picture == nil)
    }
}
