import CatalogKit

/// A catalog's whole name index (the Pokédex's), loaded for sorting a list by name over it:
/// one load at a time (the next one, or ``cancel()``, cancels it), with notices that it is on
/// its way and of what went wrong, the index handed over when it arrives.
@MainActor
public final class NameIndexViewModel {
    /// Says that the index is on its way, and what went wrong.
    public var onNotice: (@MainActor (String) -> Void)?
    /// Called when a load ends without an index (the load no longer running).
    public var onChange: (@MainActor () -> Void)?

    private let catalog: any Catalog
    private let tasks = NamedTasks()

    public init(catalog: any Catalog) {
        self.catalog = catalog
    }

    /// Whether the index is on its way.
    public var isLoading: Bool { tasks.isRunning(.nameIndex) }
    public var isBusy: Bool { tasks.isBusy }
    public func idle() async { await tasks.idle() }
    public func cancel() { tasks.cancel(.nameIndex) }

    /// Loads the index for a list asked with `filters` and `show`s it when it arrives; false,
    /// and nothing loaded, when the index would not do: the catalog has none, or a filter
    /// narrows the list (the index names the whole catalog), which then sorts what it has.
    public func load(for filters: [CatalogFilter], then show: @escaping @MainActor ([Entry]) -> Void) -> Bool {
        guard filters == catalog.defaultFilters, case let .localIndex(load) = catalog.searchStrategy else { return false }
        onNotice?("sorting by name…")
        tasks.start(.nameIndex, { () async -> Result<[Entry], AppError> in
            do throws(AppError) {
                return .success(try await load(.cachedIfFresh))
            } catch {
                return .failure(error)
            }
        }, then: { [weak self] result in
            switch result {
            case let .success(index):
                show(index)
            case let .failure(error):
                if !error.isCancellation { self?.onNotice?("couldn't sort by name: " + error.message) }
                self?.onChange?()
            }
        })
        return true
    }
}
