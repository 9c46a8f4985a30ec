import CatalogKit

/// A command in first place that is not a catalog (`explore cache info`): its words after
/// it, its options and what it does. The completions, the man page and `--help` read these.
public struct TopLevelCommand: Sendable, Equatable {
    /// One word after the command (`info`), and what it does.
    public struct Word: Sendable, Equatable {
        public var name: String
        public var summary: String
    }

    public var name: String
    /// The words that may follow it; empty when it takes none (or free words, see `operand`).
    public var words: [Word]
    /// The placeholder of what follows, for the synopsis ("info|clear", "SHELL").
    public var operand: String?
    public var options: [OptionSpec]
    public var summary: String

    /// `explore cache info|clear`.
    public var synopsis: String {
        (["explore", name] + (operand.map { [$0] } ?? []) + options.map { "[\($0.spelled)]" }).joined(separator: " ")
    }
}

extension TopLevelCommand {
    /// Every top-level command, in the order `--help` names them.
    public static let all: [TopLevelCommand] = [
        TopLevelCommand(
            name: "cache",
            words: [
                Word(name: "info", summary: "where the disk cache is and what it holds"),
                Word(name: "clear", summary: "empty the disk cache"),
            ],
            operand: "info|clear", options: [], summary: "where the disk cache is and what it holds; empty it"),
        TopLevelCommand(
            name: "favourites", words: [], operand: nil,
            options: [
                OptionSpec("--json", nil, "as JSON"),
                OptionSpec("--repair", nil, "a file that cannot be read: keep what can be, move it aside"),
            ],
            summary: "the favourites (starred with f), one a line: CATALOG, KIND/ID, TITLE, tab-separated"),
        TopLevelCommand(
            name: "config",
            words: [
                Word(name: "path", summary: "the config file read"),
                Word(name: "check", summary: "check it: exit 0 when usable, else 1 and each problem"),
            ],
            operand: "path|check", options: [], summary: "the config file read; check it"),
        TopLevelCommand(
            name: "completions", words: CommandTable.shells.map { Word(name: $0, summary: "the completion script for \($0)") },
            operand: "bash|zsh|fish", options: [], summary: "a completion script for the shell"),
        TopLevelCommand(name: "help", words: [], operand: "[CATALOG [COMMAND]]", options: [], summary: "a command's usage and examples"),
        TopLevelCommand(name: "man", words: [], operand: nil, options: [], summary: "this manual page, in roff (man -l <(explore man))"),
    ]
}
