import CatalogKit

extension PokemonRepository {
    /// `show`'s operand as PokéAPI's key: a name as shown ("Mr. Mime") or as the API spells it
    /// ("mr-mime"), a number as the list writes it ("025", "#25").
    public func entityKey(for operand: String, freshness: Freshness) async throws(AppError) -> String? {
        let bare = operand.hasPrefix("#") ? String(operand.dropFirst()) : operand
        let key = SlugText.slug(bare)
        if let number = Int(key), number >= 0 { return String(number) }
        // Nothing left to ask for ("", "-"): the API's address would name the whole list.
        return key.allSatisfy(\.isWhitespace) ? nil : key
    }
}

/// The Pokédex's own commands: `team`, `compare` and `random`.
extension PokemonRepository {
    public func run(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput {
        switch call.name {
        case "team":
            switch try await run(TeamCommand.parse(call.operands), team: call.value("--team"), freshness: freshness) {
            case let .page(page): return .document(page.document)
            case let .teams(document): return .document(document)
            case let .message(text): return .message(text)
            }
        case "compare":
            guard call.operands.count == 2 else {
                throw AppError(kind: .invalidRequest, message: "compare takes two Pokémon: explore pokemon compare charizard blastoise.", isRetryable: false)
            }
            return .document(try await comparePage(call.operands.joined(separator: ","), freshness: freshness).document)
        case "random":
            let entry = try await randomEntry(filters: try await commandFilters(call, freshness: freshness), freshness: freshness)
            return .entity(entry.id)
        default:
            throw AppError(kind: .notFound, message: "The Pokédex has no \(DisplayText.line(call.name)) command.", isRetryable: false)
        }
    }

    /// `random`'s `--type` (by name or number) and `--generation` (by number) as filters.
    private func commandFilters(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> [CatalogFilter] {
        var filters: [CatalogFilter] = []
        for (option, kind) in [("--type", Self.typeFilter), ("--generation", Self.generationFilter)] {
            guard let given = call.value(option) else { continue }
            let wanted = given.trimmingWhitespace().lowercased()
            let known = try await filterOptions(for: kind, matching: "", freshness: freshness)
            guard let found = known.first(where: { $0.value == wanted || $0.label.lowercased() == wanted }) else {
                throw AppError(
                    kind: .notFound, message: "Not found: the server has no \(kind.title.lowercased()) “\(DisplayText.line(given))”.", isRetryable: false)
            }
            filters.append(CatalogFilter(kind: kind, option: found))
        }
        return filters
    }
}
