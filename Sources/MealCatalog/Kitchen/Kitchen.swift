import CatalogKit

/// The cook's own files in the data folder: the pantry (`pantry.json`) and the shopping list
/// (`shopping.json`), each read and changed whole, under its lock.
struct Kitchen: Sendable {
    let pantry: DataFile<Pantry>
    let shopping: DataFile<ShoppingList>
    /// What the last read or change found, for the rows' marks.
    let marks = KitchenMarks()

    init(environment: [String: String]) {
        var pantry = DataFile(name: "pantry.json", environment: environment, empty: Pantry(), what: "a pantry file")
        pantry.wayOut = "'explore meals pantry clear' starts a new one and moves this one aside"
        var shopping = DataFile(name: "shopping.json", environment: environment, empty: ShoppingList(), what: "a shopping list file")
        shopping.wayOut = "'explore meals shopping clear' starts a new one and moves this one aside"
        (self.pantry, self.shopping) = (pantry, shopping)
    }

    /// Empties the pantry, even when its file cannot be read (that file is moved aside:
    /// its new path is returned).
    func clearPantry() throws(AppError) -> String? {
        let aside = try Self.phrased { () throws(DataFileFailure) in try pantry.replace(with: Pantry()) }
        marks.note(Pantry())
        return aside
    }

    /// Empties the shopping list, as ``clearPantry()`` does the pantry.
    func clearShopping() throws(AppError) -> String? {
        let aside = try Self.phrased { () throws(DataFileFailure) in try shopping.replace(with: ShoppingList()) }
        marks.note(ShoppingList())
        return aside
    }

    func loadPantry() throws(AppError) -> Pantry {
        let pantry = try Self.phrased { () throws(DataFileFailure) in try self.pantry.load() }.cleaned
        marks.note(pantry)
        return pantry
    }

    func loadShopping() throws(AppError) -> ShoppingList {
        let list = try Self.phrased { () throws(DataFileFailure) in try shopping.load() }.cleaned
        marks.note(list)
        return list
    }

    func changePantry<T>(_ change: (inout Pantry) -> T) throws(AppError) -> T {
        let (result, document) = try Self.phrased { () throws(DataFileFailure) in
            try pantry.update { document in
                document = document.cleaned
                return (change(&document), document)
            }
        }
        marks.note(document)
        return result
    }

    func changeShopping<T>(_ change: (inout ShoppingList) -> T) throws(AppError) -> T {
        let (result, document) = try Self.phrased { () throws(DataFileFailure) in
            try shopping.update { document in
                document = document.cleaned
                return (change(&document), document)
            }
        }
        marks.note(document)
        return result
    }

    /// Reads both files once, for the marks, unless that was done; a file that cannot be
    /// read leaves its marks empty (its page says why).
    func loadMarksOnce() {
        guard !marks.isLoaded else { return }
        _ = try? loadPantry()
        _ = try? loadShopping()
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
