import CatalogKit
import MealCatalog
import Networking
import TestSupport
import Testing

/// Recipe measures as TheMealDB writes them: scaled, and added up for a shopping list.
@Suite("Measures")
struct MeasureTests {
    @Test(
        "Scaling keeps the words and writes fractions as cooks do",
        arguments: [
            ("1 1/2 cups", 2.0, "3 cups"), ("1/2 tsp", 1.5, "¾ tsp"), ("1 tsp", 1.5, "1½ tsp"), ("100g", 1.5, "150g"),
            ("75g/3oz", 2.0, "150g/6oz"), ("125g/4½oz", 2.0, "250g/9oz"), ("2-3 tbsp", 2.0, "4-6 tbsp"), ("½ cup", 0.5, "¼ cup"),
            ("1 large", 3.0, "3 large"), ("1.5 tablespoon", 2.0, "3 tablespoon"), ("1 (400g) tin", 2.0, "2 (400g) tin"),
            ("1 kg", 1.5, "1.5 kg"), ("3tbsp", 0.5, "1½tbsp"), ("1/3 cup", 2.0, "⅔ cup"), ("1 cup", 0.3, "⅓ cup"), ("1 cup", 0.2, "0.2 cup"),
            ("250ml", 0.5, "125ml"), ("2 cloves", 0.5, "1 cloves"),
        ])
    func scaled(measure: String, factor: Double, expected: String) {
        #expect(Measure.scale(measure, by: factor) == expected)
    }

    /// Measures as the corpus's recipes write them, trailing spaces and all.
    @Test(
        "Real measures from the corpus scale as a cook would write them",
        arguments: [
            ("1600g", 0.5, "800g"), ("200ml", 2.0, "400ml"), ("1/2 tsp", 2.0, "1 tsp"), ("3 tbs", 2.0, "6 tbs"), ("1 1/2 ", 2.0, "3"),
            ("1 (200g) pack", 2.0, "2 (200g) pack"), ("450 grams Boneless skin", 2.0, "900 grams Boneless skin"),
            ("100ml milk", 1.5, "150ml milk"), ("50g/1¾oz", 2.0, "100g/3½oz"), ("75g/2½oz", 2.0, "150g/5oz"),
            ("2 cloves minced", 1.5, "3 cloves minced"), ("¼ teaspoon", 2.0, "½ teaspoon"), ("25 ml", 2.0, "50 ml"), ("1.5kg", 2.0, "3kg"),
            ("5 tblsp ", 0.5, "2½ tblsp"), ("1 1/2 cups ", 0.5, "¾ cups"), ("1/4 cup", 3.0, "¾ cup"), ("16", 0.25, "4"), ("½ cup ", 3.0, "1½ cup"),
            ("3 Pods", 2.0, "6 Pods"), ("1/2 teaspoon", 0.5, "¼ teaspoon"), ("1 tbls", 3.0, "3 tbls"),
        ])
    func corpusMeasures(measure: String, factor: Double, expected: String) {
        #expect(Measure.scale(measure, by: factor) == expected)
    }

    @Test(
        "Mixed numbers, ranges and ordinals scale as numbers; words that are not quantities stay",
        arguments: [
            ("2-1/2 cups", 2.0, "5 cups"), ("1-1/2 tsp", 2.0, "3 tsp"), ("2-½ cups", 2.0, "5 cups"), ("1-1/2 cups", 0.5, "¾ cups"),
            ("2-3 tbsp", 0.5, "1-1½ tbsp"), ("1/2-1 cup", 2.0, "1-2 cup"), ("3rd", 2.0, "3rd"), ("1st layer", 3.0, "1st layer"),
            ("2nd batch", 2.0, "2nd batch"), ("4th", 0.5, "4th"),
        ])
    func mixedNumbersAndOrdinals(measure: String, factor: Double, expected: String) {
        #expect(Measure.scale(measure, by: factor) == expected)
    }

    @Test(
        "Below ⅛ cup a measure is in tablespoons, below a tablespoon in teaspoons",
        arguments: [
            ("¼ cup", 0.25, "1 tbsp"), ("1/4 cup", 0.25, "1 tbsp"), ("½ cup", 0.125, "1 tbsp"), ("1 cup", 0.0625, "1 tbsp"),
            ("1 tbsp", 0.5, "1½ tsp"), ("2 tablespoons", 0.25, "1½ tsp"), ("¼ cup chopped", 0.25, "1 tbsp chopped"),
            ("1 cup", 0.125, "⅛ cup"), ("1 tsp", 0.25, "¼ tsp"), ("1-2 tbsp", 0.5, "1½-3 tsp"),
        ])
    func stepsDown(measure: String, factor: Double, expected: String) {
        #expect(Measure.scale(measure, by: factor) == expected)
    }

