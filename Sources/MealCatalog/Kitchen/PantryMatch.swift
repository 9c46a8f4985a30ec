import CatalogKit

/// A recipe that uses some of the pantry's ingredients: which (from the single-ingredient
/// filters it was listed by) and, once its ingredients are known (`lookup.php`, for the best
/// matches only), how many of them the pantry covers and what is missing.
struct PantryMatch: Sendable, Equatable {
    var id: String
    var name: String
    /// The pantry's ingredients whose `filter.php?i=` listed it, in the pantry's order.
    var uses: [String]
    /// The recipe's ingredients, when looked up.
    var ingredients: [String]?

    /// The recipe's ingredients the pantry does not hold, when looked up.
    func missing(from pantry: Pantry) -> [String]? {
        ingredients.map { names in names.filter { !pantry.contains($0) } }
    }

    /// How many of its ingredients the pantry covers: those it holds, at least those that
    /// listed it.
    func covered(by pantry: Pantry) -> Int {
        guard let ingredients, let missing = missing(from: pantry) else { return uses.count }
        return max(uses.count, ingredients.count - missing.count)
    }

    /// "7 of 9 — missing: saffron, peas", "3 of 3", or, before the lookup, "uses chicken, garlic".
    func summary(for pantry: Pantry) -> String {
        guard let ingredients, let missing = missing(from: pantry) else {
            return "uses " + uses.map { $0.lowercased() }.joined(separator: ", ")
        }
        let head = "\(covered(by: pantry)) of \(ingredients.count)"
        return missing.isEmpty ? head + " — nothing missing" : head + " — missing: " + missing.map { $0.lowercased() }.joined(separator: ", ")
    }

    /// The best covered first: more pantry ingredients used, then (where known) fewer
    /// missing, then by name.
    static func ranked(_ matches: [PantryMatch], pantry: Pantry) -> [PantryMatch] {
        matches.sorted { left, right in
            let (leftCovered, rightCovered) = (left.covered(by: pantry), right.covered(by: pantry))
            if leftCovered != rightCovered { return leftCovered > rightCovered }
            let leftMissing = left.missing(from: pantry)?.count ?? Int.max
            let rightMissing = right.missing(from: pantry)?.count ?? Int.max
            if leftMissing != rightMissing { return leftMissing < rightMissing }
            return left.name.lowercased() < right.name.lowercased()
        }
    }
}
