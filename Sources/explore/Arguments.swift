import Browser
import CatalogKit
import Imaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking
import PlaceCatalog
import Scripting

/// The command line, parsed.
struct Arguments: Equatable {
    enum Action: Equatable {
        case browse(catalog: String?)
        case cacheInfo
        case cacheClear
        /// `explore favourites [--json]`.
        case favourites(json: Bool)
        /// `explore config path`, `explore config check`.
        case configPath
        case configCheck
        case help
        case version
    }

    var action: Action = .browse(catalog: nil)
    /// A deep link after the catalog (`explore pokemon type/electric`): the screen to open on.
    var deepLink: Link?
    /// Each catalog's server, by catalog id: its own option (`--pokeapi-url`), or
    /// `--base-url` for the catalog named on the command line.
    var catalogURLs: [String: URL] = [:]
    var demo = false
    /// Overall time for one request attempt.
    var timeout: Duration = .seconds(15)
    var logFile: String?
    /// Places: where ("LAT,LON" or a name), how far around (metres), which category.
    var near: String?
    var radius = 1000
    var category = "catering"
    /// The disk cache: off, where, how big, and whether the network may be used at all.
    var cacheEnabled = true
    var cacheDirectory: URL?
    var cacheSizeMB = 256
    var offline = false
    /// For timing start-up from outside: quit right after the first frame that shows the list.
    var exitAfterFirstList = false
    /// `--theme`: over the config file's `theme`.
    var theme: Settings.ThemeChoice?
    /// `--json`, for `explore favourites`.
    var json = false
    /// Clicks and the wheel come to the app (`--no-mouse`: the terminal keeps the mouse).
    var mouse = true
    /// Pictures and maps off (`--no-images`).
    var noImages = false
    /// How pictures are drawn (`--pictures`), or nil for the config's choice.
    var pictures: PictureMode?
    /// Where PokéAPI's sprites are served (`--sprites-url`): replaces the sprite host's base.
    var spritesURL: URL?

    static let catalogs = Catalogs.all().map(\.id)
    /// Options that take no value: `--demo=1` is a mistake, not `--demo`.
    static let flags: Set<String> = ["--help", "--version", "--demo", "--offline", "--no-cache", "--exit-after-first-list", "--json", "--no-mouse", "--no-images"]

    static let shortUsage = """
        Usage: explore [\(catalogs.joined(separator: "|")) [NAME|KIND/ID]|favourites [--json]|config path|config check|cache info|cache clear] [--demo] [--theme dark|light|auto] [--offline] [--base-url URL] [--timeout SECONDS] [--log-file PATH]
        Try 'explore --help' for more.
        """

    static let usage = """
        Usage: explore [CATALOG [NAME|KIND/ID]] [options]

        Browse public APIs in the terminal.

        Catalogs:
          pokemon            the Pokédex (PokéAPI)
          meals              recipes by category or area (TheMealDB; key from
                             MEALDB_API_KEY, else the public test key)
          places             places nearby (Geoapify; key from GEOAPIFY_API_KEY or
                             geoapify_api_key in ~/.config/explore/config)
          (none)             a start screen listing the catalogs
          cache info|clear   where the disk cache is and what it holds; empty it
          favourites [--json]  the favourites (starred with f), as lines of
                             CATALOG KIND/ID TITLE, or as JSON: {"version": 1,
                             "favourites": [{"catalog", "kind", "id", "title"}]}
          config path        the config file read (see below)
          config check       check it: exit 0 when usable, else 1 and each problem
                             with its line number

        Deep links open straight on a screen (Esc goes to the catalog's list):
          explore pokemon pikachu | 25 | type/electric | ability/static | move/thunderbolt
          explore meals 52771 | ingredient/garlic | area/Canadian | category/Dessert

        Options:
        \(InterfaceOptions.helpText(servers: CommandReference.servers))

        \(SettingsCommands.usage)

        Keys:
        \(KeyReference.plainText(catalogs: Catalogs.all()))
        """

