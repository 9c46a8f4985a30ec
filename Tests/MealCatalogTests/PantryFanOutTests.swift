import CatalogKit
import Foundation
@testable import MealCatalog
import Networking
import Synchronization
import Testing
import TestSupport

/// A client that counts the requests in flight at once; each answer waits a few turns of the
/// scheduler (never the clock), so that requests sent together are seen together.
private final class InFlightClient: NetworkClient {
    let state = Mutex((now: 0, most: 0, asked: 0))

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        // Only the ingredient lists (`filter.php?i=`) are counted.
        let counted = request.url.lastPathComponent == "filter.php"
        state.withLock { state in
            guard counted else { return }
            state.now += 1
            state.asked += 1
            state.most = max(state.most, state.now)
        }
        for _ in 0..<20 { await Task.yield() }
        if counted { state.withLock { $0.now -= 1 } }
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
        let said = told.withLock { $0 }
        #expect(said.last == "asked 1339 of 1339 ingredients…")
        #expect(said.count == 1_339)
    }
}
