import Networking

/// Work that only makes the screen nicer, such as naming rows passed over: the requests it
/// sends wait for the connections the open page leaves (``Networking/RequestLane``), so the
/// screens ask for it without knowing the network.
public enum BackgroundWork {
    /// Runs `body` with its requests, in child tasks too, in the background lane.
    public static func run<Value: Sendable>(_ body: () async -> Value) async -> Value {
        await RequestLane.$current.withValue(.background) { await body() }
    }
}
