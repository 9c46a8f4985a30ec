import CatalogKit

/// `explore pokemon team [show|add NAME…|remove NAME…|clear|list|use NAME]`: what the words
/// after `team` ask for (nothing: `show`).
enum TeamCommand: Equatable {
    case show
    case list
    case add([String])
    case remove([String])
    case clear
    case use(String)

    /// The words, checked: the names that `add` and `remove` need, the one name of `use`.
    static func parse(_ operands: [String]) throws(AppError) -> TeamCommand {
        guard let word = operands.first else { return .show }
        let names = Array(operands.dropFirst())
        func refuse(_ message: String) -> AppError { AppError(kind: .invalidRequest, message: message, isRetryable: false) }
        switch word {
        case "show", "list", "clear":
            guard names.isEmpty else { throw refuse("team \(word) takes no names: explore pokemon team \(word) [--team NAME].") }
            return word == "show" ? .show : word == "list" ? .list : .clear
        case "add", "remove":
            guard !names.isEmpty else { throw refuse("team \(word) needs a Pokémon: explore pokemon team \(word) charizard gyarados.") }
            return word == "add" ? .add(names) : .remove(names)
        case "use":
            guard names.count == 1 else { throw refuse("team use takes one team's name: explore pokemon team use rain.") }
            return .use(names[0])
        default:
            throw refuse("“\(DisplayText.line(word))” is not a team command; they are show, add, remove, clear, list and use.")
        }
    }
}

/// What a team command gives: the team's page (its document printed as `show` prints),
/// the document listing the teams, or one line saying what changed.
enum TeamCommandOutcome {
    case page(LinkedPage)
    case teams(Detail)
    case message(String)
}
