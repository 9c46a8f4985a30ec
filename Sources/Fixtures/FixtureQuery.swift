import CatalogKit
import FoundationEssentials
import Glibc

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
        let objects = files.compactMap(FixtureJSON.parse).filter { $0.object != nil }
        guard let envelope = objects.first else { return nil }
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        var found = objects.flatMap { $0[items]?.array ?? [] }.filter { item in
            match.allSatisfy { rule in value(rule.parameter).map { Self.passes(item, rule, $0) } ?? true }
        }
        if let near {
            found = place(found, near, value)
        }
        if paged == true {
            let offset = max(0, Int(value("offset") ?? "") ?? 0), limit = max(1, Int(value("limit") ?? "") ?? 20)
            found = Array(found.dropFirst(offset).prefix(limit))
        }
        return envelope.setting(items, to: found.isEmpty && emptyIsNull == true ? .null : .array(found)).data
    }

    private static func passes(_ item: FixtureJSON, _ rule: Match, _ wanted: String) -> Bool {
        let values: [String]
        switch item.value(at: rule.field) {
        case let .string(text): values = [text]
        case let .array(list): values = list.compactMap(\.string)
        default: values = []
        }
        switch rule.test {
        case .contains:
            let needle = fold(wanted)
            return needle.isEmpty || values.contains { fold($0).contains(needle) }
        case .prefix:
            let needle = fold(wanted.trimmingWhitespace())
            return !needle.isEmpty && values.contains { fold($0).hasPrefix(needle) }
        case .categories:
            let wanted = wanted.split(separator: ",").map(String.init)
            return wanted.isEmpty || values.contains { value in wanted.contains { value == $0 || value.hasPrefix($0 + ".") } }
        }
    }

    /// Items within the circle, nearest the bias point first, each with its distance.
    private func place(_ items: [FixtureJSON], _ near: Near, _ value: (String) -> String?) -> [FixtureJSON] {
        let fallback = near.center.count == 2 ? (lon: near.center[0], lat: near.center[1]) : (lon: 0, lat: 0)
        let bias = value(near.bias).flatMap { Self.numbers($0, after: "proximity:") }.map { (lon: $0[0], lat: $0[1]) } ?? fallback
        let circle = value(near.circle).flatMap { Self.numbers($0, after: "circle:") }
        let center = circle.map { (lon: $0[0], lat: $0[1]) } ?? bias
        let radius = circle.flatMap { $0.count >= 3 ? $0[2] : nil } ?? .infinity
        let measured: [(item: FixtureJSON, distance: Double)] = items.compactMap { item in
            guard let position = item.value(at: near.position)?.array?.compactMap(\.number), position.count >= 2 else { return nil }
            let point = (lon: position[0], lat: position[1])
            guard Self.distance(point, center) <= radius else { return nil }
            let metres = Double(Int(exactly: Self.distance(point, bias).rounded()) ?? 0)
            return (item.setting(near.distance, to: .number(metres)), Self.distance(point, bias))
        }
        return measured.sorted { $0.distance < $1.distance }.map(\.item)
    }

    /// Case, accents and apostrophes ignored, as a forgiving search would.
    static func fold(_ text: String) -> String {
        SearchFolding.withoutAccents(text).lowercased().filter { !"'’‘".contains($0) }
    }

    private static func numbers(_ text: String, after prefix: String) -> [Double]? {
        guard text.hasPrefix(prefix) else { return nil }
        let numbers = text.dropFirst(prefix.count).split(separator: ",").compactMap { Double($0) }
        return numbers.count >= 2 ? numbers : nil
    }

    /// Great-circle distance in metres.
    private static func distance(_ a: (lon: Double, lat: Double), _ b: (lon: Double, lat: Double)) -> Double {
        GreatCircle.distance(latitude: a.lat, longitude: a.lon, toLatitude: b.lat, longitude: b.lon)
    }
}
