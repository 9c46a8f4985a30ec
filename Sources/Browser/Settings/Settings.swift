import CatalogKit
import Imaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The config file read for the app: each setting checked, a broken line skipped with a
/// problem naming its line. Nothing here stops the app from starting.
///
/// Keys: `theme = dark|light|auto`, `mouse = true|false`, `pictures = auto|kitty|sixel|iterm|blocks|off` (or true|false),
/// `default_catalog = CATALOG`, each catalog's own options by their config keys (places'
/// `places_near`), each catalog's server (`pokeapi_url = URL`…), each catalog's key by its config key, and `bind ACTION = KEY[, KEY…]`.
public struct Settings: Sendable, Equatable {
    /// Which colours suit the terminal's background; `auto` reads `COLORFGBG`.
    public enum ThemeChoice: String, Sendable, Equatable, CaseIterable {
        case dark, light, auto
    }

    public var theme: ThemeChoice?
    public var mouse: Bool?
    public var pictures: Bool?
    /// How pictures are drawn (`pictures = auto|kitty|sixel|iterm|blocks|off`); `true` is
    /// `auto`, `false` is `off`.
    public var pictureMode: PictureMode?
    /// What `explore` with no catalog opens, instead of the start screen.
    public var defaultCatalog: CatalogID?
    /// Each catalog's own options set by their config keys (`places_near`), checked by the
    /// catalog: by catalog, then by option name (`--near`).
    public var catalogOptions: [CatalogID: [String: String]] = [:]
    /// Each catalog's server, by catalog id.
    public var catalogURLs: [CatalogID: URL] = [:]
    public var keys = KeyOverrides()
    /// What is wrong, in line order.
    public var problems: [ConfigProblem] = []

    public init() {}

    public init(config: ConfigFile, catalogs: [CatalogDescriptor]) {
        var problems = config.problems
        var binds: [KeyActions.Request] = []
        // The catalogs' secrets are read where they are used: known here, not checked.
        let secretKeys = Set(catalogs.compactMap(\.secret?.configKey))
        let urlKeys = Dictionary(uniqueKeysWithValues: catalogs.map { ($0.configKey, $0.id) })
        let optionKeys = Dictionary(
            catalogs.flatMap { catalog in catalog.options.compactMap { option in option.configKey.map { ($0, (catalog, option)) } } },
            uniquingKeysWith: { first, _ in first })
        for setting in config.settings {
            let value = setting.value
            func problem(_ message: String) { problems.append(ConfigProblem(line: setting.line, message: message)) }
            let words = setting.key.split(separator: " ", omittingEmptySubsequences: true)
            if words.first == "bind" {
                guard words.count == 2 else { problem("write 'bind ACTION = KEY'"); continue }
                binds.append(KeyActions.Request(line: setting.line, action: String(words[1]), keys: value))
                continue
            }
            switch setting.key {
            case "theme":
                guard let choice = ThemeChoice(rawValue: value.lowercased()) else {
                    problem("theme is dark, light or auto, not '\(Self.shown(value))'"); continue
                }
                theme = choice
            case "pictures":
                if let mode = PictureMode(rawValue: value.lowercased()) {
                    pictureMode = mode
                    pictures = mode != .off
                } else if let flag = Self.flag(value) {
                    pictures = flag
                    pictureMode = flag ? .auto : .off
                } else {
                    problem("pictures is \(PictureMode.allCases.map(\.rawValue).joined(separator: ", ")), true or false, not '\(Self.shown(value))'")
                }
            case "mouse":
                guard let flag = Self.flag(value) else { problem("\(setting.key) is true or false, not '\(Self.shown(value))'"); continue }
                mouse = flag
            case "default_catalog":
                guard let catalog = catalogs.first(where: { $0.id.rawValue == value.lowercased() }) else {
                    problem("default_catalog is one of \(catalogs.map(\.id.rawValue).joined(separator: ", ")), not '\(Self.shown(value))'")
                    continue
                }
                defaultCatalog = catalog.id
            case let key where optionKeys[key] != nil:
                guard let (catalog, option) = optionKeys[key] else { continue }
                switch catalog.checkOption(option.name, value) {
                case let .success(checked): catalogOptions[catalog.id, default: [:]][option.name] = checked
                case let .failure(wrong): problem("\(key) " + ControlEscaping.escaped(wrong.message))
                }
            case let key where urlKeys[key] != nil:
                guard let url = config.url(key), value == url.absoluteString || URL(string: value) == url else {
                    problem("\(key) needs an http, https or file URL")
                    continue
                }
                if let id = urlKeys[key] { catalogURLs[id] = url }
            case let key where secretKeys.contains(key):
                break
            default:
                problem("unknown setting '\(Self.shown(setting.key))'")
            }
        }
        let checked = KeyActions.check(binds, catalogFilterKinds: catalogs.map(\.filterKinds), catalogActions: catalogs.map(\.actions))
        keys = checked.overrides
        self.problems = (problems + checked.problems).sorted { $0.line < $1.line }
    }

    /// The one warning the app prints before it starts, naming the first broken line (and
    /// how many more there are); nil when all is well.
    public func warning(path: String) -> String? {
        guard let first = problems.first else { return nil }
        if first.line == 0 { return "warning: \(path) \(first); the defaults apply" }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more: run 'explore config check')" : ""
        return "warning: \(path) \(first), skipped\(more)"
    }

    static func flag(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }

    /// A value quoted back: short, and with control characters shown as `?`.
    static func shown(_ text: String) -> String {
        let cleaned = String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return cleaned.count > 40 ? String(cleaned.prefix(40)) + "…" : cleaned
    }
}
