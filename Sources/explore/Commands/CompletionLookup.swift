import CatalogKit
import CatalogRegistry
import FoundationEssentials
import Scripting

/// `explore __complete WORD…`: the completion engine's answer, with the values only the
/// disk cache knows (Pokémon names, types, generations, recipe categories and areas) read
/// from it in offline mode: completing never sends a request, and knows nothing more than
/// what was once loaded (or the demo's data with `--demo`).
enum CompletionLookup {
    @MainActor
    static func run(_ words: [String]) async -> Int32 {
        let answer = Completer(reference: CommandReference.make()).answer(words)
        var cached: [Completer.Candidate] = []
        if let lookup = answer.lookup { cached = await values(lookup, words: Array(words.dropLast())) }
        StandardOutput.print(CompletionLines.render(answer, cached: cached), terminator: "")
        return 0
    }

    @MainActor
    static func values(_ lookup: Completer.Lookup, words: [String]) async -> [Completer.Candidate] {
        guard let descriptor = Catalogs.descriptor(lookup.catalog) else { return [] }
        var arguments = (try? Arguments.parse([lookup.catalog.rawValue] + sharedOptions(in: words))) ?? Arguments()
        guard arguments.cacheEnabled || arguments.demo else { return [] }
        arguments.offline = true
        guard let app = try? AppEnvironment(arguments, environment: ProcessInfo.processInfo.environment, warn: { _ in }),
            case let .ready(catalog) = app.make(descriptor, onRetry: { _ in })
        else { return [] }
        do {
            switch lookup.values {
            case .names:
                guard case let .localIndex(load) = catalog.searchStrategy else { return [] }
                return try await load(.cachedIfFresh).map { Completer.Candidate(SlugText.slug($0.name ?? $0.title), $0.title) }
            case let .filter(id, byLabel):
                guard let kind = catalog.filterKinds.first(where: { $0.id == id }) else { return [] }
                let options = try await catalog.filterOptions(for: kind, matching: "", freshness: .cachedIfFresh)
                return options.map { option in
                    byLabel ? Completer.Candidate(SlugText.slug(option.label), option.label) : Completer.Candidate(option.value, option.label)
                }
            }
        } catch {
            return []
        }
    }

    /// The words that choose where the values come from (`--demo`, `--cache-dir DIR`, the
    /// servers), with their values; everything else on the line is left out.
    static func sharedOptions(in words: [String]) -> [String] {
        let shared = CommandTable.sharedOptions(Catalogs.reference).filter { $0.name != "--log-file" && $0.name != "--exit-after-first-list" }
        let flags = Set(shared.filter { $0.value == nil }.map(\.name))
        let valued = Set(shared.filter { $0.value != nil }.map(\.name))
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if flags.contains(word) || (valued.contains(name) && word.contains("=")) {
                kept.append(word)
            } else if valued.contains(word), index + 1 < words.count {
                kept += [word, words[index + 1]]
                index += 1
            }
            index += 1
        }
        return kept
    }
}
