import CatalogKit
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
/// cache, timeout, log, demo, and the catalog's own, such as places' point and radius).
public struct CommandRequest: Sendable, Equatable {
    public var catalog: CatalogID
    public var command: String
    public var operand: String?
    /// Columns the text format wraps to (`--width`); nil: the terminal's, or none into a pipe.
    public var width: Int?
    public var format: OutputFormat = .text
    /// The command's own options that narrow or replace the list (``OptionRole/filter(_:byLabel:)``,
    /// ``OptionRole/link(_:)``), by name, checked.
    public var values: [String: String] = [:]
    public var limit: Int?
    public var offset = 0
    /// `--names`: fetch the English names the cache lacks (else only stored ones are used).
    public var fetchesNames = false
    /// A catalog's own command: all its words, and its own options' values (``OptionRole/value``).
    public var operands: [String] = []
    public var ownValues: [String: [String]] = [:]
    /// One of the command's own formats (``CommandSpec/formats``), written by the catalog.
    public var ownFormat: String?
    /// For the interface's parser: the catalog, then every option not read here.
    public var sharedArguments: [String] = []

    public init(catalog: CatalogID, command: String, operand: String? = nil) {
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

    /// Reads `arguments` (without the program name) with the `reference`'s tables. Nil when
    /// they ask for the interface (or a deep link): no command word after the catalog.
    public static func parse(_ arguments: [String], reference: CommandLineReference) throws(CommandLineError) -> Invocation? {
        if arguments.first == Completions.engineCommand { return .complete(Array(arguments.dropFirst())) }
        let takesValue = Set(reference.valuedOptions.keys)
        let takesMany = Set(reference.commands.flatMap(\.options).filter(\.many).map(\.name))
        let (positionals, wantsHelp) = scan(arguments, takesValue: takesValue, takesMany: takesMany)
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
            return .help(try helpText(Array(positionals.dropFirst()), reference: reference))
        }
        guard let catalog = reference.descriptor(first.lowercased()) else { return nil }
        // `explore pokemon --help`: the catalog's commands (and the interface's usage).
        if wantsHelp, positionals.count == 1 { return .help(CommandTable.help(forCatalog: catalog)) }
        guard positionals.count >= 2, reference.commandWords.contains(positionals[1]) || catalog.command(positionals[1]) != nil else { return nil }
        guard let spec = catalog.command(positionals[1]) else {
            throw CommandLineError("'explore \(catalog.id)' has no \(positionals[1]) command")
        }
        if wantsHelp { return .help(CommandTable.help(for: spec)) }
        var request = try operand(spec, Array(positionals.dropFirst(2)))
        let commandsOnly = Set(reference.commands.flatMap(\.options).map(\.name))
            .subtracting(CommandTable.sharedOptions(reference).map(\.name)).subtracting(reference.catalogOptions.map(\.name))
        try read(arguments, for: spec, takesValue: takesValue, othersOwn: commandsOnly.subtracting(spec.options.map(\.name)), into: &request)
        return .command(request)
    }

