import CatalogKit

extension PokemonRepository {
    /// `show`'s operand as PokéAPI's key: a name as shown ("Mr. Mime") or as the API spells it
    /// ("mr-mime"), a number as the list writes it ("025", "#25").
    public func entityKey(for operand: String, freshness: Freshness) async throws(AppError) -> String? {
        let bare = operand.hasPrefix("#") ? String(operand.dropFirst()) : operand
        let key = PokemonJSON.slug(bare)
        if let number = Int(key), number >= 0 { return String(number) }
        // Nothing left to ask for ("", "-"): the API's address would name the whole list.
        return key.allSatisfy(\.isWhitespace) ? nil : key
    }
}
