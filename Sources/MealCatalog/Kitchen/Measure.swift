import CatalogKit
import Networking

/// A recipe's measure as TheMealDB writes it ("1 1/2 cups", "75g/3oz", "½ tsp", "2-3 tbsp",
/// "pinch"), read as far as it has a quantity: scaled by a factor and written back as cooks
/// write it, with fractions (1½ cups, ¾ tsp) for cups, spoons, ounces and counts, and plain
/// numbers for grams and millilitres. A measure without a leading quantity ("to taste",
/// "Pinch", "Sliced") is left as it is.
public struct Measure: Sendable, Equatable {
    /// The leading quantity: one number, or a range ("2-3").
    public var low: Double
    public var high: Double?
    /// What follows the quantity, as written ("g", " cups", " large"), and whether it was
    /// written against the number ("100g").
    public var rest: String
    /// A second measure after "/" ("75g/3oz"), scaled with the first.
    public var alternative: String?

    /// The measure in `text`, or nil when it does not start with a quantity.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        var parts = trimmed.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        // "1/2 tsp" is one fraction, not a measure and its alternative: only a "/" after a
        // unit or a number with a unit starts an alternative.
        if parts.count == 2, let first = parts.first, first.last?.isNumber == true { parts = [trimmed] }
        guard let (low, high, consumed) = Self.quantity(in: parts[0]) else { return nil }
        let rest = String(parts[0].dropFirst(consumed))
        // "3rd", "1st": an ordinal names a thing, it is not a quantity.
        if Self.isOrdinalSuffix(rest) { return nil }
        self.low = low
        self.high = high
        self.rest = rest
        alternative = parts.count == 2 ? parts[1] : nil
    }

    /// The unit the measure is in, if it names one this reader knows.
    public var unit: MeasureUnit? { MeasureUnit(word: rest) }

    /// The measure multiplied by `factor`, as text; a cup or spoon measure that falls below
    /// ⅛ cup or one tablespoon is written in the next smaller unit.
    public func scaled(by factor: Double) -> String {
        var (low, high, unit, rest) = (self.low * factor, self.high.map { $0 * factor }, self.unit, self.rest)
        if let from = unit, case let (_, to) = from.steppedDown(low), to != from {
            let ratio = from.base / to.base
            (low, high, unit) = (low * ratio, high.map { $0 * ratio }, to)
            rest = Self.replacingUnit(in: rest, with: to.symbol)
        }
        var text = Self.format(low, unit: unit)
        if let high { text += "-" + Self.format(high, unit: unit) }
        text += rest
        if let alternative {
            text += "/" + (Measure(alternative).map { $0.scaled(by: factor) } ?? alternative)
        }
        return text
    }

    /// `text` scaled by `factor`; unchanged when it has no quantity or the factor is 1.
    public static func scale(_ text: String, by factor: Double) -> String {
        guard factor != 1, let measure = Measure(text) else { return text }
        return measure.scaled(by: factor)
    }

    // MARK: - Reading

    /// Whether `rest` starts with an ordinal's suffix written against its number ("rd" of "3rd").
    static func isOrdinalSuffix(_ rest: String) -> Bool {
        let letters = rest.prefix { $0.isLetter }.lowercased()
        return ["st", "nd", "rd", "th"].contains(letters)
    }

    /// `rest` with the unit word it starts with (after any spaces) replaced by `symbol`.
    static func replacingUnit(in rest: String, with symbol: String) -> String {
        let spaces = rest.prefix { $0 == " " }
        let word = rest.dropFirst(spaces.count).prefix { $0.isLetter }
        return spaces + symbol + rest.dropFirst(spaces.count + word.count)
    }

    private static let vulgar: [Character: Double] = [
        "½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8,
    ]

    /// The quantity at the start of `text`: its value (a range's two ends) and how many
    /// characters it took.
    static func quantity(in text: String) -> (Double, Double?, Int)? {
        let characters = Array(text)
        var index = 0
        guard let (low, afterLow) = number(characters, from: 0) else { return nil }
        index = afterLow
        var high: Double?
        if index < characters.count, characters[index] == "-", let (value, after) = number(characters, from: index + 1) {
            if value >= low {
                (high, index) = (value, after)
            } else if value < 1, low == low.rounded(), characters[(index + 1)...].contains(where: { $0 == "/" || vulgar[$0] != nil }) {
                // "2-1/2 cups": a whole number and a fraction, as American recipes write 2½.
                return (low + value, nil, after)
            }
        }
        return (low, high, index)
    }

    /// A number at `start`: "2", "1.5", "1/2", "1 1/2", "½", "4½", "1 ½".
    private static func number(_ characters: [Character], from start: Int) -> (Double, Int)? {
        var index = start
        func digits() -> String {
            var text = ""
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { text.append(characters[index]); index += 1 }
            return text
        }
        if index < characters.count, let fraction = vulgar[characters[index]] { return (fraction, index + 1) }
        let whole = digits()
        guard !whole.isEmpty, var value = Double(whole) else { return nil }
        if index < characters.count, characters[index] == "." {
            let mark = index
            index += 1
            let decimals = digits()
            if decimals.isEmpty { index = mark } else { value = Double(whole + "." + decimals) ?? value }
        } else if index < characters.count, characters[index] == "/" {
            let mark = index
            index += 1
            let denominator = digits()
            if let bottom = Double(denominator), bottom > 0 { return (value / bottom, index) }
            index = mark
        }
        // A fraction after the whole number: "4½", "1 ½", "1 1/2".
        if index < characters.count, let fraction = vulgar[characters[index]] { return (value + fraction, index + 1) }
        if index + 1 < characters.count, characters[index] == " " {
            if let fraction = vulgar[characters[index + 1]] { return (value + fraction, index + 2) }
            let mark = index
            index += 1
            let top = digits()
            if !top.isEmpty, index < characters.count, characters[index] == "/" {
                index += 1
                let bottom = digits()
                if let top = Double(top), let bottom = Double(bottom), bottom > 0, top < bottom { return (value + top / bottom, index) }
            }
            index = mark
        }
        return (value, index)
    }

    // MARK: - Writing

    /// `value` as a cook writes it in `unit`: grams and millilitres as whole numbers (tenths
    /// under 10), kilograms and litres to two places; everything else with a fraction.
    static func format(_ value: Double, unit: MeasureUnit?) -> String {
        guard let unit, unit.isMetric else { return fraction(value) }
        if unit == .kilogram || unit == .litre { return trimmed(DecimalText.fixed(value, decimals: 2)) }
        return value < 10 ? trimmed(DecimalText.fixed(value, decimals: 1)) : DecimalText.fixed(value, decimals: 0)
    }

    /// 1.5 → "1½", 0.75 → "¾", 2 → "2", 0.3 → "⅓"; one decimal where no eighth or third is near.
    static func fraction(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return DecimalText.fixed(value, decimals: 1) }
        let whole = value.rounded(.down)
        let part = value - whole
        let marks: [(Double, String)] = [
            (0, ""), (1 / 8, "⅛"), (1 / 4, "¼"), (1 / 3, "⅓"), (3 / 8, "⅜"), (1 / 2, "½"), (5 / 8, "⅝"),
            (2 / 3, "⅔"), (3 / 4, "¾"), (7 / 8, "⅞"), (1, ""),
        ]
        guard let nearest = marks.min(by: { abs($0.0 - part) < abs($1.0 - part) }), abs(nearest.0 - part) < 0.04 else {
            return trimmed(DecimalText.fixed(value, decimals: 1))
        }
        let count = nearest.0 == 1 ? whole + 1 : whole
        let head = count == 0 && !nearest.1.isEmpty ? "" : DecimalText.fixed(count, decimals: 0)
        return head + nearest.1
    }

    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var result = text
        while result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return result
    }
}
