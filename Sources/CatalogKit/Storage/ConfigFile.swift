import FoundationEssentials
import Networking
#if canImport(Glibc)
import Glibc
#endif

/// The user's settings file, `$XDG_CONFIG_HOME/explore/config` (by default
/// `~/.config/explore/config`): `key = value` lines; `#` starts a comment.
public struct ConfigFile: Sendable, Equatable {
    public var values: [String: String]
    /// Each setting with its line number, in file order (a key given twice is here twice;
    /// ``values`` keeps the last).
    public var settings: [Setting]
    /// Lines that are not `key = value`, comments or blank.
    public var problems: [ConfigProblem]

    /// One `key = value` line.
    public struct Setting: Sendable, Equatable {
        public var line: Int
        public var key: String
        public var value: String

        public init(line: Int, key: String, value: String) {
            self.line = line
            self.key = key
            self.value = value
        }
    }

    public init(values: [String: String] = [:]) {
        self.values = values
        settings = values.sorted { $0.key < $1.key }.map { Setting(line: 0, key: $0.key, value: $0.value) }
        problems = []
    }

    /// Parses the text of a config file; malformed lines are kept out of ``values`` and
    /// listed in ``problems``.
    public init(parsing text: String) {
        var values: [String: String] = [:]
        var settings: [Setting] = []
        var problems: [ConfigProblem] = []
        // Numbered as editors number them: \r\n is one line break.
        let lines = text.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.trimmingWhitespace()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let equals = line.firstIndex(of: "=") else {
                problems.append(ConfigProblem(line: index + 1, message: "not 'key = value'"))
                continue
            }
            let key = line[..<equals].trimmingWhitespace()
            var value = line[line.index(after: equals)...].trimmingWhitespace()
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard !key.isEmpty else {
                problems.append(ConfigProblem(line: index + 1, message: "a value with no key"))
                continue
            }
            values[key] = value
            settings.append(Setting(line: index + 1, key: key, value: value))
        }
        self.values = values
        self.settings = settings
        self.problems = problems
    }

    /// Where the file is for this environment. A relative `XDG_CONFIG_HOME` is ignored, as
    /// the XDG specification says (it would make the file depend on the working folder).
    public static func path(environment: [String: String]) -> String {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return base + "/explore/config"
        }
        let home = HomeFolder.path(environment: environment)
        return home + "/.config/explore/config"
    }

    /// ``path(environment:)`` as the user would write it: the home folder as `~`.
    public static func displayPath(environment: [String: String]) -> String {
        let path = path(environment: environment)
        let home = HomeFolder.path(environment: environment)
        guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// The largest config file read: far more than any real one needs.
    public static let maximumBytes = 1 << 20

    /// The file for this environment; an empty one when there is none. One that cannot be
    /// read (a folder, a FIFO, over 1 MB) is not read at all, and says why as its one problem
    /// (line 0). A line that is not UTF-8 is a problem on that line, not the end of the whole
    /// file.
    public static func load(environment: [String: String]) -> ConfigFile {
        switch LocalFile.read(path(environment: environment), limit: maximumBytes) {
        case let .success(data):
            return ConfigFile(bytes: data)
        case .failure(.missing):
            return ConfigFile()
        case let .failure(failure):
            var unread = ConfigFile()
            unread.problems = [ConfigProblem(line: 0, message: "not read: \(failure)")]
            return unread
        }
    }

    /// Parses the bytes of a config file line by line: a line that is not UTF-8 is blanked and
    /// listed in ``problems``, the others read as ``init(parsing:)`` reads them.
    public init(bytes: Data) {
        var lines: [String] = []
        var undecodable: [Int] = []
        for (index, bytes) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if let line = String(validating: bytes, as: UTF8.self) {
                lines.append(line)
            } else {
                lines.append("")
                undecodable.append(index + 1)
            }
        }
        self.init(parsing: lines.joined(separator: "\n"))
        problems = (problems + undecodable.map { ConfigProblem(line: $0, message: "not UTF-8 text") }).sorted { $0.line < $1.line }
    }

    /// The one-line warning to print at start when the file holds a secret (a setting named
    /// like `…key`, `…token`, `…secret`, `…password`) and its group or others may read it, as
    /// ssh warns about a private key file; nil when there is nothing to say.
    ///
    /// A file that other users can change gets a warning whatever it holds: it can send the
    /// app's requests, and a key, to another server.
    public static func exposureWarning(environment: [String: String]) -> String? {
        let path = path(environment: environment)
        // The file read, through a symbolic link (a dotfiles folder): a link's own mode is
        // always 0777 and says nothing.
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mode = Int(info.st_mode & 0o777)
        guard mode & 0o077 != 0 else { return nil }
        if mode & 0o022 != 0 {
            let shown = ControlEscaping.escaped(path)
            return "warning: '\(shown)' can be changed by other users (mode 0\(String(mode & 0o777, radix: 8))); run: chmod 600 '\(shown)'"
        }
        let secretSuffixes = ["key", "token", "secret", "password"]
        let holdsSecret = load(environment: environment).values.contains { name, value in
            !value.isEmpty && secretSuffixes.contains { name.lowercased().hasSuffix($0) }
        }
        guard holdsSecret else { return nil }
        let shown = ControlEscaping.escaped(path)
        let octal = String(mode & 0o777, radix: 8)
        return "warning: '\(shown)' holds an API key and others can read it (mode 0\(octal)); run: chmod 600 '\(shown)'"
    }

    /// An http, https or file URL under `key`, if the file has a usable one.
    public func url(_ key: String) -> URL? {
        values[key].flatMap(Self.serverURL)
    }

    /// `text` as a server's URL: http or https with a host, or file; nil for anything else.
    public static func serverURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https", "file"].contains(scheme), scheme == "file" || url.host != nil
        else { return nil }
        return url
    }

    /// A secret from the environment variable `variable`, else from the file's `key`.
    public static func secret(variable: String, key: String, environment: [String: String]) -> String? {
        if let value = environment[variable]?.trimmingWhitespace(), !value.isEmpty { return value }
        if let value = load(environment: environment).values[key], !value.isEmpty { return value }
        return nil
    }
}

/// Something wrong on one line of the config file, said in a few words.
public struct ConfigProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line 3: not 'key = value'"; a problem of the whole file (line 0) is its message alone.
    public var description: String { line == 0 ? message : "line \(line): \(message)" }
}
