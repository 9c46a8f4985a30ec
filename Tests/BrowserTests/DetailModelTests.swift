import Browser
import CatalogKit
import Testing
import TestSupport

/// The detail's logic as a value, tested by the effects it returns: nothing runs unless the
/// test runs it, so each step's requests are the test's to see.
@Suite("Detail model: state and effects")
struct DetailModelTests {
    let one = Entry(id: "1", title: "One")
    let two = Entry(id: "2", title: "Two")

    /// Runs the effect's work, as the runner would, and returns its event.
    func run(_ effect: Effect<DetailModel.Event>?) async throws -> DetailModel.Event {
        guard case let .run(_, work) = try #require(effect) else { throw CancellationError() }
        return try await work()
    }

    @Test("Showing an entry cancels what was loading and runs its load; nothing shown cancels only")
    func showAndHide() async throws {
        let catalog = FakeCatalog(count: 3)
        var model = DetailModel(catalog: catalog, timing: .instant)
        let effects = model.show(one)
        #expect(effects.map(\.summary) == ["cancel detail", "run detail"])
        #expect(model.state.load == .loading && model.isLoading)
        #expect(catalog.detailRequests.isEmpty)
        #expect(model.show(nil).map(\.summary) == ["cancel detail"])
        #expect(model.state == .idle && !model.isLoading)
    }

    @Test("A loaded detail is kept: coming back to it asks for nothing")
    func recent() async throws {
        let catalog = FakeCatalog(count: 3)
        var model = DetailModel(catalog: catalog, timing: .instant)
        let event = try await run(model.show(one).last)
        #expect(model.receive(event).isEmpty)
        #expect(model.state.load.value?.title == "One")
        _ = model.show(two)
        let back = model.show(one)
        #expect(back.map(\.summary) == ["cancel detail"])
        #expect(model.state.load.value?.title == "One")
        #expect(catalog.detailRequests == ["1"])
    }

    @Test("A result for an entry no longer shown changes nothing")
    func staleResult() async throws {
        var model = DetailModel(catalog: FakeCatalog(count: 3), timing: .instant)
        let first = try await run(model.show(one).last)
        _ = model.show(two)
        _ = model.receive(first)
        #expect(model.state.entry == two && model.state.load == .loading)
    }

    @Test("Retry on a page's own document runs the missing part; its result fills the section")
    func retryPart() async throws {
        let catalog = PartFailingCatalog()
        var model = DetailModel(catalog: catalog, timing: .instant)
        var document = try await catalog.detail(for: one)
        document.entityID = "1"
        #expect(model.show(document: document).map(\.summary) == ["cancel detail"])
        catalog.fixChain()
        let effects = model.retry()
        #expect(effects.map(\.summary) == ["run detail"])
        // While it runs, the part says so and offers no retry.
        #expect(model.state.retry == nil && model.retry().isEmpty)
        _ = model.receive(try await run(effects.first))
        #expect(model.state.load.value?.sections[1].content == .tree(TreeNode("One", children: [TreeNode("Two")])))
        #expect(catalog.calls == ["detail", "part chain"])
    }

    @Test("A failure offers retry, which loads the whole detail again")
    func retryWhole() async throws {
        let catalog = FakeCatalog(count: 3)
        catalog.fail("detail", with: AppError(kind: .serverError, message: "The server had a problem.", isRetryable: true))
        var model = DetailModel(catalog: catalog, timing: .instant)
        _ = model.receive(try await run(model.show(one).last))
        #expect(model.state.retry == .whole(one))
        catalog.fail("detail", with: nil)
        _ = model.receive(try await run(model.retry().last))
        #expect(model.state.load.value?.title == "One")
    }
}
