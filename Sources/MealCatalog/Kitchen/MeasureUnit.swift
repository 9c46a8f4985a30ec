/// The units of TheMealDB's measures that convert into one another, under the spellings the
/// recipes use ("tbs", "tbls", "tblsp", "tablespoons"). Spoons and cups are the metric
/// kitchen's: teaspoon 5 ml, tablespoon 15 ml, cup 240 ml; an ounce is 28.35 g and a pound
/// 453.59 g (mass; "fl oz" is not read).
public enum MeasureUnit: String, Sendable, CaseIterable {
    case gram, kilogram, ounce, pound, millilitre, litre, teaspoon, tablespoon, cup

    /// What a unit measures.
    public enum Kind: Sendable { case mass, volume }

    public var kind: Kind {
        switch self {
        case .gram, .kilogram, .ounce, .pound: .mass
        case .millilitre, .litre, .teaspoon, .tablespoon, .cup: .volume
        }
    }

    /// Grams or millilitres in one of this unit.
    public var base: Double {
        switch self {
        case .gram, .millilitre: 1
        case .kilogram, .litre: 1000
        case .ounce: 28.349_523_125
        case .pound: 453.592_37
        case .teaspoon: 5
        case .tablespoon: 15
        case .cup: 240
        }
    }

    /// Whether it is a metric unit (written with plain numbers, not fractions).
    public var isMetric: Bool { [.gram, .kilogram, .millilitre, .litre].contains(self) }

    /// How the shopping list writes it after a number.
    public var symbol: String {
        switch self {
        case .gram: "g"
        case .kilogram: "kg"
        case .ounce: "oz"
        case .pound: "lb"
        case .millilitre: "ml"
        case .litre: "l"
        case .teaspoon: "tsp"
        case .tablespoon: "tbsp"
        case .cup: "cup"
        }
    }

    /// The symbol after `count` of the unit: "cups" above one cup; spoons, weights and
    /// metric symbols have no plural.
    public func symbol(count: Double) -> String {
        self == .cup && count > 1 ? "cups" : symbol
    }

    /// `value` of this unit in the unit a cook measures it with: below ⅛ cup in tablespoons,
    /// below one tablespoon in teaspoons (¼ cup × ¼ is 1 tbsp, not 0.1 cup); and under one
    /// cup or tablespoon, in the smaller spoon where the amount is no cook's fraction of the
    /// larger one (⅛ cup + 1 tsp is 2⅓ tbsp, not "⅛ cup").
    public func steppedDown(_ value: Double) -> (value: Double, unit: MeasureUnit) {
        var (value, unit) = (value, self)
        for (from, to) in [(Self.cup, Self.tablespoon), (Self.tablespoon, Self.teaspoon)] where unit == from && value > 0 {
            let smaller = value * from.base / to.base
            let below = from == .cup ? value < 1.0 / 8 - 1e-9 : value < 1 - 1e-9
            if below || (value < 1 && !Self.isCooksFraction(value) && Self.isCooksFraction(smaller)) { (value, unit) = (smaller, to) }
        }
        return (value, unit)
    }

    private static let cooksFractions: [Double] = [0, 1.0 / 8, 1.0 / 4, 1.0 / 3, 3.0 / 8, 1.0 / 2, 5.0 / 8, 2.0 / 3, 3.0 / 4, 7.0 / 8, 1]

    /// Whether `value` is within a hair of a whole number of eighths or thirds.
    static func isCooksFraction(_ value: Double) -> Bool {
        let part = value - value.rounded(.down)
        return cooksFractions.contains { abs($0 - part) < 0.01 }
    }

    private static let spellings: [String: MeasureUnit] = [
        "g": .gram, "gr": .gram, "gram": .gram, "grams": .gram, "kg": .kilogram, "kgs": .kilogram, "kilogram": .kilogram,
        "kilograms": .kilogram, "oz": .ounce, "ounce": .ounce, "ounces": .ounce, "lb": .pound, "lbs": .pound, "pound": .pound,
        "pounds": .pound, "ml": .millilitre, "millilitre": .millilitre, "millilitres": .millilitre, "milliliter": .millilitre,
        "milliliters": .millilitre, "l": .litre, "litre": .litre, "litres": .litre, "liter": .litre, "liters": .litre,
        "tsp": .teaspoon, "tsps": .teaspoon, "teaspoon": .teaspoon, "teaspoons": .teaspoon, "tbs": .tablespoon,
        "tbsp": .tablespoon, "tbsps": .tablespoon, "tbls": .tablespoon, "tblsp": .tablespoon, "tablespoon": .tablespoon,
        "tablespoons": .tablespoon, "cup": .cup, "cups": .cup,
    ]

    /// The unit `text` starts with ("g", " cups", " tbs chopped"), if any.
    public init?(word text: String) {
        let word = text.trimmingWhitespace().prefix { $0.isLetter }.lowercased()
        guard let unit = Self.spellings[word] else { return nil }
        self = unit
    }
}
