import MealCatalog
import Testing

/// Recipe measures as TheMealDB writes them: scaled, and added up for a shopping list.
@Suite("Measures")
struct MeasureTests {
    @Test("Scaling keeps the words and writes fractions as cooks do",
          arguments: [("1 1/2 cups", 2.0, "3 cups"), ("1/2 tsp", 1.5, "¾ tsp"), ("1 tsp", 1.5, "1½ tsp"), ("100g", 1.5, "150g"),
                      ("75g/3oz", 2.0, "150g/6oz"), ("125g/4½oz", 2.0, "250g/9oz"), ("2-3 tbsp", 2.0, "4-6 tbsp"), ("½ cup", 0.5, "¼ cup"),
                      ("1 large", 3.0, "3 large"), ("1.5 tablespoon", 2.0, "3 tablespoon"), ("1 (400g) tin", 2.0, "2 (400g) tin"),
                      ("1 kg", 1.5, "1.5 kg"), ("3tbsp", 0.5, "1½tbsp"), ("1/3 cup", 2.0, "⅔ cup"), ("1 cup", 0.3, "⅓ cup"), ("1 cup", 0.2, "0.2 cup"),
                      ("250ml", 0.5, "125ml"), ("2 cloves", 0.5, "1 cloves")])
    func scaled(measure: String, factor: Double, expected: String) {
        #expect(Measure.scale(measure, by: factor) == expected)
    }

    @Test("Measures without a quantity stay as they are", arguments: ["to taste", "Pinch", "Sliced", "Zest of 2", "as required", "", "Bunch"])
    func unscaled(measure: String) {
        #expect(Measure.scale(measure, by: 2) == measure)
    }

    @Test("Units of one kind add up; counts with the same words add; the rest stays beside")
    func totals() {
        #expect(ShoppingTotal(ingredient: "Butter", measures: ["100g", "50g"]).text == "150g")
        #expect(ShoppingTotal(ingredient: "Flour", measures: ["500g", "1 kg"]).text == "1.5kg")
        #expect(ShoppingTotal(ingredient: "Sugar", measures: ["2 tbs", "1 tbsp"]).text == "3 tbsp")
        #expect(ShoppingTotal(ingredient: "Milk", measures: ["1 cup", "2 tbs"]).text == "270ml")
        #expect(ShoppingTotal(ingredient: "Eggs", measures: ["2", "1", "1 large"]).text == "3 + 1 large")
        #expect(ShoppingTotal(ingredient: "Salt", measures: ["1 tsp", "pinch", "pinch"]).text == "1 tsp + pinch")
        #expect(ShoppingTotal(ingredient: "Beef", measures: ["1 lb", "200g"]).text == "654g")
    }
}
