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