    /// Parses `arguments` (without the program name). Throws a message for bad input.
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var catalog: String?
        var cacheCommand: String?
        var configCommand: String?
        var favourites = false
        var baseURL: URL?
        let urlOptions = Dictionary(uniqueKeysWithValues: Catalogs.all().map { ("--" + $0.urlOption, $0.id) })
        var index = 0
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            // The next option is not this one's value (`--theme --no-mouse`); `--theme=--x` is.
            guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw UsageError("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var option = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if inlineValue != nil, Self.flags.contains(option) {
                throw UsageError("\(option) takes no value ('\(argument)')")
            }
            switch option {
            case "-h", "--help":
                return Arguments(action: .help)
            case "--version":
                return Arguments(action: .version)
            case "--demo":
                result.demo = true
            case "--json":
                result.json = true
            case "--theme":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard let choice = Settings.ThemeChoice(rawValue: text.lowercased()) else { throw UsageError("--theme takes dark, light or auto, not '\(text)'") }
                result.theme = choice
            case "--base-url":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                baseURL = try serverURL(text, option: option)
            case let option where urlOptions[option] != nil:
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                result.catalogURLs[urlOptions[option] ?? ""] = try serverURL(text, option: option)
            case "--timeout":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard let seconds = decimal(text), seconds >= 0.1, seconds <= 3600 else {
                    throw UsageError("--timeout needs a number of seconds from 0.1 to 3600, not '\(text)'")
                }
                result.timeout = .milliseconds(Int(exactly: (seconds * 1000).rounded()) ?? 3_600_000)
            case "--near":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { throw UsageError("--near needs LAT,LON or a place name") }
                let parts = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts.allSatisfy({ Double($0) != nil }), Coordinate(parsing: trimmed) == nil {
                    throw UsageError("--near needs decimal degrees as LAT,LON: a latitude from -90 to 90 and a longitude from -180 to 180")
                }
                if trimmed.hasPrefix("--") { throw UsageError("--near needs LAT,LON or a place name, not '\(trimmed)'") }
                result.near = trimmed
            case "--radius":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard let metres = wholeNumber(text), (1...50_000).contains(metres) else {
                    throw UsageError("--radius needs whole metres from 1 to 50000, not '\(text)'")
                }
                result.radius = metres
            case "--category":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || "._,".contains($0) }) else {
                    throw UsageError("--category needs Geoapify categories such as catering.cafe, not '\(text)'")
                }
                result.category = text
            case "--offline":
                result.offline = true
            case "--no-mouse":
                result.mouse = false
            case "--exit-after-first-list":
                result.exitAfterFirstList = true
            case "--no-images":
                result.noImages = true
            case "--pictures":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard let mode = PictureMode(rawValue: text.lowercased()) else {
                    throw UsageError("--pictures is one of \(PictureMode.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
                }
                result.pictures = mode
            case "--sprites-url":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                result.spritesURL = try serverURL(text, option: option)
            case "--no-cache":
                result.cacheEnabled = false
            case "--cache-dir":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard !text.isEmpty else { throw UsageError("--cache-dir needs a folder") }
                result.cacheDirectory = URL(fileURLWithPath: text)
            case "--cache-size":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard let megabytes = wholeNumber(text), (1...100_000).contains(megabytes) else {
                    throw UsageError("--cache-size needs whole megabytes from 1 to 100000, not '\(text)'")
                }
                result.cacheSizeMB = megabytes
            case "--log-file":
                let text: String
                if let inlineValue { text = inlineValue } else { text = try value(for: option) }
                guard !text.isEmpty else { throw UsageError("--log-file needs a path") }
                // An argument that is not UTF-8 reaches Swift with U+FFFD in place of its bytes:
                // the log would go to a file of another name.
                guard !text.contains("\u{FFFD}") else { throw UsageError("--log-file needs a path that is valid UTF-8") }
                result.logFile = text
            default:
                if argument.hasPrefix("-") {
                    throw UsageError("unknown option '\(DeepLink.echo(argument))'")
                }
                if ["favourites", "favorites"].contains(argument), catalog == nil, cacheCommand == nil, configCommand == nil, !favourites {
                    favourites = true
                    index += 1
                    continue
                }
                if argument == "config", catalog == nil, cacheCommand == nil, configCommand == nil, !favourites {
                    configCommand = ""
                    index += 1
                    continue
                }
                if configCommand == "" {
                    guard ["path", "check"].contains(argument) else { throw UsageError("'explore config' takes path or check, not '\(argument)'") }
                    configCommand = argument
                    index += 1
                    continue
                }
                if configCommand != nil || favourites {
                    throw UsageError("'explore \(favourites ? "favourites" : "config \(configCommand ?? "")")' takes nothing more ('\(argument)')")
                }
                if argument == "cache", catalog == nil, cacheCommand == nil {
                    cacheCommand = ""
                    index += 1
                    continue
                }
                if cacheCommand == "" {
                    guard ["info", "clear"].contains(argument) else { throw UsageError("'explore cache' takes info or clear, not '\(argument)'") }
                    cacheCommand = argument
                    index += 1
                    continue
                }
                if let catalog {
                    guard !catalogs.contains(argument.lowercased()) else { throw UsageError("only one catalog at a time ('\(catalog)' and '\(argument)')") }
                    guard result.deepLink == nil else {
                        // `explore pokemon shwo pikachu`: a mistyped command, not two links.
                        let first = result.deepLink?.label ?? ""
                        let command = NearestWords.didYouMean(first, in: CommandTable.commandWords)
                        if !command.isEmpty { throw UsageError("unknown command '\(DeepLink.echo(first))'.\(command)") }
                        throw UsageError("one deep link at a time ('\(DeepLink.echo(first))' and '\(DeepLink.echo(argument))')")
                    }
                    result.deepLink = try deepLink(argument, catalog: catalog)
                    index += 1
                    continue
                }
                guard catalogs.contains(argument.lowercased()) else {
                    throw UsageError("unknown catalog '\(DeepLink.echo(argument))'; choose one of: \(catalogs.joined(separator: ", ")).\(NearestWords.didYouMean(argument, in: catalogs))")
                }
                catalog = argument.lowercased()
            }
            index += 1
        }
        if result.offline && !result.cacheEnabled {
            throw UsageError("--offline shows what the cache holds, and --no-cache turns the cache off: choose one")
        }
        if cacheCommand != nil, let catalog { throw UsageError("'explore cache' takes no catalog ('\(catalog)')") }
        if result.json && !favourites { throw UsageError("--json goes with 'explore favourites'") }
        switch (configCommand, favourites) {
        case ("", _): throw UsageError("'explore config' takes path or check")
        case ("path", _): result.action = .configPath; return result
        case ("check", _): result.action = .configCheck; return result
        case (_, true): result.action = .favourites(json: result.json); return result
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
                let options = Catalogs.all().map { "--" + $0.urlOption }.joined(separator: ", ")
                throw UsageError("--base-url is ambiguous without a catalog; name one, or use \(options)")
            }
            result.catalogURLs[catalog] = baseURL
        }
        for (id, url) in result.catalogURLs where url.isFileURL {
            guard id == "pokemon" else {
                throw UsageError("a file:// URL reads a PokéAPI dump, so it goes with 'explore pokemon' or --pokeapi-url")
            }
            let list = url.appendingPathComponent("pokemon").appendingPathComponent("index.json").path
            guard FileManager.default.fileExists(atPath: list) else {
                throw UsageError("no PokéAPI dump at \(url.path): \(list) is missing")
            }
        }
        try refusePlacesOptions(arguments, for: result.action)
        return result
    }

    /// `text` after `catalog` as a link: `kind/id`, or a bare name or number for one of the
    /// catalog's own entries.
    static func deepLink(_ text: String, catalog: String) throws(UsageError) -> Link {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, parts.allSatisfy({ !$0.isEmpty }), !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw UsageError("'\(DeepLink.echo(text))' is not something to open: give a name, a number or KIND/ID such as type/electric")
        }
        let kind = parts.count == 2 ? parts[0].lowercased() : Catalogs.entryKind(of: catalog)
        let id = parts[parts.count - 1]
        return Link(kind: kind, id: id, label: id)
    }

    /// Options only places reads: refused with another catalog, where they would do nothing.
    static let placesOnlyOptions = ["--near", "--radius", "--category"]

    static func refusePlacesOptions(_ arguments: [String], for action: Action) throws(UsageError) {
        guard case let .browse(catalog?) = action, catalog != "places" else { return }
        let names = arguments.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 }
        if let option = placesOnlyOptions.first(where: names.contains) {
            throw UsageError("\(option) is for places; 'explore \(catalog)' does not take it")
        }
    }

    /// Digits only: no sign, no hexadecimal (`Int` and `Double` read `0x10` as 16), no
    /// exponent, `inf` or `nan`, no spaces.
    static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    /// Digits with an optional fraction (`15`, `0.5`, `.5`, `2.`), nothing else.
    static func decimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = parts.joined()
        guard !digits.isEmpty, parts.count <= 2, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Double(text)
    }

    /// `text` as a server: an http, https or file URL.
    static func serverURL(_ text: String, option: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              ["http", "https", "file"].contains(scheme), scheme == "file" || url.host != nil
        else {
            // Shown redacted: a URL may carry a key.
            let shown = URL(string: text).map(Redaction.redact) ?? "that value"
            throw UsageError("\(option) needs an http, https or file URL, not '\(shown)'")
        }
        return url
    }
}

/// A problem with the command line, said in one line; control characters from the
/// arguments it quotes are shown escaped.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = ControlEscaping.escaped(message) }
}
