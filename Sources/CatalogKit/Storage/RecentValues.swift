/// A few values by key, the oldest forgotten first beyond `limit`: what a repository keeps
/// from one request to the next (the species of a detail whose chain failed, the meals a
/// search returned in full).
public actor RecentValues<Value: Sendable> {
    private let limit: Int
    private var values: [String: Value] = [:]
    private var order: [String] = []

    public init(limit: Int) {
        self.limit = max(1, limit)
    }

    public func remember(_ value: Value, for key: String) {
        if values.updateValue(value, forKey: key) == nil { order.append(key) }
        while order.count > limit { values.removeValue(forKey: order.removeFirst()) }
    }

    public func value(for key: String) -> Value? { values[key] }

    /// Changes the value kept for `key`, if any, in one step: two changes at once never undo
    /// each other.
    public func update(for key: String, _ change: @Sendable (inout Value) -> Void) {
        guard var value = values[key] else { return }
        change(&value)
        values[key] = value
    }

    public func forget(_ key: String) {
        guard values.removeValue(forKey: key) != nil else { return }
        order.removeAll { $0 == key }
    }
}
