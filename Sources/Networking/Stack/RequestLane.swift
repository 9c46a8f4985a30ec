/// Which requests go first when connections are scarce: what the person is looking at
/// (`foreground`, the default) or what only makes rows nicer (`background`, names of rows
/// passed over). Set for a piece of work with `RequestLane.$current.withValue(.background)`;
/// every request that work sends, in child tasks too, carries it to the ``LaneGate``.
public enum RequestLane: Sendable, Hashable {
    case foreground
    case background

    @TaskLocal public static var current: RequestLane = .foreground
}
