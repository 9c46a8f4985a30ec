import Browser
import CatalogKit
import CatalogRegistry
import FoundationEssentials

/// `explore config path|check` and `explore favourites [--json]`, and the settings the app
/// starts with: the config file read once, each problem on its line.
enum SettingsCommands {
    /// The config file and favourites, for `--help`.
    static var usage: String {
        """
        Config file ($XDG_CONFIG_HOME/explore/config, else ~/.config/explore/config),
        one 'key = value' a line, # for comments; a broken line is skipped with one warning:
          theme = dark|light|auto      colours (auto reads COLORFGBG)
          mouse = true|false           mouse support (on by default)
          pictures = auto|kitty|sixel|iterm|blocks|off   how pictures are drawn (true|false too)
          default_catalog = CATALOG    what 'explore' alone opens (else the start screen)
        \(catalogKeys)
          \(Catalogs.all.map { $0.configKey + " = URL" }.joined(separator: ", "))
                                       each catalog's server
        \(secretKeys)
          bind ACTION = KEY[, KEY]     keys for an action, in place of its own, e.g.
                                       bind quit = Q; keys: a character, ctrl-x, enter,
                                       esc, tab, space, up, down, pgup, pgdn, home, end
                                       actions: \(actionList)
        Favourites are kept in $XDG_DATA_HOME/explore/favourites.json (else
        ~/.local/share/explore/favourites.json).
        """
    }

    /// The catalogs' own options' config keys, a line each: `places_near = LAT,LON|NAME`.
    static var catalogKeys: String {
        Catalogs.reference.catalogOptions.compactMap { option in
            option.configKey.map { key in
                let head = "  \(key) = \(option.value ?? "VALUE")"
                return head.padded(to: max(head.count + 1, 31)) + "\(option.name) when it is not given"
            }
        }.joined(separator: "\n")
    }

    /// The catalogs' keys' config keys, a line each: `geoapify_api_key = KEY`.
    static var secretKeys: String {
        Catalogs.all.compactMap(\.secret).map { secret in
            let head = "  \(secret.configKey) = KEY"
            return head.padded(to: max(head.count + 1, 31)) + secret.about + " (keep the file mode 600)"
        }.joined(separator: "\n")
    }

    /// The bindable actions, a few a line, for the usage text.
    static var actionList: String {
        let names = KeyActions.names.map(\.name) + ["filter_ID (a catalog's picker, e.g. filter_type)"]
        return stride(from: 0, to: names.count, by: 5).map { names[$0..<min($0 + 5, names.count)].joined(separator: " ") }
            .joined(separator: "\n" + String(repeating: " ", count: 40))
    }

    /// The config file's settings for this environment, and its problems.
    static func settings(environment: [String: String]) -> Settings {
        Settings(config: ConfigFile.load(environment: environment), catalogs: Catalogs.all)
    }

    /// `explore config path`: the file read (whether or not it exists).
    static func configPath(environment: [String: String]) -> Int32 {
        StandardOutput.print(ControlEscaping.escaped(ConfigFile.path(environment: environment)))
        return 0
    }

    /// `explore config check`: 0 and "ok" when every line is usable, else 1 and each problem.
    static func configCheck(environment: [String: String]) -> Int32 {
        let path = ControlEscaping.escaped(ConfigFile.path(environment: environment))
        guard FileManager.default.fileExists(atPath: ConfigFile.path(environment: environment)) else {
            StandardOutput.print("\(path): no config file (the defaults apply)")
            return 0
        }
        // A file others can change (or read, when it holds a key) is not ok, however well
        // its lines read: said first, and the check fails.
        let exposure = ConfigFile.exposureWarning(environment: environment)
        if let exposure { StandardError.write("explore: \(exposure)\n") }
        let problems = settings(environment: environment).problems
        guard !problems.isEmpty else {
            if exposure != nil { return 1 }
            StandardOutput.print("\(path): ok")
            return 0
        }
        let lines = problems.map {
            $0.line == 0 ? "\(path): \(ControlEscaping.escaped($0.message))" : "\(path):\($0.line): \(ControlEscaping.escaped($0.message))"
        }
        StandardError.write((lines.joined(separator: "\n") + "\n"))
        return 1
    }

    /// `explore favourites --repair`: a file that cannot be read is moved aside and the
    /// favourites that can be read from it are kept; one that can be read is left alone.
    /// 0 when the file is usable afterwards, 1 when it could not be repaired.
    static func repairFavourites(environment: [String: String]) -> Int32 {
        let store = FavouritesStore(environment: environment)
        do {
            let repair = try store.repair()
            let path = ControlEscaping.escaped(store.path)
            let favourites = { (count: Int) in "\(count) favourite\(count == 1 ? "" : "s")" }
            guard let aside = repair.movedTo else {
                StandardOutput.print(
                    repair.cleaned == 0
                        ? "\(path): ok (\(favourites(repair.kept))); nothing to repair"
                        : "\(path): took your API key out of \(favourites(repair.cleaned)); kept \(favourites(repair.kept))")
                return 0
            }
            StandardOutput.print(
                repair.couldRead
                    ? "\(path): kept \(favourites(repair.kept)), left out \(repair.dropped)"
                    : "\(path): nothing in it could be read as favourites; it is empty now")
            StandardOutput.print("the unreadable file is now \(ControlEscaping.escaped(aside))")
            return 0
        } catch {
            StandardError.write("explore: \(ControlEscaping.escaped(error.description))\n")
            return 1
        }
    }

    /// `explore favourites`: one line each (catalog, kind/id, title, tab-separated), or the
    /// file's JSON with `--json`; 1 when the file cannot be read.
    static func favourites(json: Bool, environment: [String: String]) -> Int32 {
        let store = FavouritesStore(environment: environment)
        let list: [Favourite]
        do {
            list = try store.load()
        } catch {
            StandardError.write("explore: \(ControlEscaping.escaped(error.description))\n")
            return 1
        }
        if json {
            StandardOutput.print(FavouritesStore.json(list))
        } else {
            for favourite in list {
                StandardOutput.print(
                    [favourite.catalog.rawValue, favourite.kind.rawValue + "/" + favourite.id, favourite.title].map {
                        ControlEscaping.escaped($0.replacing("\t", with: " "))
                    }.joined(separator: "\t"))
            }
        }
        return 0
    }
}
