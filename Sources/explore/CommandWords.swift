import FoundationEssentials
import CatalogKit
import CatalogRegistry
import Scripting

/// The words of the command line that are not options, read in order: a catalog and its deep
/// link, or a top-level command (`favourites`, `config path|check`, `cache info|clear`).
struct Words {
    var catalog: CatalogID?
    var cacheCommand: String?
    var configCommand: String?
    var favourites = false
    /// `--base-url`: the server of the catalog named.
    var baseURL: URL?

    private var isEmpty: Bool { catalog == nil && cacheCommand == nil && configCommand == nil && !favourites }

    /// Reads one word.
    mutating func add(_ word: String, into result: inout Arguments) throws(UsageError) {
        if ["favourites", "favorites"].contains(word), isEmpty {
            favourites = true
        } else if word == "config", isEmpty {
            configCommand = ""
        } else if configCommand == "" {
            guard ["path", "check"].contains(word) else { throw UsageError("'explore config' takes path or check, not '\(word)'") }
            configCommand = word
        } else if configCommand != nil || favourites {
            throw UsageError("'explore \(favourites ? "favourites" : "config \(configCommand ?? "")")' takes nothing more ('\(word)')")
        } else if word == "cache", catalog == nil, cacheCommand == nil {
            cacheCommand = ""
        } else if cacheCommand == "" {
            guard ["info", "clear"].contains(word) else { throw UsageError("'explore cache' takes info or clear, not '\(word)'") }
            cacheCommand = word
        } else if let catalog {
            try link(word, catalog: catalog, into: &result)
        } else {
            let catalogs = Arguments.catalogs
            guard catalogs.contains(word.lowercased()) else {
                throw UsageError(
                    "unknown catalog '\(DeepLink.echo(word))'; choose one of: \(catalogs.joined(separator: ", ")).\(NearestWords.didYouMean(word, in: catalogs))"
                )
            }
            catalog = CatalogID(word.lowercased())
        }
    }

    /// A word after the catalog: its deep link, one at a time.
    private func link(_ word: String, catalog: CatalogID, into result: inout Arguments) throws(UsageError) {
        guard !Arguments.catalogs.contains(word.lowercased()) else { throw UsageError("only one catalog at a time ('\(catalog)' and '\(word)')") }
        guard result.deepLink == nil else {
            // `explore pokemon shwo pikachu`: a mistyped command, not two links.
            let first = result.deepLink?.label ?? ""
            let command = NearestWords.didYouMean(first, in: CommandSpec.words)
            if !command.isEmpty { throw UsageError("unknown command '\(DeepLink.echo(first))'.\(command)") }
            throw UsageError("one deep link at a time ('\(DeepLink.echo(first))' and '\(DeepLink.echo(word))')")
        }
        result.deepLink = try Self.deepLink(word, catalog: catalog)
    }

    /// What the words ask for, once all are read.
    func finish(into result: inout Arguments) throws(UsageError) {
        if result.offline && !result.cacheEnabled {
            throw UsageError("--offline shows what the cache holds, and --no-cache turns the cache off: choose one")
        }
        if cacheCommand != nil, let catalog { throw UsageError("'explore cache' takes no catalog ('\(catalog)')") }
        if result.json && !favourites { throw UsageError("--json goes with 'explore favourites'") }
        if result.repair && !favourites { throw UsageError("--repair goes with 'explore favourites'") }
        if result.repair && result.json { throw UsageError("--repair and --json: choose one") }
        switch (configCommand, favourites) {
        case ("", _): throw UsageError("'explore config' takes path or check")
        case ("path", _): result.action = .configPath; return
        case ("check", _): result.action = .configCheck; return
        case (_, true): result.action = result.repair ? .repairFavourites : .favourites(json: result.json); return
        default: break
        }
        switch cacheCommand {
        case "info": result.action = .cacheInfo
        case "clear": result.action = .cacheClear
        case "": throw UsageError("'explore cache' takes info or clear")
        default: result.action = .browse(catalog: catalog)
        }
        if let baseURL {
            // With no catalog named, it is not clear whose server this is.
            guard let catalog else {
                let options = Catalogs.all.map { "--" + $0.urlOption }.joined(separator: ", ")
                throw UsageError("--base-url is ambiguous without a catalog; name one, or use \(options)")
            }
            result.catalogURLs[catalog] = baseURL
        }
    }

    /// `text` after `catalog` as a link: `kind/id`, or a bare name or number for one of the
    /// catalog's own entries.
    static func deepLink(_ text: String, catalog: CatalogID) throws(UsageError) -> Link {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, parts.allSatisfy({ !$0.isEmpty }), !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw UsageError("'\(DeepLink.echo(text))' is not something to open: give a name, a number or KIND/ID such as type/electric")
        }
        let kind = parts.count == 2 ? LinkKind(parts[0].lowercased()) : Catalogs.descriptor(catalog)?.entryKind ?? LinkKind(catalog.rawValue)
        let id = parts[parts.count - 1]
        return Link(kind: kind, id: id, label: id)
    }
}
