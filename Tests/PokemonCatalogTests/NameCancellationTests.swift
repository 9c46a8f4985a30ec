import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Synchronization
import Testing
import TestSupport

/// Names asked and then not wanted (the rows moved on) are asked again later, not taken as
/// names the server lacks.
@Suite("Names cancelled on their way")
struct NameCancellationTests {
    @Test("A name whose request was cancelled is fetched when asked again")
    func cancelledNameIsAskedAgain() async throws {
        let holding = Mutex(true)
        let arrived = Mutex(0)
        let waiter = Mutex<CheckedContinuation<Void, Never>?>(nil)
        let client = StubClient { request throws(NetworkError) in
            arrived.withLock { $0 += 1 }
            if holding.withLock({ $0 }) {
                // Held until cancelled: the rows moved on.
                await withTaskCancellationHandler {
                    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                        waiter.withLock { $0 = continuation }
                        if Task.isCancelled { waiter.withLock { $0.take() }?.resume() }
                    }
                } onCancel: {
                    waiter.withLock { $0.take() }?.resume()
                }
                throw NetworkError(.cancelled, request: request)
            }
            guard let body = RepositoryTests.demo[StubClient.routeKey(request.url)] else { return HTTPResponse(status: .notFound, body: Data()) }
            return HTTPResponse(status: .ok, body: Data(body.utf8))
        }
        let repository = PokemonRepository(api: APIClient(baseURL: RepositoryTests.base, client: NetworkStack.make(transport: client)))
        let row = Entry(id: "1", title: "Bulbasaur (slug)", number: 1, name: "bulbasaur")
        let asking = Task { await repository.names(for: [row], freshness: .cachedIfFresh) }
        while arrived.withLock({ $0 }) == 0 { await Task.yield() }
        asking.cancel()
        _ = await asking.value
        holding.withLock { $0 = false }
        let names = await repository.names(for: [row], freshness: .cachedIfFresh)
        #expect(names["1"] == "Bulbasaur")
        #expect(arrived.withLock { $0 } == 2)
    }
}
