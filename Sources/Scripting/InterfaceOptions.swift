import CatalogKit

/// A catalog's own server option (`--pokeapi-url`): its name without dashes, whose server
/// it is and an example, as the catalog's descriptor says.
public struct ServerOption: Sendable, Equatable {
    public var option: String
    public var title: String
    public var example: String

    public init(option: String, title: String = "a catalog", example: String = "") {
        self.option = option
        self.title = title
        self.example = example
    }
}

/// The options of `explore` itself (the interface's, most of them read by the commands too),
/// in the order `--help` lists them: the one table behind `--help`'s options, the man page,
/// the completions and the command parser's list of options that take a value.
public enum InterfaceOptions {
    public static let themes = ["dark", "light", "auto"]

    /// `catalogOptions` are the catalogs' own (places' `--near`), listed after `--theme`.
    public static func all(servers: [ServerOption], catalogOptions: [OptionSpec]) -> [OptionSpec] {
        let before =
            [
                OptionSpec("--demo", nil, "use the built-in demo data (no network needed; its stars, teams and lists are kept apart from yours)"),
                OptionSpec(
                    "--theme", "dark|light|auto", "colours for a dark or light background (auto",
                    detail: ["reads COLORFGBG; default: the config's theme, else auto)"], completes: .words(themes), scope: .interface),
            ] + catalogOptions + [
                OptionSpec("--offline", nil, "never use the network: only what the cache holds"),
                OptionSpec("--no-cache", nil, "neither read nor write the disk cache"),
                OptionSpec("--cache-dir", "DIR", "the disk cache (default $XDG_CACHE_HOME/explore)", completes: .directory),
                OptionSpec("--cache-size", "MB", "its size limit (default 256)"),
                OptionSpec(
                    "--no-images", nil, "no pictures or maps (also: pictures = false in the config;",
                    detail: ["i turns them on and off)"], scope: .interface),
                OptionSpec(
                    "--pictures", "auto|kitty|sixel|iterm|blocks|off", "how pictures are drawn: a pixel protocol, cells",
                    detail: ["of half-blocks, or none (default: the config's pictures, else auto)"],
                    completes: .words(["auto", "kitty", "sixel", "iterm", "blocks", "off"]), scope: .interface),
                OptionSpec("--exit-after-first-list", nil, "quit once the list is on screen (to time start-up)", scope: .interface),
                OptionSpec("--no-mouse", nil, "leave the mouse to the terminal (no clicks, no wheel)", scope: .interface),
                OptionSpec("--timeout", "SECONDS", "give up on a request after this long (default 15)"),
                OptionSpec("--log-file", "PATH", "append one line per request attempt (secrets redacted)", completes: .file),
            ]
        let serverOptions = servers.map { server in
            OptionSpec("--" + server.option, "URL", "server for \(server.title)" + (server.example.isEmpty ? "" : ", e.g. \(server.example)"))
        }
        let configKeys = servers.map { $0.option.replacing("-", with: "_") + " = URL" }.joined(separator: ", ")
        let after = [
            OptionSpec(
                "--base-url", "URL", "the server of the catalog named on the command line",
                detail: ["(ambiguous with no catalog named); in ~/.config/explore/config", "the same as \(configKeys)"]),
            OptionSpec("--help", nil, "show this help (also -h)"),
            OptionSpec("--version", nil, "show the version (and the commit it was built from)", scope: .interface),
        ]
        return before + serverOptions + after
    }

    /// The options block of `explore --help`: each option, its help beside it from column 21
    /// (on the next line when the option is longer), further lines below.
    public static func helpText(_ options: [OptionSpec]) -> String {
        var lines: [String] = []
        for option in options {
            let head = "  " + option.spelled
            lines.append(head.count <= 18 ? head.padded(to: 21) + option.summary : head + "  " + option.summary)
            lines += option.detail.map { String(repeating: " ", count: 21) + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
