#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A problem with a command's command line, in one line.
public struct CommandLineError: Error, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// A command to run: which catalog and command, its operand and options, and the
/// arguments left for the interface's parser (the catalog and the shared options: server,
/// cache, timeout, log, demo, places' point, radius and category).
public struct CommandRequest: Sendable, Equatable {
    public var catalog: String
    public var command: String
    public var operand: String?
    /// Columns the text format wraps to (`--width`); nil: the terminal's, or none into a pipe.
    public var width: Int?
    public var format: OutputFormat = .text
    public var type: String?
    public var generation: Int?
    public var mealCategory: String?
    public var area: String?
    public var ingredient: String?
    public var limit: Int?
    public var offset = 0
    /// For the interface's parser: the catalog, then every option not read here.
    public var sharedArguments: [String] = []

    public init(catalog: String, command: String, operand: String? = nil) {
        self.catalog = catalog
        self.command = command
        self.operand = operand
    }
}

/// What the words on the command line ask for, when they name a command rather than the
/// interface: a command, a help text, or a completion script.
public enum Invocation: Sendable, Equatable {
    case command(CommandRequest)
    case help(String)
    case completions(String)
    /// `explore __complete WORD…`: what the completion scripts ask (see ``Completer``).
    case complete([String])
    /// `explore man`: the manual page.
    case manual

    /// Reads `arguments` (without the program name) with ``CommandTable``. Nil when they
    /// ask for the interface (or a deep link): no command word after the catalog.
    /// `serverOptions` are the catalogs' server options without dashes ("pokeapi-url").
    public static func parse(_ arguments: [String], serverOptions: [String]) throws(CommandLineError) -> Invocation? {
        if arguments.first == Completions.engineCommand { return .complete(Array(arguments.dropFirst())) }
        let shared = CommandTable.sharedOptions(serverOptions: serverOptions) + CommandTable.placeOptions
        let all = shared + CommandTable.formatOptions + CommandTable.commands.flatMap(\.options)
        let takesValue = Set(all.filter { $0.value != nil }.map(\.name))
        var positionals: [String] = []
        var index = 0
        var wantsHelp = false
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                positionals += arguments[(index + 1)...]
                break
            }
            if argument == "-h" || argument == "--help" { wantsHelp = true }
            if argument.hasPrefix("-") && argument.count > 1 {
                if !argument.contains("="), takesValue.contains(argument) { index += 1 }
            } else {
                positionals.append(argument)
            }
            index += 1
        }
        guard let first = positionals.first else { return nil }
        if first == "completions" {
            guard positionals.count == 2, CommandTable.shells.contains(positionals[1]) else {
                throw CommandLineError("'explore completions' takes one of: \(CommandTable.shells.joined(separator: ", "))")
            }
            return .completions(positionals[1])
        }
        if first == "man" {
            guard positionals.count == 1 else { throw CommandLineError("'explore man' takes nothing more") }
            return .manual
        }
        if first == "help" {
            return .help(try helpText(Array(positionals.dropFirst())))
        }
        let catalog = first.lowercased()
        // `explore pokemon --help`: the catalog's commands (and the interface's usage).
        if wantsHelp, positionals.count == 1, CommandTable.catalogs.contains(catalog) { return .help(try helpText([catalog])) }
        guard CommandTable.catalogs.contains(catalog), positionals.count >= 2, CommandTable.commandWords.contains(positionals[1]) else { return nil }
        guard let spec = CommandTable.command(catalog, positionals[1]) else {
            throw CommandLineError("'explore \(catalog)' has no \(positionals[1]) command")
        }
        if wantsHelp { return .help(CommandTable.help(for: spec)) }
        return .command(try request(spec, arguments: arguments, operands: Array(positionals.dropFirst(2)), shared: shared, takesValue: takesValue))
    }

    private static func helpText(_ words: [String]) throws(CommandLineError) -> String {
        switch words.count {
        case 0:
            return CommandTable.overview + "\n\n" + ExitStatus.helpText
        case 1 where CommandTable.catalogs.contains(words[0]):
            return CommandTable.help(forCatalog: words[0])
        case 2:
            guard let spec = CommandTable.command(words[0], words[1]) else { fallthrough }
            return CommandTable.help(for: spec)
        default:
            throw CommandLineError("no help for '\(words.joined(separator: " "))'; try 'explore help'")
        }
    }

    private static func request(_ spec: CommandSpec, arguments: [String], operands: [String], shared: [OptionSpec], takesValue: Set<String>) throws(CommandLineError) -> CommandRequest {
        var request = CommandRequest(catalog: spec.catalog, command: spec.name)
        if spec.operand != nil {
            guard !operands.isEmpty else { throw CommandLineError("'explore \(spec.catalog) \(spec.name)' needs \(spec.operand ?? "")") }
            guard spec.name == "search" || operands.count == 1 else { throw CommandLineError("'explore \(spec.catalog) \(spec.name)' takes one \(spec.operand ?? ""), not \(operands.count)") }
            request.operand = operands.joined(separator: " ")
        } else if let extra = operands.first {
            throw CommandLineError("'explore \(spec.catalog) \(spec.name)' takes no \(extra.hasPrefix("-") ? "operand" : "operand ('\(extra)')")")
        }
        // Options the interface's parser reads are forwarded to it: the shared ones, and
        // places' point, radius and category for places (a recipe's --category is its own).
        var forwardedNames = Set(shared.map(\.name)).subtracting(CommandTable.placeOptions.map(\.name))
        if spec.catalog == "places" { forwardedNames.formUnion(CommandTable.placeOptions.map(\.name)) }
        let own = Set(spec.options.map(\.name)).subtracting(forwardedNames)
        var forwarded = [spec.catalog]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            var option = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            if argument == "--" { break }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                index += 1
                continue
            }
            let isOwn = own.contains(option) || CommandTable.formatOptions.contains { $0.name == option }
            if takesValue.contains(option), value == nil {
                index += 1
                // The next option is not this one's value (`--format --json`); `--format=--x` is.
                guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw CommandLineError("\(option) needs a value") }
                value = arguments[index]
            }
            if isOwn {
                try read(option, value: value ?? "", into: &request)
            } else {
                forwarded.append(argument)
                if !argument.contains("="), takesValue.contains(option), let value { forwarded.append(value) }
            }
            index += 1
        }
        if [request.mealCategory, request.area, request.ingredient].compactMap({ $0 }).count > 1 {
            throw CommandLineError("--category, --area and --ingredient each name a whole list: choose one")
        }
        request.sharedArguments = forwarded
        return request
    }

    private static func read(_ option: String, value: String, into request: inout CommandRequest) throws(CommandLineError) {
        func number(_ range: ClosedRange<Int>) throws(CommandLineError) -> Int {
            guard !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(value), range.contains(number) else {
                throw CommandLineError("\(option) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
            }
            return number
        }
        func text() throws(CommandLineError) -> String {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw CommandLineError("\(option) needs a value") }
            return trimmed
        }
        switch option {
        case "--json": request.format = .json
        case "--format":
            guard let format = OutputFormat(rawValue: value.lowercased()) else {
                throw CommandLineError("--format takes one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'")
            }
            request.format = format
        case "--width": request.width = try number(20...10_000)
        case "--type": request.type = try text().lowercased()
        case "--generation": request.generation = try number(1...99)
        case "--limit": request.limit = try number(1...1_000_000)
        case "--offset": request.offset = try number(0...1_000_000)
        case "--category": request.mealCategory = try text()
        case "--area": request.area = try text()
        case "--ingredient": request.ingredient = try text()
        default: throw CommandLineError("unknown option '\(option)'")
        }
    }
}
