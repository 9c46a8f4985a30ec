import CatalogKit
import CatalogRegistry
import FoundationEssentials
import Glibc
import Networking
import Scripting
import Synchronization

/// The one-shot commands (`explore pokemon show pikachu`, `explore meals list`, …): the
/// catalog made by the interface's composition (same network stack: cache, offline,
/// timeout, log, retries, redaction, servers, demo), results on standard output, notices on
/// standard error, and an ``ExitStatus``.
enum CommandMode {
    /// `explore CATALOG OPTIONS…` as `explore CATALOG list OPTIONS…` when the options include
    /// an output option (`--format`, `--json`, `--width`) and nothing is an operand: into a
    /// pipe a catalog is its list. Nil for anything else.
    static func listWords(_ words: [String]) -> [String]? {
        guard let first = words.first, let list = Catalogs.descriptor(CatalogID(first))?.command("list") else { return nil }
        let valued = Catalogs.reference.valuedOptions
        guard list.operand == nil || list.operandIsOptional else { return nil }
        let listOnly = Set(CommandTable.formatOptions.map(\.name))
        var index = 1, namesList = false
        while index < words.count {
            let word = words[index]
            guard word.hasPrefix("--") else { return nil }
            let name = String(word.prefix { $0 != "=" })
            namesList = namesList || listOnly.contains(name)
            index += valued[name] != nil && !word.contains("=") ? 2 : 1
        }
        return namesList ? [first, "list"] + words.dropFirst() : nil
    }

    /// Runs the command `words` name and returns its exit status, or nil when they ask for
    /// the interface (no command word after the catalog). On the main actor, where the
    /// commands run: no hop to a worker thread (and no thread started) on the way.
    @MainActor
    static func runIfCommand(_ words: [String]) async -> Int32? {
        let invocation: Invocation?
        do {
            invocation = try Invocation.parse(words, reference: Catalogs.reference)
        } catch {
            return fail(ControlEscaping.escaped(error.message), .usage)
        }
        switch invocation {
        case nil:
            return nil
        case let .help(text):
            StandardOutput.print(text)
            return ExitStatus.success.rawValue
        case let .completions(shell):
            StandardOutput.print(Completions.script(for: shell), terminator: "")
            return ExitStatus.success.rawValue
        case let .complete(words):
            return await CompletionLookup.run(words)
        case .manual:
            StandardOutput.print(ManPage.render(CommandReference.make()), terminator: "")
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
    static func list(catalog: CatalogID, arguments: Arguments) async -> Int32 {
        await run(CommandRequest(catalog: catalog, command: "list"), arguments: arguments)
    }

    /// `explore CATALOG NAME` into a pipe: `explore CATALOG show NAME`.
    @MainActor
    static func show(catalog: CatalogID, name: String, arguments: Arguments) async -> Int32 {
        await run(CommandRequest(catalog: catalog, command: "show", operand: name), arguments: arguments)
    }

    @MainActor
    static func run(_ request: CommandRequest, arguments: Arguments) async -> Int32 {
        // A reader that leaves (`| head`) shows up as EPIPE on write, a quiet exit 0.
        signal(SIGPIPE, SIG_IGN)
        let app: AppEnvironment
        do {
            app = try AppEnvironment(arguments, environment: ProcessInfo.processInfo.environment) { say($0) }
        } catch {
            return fail(error.message, .usage)
        }
        let environment = app.environment
        guard let descriptor = Catalogs.descriptor(request.catalog) else { return fail("unknown catalog '\(request.catalog)'", .usage) }
        let setup = makeCatalog(descriptor, app: app)
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
        let renderer = TextRenderer(
            width: request.width ?? (stdoutIsTerminal ? terminalWidth() : nil),
            colour: stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb",
            bars: stdoutIsTerminal && isUTF8(environment))
        let runner = CommandRunner(
            catalog: catalog, descriptor: descriptor, request: request, output: OutputSink(), renderer: renderer,
            url: { id in catalog.entityAddress(for: id) },
            progress: { count in
                if stderrIsTerminal { StandardError.write("\r\u{1B}[Klisted \(count)…") }
            },
            warn: { say(ControlEscaping.escaped($0)) }
        )
        // A long load's progress on a terminal's stderr, on one line that the result clears.
        let progressShown = Mutex(false)
        let report: @Sendable (String) -> Void = { text in
            guard stderrIsTerminal else { return }
            progressShown.withLock { $0 = true }
            StandardError.write("\r\u{1B}[K" + ControlEscaping.escaped(text))
        }
        let outcome = await LoadProgress.listening(report) { () async -> Result<ExitStatus, AppError> in
            do throws(AppError) { return .success(try await runner.run()) } catch { return .failure(error) }
        }
        do throws(AppError) {
            let status = try outcome.get()
            // The reader left (`| head`): quietly, with the sink's status.
            if let closed = closedStatus(runner.output) { return closed }
            if stderrIsTerminal, request.command == "list" || progressShown.withLock({ $0 }) { StandardError.write("\r\u{1B}[K") }
            return status.rawValue
        } catch {
            // What a failed command left unwritten (a list's opening "[") is dropped, not flushed.
            if let closed = closedStatus(runner.output, flushing: false) { return closed }
            if stderrIsTerminal { StandardError.write("\r\u{1B}[K") }
            if error.isCancellation { return 128 + SIGINT }
            return fail(error.message, ExitStatus(error))
        }
    }

    /// A catalog as the commands use it, from the one environment: its network stack over
    /// one transport (cache, offline mode, deadline, log, retries with their notices on
    /// stderr), its server and options from the command line or the config file, or the demo.
    static func makeCatalog(_ descriptor: CatalogDescriptor, app: AppEnvironment) -> CatalogSetup {
        if let problem = app.cache?.problem {
            say("cache off, \(problem.reason): \(problem.path)")
        }
        return app.make(descriptor, onRetry: { notice in say(ControlEscaping.escaped(notice.sentence)) })
    }

    /// One line on standard error, `explore: ` first.
    @Sendable
    static func say(_ message: String) {
        let line = Redaction.maskKnownSecrets(in: message.replacing("\n", with: " "))
        StandardError.write("explore: \(line)\n")
    }

    /// The status of an output that could not be written (after writing what is left, when
    /// `flushing`), said on standard error unless the reader left (`| head`); nil while it
    /// is open.
    static func closedStatus(_ output: OutputSink, flushing: Bool = true) -> Int32? {
        if flushing { output.flush() }
        guard let closed = output.closedStatus else { return nil }
        if let failure = output.failure { say("cannot write standard output: \(failure)") }
        return closed
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
        return locale.uppercased().replacing("-", with: "").contains("UTF8")
    }
}
