import Foundation

/// One rule of a fixture folder's `queries.json`: how ``FixtureClient`` answers requests to
/// `path` that no file answers, by filtering the items of the files in the folder `from`.
///
/// The answer is the first of those files with its `items` list replaced by the items that
/// pass every `match` whose parameter the request carries; an empty result is `null` when
/// `emptyIsNull` (TheMealDB's `{"meals": null}`), else `[]`. With `near`, items are kept
/// within the request's circle, sorted nearest first to its bias point and given their
/// distance, as Geoapify does; with `paged`, `offset` and `limit` (20) slice the result.
///
/// Tests: `contains` (case, accents and apostrophes ignored; an empty text matches all),
/// `prefix` (the same folding; an empty text matches none), `categories` (a comma-separated
/// list; an item's category matches one equal to it or a parent of it, `catering` for
/// `catering.cafe`). `field` is a dotted path into an item, for example `properties.name`;
/// a list of strings matches when one of them does.
public struct FixtureQuery: Decodable, Sendable {
    /// The file name of the rules, at the folder's root.
    public static let manifestName = "queries.json"

    /// A request parameter tested against a field of each item.
    public struct Match: Decodable, Sendable {
        /// How the parameter's text is compared with the field (see ``FixtureQuery``).
        public enum Test: String, Decodable, Sendable { case contains, prefix, categories }
        public var parameter: String
        public var field: String
        public var test: Test
    }

    /// Geoapify-style geometry: `circle:lon,lat,radius` and `proximity:lon,lat` parameters.
    public struct Near: Decodable, Sendable {
        /// The parameters holding the circle and the bias point.
        public var circle: String
        public var bias: String
        /// The item's `[lon, lat]` and where its distance in metres is written.
        public var position: String
        public var distance: String
        /// `[lon, lat]` used when the request has no bias point.
        public var center: [Double]
    }

    public var path: String
    public var from: String
    public var items: String
    public var match: [Match]
    public var emptyIsNull: Bool?
    public var near: Near?
    public var paged: Bool?

    /// The answer body for a request with `query`, from the files' contents (in name order).
    func answer(_ query: [URLQueryItem], files: [Data]) -> Data? {
        let objects = files.compactMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
        guard var envelope = objects.first else { return nil }
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        var found = objects.flatMap { $0[items] as? [Any] ?? [] }.filter { item in
            match.allSatisfy { rule in value(rule.parameter).map { Self.passes(item, rule, $0) } ?? true }
        }
        if let near {
            found = place(found, near, value)
        }
        if paged == true {
            let offset = max(0, Int(value("offset") ?? "") ?? 0), limit = max(1, Int(value("limit") ?? "") ?? 20)
            found = Array(found.dropFirst(offset).prefix(limit))
        }
        envelope[items] = found.isEmpty && emptyIsNull == true ? NSNull() : found
        return try? JSONSerialization.data(withJSONObject: envelope)
    }

    private static func passes(_ item: Any, _ rule: Match, _ wanted: String) -> Bool {
        let values: [String]
        switch lookup(item, rule.field) {
        case let text as String: values = [text]
        case let list as [Any]: values = list.compactMap { $0 as? String }
        default: values = []
        }
        switch rule.test {
        case .contains:
            let needle = fold(wanted)
            return needle.isEmpty || values.contains { fold($0).contains(needle) }
        case .prefix:
            let needle = fold(wanted.trimmingCharacters(in: .whitespaces))
            return !needle.isEmpty && values.contains { fold($0).hasPrefix(needle) }
        case .categories:
            let wanted = wanted.split(separator: ",").map(String.init)
            return wanted.isEmpty || values.contains { value in wanted.contains { value == $0 || value.hasPrefix($0 + ".") } }
        }
    }

    /// Items within the circle, nearest the bias point first, each with its distance.
    private func place(_ items: [Any], _ near: Near, _ value: (String) -> String?) -> [Any] {
        let fallback = near.center.count == 2 ? (lon: near.center[0], lat: near.center[1]) : (lon: 0, lat: 0)
        let bias = value(near.bias).flatMap { Self.numbers($0, after: "proximity:") }.map { (lon: $0[0], lat: $0[1]) } ?? fallback
        let circle = value(near.circle).flatMap { Self.numbers($0, after: "circle:") }
        let center = circle.map { (lon: $0[0], lat: $0[1]) } ?? bias
        let radius = circle.flatMap { $0.count >= 3 ? $0[2] : nil } ?? .infinity
        let measured: [(item: Any, distance: Double)] = items.compactMap { item in
            guard let position = Self.lookup(item, near.position) as? [Double], position.count >= 2 else { return nil }
            let point = (lon: position[0], lat: position[1])
            guard Self.distance(point, center) <= radius else { return nil }
            return (Self.setting(item, near.distance, to: Int(exactly: Self.distance(point, bias).rounded()) ?? 0), Self.distance(point, bias))
        }
        return measured.sorted { $0.distance < $1.distance }.map(\.item)
    }

    /// Case, accents and apostrophes ignored, as a forgiving search would.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased().filter { !"'’‘".contains($0) }
    }

    private static func numbers(_ text: String, after prefix: String) -> [Double]? {
        guard text.hasPrefix(prefix) else { return nil }
        let numbers = text.dropFirst(prefix.count).split(separator: ",").compactMap { Double($0) }
        return numbers.count >= 2 ? numbers : nil
    }

    private static func lookup(_ item: Any, _ path: String) -> Any? {
        path.split(separator: ".").reduce(Optional(item)) { value, key in (value as? [String: Any])?[String(key)] }
    }

    private static func setting(_ item: Any, _ path: String, to value: Any) -> Any {
        guard var object = item as? [String: Any] else { return item }
        let keys = path.split(separator: ".").map(String.init)
        guard let first = keys.first else { return item }
        object[first] = keys.count == 1 ? value : setting(object[first] ?? [String: Any](), keys.dropFirst().joined(separator: "."), to: value)
        return object
    }

    /// Great-circle distance in metres.
    private static func distance(_ a: (lon: Double, lat: Double), _ b: (lon: Double, lat: Double)) -> Double {
        GreatCircle.distance(latitude: a.lat, longitude: a.lon, toLatitude: b.lat, longitude: b.lon)
    }
}
