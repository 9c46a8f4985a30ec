import CatalogKit

/// The catalog's own actions (``CatalogKit/CatalogAction``) as they run: in the order their
/// keys came, one at a time, off the main actor under ``TaskID/action``. Keys typed in a burst
/// (`p j p j p`: three Pokémon onto the team; `- - -`: three steps down the scale) are all
/// carried out, each on the entry it was typed on and on the document the one before left.
/// Each outcome, or the error phrased for the user, comes back on the main actor.
@MainActor
public final class ActionViewModel: TaskOwner {
    private let catalog: any Catalog
    private let tasks = NamedTasks()
    /// Actions waiting for the one under way, oldest first.
    private var waiting: [Queued] = []

    private struct Queued {
        var action: ActionID
        var context: ActionContext
        /// The document shown when it runs, for the entry it was typed on.
        var refresh: @MainActor (ActionContext) -> ActionContext
        var deliver: @MainActor (Result<ActionOutcome, AppError>) -> Void
    }

    public init(catalog: any Catalog) {
        self.catalog = catalog
    }

    /// The actions of this catalog that work on a screen showing `page` (nil: its own screen).
    public func available(on page: Link?) -> [CatalogAction] {
        catalog.actions.filter { $0.page == nil || $0.page == page?.kind }
    }

    /// Runs `action` on `context` once the actions before it are done; `refresh` updates the
    /// context then (the detail the earlier ones replaced), `deliver` gets what it did.
    public func perform(_ action: ActionID, in context: ActionContext, refresh: @escaping @MainActor (ActionContext) -> ActionContext = { $0 },
                        deliver: @escaping @MainActor (Result<ActionOutcome, AppError>) -> Void) {
        waiting.append(Queued(action: action, context: context, refresh: refresh, deliver: deliver))
        if !tasks.isRunning(.action) { startNext() }
    }

    private func startNext() {
        guard !waiting.isEmpty else { return }
        let next = waiting.removeFirst()
        let catalog = self.catalog, action = next.action, context = next.refresh(next.context)
        tasks.start(.action, { () async -> Result<ActionOutcome, AppError> in
            do throws(AppError) {
                return .success(try await catalog.perform(action, in: context))
            } catch {
                return .failure(error)
            }
        }, then: { [weak self] result in
            next.deliver(result)
            self?.startNext()
        })
    }

    public func stop() {
        waiting = []
        tasks.cancelAll()
    }

    public func idle() async {
        repeat { await tasks.idle() } while !waiting.isEmpty || tasks.isBusy
    }

    public var isBusy: Bool { tasks.isBusy || !waiting.isEmpty }
}
