import Browser
import CatalogKit
import CatalogRegistry
import Imaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking
import Scripting

/// The command line, parsed.
struct Arguments: Equatable {
    enum Action: Equatable {
        case browse(catalog: CatalogID?)
        case cacheInfo
        case cacheClear
        /// `explore favourites [--json]`.
        case favourites(json: Bool)
        /// `explore favourites --repair`.
        case repairFavourites
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
    var catalogURLs: [CatalogID: URL] = [:]
    var demo = false
    /// Overall time for one request attempt.
    var timeout: Duration = .seconds(15)
    var logFile: String?
    /// The catalogs' own options given on the command line (places' `--near`), by name,
    /// checked by the catalog that declares them.
    var catalogOptions: [String: String] = [:]
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
    /// `--repair`, for `explore favourites`.
    var repair = false
    /// Clicks and the wheel come to the app (`--no-mouse`: the terminal keeps the mouse).
    var mouse = true
    /// Pictures and maps off (`--no-images`).
    var noImages = false
    /// How pictures are drawn (`--pictures`), or nil for the config's choice.
    var pictures: PictureMode?

    static let catalogs = Catalogs.all.map(\.id.rawValue)
    /// Options that take no value: `--demo=1` is a mistake, not `--demo`.
    static let flags = Set((Catalogs.reference.options + Catalogs.reference.topLevel.flatMap(\.options)).filter { $0.value == nil }.map(\.name))
    /// Options that take one, by name.
    static let valued = Set(Catalogs.reference.options.filter { $0.value != nil }.map(\.name))

    static let shortUsage = """
        Usage: explore [\(catalogs.joined(separator: "|")) [NAME|KIND/ID]|favourites [--json|--repair]|config path|config check|cache info|cache clear] [--demo] [--theme dark|light|auto] [--offline] [--base-url URL] [--timeout SECONDS] [--log-file PATH]
        Try 'explore --help' for more.
        """

    static let usage = """
        Usage: explore [CATALOG [NAME|KIND/ID]] [options]

        Browse public APIs in the terminal.

        Catalogs:
        \(catalogLines)
          (none)             a start screen listing the catalogs
          cache info|clear   where the disk cache is and what it holds; empty it
          favourites [--json]  the favourites (starred with f), as lines of
                             CATALOG KIND/ID TITLE, or as JSON: {"version": 1,
                             "favourites": [{"catalog", "kind", "id", "title"}]}
          favourites --repair  a favourites file that cannot be read: keep what
                             can be, move the file aside beside it
          config path        the config file read (see below)
          config check       check it: exit 0 when usable, else 1 and each problem
                             with its line number

        Deep links open straight on a screen (Esc goes to the catalog's list):
        \(deepLinkLines)

        Options:
        \(InterfaceOptions.helpText(Catalogs.reference.options))

        \(SettingsCommands.usage)

        Keys:
        \(KeyReference.plainText(catalogs: Catalogs.all))
        """

    /// Each catalog, its summary and notes, for `--help`.
    static var catalogLines: String {
        Catalogs.all.map { catalog in
            (["  " + catalog.id.rawValue.padded(to: 19) + catalog.summary]
                + catalog.notes.map { String(repeating: " ", count: 21) + "(" + $0 + ")" }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The catalogs' deep link examples, a catalog a line.
    static var deepLinkLines: String {
        Catalogs.all.filter { !$0.deepLinkExamples.isEmpty }
            .map { "  explore \($0.id) " + $0.deepLinkExamples.joined(separator: " | ") }.joined(separator: "\n")
    }

    /// Parses `arguments` (without the program name) by the option table: each option as
    /// the table declares it (a flag, or one value, inline or the next word), the words as
    /// a catalog, a deep link or a top-level command. Throws a message for bad input.
    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var words = Words()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                try words.add(argument, into: &result)
                continue
            }
            var (option, value) = (argument, String?.none)
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                (option, value) = (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
            }
            if flags.contains(option), value != nil { throw UsageError("\(option) takes no value ('\(argument)')") }
            if option == "-h" || option == "--help" { return Arguments(action: .help) }
            if option == "--version" { return Arguments(action: .version) }
            if valued.contains(option), value == nil {
                // The next option is not this one's value (`--theme --no-mouse`); `--theme=--x` is.
                guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw UsageError("\(option) needs a value") }
                value = arguments[index]
                index += 1
            } else if !valued.contains(option), !flags.contains(option) {
                throw UsageError("unknown option '\(DeepLink.echo(argument))'")
            }
            try result.apply(option, value: value, baseURL: &words.baseURL)
        }
        try words.finish(into: &result)
        try result.checkCatalogOptions()
        try result.checkServers()
        return result
    }

