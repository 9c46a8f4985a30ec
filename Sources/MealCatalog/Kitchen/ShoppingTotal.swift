import CatalogKit

/// One ingredient's measures across recipes, added up where they can be: measures in units of
/// one kind (mass, volume) are summed: cups and spoons in the largest of them, metric units in
/// the unit they share, or in grams/kilograms or millilitres/litres when they differ; counts without a
/// unit ("2", "1 large", "3 cloves") are summed when their first words agree, singular and
/// plural alike ("1 clove" + "2 cloves minced" = "3 cloves"); everything else stays beside the
/// sum as written ("2 tbsp + 1 pinch").
public struct ShoppingTotal: Sendable, Equatable {
    /// The ingredient as the recipes name it.
    public var ingredient: String
    /// The measures, each already scaled by its recipe's factor.
    public var measures: [String]

    public init(ingredient: String, measures: [String]) {
        self.ingredient = ingredient
        self.measures = measures
    }

    /// The measures added up, as one text.
    public var text: String {
        var mass: [(Double, MeasureUnit)] = [], volume: [(Double, MeasureUnit)] = []
        var counts: [String: Double] = [:], countOrder: [String] = [], forms: [String: [String]] = [:]
        var others: [String] = []
        for written in measures.map({ $0.trimmingWhitespace() }) where !written.isEmpty {
            guard let measure = Measure(written), measure.high == nil else { others.append(written); continue }
            if let unit = measure.unit {
                switch unit.kind {
                case .mass: mass.append((measure.low, unit))
                case .volume: volume.append((measure.low, unit))
                }
            } else {
                let noun = measure.rest.trimmingWhitespace().lowercased().split(separator: " ").first.map(String.init) ?? ""
                let key = Self.singular(noun)
                if counts[key] == nil { countOrder.append(key) }
                counts[key, default: 0] += measure.low
                if forms[key]?.contains(noun) != true { forms[key, default: []].append(noun) }
            }
        }
        var parts = [Self.total(mass, metric: (.gram, .kilogram)), Self.total(volume, metric: (.millilitre, .litre))].compactMap { $0 }
        parts += countOrder.map { key in
            let count = counts[key] ?? 0
            let noun = Self.noun(key, forms: forms[key] ?? [], count: count)
            return Measure.fraction(count) + (noun.isEmpty ? "" : " " + noun)
        }
        parts += others.uniquedKeepingOrder()
        return parts.joined(separator: " + ")
    }

    /// A count's word without a plural "s" ("cloves" → "clove"), to match it with its singular.
    static func singular(_ word: String) -> String {
        word.count > 2 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }

    /// The word for `count` of `key`: a plural the recipes wrote (or `key` + "s") above one,
    /// the singular they wrote (or the first form) otherwise. A word that describes the thing
    /// counted rather than naming it ("2 large", "3 chopped") has no plural.
    private static func noun(_ key: String, forms: [String], count: Double) -> String {
        guard !key.isEmpty else { return "" }
        if count > 1 { return forms.first { $0 != key } ?? (describes(key) ? key : key + "s") }
        return forms.contains(key) ? key : forms.first ?? key
    }

    /// English words of size and state that TheMealDB's counts start with ("1 large",
    /// "2 medium"), and participles ("1 chopped"): adjectives, which take no "s".
    static func describes(_ word: String) -> Bool {
        ["large", "medium", "small", "big", "whole", "extra", "jumbo", "fresh", "thin", "thick", "ripe"].contains(word) || word.hasSuffix("ed")
    }

    /// The sum of `amounts`: cups and spoons (or ounces and pounds) in the largest of them
    /// the recipes use (1 cup + 2 tbsp = 1⅛ cups, stepped down below ⅛ cup or a
    /// tablespoon), else in their shared unit, else in `metric` units.
    private static func total(_ amounts: [(Double, MeasureUnit)], metric: (small: MeasureUnit, large: MeasureUnit)) -> String? {
        guard let first = amounts.first else { return nil }
        if amounts.allSatisfy({ !$0.1.isMetric }) {
            let largest = amounts.map(\.1).max { $0.base < $1.base } ?? first.1
            let (value, unit) = largest.steppedDown(amounts.reduce(0) { $0 + $1.0 * $1.1.base } / largest.base)
            return Measure.format(value, unit: unit) + " " + unit.symbol(count: value)
        }
        // One unit is kept, but grams and millilitres past a thousand are written as kilograms
        // and litres (1.2kg, not 1200g).
        if amounts.allSatisfy({ $0.1 == first.1 }), first.1 != metric.small || amounts.reduce(0, { $0 + $1.0 }) < 1000 {
            let sum = amounts.reduce(0) { $0 + $1.0 }
            return Measure.format(sum, unit: first.1) + (first.1.isMetric ? "" : " ") + first.1.symbol
        }
        let base = amounts.reduce(0) { $0 + $1.0 * $1.1.base }
        let unit = base >= 1000 ? metric.large : metric.small
        return Measure.format(base / unit.base, unit: unit) + unit.symbol
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each only the first time it comes.
    fileprivate func uniquedKeepingOrder() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
