import CatalogKit
#if canImport(FoundationEssentials)
import Fixtures
import FoundationEssentials
#else
import Foundation
#endif
import Networking

extension CatalogID {
    /// The recipes: `explore meals`.
    public static let meals: CatalogID = "meals"
}

extension MealRepository {
    /// Recipes for the executable: TheMealDB with the key from `MEALDB_API_KEY` (else the
    /// public test key), or the built-in demo.
    public static let descriptor = CatalogDescriptor(
        id: .meals, title: "Recipes", summary: "meals by category and area, from TheMealDB", entryKind: "meal",
        freshFor: .seconds(86_400), urlOption: "mealdb-url", urlExample: "http://127.0.0.1:8080/api/json/v1/1",
        filterKinds: [MealRepository.category, MealRepository.area], actions: cookingActions, commands: commands,
        linkKinds: ["meal", "category", "area", "ingredient", "pantry", "shopping"],
        deepLinkExamples: ["52771", "ingredient/garlic", "area/Canadian", "category/Dessert", "pantry/all", "shopping/list"],
        secret: secret
    ) { context in
        if context.demo {
            guard MealDemo.isAvailable else { return DemoData.missing("Recipes · demo") }
            return .ready(
                OpenableLinksCatalog(
                    MealRepository(
                        api: APIClient(baseURL: MealDemo.baseURL, client: MealDemo.client), title: "Recipes · demo",
                        environment: context.environment)))
        }
        let key = secret.value(environment: context.environment) ?? "1"
        Redaction.registerSecret(key)
        let baseURL = context.baseURL ?? MealDBEndpoint.baseURL(key: key)
        return .ready(
            MealRepository(
                api: APIClient(baseURL: baseURL, client: context.network),
                images: APIClient(baseURL: baseURL, client: context.network), imageOrigin: context.baseURL,
                environment: context.environment))
    }

    /// TheMealDB's key: `MEALDB_API_KEY`, else `mealdb_api_key` in the config, else the
    /// public test key.
    public static let secret = CatalogSecret(
        variable: "MEALDB_API_KEY", configKey: "mealdb_api_key", about: "TheMealDB's key",
        fallback: "its public test key 1")

    /// `explore meals show|list|search`.
    static let commands = [
        CommandSpec(
            catalog: .meals, name: "show", operand: "ID|NAME",
            options: [
                OptionSpec("--scale", "N", "the recipe's measures taken by N (2, 0.5, 1/2, 1½)", role: .value)
            ], summary: "one recipe: ingredients and instructions; or category/C, area/A, ingredient/I with its recipes; or pantry/all, shopping/list",
            examples: [
                "explore meals show 52772", "explore meals show 'Teriyaki Chicken Casserole' --json",
                "explore meals show ingredient/garlic --json | jq '.recipes[].name'", "explore meals show 53049 --scale 2",
            ]),
        CommandSpec(
            catalog: .meals, name: "list", operand: "KIND/ID",
            options: [
                OptionSpec(
                    "--category", "CATEGORY", "recipes of a category (default Dessert)", completes: .cached(.filter(id: category.id, byLabel: false)),
                    role: .filter(category, byLabel: false)),
                OptionSpec(
                    "--area", "AREA", "recipes of an area (Italian)", completes: .cached(.filter(id: area.id, byLabel: false)),
                    role: .filter(area, byLabel: false)),
                OptionSpec("--ingredient", "INGREDIENT", "recipes with an ingredient (chicken breast)", role: .link("ingredient")),
            ], summary: "recipes of one category, area or ingredient; or of KIND/ID (category/Dessert, area/Italian, ingredient/garlic)",
            examples: ["explore meals list --category Dessert --format tsv", "explore meals list --area Italian", "explore meals list ingredient/garlic"],
            operandIsOptional: true),
        CommandSpec(
            catalog: .meals, name: "search", operand: "QUERY", summary: "recipes whose names contain QUERY",
            examples: ["explore meals search alfredo --json"]),
        CommandSpec(
            catalog: .meals, name: "pantry", operand: "list|add ING…|remove ING…|clear",
            summary: "the ingredients you have (TheMealDB's names; chicken_breast or 'chicken breast'), kept in the data folder",
            examples: ["explore meals pantry add chicken garlic lemon", "explore meals pantry list --json"],
            operandIsOptional: true, takesManyOperands: true),
        CommandSpec(
            catalog: .meals, name: "cook", operand: nil,
            options: [
                OptionSpec("--with", "ING", "these ingredients instead of the pantry's", role: .value, many: true),
                OptionSpec("--category", "CATEGORY", "only recipes of a category", completes: .cached(.filter(id: category.id, byLabel: false)), role: .value),
                OptionSpec("--area", "AREA", "only recipes of an area", completes: .cached(.filter(id: area.id, byLabel: false)), role: .value),
            ], summary: "recipes by how many of their ingredients the pantry covers, best first, with what is missing",
            examples: ["explore meals cook", "explore meals cook --with chicken garlic --json | jq -r '.[] | \"\\(.covered)/\\(.total) \\(.name)\"'"]),
        CommandSpec(
            catalog: .meals, name: "shopping", operand: "show|add ID…|remove ID…|clear",
            options: [
                OptionSpec("--scale", "N", "add: the recipes' measures taken by N", role: .value)
            ], summary: "the shopping list: ingredients added up across its recipes, each with the recipes it is for",
            examples: ["explore meals shopping add 52771 52807 --scale 2", "explore meals shopping --format md > list.md"],
            operandIsOptional: true, takesManyOperands: true, formats: ["md"]),
        CommandSpec(
            catalog: .meals, name: "random", operand: nil,
            options: [
                OptionSpec("--category", "CATEGORY", "one of a category's recipes", completes: .cached(.filter(id: category.id, byLabel: false)), role: .value),
                OptionSpec("--area", "AREA", "one of an area's recipes", completes: .cached(.filter(id: area.id, byLabel: false)), role: .value),
            ], summary: "a random recipe (random.php), or one of a category's or area's",
            examples: ["explore meals random --json", "explore meals random --area Italian"]),
    ]
}
