import Browser

/// Tells a double click from two clicks: a second press of the first button on the same cell
/// within ``interval`` of the first. (ncurses' own click resolution would hold every press
/// back for its interval; it is off, so presses act at once.) Times come from the caller.
struct DoubleClick {
    static let interval = Duration.milliseconds(400)
    private var last: (x: Int, y: Int, at: Duration)?

    /// The action of a press at (`x`, `y`) at time `now`: a press, or a double click.
    mutating func press(x: Int, y: Int, at now: Duration) -> MouseEvent.Action {
        if let last, last.x == x, last.y == y, now - last.at <= Self.interval, now >= last.at {
            self.last = nil
            return .doubleClick
        }
        last = (x, y, now)
        return .press
    }
}
