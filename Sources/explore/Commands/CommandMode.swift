import CatalogKit
import Foundation
import Networking
import PokemonCatalog
import Scripting

/// The one-shot commands (`explore pokemon show pikachu`, `explore meals list`, …): the
/// catalog made by the interface's composition (same network stack: cache, offline,
/// timeout, log, retries, redaction, servers, demo), results on standard output, notices on
/// standard error, and an ``ExitStatus``.
enum CommandMode {
    static var serverOptions: [String] { Catalogs.all().map(\.urlOption) }

    /// Runs the command `words` name and returns its exit status, or nil when they ask for
    /// the interface (no command word after the catalog).
    @MainActor
    static func runIfCommand(_ words: [String]) async -> Int32? {
        let invocation: Invocation?
        do {
            invocation = try Invocation.parse(words, serverOptions: serverOptions)
        } catch {
            return fail(ControlEscaping.escaped(error.message), .usage)
        }
        switch invocation {
        case nil:
            return nil
        case let .help(text):
            print(text)
            return ExitStatus.success.rawValue
        case let .completions(shell):
            print(Completions.script(for: shell), terminator: "")
            return ExitStatus.success.rawValue
        case let .complete(words):
            return await CompletionLookup.run(words)
        case .manual:
            print(ManPage.render(CommandReference.make()), terminator: "")
            return ExitStatus.success.rawValue
        case let .command(request):
            let arguments: Arguments
            do {
                arguments = try Arguments.parse(request.sharedArguments)
            } catch {
                return fail(error.message, .usage)
            }
            return await run(request, arguments: arguments)
        }
    }

    /// `explore CATALOG` into a pipe: its list.
    @MainActor
    static func list(catalog: String, arguments: Arguments) async -> Int32 {
        await run(CommandRequest(catalog: catalog, command: "list"), arguments: arguments)
    }

    /// `explore CATALOG NAME` into a pipe: `explore CATALOG show NAME`.
    @MainActor
    static func show(catalog: String, name: String, arguments: Arguments) async -> Int32 {
        await run(CommandRequest(catalog: catalog, command: "show", operand: name), arguments: arguments)
    }

    @MainActor
    static func run(_ request: CommandRequest, arguments: Arguments) async -> Int32 {
        // A reader that leaves (`| head`) shows up as EPIPE on write, a quiet exit 0.
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessInfo.processInfo.environment
        // As the interface says it: a config others can change can send the key elsewhere.
        if let warning = ConfigFile.exposureWarning(environment: environment) { say(warning) }
        var log: RequestLog?
        if let path = arguments.logFile {
            do {
                log = try RequestLog(path: path)
            } catch {
                return fail("cannot write the log file '\(ControlEscaping.escaped(path))': \(error.description)", .usage)
            }
        }
        guard let setup = makeCatalog(request.catalog, arguments: arguments, environment: environment, log: log) else {
            return fail("unknown catalog '\(request.catalog)'", .usage)
        }
        let catalog: any Catalog
        switch setup {
        case let .needsSetup(_, paragraphs):
            // Without its demo data a catalog cannot serve --demo: unavailable, not a key problem.
            return fail(paragraphs.prefix(2).joined(separator: " "), arguments.demo ? .unavailable : .keyProblem)
        case let .ready(made):
            catalog = made
        }
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        let stderrIsTerminal = isatty(STDERR_FILENO) == 1
        // Wrapped to the terminal (or --width); into a pipe, lines whole (see the README).
        let renderer = TextRenderer(width: request.width ?? (stdoutIsTerminal ? terminalWidth() : nil),
                                    colour: stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb",
                                    bars: stdoutIsTerminal && isUTF8(environment))
        let runner = CommandRunner(
            catalog: catalog, request: request, output: OutputSink(), renderer: renderer,
            url: { id in catalog.entityAddress(for: id) },
            progress: { count in
                if stderrIsTerminal { FileHandle.standardError.write(Data("\r\u{1B}[Klisted \(count)…".utf8)) }
            },
            warn: { say(ControlEscaping.escaped($0)) }
        )
        do {
            let status = try await runner.run()
            if stderrIsTerminal, request.command == "list" { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            return status.rawValue
        } catch {
            if stderrIsTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            if error.isCancellation { return 128 + SIGINT }
            return fail(error.message, ExitStatus(error))
        }
    }

    /// The catalog `id` as the commands use it: its network stack over one transport (cache,
    /// offline mode, deadline, log, retries with their notices on stderr), its server from
    /// the command line or the config file, or the demo. Nil for an unknown catalog.
    static func makeCatalog(_ id: String, arguments: Arguments, environment: [String: String], log: RequestLog?) -> CatalogSetup? {
        guard let descriptor = Catalogs.all(for: arguments).first(where: { $0.id == id }) else { return nil }
        let transport = CurlClient(configuration: .init(deadline: arguments.timeout, userAgent: "explore/\(Explore.version)"), log: log)
        let cache = arguments.cacheEnabled ? Explore.diskCache(arguments: arguments, environment: environment) : nil
        if let problem = cache?.problem {
            say("cache off, \(problem.reason): \(problem.path)")
        }
        let network = { @Sendable (key: String?) -> any NetworkClient in
            NetworkStack.make(
                transport: transport, cache: cache, mode: arguments.offline ? .offline : .online, freshness: descriptor.freshFor, key: key,
                log: log, deadline: arguments.timeout,
                onRetry: { notice in say(ControlEscaping.escaped(notice.sentence)) }
            )
        }
        let config = ConfigFile.load(environment: environment)
        let baseURL = arguments.catalogURLs[descriptor.id] ?? config.url(descriptor.configKey)
        let context = CatalogContext(network: network(nil), keyed: { network($0) }, baseURL: baseURL, demo: arguments.demo, environment: environment)
        return descriptor.make(context)
    }

    /// One line on standard error, `explore: ` first.
    @Sendable
    static func say(_ message: String) {
        let line = Redaction.maskKnownSecrets(in: message.replacingOccurrences(of: "\n", with: " "))
        FileHandle.standardError.write(Data("explore: \(line)\n".utf8))
    }

    static func fail(_ message: String, _ status: ExitStatus) -> Int32 {
        say(message)
        return status.rawValue
    }

    static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    static func isUTF8(_ environment: [String: String]) -> Bool {
        let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return locale.uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8")
    }
}