    /// The positional words, stepping over options' values, and whether help is asked for.
    /// `takesMany`: options whose value is every word up to the next option.
    private static func scan(_ arguments: [String], takesValue: Set<String>, takesMany: Set<String>) -> (positionals: [String], wantsHelp: Bool) {
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
                if takesMany.contains(argument) {
                    while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") { index += 1 }
                } else if !argument.contains("="), takesValue.contains(argument) {
                    index += 1
                }
            } else {
                positionals.append(argument)
            }
            index += 1
        }
        return (positionals, wantsHelp)
    }

    private static func helpText(_ words: [String], reference: CommandLineReference) throws(CommandLineError) -> String {
        switch words.count {
        case 0:
            return CommandTable.overview(reference.commands) + "\n\n" + ExitStatus.helpText
        case 1 where reference.descriptor(words[0]) != nil:
            return reference.descriptor(words[0]).map(CommandTable.help(forCatalog:)) ?? ""
        case 2:
            guard let spec = reference.command(words[0], words[1]) else { fallthrough }
            return CommandTable.help(for: spec)
        default:
            throw CommandLineError("no help for '\(words.joined(separator: " "))'; try 'explore help'")
        }
    }

    /// The request with its operand, as the command takes it.
    private static func operand(_ spec: CommandSpec, _ operands: [String]) throws(CommandLineError) -> CommandRequest {
        var request = CommandRequest(catalog: spec.catalog, command: spec.name)
        let command = "'explore \(spec.catalog) \(spec.name)'"
        if spec.isCatalogsOwn {
            guard spec.operand != nil || operands.isEmpty else { throw CommandLineError("\(command) takes no operand ('\(operands[0])')") }
            guard spec.takesManyOperands || operands.count <= 1 else {
                throw CommandLineError("\(command) takes one \(spec.operand ?? ""), not \(operands.count)")
            }
            guard spec.operandIsOptional || spec.operand == nil || !operands.isEmpty else { throw CommandLineError("\(command) needs \(spec.operand ?? "")") }
            request.operands = operands
            request.operand = operands.first
            return request
        }
        if spec.operand != nil {
            if operands.isEmpty, spec.operandIsOptional { return request }
            guard !operands.isEmpty else { throw CommandLineError("\(command) needs \(spec.operand ?? "")") }
            guard spec.name == "search" || operands.count == 1 else {
                throw CommandLineError("\(command) takes one \(spec.operand ?? ""), not \(operands.count)")
            }
            request.operand = operands.joined(separator: " ")
            if spec.operandIsOptional, let given = request.operand, !given.contains("/") {
                throw CommandLineError(
                    "\(command) takes \(spec.operand ?? "") (such as \(spec.examples.last?.split(separator: " ").last ?? "kind/id")), not '\(given)'")
            }
        } else if let extra = operands.first {
            throw CommandLineError("\(command) takes no \(extra.hasPrefix("-") ? "operand" : "operand ('\(extra)')")")
        }
        return request
    }

    /// Reads the command's own options (its filters, links, limit and offset, the format) into
    /// `request`; every other option goes, with its value, to the interface's parser, which
    /// knows it or says it is not an option of this command.
    /// `othersOwn`: options only other commands read, refused here by name.
    private static func read(
        _ arguments: [String], for spec: CommandSpec, takesValue: Set<String>, othersOwn: Set<String>,
        into request: inout CommandRequest
    ) throws(CommandLineError) {
        let own = Dictionary(spec.options.filter { $0.role != nil }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var forwarded = [spec.catalog.rawValue]
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else { continue }
            var (option, value) = (argument, String?.none)
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                (option, value) = (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
            }
            if takesValue.contains(option), value == nil {
                // The next option is not this one's value (`--format --json`); `--format=--x` is.
                guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw CommandLineError("\(option) needs a value") }
                value = arguments[index]
                index += 1
            }
            if option == "--json" || option == "--format" {
                try readFormat(option, value: value ?? "", formats: spec.formats, into: &request)
            } else if let many = own[option], many.many {
                // Every word up to the next option is a value (`--with chicken garlic`).
                var words = value.map { [$0] } ?? []
                while index < arguments.count, !arguments[index].hasPrefix("-") {
                    words.append(arguments[index])
                    index += 1
                }
                let values = words.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
                guard !values.isEmpty else { throw CommandLineError("\(option) needs a value") }
                request.ownValues[option, default: []] += values
            } else if option == "--width" {
                let text = value ?? ""
                guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let width = Int(text), (20...10_000).contains(width) else {
                    throw CommandLineError("--width needs a whole number from 20 to 10000, not '\(text)'")
                }
                request.width = width
            } else if let spec = own[option] {
                try read(spec, value: value ?? "", into: &request)
            } else if othersOwn.contains(option) {
                throw CommandLineError("\(option) is not an option of \(spec.name) ('explore \(spec.catalog) \(spec.name) --help' lists them)")
            } else {
                forwarded.append(argument)
                if !argument.contains("="), takesValue.contains(option), let value { forwarded.append(value) }
            }
        }
        try refuseTogether(spec, request)
        request.sharedArguments = forwarded
    }

    private static func readFormat(_ option: String, value: String, formats: [String], into request: inout CommandRequest) throws(CommandLineError) {
        request.ownFormat = nil
        guard option == "--format" else {
            request.format = .json
            return
        }
        if formats.contains(value.lowercased()) {
            (request.format, request.ownFormat) = (.text, value.lowercased())
            return
        }
        guard let format = OutputFormat(rawValue: value.lowercased()) else {
            let all = OutputFormat.allCases.map(\.rawValue) + formats
            throw CommandLineError("--format takes one of: \(all.joined(separator: ", ")), not '\(value)'")
        }
        request.format = format
    }

    /// One of the command's own options, its value checked as its declaration says.
    private static func read(_ option: OptionSpec, value: String, into request: inout CommandRequest) throws(CommandLineError) {
        // A flag: what it turns on.
        if option.value == nil {
            if case .fetchNames? = option.role { request.fetchesNames = true }
            if case .value? = option.role { request.ownValues[option.name] = [""] }
            return
        }
        var checked = value.trimmingWhitespace()
        guard !checked.isEmpty else { throw CommandLineError("\(option.name) needs a value") }
        if let range = option.range {
            guard checked.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(checked), range.contains(number) else {
                throw CommandLineError("\(option.name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
            }
            checked = String(number)
        }
        switch option.role {
        case .limit?: request.limit = Int(checked)
        case .offset?: request.offset = Int(checked) ?? 0
        case let .filter(_, byLabel)?: request.values[option.name] = byLabel ? checked.lowercased() : checked
        case .value?: request.ownValues[option.name, default: []].append(checked)
        case .link?, .fetchNames?, nil: request.values[option.name] = checked
        }
    }

    /// Options that each name a whole list (a recipe's category, area, ingredient: filters of
    /// one group, or a linked page) go one at a time.
    private static func refuseTogether(_ spec: CommandSpec, _ request: CommandRequest) throws(CommandLineError) {
        let groups = spec.options.compactMap { option -> String? in
            if case let .filter(kind, _)? = option.role { return kind.group }
            return nil
        }
        let whole = spec.options.filter { option in
            switch option.role {
            case .link?: return true
            case let .filter(kind, _)?: return groups.filter { $0 == kind.group }.count > 1
            default: return false
            }
        }
        guard whole.filter({ request.values[$0.name] != nil }).count > 1 else { return }
        let names = whole.map(\.name)
        let list = names.count > 2 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined(separator: " and ")
        throw CommandLineError("\(list) each name a whole list: choose one")
    }
}
