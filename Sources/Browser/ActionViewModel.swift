import CatalogKit

/// The catalog's own actions (``CatalogKit/CatalogAction``) as they run: one at a time, off
/// the main actor, under ``TaskID/action``; a newer one replaces one still under way. Its
/// outcome, or the error phrased for the user, comes back on the main actor.
@MainActor
public final class ActionViewModel: TaskOwner {
    private let catalog: any Catalog
    private let tasks = NamedTasks()

    public init(catalog: any Catalog) {
        self.catalog = catalog
    }

    /// The actions of this catalog that work on a screen showing `page` (nil: its own screen).
    public func available(on page: Link?) -> [CatalogAction] {
        catalog.actions.filter { $0.page == nil || $0.page == page?.kind }
    }

    /// Runs `action` on `context`; `deliver` gets what it did.
    public func perform(_ action: ActionID, in context: ActionContext, deliver: @escaping @MainActor (Result<ActionOutcome, AppError>) -> Void) {
        let catalog = self.catalog
        tasks.start(.action, { () async -> Result<ActionOutcome, AppError> in
            do throws(AppError) {
                return .success(try await catalog.perform(action, in: context))
            } catch {
                return .failure(error)
            }
        }, then: deliver)
    }

    public func stop() { tasks.cancelAll() }
    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }
}
