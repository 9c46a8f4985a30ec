import CatalogKit

/// The cook's own files in the data folder: the pantry (`pantry.json`) and the shopping list
/// (`shopping.json`), each read and changed whole, under its lock.
struct Kitchen: Sendable {
    let pantry: DataFile<Pantry>
    let shopping: DataFile<ShoppingList>

    init(environment: [String: String]) {
        pantry = DataFile(name: "pantry.json", environment: environment, empty: Pantry())
        shopping = DataFile(name: "shopping.json", environment: environment, empty: ShoppingList())
    }

    func loadPantry() throws(AppError) -> Pantry {
        try Self.phrased { () throws(DataFileFailure) in try pantry.load() }
    }

    func loadShopping() throws(AppError) -> ShoppingList {
        try Self.phrased { () throws(DataFileFailure) in try shopping.load() }
    }

    func changePantry<T>(_ change: (inout Pantry) -> T) throws(AppError) -> T {
        try Self.phrased { () throws(DataFileFailure) in try pantry.update { document in change(&document) } }
    }

    func changeShopping<T>(_ change: (inout ShoppingList) -> T) throws(AppError) -> T {
        try Self.phrased { () throws(DataFileFailure) in try shopping.update { document in change(&document) } }
    }

    /// A data file's failure as the user is told it.
    private static func phrased<T>(_ work: () throws(DataFileFailure) -> T) throws(AppError) -> T {
        do throws(DataFileFailure) {
            return try work()
        } catch {
            throw AppError(kind: .unexpectedData, message: DisplayText.line(error.description), isRetryable: false)
        }
    }
}
