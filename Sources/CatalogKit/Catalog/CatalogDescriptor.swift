#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// What a catalog's factory gets from the composition root.
public struct CatalogContext: Sendable {
    /// The network as this catalog should use it (through the disk cache, with its freshness).
    public var network: any NetworkClient
    /// The same network with an API key added to every request (at the top of the stack,
    /// above coalescing and the cache, so the key never reaches a cache file's name).
    public var keyed: @Sendable (_ key: String) -> any NetworkClient
    /// This catalog's server, when the command line or the config file names one.
    public var baseURL: URL?
    /// The built-in demo data instead of the network.
    public var demo: Bool
    public var environment: [String: String]
    /// The values of the catalog's own options (``CatalogDescriptor/options``) by name
    /// (`--near`), from the command line, else the config file, else their defaults; checked.
    public var options: [String: String]
    /// `--offline`: only what the cache holds is served (a catalog leaves out what is never
    /// stored, and what it would draw otherwise).
    public var offline: Bool
    /// The request log (`--log-file`), for notes on what was not asked for; nil without one.
    public var log: RequestLog?

    public init(
        network: any NetworkClient, keyed: @escaping @Sendable (_ key: String) -> any NetworkClient, baseURL: URL?, demo: Bool,
        environment: [String: String], options: [String: String] = [:], offline: Bool = false,
        log: RequestLog? = nil
    ) {
        self.offline = offline
        self.log = log
        self.network = network
        self.keyed = keyed
        self.baseURL = baseURL
        self.demo = demo
        self.environment = environment
        self.options = options
    }
}

/// What a catalog's factory makes: the catalog, or what the user must do first (set a key).
public enum CatalogSetup: Sendable {
    case ready(any Catalog)
    case needsSetup(title: String, paragraphs: [String])
}

/// One catalog as a plug-in: everything the executable, the commands and the completions
/// know about it, declared in its own module — its id on the command line, what the start
/// screen says about it, its entries' link kind and the kinds it opens, its own options
/// (with their config keys) and commands, its server option and config key, how long its
/// answers stay fresh when the API does not say, and a factory. The executable's registry
/// lists these; nothing else names a catalog.
public struct CatalogDescriptor: Sendable {
    public var id: CatalogID
    public var title: String
    public var summary: String
    /// The kind of link its own entries are: what a bare deep link names (`explore meals
    /// 52771` is a meal) and the JSON `kind` of its entities.
    public var entryKind: LinkKind
    /// How the commands write its list rows.
    public var entryStyle: EntryStyle
    /// Freshness of responses that state none.
    public var freshFor: Duration
    /// Its base URL option without dashes ("pokeapi-url") and config key ("pokeapi_url").
    public var urlOption: String
    public var configKey: String { urlOption.replacing("-", with: "_") }
    /// What `--urlOption` should point at, for the usage text.
    public var urlExample: String
    /// The picker keys the catalog brings, for the key table.
    public var filterKinds: [FilterKind]
    /// The keys of its own (``CatalogAction``), for the key table, help and the config's
    /// bindings; its ``Catalog/actions`` are these.
    public var actions: [CatalogAction]
    /// Options of its own, read by the interface and its commands (places' `--near`), each
    /// with its config key where it has one; refused with another catalog.
    public var options: [OptionSpec]
    /// Its one-shot commands (`show`, `list`, `search`).
    public var commands: [CommandSpec]
    /// Its names can be completed from the disk cache (a catalog with a local index).
    public var completesNames: Bool
    /// What `explore --help` says beside its summary (where its key comes from), a line each.
    public var helpNotes: [String]
    /// The kinds of page its links open, its entry kind first (`pokemon`, `type`, `move`):
    /// what `show KIND/ID` and `list KIND/ID` take and the completions offer.
    public var linkKinds: [LinkKind]
    /// Deep links for `explore --help` (`pikachu`, `type/electric`); none for a catalog without links.
    public var deepLinkExamples: [String]
    /// Checks a value of one of ``options`` (by name): the value to use, or what is wrong.
    public var checkOption: @Sendable (_ name: String, _ value: String) -> Result<String, OptionProblem>
    /// For a catalog that reads a dump of its API from files (a `file://` server): what is
    /// wrong with the folder given, or nil. Nil for a catalog that reads no files: a file
    /// URL is refused.
    public var checkDump: (@Sendable (URL) -> OptionProblem?)?
    public var make: @Sendable (CatalogContext) -> CatalogSetup
    /// Its secret, where it has one: the environment variable and config key of its API
    /// key. Registered for masking at the start of every run (``CatalogSecret/registerAll``),
    /// so that even a command that makes no catalog (`explore favourites`) never prints it.
    public var secret: CatalogSecret?

    public init(
        id: CatalogID, title: String, summary: String, entryKind: LinkKind, entryStyle: EntryStyle = .described, freshFor: Duration,
        urlOption: String, urlExample: String, filterKinds: [FilterKind] = [], actions: [CatalogAction] = [], options: [OptionSpec] = [],
        commands: [CommandSpec] = [],
        completesNames: Bool = false, helpNotes: [String] = [], linkKinds: [LinkKind] = [], deepLinkExamples: [String] = [],
        checkOption: @escaping @Sendable (_ name: String, _ value: String) -> Result<String, OptionProblem> = { .success($1) },
        checkDump: (@Sendable (URL) -> OptionProblem?)? = nil, secret: CatalogSecret? = nil,
        make: @escaping @Sendable (CatalogContext) -> CatalogSetup
    ) {
        self.secret = secret
        self.id = id
        self.title = title
        self.summary = summary
        self.entryKind = entryKind
        self.entryStyle = entryStyle
        self.freshFor = freshFor
        self.urlOption = urlOption
        self.urlExample = urlExample
        self.filterKinds = filterKinds
        self.actions = actions
        self.options = options
        self.commands = commands
        self.completesNames = completesNames
        self.helpNotes = helpNotes
        self.deepLinkExamples = deepLinkExamples
        self.linkKinds = linkKinds
        self.checkOption = checkOption
        self.checkDump = checkDump
        self.make = make
    }

    /// What `--help` says beside its summary: its own notes, then where its key comes from
    /// (a line each, to stay inside 80 columns).
    public var notes: [String] {
        helpNotes + (secret.map { ["key: \($0.variable), or \($0.configKey) in the config"] + ($0.fallback.map { ["else " + $0] } ?? []) } ?? [])
    }

    /// One of its commands by name.
    public func command(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }
}

/// What is wrong with an option's value, in words that follow the option's name.
public struct OptionProblem: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
