import Browser
import CatalogKit
import CatalogRegistry
import FoundationEssentials
import Glibc
import Imaging
import Networking
import Scripting
import TerminalUI
import TextLayout
import Views

/// `explore`: parses the command line, picks the clients and catalogs, and hands the
/// terminal to the session.
@main
struct Explore {
    static let version = "0.1.0"
    /// `explore --version`: the version, and the git commit when built from a checkout.
    static var versionLine: String {
        "explore \(version)" + (BuildCommit.hash.isEmpty ? "" : " (commit \(BuildCommit.hash))")
    }

    /// Exit codes: 0 done, 1 a deep link that cannot be opened, 2 no usable terminal, 64 bad
    /// arguments (EX_USAGE), 128 + n ended by signal n (130 for Ctrl-C), as shells report it.
    enum ExitCode {
        case success, failure, noTerminal, usage
        case signal(Int32)

        var rawValue: Int32 {
            switch self {
            case .success: return 0
            case .failure: return 1
            case .noTerminal: return 2
            case .usage: return 64
            case let .signal(number): return 128 + number
            }
        }
    }

    @MainActor
    static func main() async {
        // Before any file is opened: a closed standard descriptor must not be taken by one.
        StandardDescriptors.reserve()
        // A reader that leaves (`explore --help | head -1`) is EPIPE on write, not a death by
        // SIGPIPE: help, version, cache info and config answer as quietly as the commands.
        signal(SIGPIPE, SIG_IGN)
        // The version alone needs no table of options or catalogs.
        if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--version" {
            StandardOutput.print(versionLine)
            exit(StandardOutput.finish(ExitCode.success.rawValue))
        }
        // Nor does a completion script: it is fixed text that asks `explore __complete`.
        if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "completions", CommandTable.shells.contains(CommandLine.arguments[2]) {
            StandardOutput.print(Completions.script(for: CommandLine.arguments[2]), terminator: "")
            exit(StandardOutput.finish(ExitCode.success.rawValue))
        }
        MemoryTuning.apply()
        // Every catalog's key is known from the start: no output of any command shows it.
        CatalogSecret.registerAll(Catalogs.all, environment: ProcessInfo.processInfo.environment)
        // Commands (show, list, search), help for them and completion scripts first.
        if let status = await CommandMode.runIfCommand(Array(CommandLine.arguments.dropFirst())) {
            exit(StandardOutput.finish(status))
        }
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            // Into a pipe a catalog is its list, so the list's options apply there too
            // (`explore pokemon --format json | head`).
            if isatty(STDOUT_FILENO) == 0, let words = CommandMode.listWords(Array(CommandLine.arguments.dropFirst())),
                let status = await CommandMode.runIfCommand(words)
            {
                exit(StandardOutput.finish(status))
            }
            StandardError.write("explore: \(error.message)\n\(Arguments.shortUsage)\n")
            exit(StandardOutput.finish(ExitCode.usage.rawValue))
        }
        switch arguments.action {
        case .help:
            StandardOutput.print(Arguments.usage)
            StandardOutput.print("\n" + CommandTable.overview(Catalogs.reference.commands) + "\n\n" + ExitStatus.helpText)
            exit(StandardOutput.finish(ExitCode.success.rawValue))
        case .version:
            StandardOutput.print(versionLine)
            exit(StandardOutput.finish(ExitCode.success.rawValue))
        case let .browse(catalog):
            // Into a pipe, a catalog is its list (the interface needs a terminal anyway).
            if let catalog, arguments.deepLink == nil, isatty(STDOUT_FILENO) == 0, !arguments.exitAfterFirstList {
                exit(StandardOutput.finish(await CommandMode.list(catalog: catalog, arguments: arguments)))
            }
            // And a deep link to an entity is its `show` (`explore pokemon pikachu | head`).
            if let catalog, let link = arguments.deepLink, link.kind == Catalogs.descriptor(catalog)?.entryKind,
                isatty(STDOUT_FILENO) == 0, !arguments.exitAfterFirstList
            {
                exit(StandardOutput.finish(await CommandMode.show(catalog: catalog, name: link.id, arguments: arguments)))
            }
            let code = await browse(catalog: catalog, arguments: arguments)
            exit(StandardOutput.finish(code.rawValue))
        case .cacheInfo:
            exit(StandardOutput.finish(CacheCommands.info(arguments, environment: ProcessInfo.processInfo.environment)))
        case .cacheClear:
            exit(StandardOutput.finish(CacheCommands.clear(arguments, environment: ProcessInfo.processInfo.environment)))
        case let .favourites(json):
            // With --demo, the demo's own favourites (kept apart from the user's).
            let environment = ProcessInfo.processInfo.environment
            exit(
                StandardOutput.finish(
                    SettingsCommands.favourites(json: json, environment: arguments.demo ? DemoDataFolder.environment(environment) : environment)))
        case .repairFavourites:
            let environment = ProcessInfo.processInfo.environment
            exit(StandardOutput.finish(SettingsCommands.repairFavourites(environment: arguments.demo ? DemoDataFolder.environment(environment) : environment)))
        case .configPath:
            exit(StandardOutput.finish(SettingsCommands.configPath(environment: ProcessInfo.processInfo.environment)))
        case .configCheck:
            exit(StandardOutput.finish(SettingsCommands.configCheck(environment: ProcessInfo.processInfo.environment)))
        }
    }

    /// The interface: the environment built once, the root screen (a catalog, its deep link,
    /// or the start screen), then the terminal's session until it ends.
    @MainActor
    static func browse(catalog requested: CatalogID?, arguments given: Arguments) async -> ExitCode {
        let app: AppEnvironment
        do {
            app = try AppEnvironment(given, environment: ProcessInfo.processInfo.environment) { say($0) }
        } catch {
            say(error.message)
            return .usage
        }
        app.prepareNetwork()
        KeyOverrides.install(app.settings.keys)
        let notices = NoticeRelay()
        if let problem = app.cache?.problem {
            // Said once, on the first catalog screen; the app runs on without a disk cache.
            notices.once("cache off, \(problem.reason): \(problem.path)")
        }
        let screens = ScreenFactory(app: app, notices: notices)
        let catalog = requested ?? (app.arguments.deepLink == nil ? app.settings.defaultCatalog : nil)
        let root: any Screen
        var deepLinked: LinkedScreenModel?
        if let catalog, let descriptor = Catalogs.descriptor(catalog) {
            let setup = screens.setup(descriptor)
            root = screens.screen(descriptor, setup)
            if let link = app.arguments.deepLink {
                // Resolved before the interface opens, through the same stack: a name that
                // does not exist is said in one line, and the terminal is never touched.
                // A long load (a pantry of hundreds) says how far it has got meanwhile.
                let onTerminal = isatty(STDERR_FILENO) == 1
                let report: @Sendable (String) -> Void = { text in
                    if onTerminal { StandardError.write("\r\u{1B}[Kexplore: " + ControlEscaping.escaped(text)) }
                }
                let resolved = await LoadProgress.listening(report) { await screens.deepLink(link, descriptor, setup) }
                if onTerminal { StandardError.write("\r\u{1B}[K") }
                switch resolved {
                case let .success(linked): deepLinked = linked
                case let .failure(message):
                    say(message.text)
                    return .failure
                }
            }
        } else {
            root = screens.startScreen()
        }
        return await run(
            deepLinked.map { Navigator(root: root, deepLink: $0) } ?? Navigator(root: root), app: app, pictures: screens.pictures, desktop: screens.desktop)
    }

    /// The terminal opened for `navigator`, and its session run until it ends.
    @MainActor
    static func run(_ navigator: Navigator, app: AppEnvironment, pictures: PictureSettings, desktop: SystemDesktop) async -> ExitCode {
        let palette = Theme.palette(for: app.arguments.theme ?? app.settings.theme, environment: app.environment)
        let terminal: Terminal
        do {
            terminal = try Terminal(environment: app.environment, palette: palette, mouse: app.arguments.mouse && app.settings.mouse != false)
        } catch {
            say(error.description)
            return .noTerminal
        }
        desktop.terminal = terminal
        (pictures.palette, pictures.unavailableText, pictures.drawsMaps) = (terminal.picturePalette, terminal.pictureUnavailableText, terminal.drawsBraille)
        // Pixels only where cells can be drawn too (they stand in while the pixels cannot show).
        let pixels = terminal.picturePalette == .none ? nil : app.pictureMode.pixelProtocol(environment: app.environment)
        (pictures.pixels, terminal.pixelProtocol) = (pixels, pixels)
        var exitWhen: (@MainActor (ScreenContent) -> Bool)?
        if app.arguments.exitAfterFirstList {
            exitWhen = { content in
                guard case let .catalog(state) = content else { return false }
                return !state.entries.isEmpty
            }
        }
        let session = TerminalSession(terminal: terminal, navigator: navigator, firstPageWait: .milliseconds(50), exitWhen: exitWhen)
        switch await session.run() {
        case .quit: return .success
        case let .signal(number): return .signal(number)
        case .terminalGone: return .signal(SIGHUP)
        }
    }

    /// One line on standard error, `explore: ` first.
    static func say(_ message: String) {
        StandardError.write("explore: \(message)\n")
    }
}
