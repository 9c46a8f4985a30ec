import CatalogKit

/// The life of one piece of asynchronously loaded data.
public enum LoadState<Value: Sendable & Equatable>: Sendable, Equatable {
    case idle
    case loading
    case loaded(Value)
    case failed(AppError)

    public var value: Value? {
        if case let .loaded(value) = self { return value }
        return nil
    }

    public var error: AppError? {
        if case let .failed(error) = self { return error }
        return nil
    }

    public var isLoading: Bool { self == .loading }
}

/// The detail pane's state: which entry it is about, and how far its loading got.
public struct DetailState: Sendable, Equatable {
    public var entry: Entry?
    public var load: LoadState<Detail>

    public static let idle = DetailState(entry: nil, load: .idle)
}

/// The search bar's state.
public struct SearchState: Sendable, Equatable {
    /// What the user typed.
    public var query: String = ""
    /// The bar has the keyboard (typing edits the query).
    public var isEditing: Bool = true
    /// Entries matching the query, best first; nil while the name index is not there yet or
    /// the query is empty (the full list shows).
    public var results: [Entry]?
    /// Loading of the name index or of remote results.
    public var load: LoadState<Int> = .idle
}

/// Which pane has the keyboard (and, on narrow screens, which one is shown).
public enum Pane: Sendable, Equatable {
    case list, detail
}