    /// One option of the table, its value checked.
    private mutating func apply(_ option: String, value given: String?, baseURL: inout URL?) throws(UsageError) {
        let text = given ?? ""
        switch option {
        case "--demo": demo = true
        case "--json": json = true
        case "--repair": repair = true
        case "--offline": offline = true
        case "--no-mouse": mouse = false
        case "--exit-after-first-list": exitAfterFirstList = true
        case "--no-images": noImages = true
        case "--pictures":
            guard let mode = PictureMode(rawValue: text.lowercased()) else {
                throw UsageError("--pictures is one of \(PictureMode.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            pictures = mode
        case "--no-cache": cacheEnabled = false
        case "--theme":
            guard let choice = Settings.ThemeChoice(rawValue: text.lowercased()) else { throw UsageError("--theme takes dark, light or auto, not '\(text)'") }
            theme = choice
        case "--base-url": baseURL = try Self.serverURL(text, option: option)
        case "--timeout":
            guard let seconds = Self.decimal(text), seconds >= 0.1, seconds <= 3600 else {
                throw UsageError("--timeout needs a number of seconds from 0.1 to 3600, not '\(text)'")
            }
            timeout = .milliseconds(Int(exactly: (seconds * 1000).rounded()) ?? 3_600_000)
        case "--cache-dir":
            guard !text.isEmpty else { throw UsageError("--cache-dir needs a folder") }
            cacheDirectory = URL(fileURLWithPath: text)
        case "--cache-size":
            guard let megabytes = Self.wholeNumber(text), (1...100_000).contains(megabytes) else {
                throw UsageError("--cache-size needs whole megabytes from 1 to 100000, not '\(text)'")
            }
            cacheSizeMB = megabytes
        case "--log-file":
            guard !text.isEmpty else { throw UsageError("--log-file needs a path") }
            // An argument that is not UTF-8 reaches Swift with U+FFFD in place of its bytes:
            // the log would go to a file of another name.
            guard !text.contains("\u{FFFD}") else { throw UsageError("--log-file needs a path that is valid UTF-8") }
            logFile = text
        case let name where Catalogs.all.contains(where: { "--" + $0.urlOption == name }):
            guard let descriptor = Catalogs.all.first(where: { "--" + $0.urlOption == name }) else { return }
            catalogURLs[descriptor.id] = try Self.serverURL(text, option: option)
        default:
            // A catalog's own option: checked once the catalog is known.
            catalogOptions[option] = text
        }
    }

    /// The catalogs' own options, each checked by the catalog named (or, with none named, by
    /// the one that declares it); refused with a catalog that does not take it.
    private mutating func checkCatalogOptions() throws(UsageError) {
        let named: CatalogID? = if case let .browse(catalog?) = action { catalog } else { nil }
        for (name, value) in catalogOptions.sorted(by: { $0.key < $1.key }) {
            let owners = Catalogs.all.filter { $0.options.contains { $0.name == name } }
            guard let owner = owners.first(where: { $0.id == named }) ?? owners.first else { continue }
            switch owner.checkOption(name, value) {
            case let .success(checked): catalogOptions[name] = checked
            case let .failure(problem): throw UsageError("\(name) \(problem.message)")
            }
            if let named, owner.id != named {
                throw UsageError("\(name) is for \(owners.map(\.id.rawValue).joined(separator: ", ")); 'explore \(named)' does not take it")
            }
        }
    }

    /// `--base-url` given to the catalog named; a file URL only where the catalog reads a dump.
    private func checkServers() throws(UsageError) {
        for (id, url) in catalogURLs where url.isFileURL {
            guard let descriptor = Catalogs.descriptor(id), let check = descriptor.checkDump else {
                let readers = Catalogs.all.filter { $0.checkDump != nil }.map { "'explore \($0.id)' or --\($0.urlOption)" }
                throw UsageError("a file:// URL reads a dump of an API, so it goes with \(readers.joined(separator: ", "))")
            }
            if let problem = check(url) { throw UsageError(problem.message) }
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
        guard let url = ConfigFile.serverURL(text) else {
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
