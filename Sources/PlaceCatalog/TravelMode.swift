/// How the route matrix measures the way to each place (`--travel`, config `places_travel`):
/// Geoapify's own mode names.
public enum TravelMode: String, Sendable, CaseIterable {
    case walk, bicycle, drive

    /// "walk", "by bike", "drive": after the minutes on a row ("6 min walk").
    public var phrase: String {
        switch self {
        case .walk: return "walk"
        case .bicycle: return "by bike"
        case .drive: return "drive"
        }
    }

    /// "walking", "cycling", "driving": the order by route time, the note when routes fail.
    public var activity: String {
        switch self {
        case .walk: return "walking"
        case .bicycle: return "cycling"
        case .drive: return "driving"
        }
    }

    /// "Walk", "By bike", "Drive": the detail's label.
    public var label: String { phrase.prefix(1).uppercased() + phrase.dropFirst() }

    /// "6 min walk" for `seconds` (at least a minute: a route is never "0 min").
    public func text(seconds: Double) -> String {
        "\(Self.minutes(seconds)) min " + phrase
    }

    /// Whole minutes, rounded, at least one.
    static func minutes(_ seconds: Double) -> Int {
        max(1, Int(exactly: (seconds / 60).rounded()) ?? 1)
    }
}
