import Foundation

/// The user's settings file, `$XDG_CONFIG_HOME/explore/config` (by default
/// `~/.config/explore/config`): `key = value` lines; `#` starts a comment.
public struct ConfigFile: Sendable, Equatable {
    public var values: [String: String]

    public init(values: [String: String] = [:]) {
        self.values = values
    }

    /// Parses the text of a config file; malformed lines are ignored.
    public init(parsing text: String) {
        var values: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            if !key.isEmpty { values[key] = value }
        }
        self.values = values
    }

    /// Where the file is for this environment.
    public static func path(environment: [String: String]) -> String {
        if let base = environment["XDG_CONFIG_HOME"], !base.isEmpty {
            return base + "/explore/config"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/explore/config"
    }

    /// ``path(environment:)`` as the user would write it: the home folder as `~`.
    public static func displayPath(environment: [String: String]) -> String {
        let path = path(environment: environment)
        let home = environment["HOME"] ?? NSHomeDirectory()
        guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// The file for this environment, or an empty one when there is none.
    public static func load(environment: [String: String]) -> ConfigFile {
        guard let text = try? String(contentsOfFile: path(environment: environment), encoding: .utf8) else { return ConfigFile() }
        return ConfigFile(parsing: text)
    }

    /// The one-line warning to print at start when the file holds a secret (a setting named
    /// like `…key`, `…token`, `…secret`, `…password`) and its group or others may read it, as
    /// ssh warns about a private key file; nil when there is nothing to say.
    public static func exposureWarning(environment: [String: String]) -> String? {
        let path = path(environment: environment)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue, mode & 0o077 != 0
        else { return nil }
        let secretSuffixes = ["key", "token", "secret", "password"]
        let holdsSecret = load(environment: environment).values.contains { name, value in
            !value.isEmpty && secretSuffixes.contains { name.lowercased().hasSuffix($0) }
        }
        guard holdsSecret else { return nil }
        let shown = printable(path)
        let octal = String(mode & 0o777, radix: 8)
        return "warning: '\(shown)' holds an API key and others can read it (mode 0\(octal)); run: chmod 600 '\(shown)'"
    }

    /// `text` with control characters shown as `\u{…}`, safe for a terminal.
    private static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An http, https or file URL under `key`, if the file has a usable one.
    public func url(_ key: String) -> URL? {
        guard let text = values[key], let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              ["http", "https", "file"].contains(scheme), scheme == "file" || url.host != nil else { return nil }
        return url
    }

    /// Whether `key` is set to false, no, off or 0 (`pictures = false`).
    public func isOff(_ key: String) -> Bool {
        guard let value = values[key]?.lowercased() else { return false }
        return ["false", "no", "off", "0"].contains(value)
    }

    /// A secret from the environment variable `variable`, else from the file's `key`.
    public static func secret(variable: String, key: String, environment: [String: String]) -> String? {
        if let value = environment[variable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return value }
        if let value = load(environment: environment).values[key], !value.isEmpty { return value }
        return nil
    }
}
