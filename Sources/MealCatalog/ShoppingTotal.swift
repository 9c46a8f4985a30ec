import CatalogKit

/// One ingredient's measures across recipes, added up where they can be: measures in units of
/// one kind (mass, volume) are summed through grams or millilitres and written in the unit
/// they share, or in grams/kilograms or millilitres/litres when they differ; counts without a
/// unit ("2", "1 large") are summed when their words agree; everything else stays beside the
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
        var counts: [String: Double] = [:], countOrder: [String] = []
        var others: [String] = []
        for written in measures.map({ $0.trimmingWhitespace() }) where !written.isEmpty {
            guard let measure = Measure(written), measure.high == nil else { others.append(written); continue }
            if let unit = measure.unit {
                switch unit.kind {
                case .mass: mass.append((measure.low, unit))
                case .volume: volume.append((measure.low, unit))
                }
            } else {
                let words = measure.rest.trimmingWhitespace().lowercased()
                if counts[words] == nil { countOrder.append(words) }
                counts[words, default: 0] += measure.low
            }
        }
        var parts = [Self.total(mass, metric: (.gram, .kilogram)), Self.total(volume, metric: (.millilitre, .litre))].compactMap { $0 }
        parts += countOrder.map { words in Measure.fraction(counts[words] ?? 0) + (words.isEmpty ? "" : " " + words) }
        parts += others.uniquedKeepingOrder()
        return parts.joined(separator: " + ")
    }

    /// The sum of `amounts` in their shared unit, or in `metric` units when they differ.
    private static func total(_ amounts: [(Double, MeasureUnit)], metric: (small: MeasureUnit, large: MeasureUnit)) -> String? {
        guard let first = amounts.first else { return nil }
        if amounts.allSatisfy({ $0.1 == first.1 }) {
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