    @Test("A shopping list sums the numbers of mixed numbers and mixed units, not their text")
    func sumsOfMixedMeasures() {
        #expect(ShoppingTotal(ingredient: "Flour", measures: ["1 cup", "2-1/2 cups"]).text == "3½ cups")
        #expect(ShoppingTotal(ingredient: "Milk", measures: ["½ cup", "4 tbsp"]).text == "¾ cup")
        #expect(ShoppingTotal(ingredient: "Sugar", measures: ["1 tbsp", "1 tsp"]).text == "1⅓ tbsp")
        #expect(ShoppingTotal(ingredient: "Salt", measures: ["1/2 tsp", "1/4 tsp"]).text == "¾ tsp")
        #expect(ShoppingTotal(ingredient: "Oil", measures: ["1 tsp", "2 tsp"]).text == "3 tsp")
        #expect(ShoppingTotal(ingredient: "Beef", measures: ["1 lb", "8 oz"]).text == "1½ lb")
        #expect(ShoppingTotal(ingredient: "Cream", measures: ["1 cup", "100ml"]).text == "340ml")
        #expect(ShoppingTotal(ingredient: "Eggs", measures: ["3rd", "2"]).text == "2 + 3rd")
        // Amounts that are no cook's fraction of a cup are written in spoons, not rounded away.
        #expect(ShoppingTotal(ingredient: "Oil", measures: ["1/8 cup", "1 tsp"]).text == "2⅓ tbsp")
        #expect(ShoppingTotal(ingredient: "Oil", measures: ["2 tbsp", "1/3 cup"]).text == "7⅓ tbsp")
        #expect(Measure.scale("¼ cup", by: 0.75) == "3 tbsp")
    }

    @Test(
        "Measures without a quantity stay as they are",
        arguments: [
            "to taste", "Pinch", "Sliced", "Zest of 2", "as required", "", "Bunch",
            "Dash", "Pod of", "Grated Zest of 2", "To Glaze", "spinkling", "Small bunch", "Can", "Splash",
        ])
    func unscaled(measure: String) {
        #expect(Measure.scale(measure, by: 2) == measure)
    }

    @Test("Units of one kind add up; counts with the same words add; the rest stays beside")
    func totals() {
        #expect(ShoppingTotal(ingredient: "Butter", measures: ["100g", "50g"]).text == "150g")
        #expect(ShoppingTotal(ingredient: "Flour", measures: ["500g", "1 kg"]).text == "1.5kg")
        #expect(ShoppingTotal(ingredient: "Sugar", measures: ["2 tbs", "1 tbsp"]).text == "3 tbsp")
        #expect(ShoppingTotal(ingredient: "Milk", measures: ["1 cup", "2 tbs"]).text == "1⅛ cups")
        #expect(ShoppingTotal(ingredient: "Eggs", measures: ["2", "1", "1 large"]).text == "3 + 1 large")
        #expect(ShoppingTotal(ingredient: "Salt", measures: ["1 tsp", "pinch", "pinch"]).text == "1 tsp + pinch")
        #expect(ShoppingTotal(ingredient: "Beef", measures: ["1 lb", "200g"]).text == "654g")
        // Counts of one thing, singular or plural, with or without a word after it.
        #expect(ShoppingTotal(ingredient: "Garlic", measures: ["1 clove", "3 cloves"]).text == "4 cloves")
        #expect(ShoppingTotal(ingredient: "Garlic", measures: ["2 cloves minced", "3 cloves "]).text == "5 cloves")
        #expect(ShoppingTotal(ingredient: "Garlic", measures: ["1 clove"]).text == "1 clove")
        #expect(ShoppingTotal(ingredient: "Bay", measures: ["6 leaves", "2 leaves"]).text == "8 leaves")
        #expect(ShoppingTotal(ingredient: "Milk", measures: ["200ml", "100ml milk", "1 cup"]).text == "540ml")
        #expect(ShoppingTotal(ingredient: "Butter", measures: ["1 Stick", "2 sticks"]).text == "3 sticks")
        // A word that describes what is counted has no plural; a thousand grams is a kilogram.
        #expect(ShoppingTotal(ingredient: "Eggs", measures: ["1 large", "1 large"]).text == "2 large")
        #expect(ShoppingTotal(ingredient: "Onion", measures: ["1 chopped", "2 chopped"]).text == "3 chopped")
        #expect(ShoppingTotal(ingredient: "Tomato", measures: ["1 tin", "1 tin"]).text == "2 tins")
        #expect(ShoppingTotal(ingredient: "Stock", measures: ["500ml", "500ml"]).text == "1l")
        #expect(ShoppingTotal(ingredient: "Flour", measures: ["600g", "600g"]).text == "1.2kg")
        #expect(ShoppingTotal(ingredient: "Flour", measures: ["400g", "500g"]).text == "900g")
    }

    @Test(
        "Every measure of the corpus's recipes either keeps its words when scaled or is left as written",
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
    func wholeCorpus() throws {
        let measures = try CorpusMeals.meals().values.flatMap { meal in (1...20).compactMap { meal["strMeasure\($0)"] as? String } }
        #expect(measures.count > 100)
        for written in measures {
            let trimmed = written.trimmingWhitespace()
            #expect(Measure.scale(trimmed, by: 1) == trimmed)
            guard let measure = Measure(trimmed) else {
                #expect(Measure.scale(written, by: 2) == written)
                continue
            }
            #expect(Measure(Measure.scale(trimmed, by: 2))?.rest == measure.rest, "\(written)")
        }
    }
}
