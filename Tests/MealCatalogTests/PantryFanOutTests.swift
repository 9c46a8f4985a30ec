import CatalogKit
import Foundation
@testable import MealCatalog
import Networking
import Synchronization
import Testing
import TestSupport

/// A client that counts the requests in flight at once; each answer waits a few turns of the
/// scheduler (never the clock), so that requests sent together are seen together. With
/// `failing`, the list of that ingredient is a 500.
private final class InFlightClient: NetworkClient {
    let state = Mutex((now: 0, most: 0, asked: 0))
    let failing: String?

    init(failing: String? = nil) {
        self.failing = failing
    }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        // Only the ingredient lists (`filter.php?i=`) are counted.
        let counted = request.url.lastPathComponent == "filter.php"
        state.withLock { state in
            guard counted else { return }
            state.now += 1
            state.asked += 1
            state.most = max(state.most, state.now)
        }
        for _ in 0..<3 { await Task.yield() }
        if counted { state.withLock { $0.now -= 1 } }
        if let failing, request.url.query == "i=" + failing { return HTTPResponse(status: .internalServerError) }
        let name = request.url.query?.dropFirst(2) ?? ""
        let body = #"{"meals": [{"strMeal": "Dish of \#(name)", "strMealThumb": null, "idMeal": "1\#(name.count)"}]}"#
        return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}

@Suite("Pantry: a bounded fan-out with progress")
struct PantryFanOutTests {
    @Test("A 2,000-ingredient pantry asks at most a few lists at once, every one in the end, and tells how far it has got")
    func boundedFanOut() async throws {
        let client = InFlightClient()
        let repository = MealRepository(api: APIClient(baseURL: URL(string: "https://meals.example/api/json/v1/1")!, client: client), environment: [:])
        let names = (0..<2_000).map { "ingredient \($0 % 1_339)" }
        let told = Mutex<[String]>([])
        var pantry = Pantry(ingredients: [])
        pantry.add(names)
        let report: @Sendable (String) -> Void = { text in told.withLock { $0.append(text) } }
        let found = await LoadProgress.listening(report) {
            do throws(AppError) {
                return Result<[PantryMatch], AppError>.success(try await repository.pantryMatches(pantry, narrowing: nil, freshness: .cachedIfFresh))
            } catch {
                return .failure(error)
            }
        }
        let matches = try found.get()
        let counts = client.state.withLock { $0 }
        #expect(counts.most <= MealRepository.ingredientRequestsAtOnce, "\(counts.most) at once")
        #expect(counts.asked == 1_339)
        #expect(!matches.isEmpty)
        // Only this load's reports: other tests may be loading meanwhile.
        let said = told.withLock { $0 }.filter { $0.hasSuffix(" of 1339 ingredients answered…") }
        #expect(said.last == "1339 of 1339 ingredients answered…")
        #expect(said.count == 1_339)
    }

    @Test("A failing ingredient list ends the fan-out: the rest are not asked, and the error comes back")
    func stopsAtFailure() async throws {
        let client = InFlightClient(failing: "ingredient_0")
        let repository = MealRepository(api: APIClient(baseURL: URL(string: "https://meals.example/api/json/v1/1")!, client: client), environment: [:])
        var pantry = Pantry(ingredients: [])
        pantry.add((0..<2_000).map { "ingredient \($0)" })
        await #expect(throws: AppError.self) {
            try await repository.pantryMatches(pantry, narrowing: nil, freshness: .cachedIfFresh)
        }
        let asked = client.state.withLock { $0.asked }
        // The first round, and at most one more each as the others answer before the failure.
        #expect(asked <= 2 * MealRepository.ingredientRequestsAtOnce, "\(asked) asked")
    }
}
