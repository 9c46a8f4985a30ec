import CatalogKit

/// The catalog's own actions (``CatalogKit/CatalogAction``) as they run, as a value: in the
/// order their keys came, one at a time, off the main actor under ``TaskID/action``. Keys
/// typed in a burst (`p j p j p`: three Pokémon onto the team; `- - -`: three steps down the
/// scale) are all carried out, each on the entry it was typed on and on the document the one
/// before left. Each outcome, or the error phrased for the user, comes back as an event.
public struct ActionQueue: Sendable {
    public enum Event: Sendable {
        /// What the action under way did.
        case done(Result<ActionOutcome, AppError>)
    }

    private let catalog: any Catalog
    /// Actions waiting for the one under way, oldest first, with what they were typed on.
    private var waiting: [(action: ActionID, context: ActionContext)] = []
    /// Whether an action is under way.
    public private(set) var isRunning = false

    public init(catalog: any Catalog) {
        self.catalog = catalog
    }

    /// The actions of this catalog that work on a screen showing `page` (nil: its own screen).
    public func available(on page: Link?) -> [CatalogAction] {
        catalog.actions.filter { $0.page == nil || $0.page == page?.kind }
    }

    /// Runs `action` on `context` once the actions before it are done; `shown` is the detail
    /// on screen, which it acts on when it is still that entry's.
    public mutating func perform(_ action: ActionID, in context: ActionContext, shown: DetailState) -> [Effect<Event>] {
        waiting.append((action, context))
        return isRunning ? [] : next(shown: shown)
    }

    /// The one under way is done (its outcome shown): the next one starts, on the detail
    /// `shown` by now.
    public mutating func next(shown: DetailState) -> [Effect<Event>] {
        isRunning = false
        guard !waiting.isEmpty else { return [] }
        let (action, typed) = waiting.removeFirst()
        // The entry is the one the key was typed on; the document, what is shown when the
        // action runs (a scale step after the one before it), if it is still that entry's.
        var context = typed
        if let entry = typed.entry, shown.entry?.id == entry.id { context.detail = shown.load.value ?? typed.detail }
        isRunning = true
        let catalog = self.catalog, prepared = context
        return [
            .run(.action) {
                do throws(AppError) {
                    return .done(.success(try await catalog.perform(action, in: prepared)))
                } catch {
                    return .done(.failure(error))
                }
            }
        ]
    }

    public mutating func stop() -> [Effect<Event>] {
        (waiting, isRunning) = ([], false)
        return [.cancel(.action)]
    }
}
