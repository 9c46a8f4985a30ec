import CatalogKit

/// `explore(1)` in roff, generated from the ``CommandLineReference``: the synopsis, every
/// catalog, command and option, the keys, files, environment, exit status and examples, so
/// the page says what `--help` says and cannot drift from it.
public enum ManPage {
    public static func render(_ reference: CommandLineReference) -> String {
        var page = [
            #".TH EXPLORE 1 "" "explore \#(reference.version)" "User Commands""#,
            ".SH NAME",
            #"explore \- browse public APIs in the terminal"#,
        ]
        page += synopsis(reference) + description(reference) + commands(reference) + options(reference)
        page += keys(reference) + files(reference) + environment(reference) + exitStatus(reference) + examples(reference)
        return page.joined(separator: "\n") + "\n"
    }

    static func synopsis(_ reference: CommandLineReference) -> [String] {
        var lines = [".SH SYNOPSIS", ".B explore", #"[\fICATALOG\fR [\fINAME\fR|\fIKIND/ID\fR]] [\fIoptions\fR]"#]
        for command in reference.commands {
            lines += [
                ".br", ".B explore \(command.catalog) \(command.name)", text(([command.operandUsage].compactMap { $0 } + ["[options]"]).joined(separator: " ")),
            ]
        }
        for top in reference.topLevel {
            lines += [".br", ".B explore \(top.name)", text(([top.operand].compactMap { $0 } + top.options.map { "[\($0.spelled)]" }).joined(separator: " "))]
        }
        return lines
    }

    static func description(_ reference: CommandLineReference) -> [String] {
        var lines = [
            ".SH DESCRIPTION",
            text(
                "explore browses public APIs in an ncurses interface: a list pane and a detail pane side by side, search by name as you type, links between entries, pictures drawn in cells, and an error pane that says what went wrong and offers a retry. With a catalog named and standard output not a terminal, explore CATALOG prints the catalog's list, as explore CATALOG list does."
            ),
            ".PP",
            text(
                "The one-shot commands show, list and search answer for scripts and pipes: results on standard output as text, JSON, JSON lines or TSV, everything else on standard error."
            ),
            ".SH CATALOGS",
        ]
        for catalog in reference.catalogs {
            lines += [".TP", ".B \(catalog.name)", text("\(catalog.title): \(catalog.summary).")]
        }
        lines += [
            ".TP", #"\fICATALOG\fR \fINAME\fR|\fIKIND/ID\fR"#,
            text(
                "A deep link: open straight on that screen, for example explore pokemon pikachu, explore pokemon type/electric or explore meals area/Canadian."),
        ]
        return lines
    }

    static func commands(_ reference: CommandLineReference) -> [String] {
        var lines = [".SH COMMANDS"]
        for command in reference.commands {
            lines += [
                ".TP", #"\fBexplore \#(command.catalog) \#(command.name)\fR"# + (command.operandUsage.map { " " + italic($0) } ?? ""),
                text(sentence(command.summary)),
            ]
            let own = command.options + CommandTable.formatOptions(for: command)
            if !own.isEmpty {
                lines += [".RS"] + own.flatMap(optionEntry) + [".RE"]
            }
        }
        for top in reference.topLevel {
            lines += [".TP", #"\fBexplore \#(top.name)\fR"# + (top.operand.map { " " + italic($0) } ?? ""), text(sentence(top.summary))]
            let entries = top.words.flatMap { [".TP", bold($0.name), text(sentence($0.summary))] } + top.options.flatMap(optionEntry)
            if !entries.isEmpty { lines += [".RS"] + entries + [".RE"] }
        }
        return lines
    }

    static func options(_ reference: CommandLineReference) -> [String] {
        [".SH OPTIONS", text("The interface's options; the commands take those that concern the network, the cache and the servers too.")]
            + reference.options.flatMap(optionEntry)
    }

    static func optionEntry(_ option: OptionSpec) -> [String] {
        let head = bold(option.name) + (option.value.map { " " + italic($0) } ?? "")
        return [".TP", head, text(([option.summary] + option.detail).joined(separator: " "))]
    }

    static func keys(_ reference: CommandLineReference) -> [String] {
        guard !reference.keys.isEmpty else { return [] }
        var lines = [".SH KEYS", text("The keys of the interface, by mode (the config file's bind lines can change them):")]
        for section in reference.keys {
            lines += [".SS " + text(section.title)]
            for row in section.rows where row.count == 2 {
                lines += [".TP", bold(row[0]), text(row[1])]
            }
        }
        return lines
    }

    static func files(_ reference: CommandLineReference) -> [String] {
        [
            ".SH FILES",
            ".TP", italic("$XDG_CONFIG_HOME/explore/config") + " (else " + italic("~/.config/explore/config") + ")",
            text(
                "The config file: one key = value a line, # for comments (theme, mouse, pictures, default_catalog, \(reference.catalogOptions.compactMap(\.configKey).map { $0 + ", " }.joined())the servers, \(reference.descriptors.compactMap(\.secret?.configKey).map { $0 + ", " }.joined())bind ACTION = KEY). explore config path names it, explore config check checks it."
            ),
            ".TP", italic("$XDG_CACHE_HOME/explore/") + " (else " + italic("~/.cache/explore/") + ")",
            text("The disk cache of the APIs' answers (--cache-dir, --cache-size, --no-cache; explore cache info and explore cache clear)."),
            ".TP", italic("$XDG_DATA_HOME/explore/favourites.json") + " (else " + italic("~/.local/share/explore/favourites.json") + ")",
            text("The favourites, starred with f (explore favourites lists them)."),
        ]
    }

    static func environment(_ reference: CommandLineReference) -> [String] {
        [".SH ENVIRONMENT"]
            + reference.descriptors.compactMap(\.secret).flatMap { secret in
                [
                    ".TP", bold(secret.variable),
                    text(
                        secret.about.prefix(1).uppercased() + secret.about.dropFirst() + " (else \(secret.configKey) in the config file"
                            + (secret.fallback.map { ", else " + $0 } ?? "") + ")."),
                ]
            } + otherEnvironment
    }

    static let otherEnvironment = [
        ".TP", bold("NO_COLOR"), text("When set and not empty, no colour."),
        ".TP", bold("COLORFGBG"), text("Read by --theme auto to tell a light background from a dark one."),
        ".TP", bold("http_proxy") + ", " + bold("https_proxy") + ", " + bold("no_proxy"), text("Proxies, as libcurl reads them."),
        ".TP", bold("XDG_CONFIG_HOME") + ", " + bold("XDG_CACHE_HOME") + ", " + bold("XDG_DATA_HOME"),
        text("Where the config file, the cache and the favourites are (see FILES)."),
        ".TP", bold("TERM") + ", " + bold("LANG") + ", " + bold("LC_ALL"),
        text("The terminal's capabilities and the character set: in a locale that is not UTF-8 frames are drawn in ASCII."),
    ]

    static func exitStatus(_ reference: CommandLineReference) -> [String] {
        [".SH EXIT STATUS"] + reference.exitStatuses.flatMap { [".TP", bold($0.status), text(sentence($0.meaning))] }
    }

    static func examples(_ reference: CommandLineReference) -> [String] {
        let lines =
            ["explore pokemon --demo", "explore pokemon pikachu"] + reference.commands.flatMap(\.examples)
            + ["explore completions bash > ~/.local/share/bash-completion/completions/explore"]
        return [".SH EXAMPLES", ".nf", ".RS"] + lines.map(text) + [".RE", ".fi"]
    }

    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") || text.hasSuffix(")") ? "" : ".")
    }

    static func bold(_ text: String) -> String { #"\fB"# + escaped(text) + #"\fR"# }
    static func italic(_ text: String) -> String { #"\fI"# + escaped(text) + #"\fR"# }

    /// A line of running text: escaped, and never read as a request.
    static func text(_ line: String) -> String {
        let escaped = escaped(line)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? #"\&"# + escaped : escaped
    }

    /// Backslashes and dashes as roff wants them (`\e`, `\-`), and the two glyphs groff's
    /// fonts lack (… and ⌫) in words.
    static func escaped(_ text: String) -> String {
        text.replacing("\\", with: #"\e"#).replacing("-", with: #"\-"#)
            .replacing("…", with: "...").replacing("⌫", with: "Backspace")
    }
}
