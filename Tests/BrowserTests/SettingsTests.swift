import Browser
import CatalogKit
import Foundation
import Testing

/// The config file: each setting checked, a broken line skipped with its line number, and
/// `bind` lines checked against the key maps and applied to matching, hints and help.
@Suite("Settings")
struct SettingsTests {
    static let catalogs: [CatalogDescriptor] = [
        descriptor("pokemon", urlOption: "pokeapi-url", filters: [FilterKind(id: "type", title: "Type", key: "t")]),
        descriptor("meals", urlOption: "mealdb-url", filters: [FilterKind(id: "category", title: "Category", key: "c")]),
        descriptor(
            "places", urlOption: "geoapify-url", filters: [FilterKind(id: "location", title: "Location", key: "L", isSearchable: true)],
            options: [OptionSpec("--near", "LAT,LON", "around this point", configKey: "places_near")],
            secret: CatalogSecret(variable: "GEOAPIFY_API_KEY", configKey: "geoapify_api_key", about: "the Geoapify key")),
    ]

    /// A catalog's own option with a config key, checked by the catalog: two numbers, the
    /// first from -90 to 90.
    @Sendable
    static func checkPoint(_ name: String, _ value: String) -> Result<String, OptionProblem> {
        let parts = value.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let lat = parts[0], parts[1] != nil, abs(lat) <= 90 else { return .failure(OptionProblem("is LAT,LON")) }
        return .success(value.replacingOccurrences(of: " ", with: ""))
    }

    static func descriptor(_ id: CatalogID, urlOption: String, filters: [FilterKind], options: [OptionSpec] = [], secret: CatalogSecret? = nil)
        -> CatalogDescriptor
    {
        CatalogDescriptor(
            id: id, title: id.rawValue.capitalized, summary: "", entryKind: LinkKind(id.rawValue), freshFor: .seconds(60), urlOption: urlOption,
            urlExample: "", filterKinds: filters, options: options, checkOption: checkPoint, secret: secret
        ) { _ in .needsSetup(title: id.rawValue, paragraphs: []) }
    }

    func settings(_ text: String) -> Settings {
        Settings(config: ConfigFile(parsing: text), catalogs: Self.catalogs)
    }

    @Test("Every setting is read")
    func allSettings() {
        let read = settings(
            """
            # a comment
            theme = light
            mouse = false
            pictures = "true"
            default_catalog = Meals
            places_near = 48.85, 2.35
            pokeapi_url = http://127.0.0.1:9/api/v2
            geoapify_api_key = secret
            bind quit = Q
            """)
        #expect(read.problems.isEmpty)
        #expect(read.theme == .light && read.mouse == false && read.pictures == true)
        #expect(read.defaultCatalog == "meals" && read.catalogOptions["places"]?["--near"] == "48.85,2.35")
        #expect(read.catalogURLs["pokemon"]?.absoluteString == "http://127.0.0.1:9/api/v2")
        #expect(read.keys.keys[.quit] == [.character("Q")])
    }

    @Test("A broken line is skipped and named by its number; the rest still counts")
    func brokenLines() throws {
        let read = settings(
            "theme = light\n\nthis is not a setting\r\nmouse = maybe\ncolour = blue\n = x\nplaces_near = 91,0\ntheme = purple\nmealdb_url = ftp://x\n")
        #expect(read.theme == .light && read.mouse == nil && read.catalogOptions.isEmpty && read.catalogURLs.isEmpty)
        #expect(read.problems.map(\.line) == [3, 4, 5, 6, 7, 8, 9])
        #expect(read.problems[0].description == "line 3: not 'key = value'")
        #expect(read.problems[1].message.contains("true or false"))
        #expect(read.problems[2].message.contains("unknown setting 'colour'"))
        let warning = try #require(read.warning(path: "~/.config/explore/config"))
        #expect(warning == "warning: ~/.config/explore/config line 3: not 'key = value', skipped (and 6 more: run 'explore config check')")
        #expect(!warning.contains("\n"))
        #expect(settings("theme = dark").warning(path: "x") == nil)
    }

    @Test("A line that is not UTF-8 (a Latin-1 comment) is a problem on its line; the rest of the file still counts")
    func undecodableLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("explore"), withIntermediateDirectories: true)
        var bytes = Data("# caf".utf8) + Data([0xE9]) + Data(" settings\r\nbind quit = Q\ntheme = light\n".utf8)
        try bytes.write(to: folder.appendingPathComponent("explore/config"))
        let read = Settings(config: ConfigFile.load(environment: ["XDG_CONFIG_HOME": folder.path]), catalogs: Self.catalogs)
        #expect(read.theme == .light && read.keys.keys[.quit] == [.character("Q")])
        #expect(read.problems.map(\.description) == ["line 1: not UTF-8 text"])
        bytes = Data("theme = light\n".utf8)
        #expect(ConfigFile(bytes: bytes) == ConfigFile(parsing: "theme = light\n"))
    }

    @Test("Bindings: an unknown action, an unknown key and a clash are problems on their lines; later lines lose")
    func bindingProblems() {
        let read = settings(
            """
            bind quit = Q
            bind jump = x
            bind search = ctrl-c
            bind help = banana
            bind reload = j
            bind favourite = Q
            bind filter_type = T
            bind filter_colour = x
            bind back = esc, ctrl-b
            """)
        #expect(read.problems.map(\.line) == [2, 3, 4, 5, 6, 8, 9])
        #expect(read.problems[0].message.hasPrefix("unknown action 'jump'"))
        #expect(read.problems[1].message.contains("'ctrl-c' is not a key the terminal passes on"))
        #expect(read.problems[2].message.contains("'banana' is not a key name"))
        #expect(read.problems[3].message == "j already does 'move_down' (list)")
        #expect(read.problems[4].message == "Q already does 'quit' (list)")
        #expect(read.problems[6].message == "^B already does 'page_up' (list)")
        #expect(read.keys.keys == [.quit: [.character("Q")], .pickFilter("type"): [.character("T")]])
    }

    @Test("A bind line of 32,000 keys and 1,000 bind lines are refused with a reason, before their keys are read")
    func bindingLimits() {
        let many = Array(repeating: "Q", count: 32_000).joined(separator: ", ")
        let huge = settings("bind quit = " + many + "\nbind help = H")
        #expect(huge.problems.map(\.line) == [1])
        #expect(huge.problems.first?.message == "at most \(KeyActions.maximumKeysPerLine) keys for one action; this line is ignored")
        #expect(huge.keys.keys == [.help: [.character("H")]])
        let lines = (0..<1_000).map { _ in "bind quit = Q" }.joined(separator: "\n")
        let long = settings(lines)
        #expect(long.problems.last?.message == "more than \(KeyActions.maximumLines) bind lines: this one and the 799 after it are ignored")
        #expect(long.problems.last?.line == KeyActions.maximumLines + 1)
        #expect(long.keys.keys == [.quit: [.character("Q")]])
        // Sixteen keys with a trailing comma are sixteen keys, not seventeen.
        let sixteen = ["!", "@", "$", "%", "&", "*", "(", ")", "_", "+", "=", "{", "}", "|", "~", ";"]
        let trailing = settings("bind quit = " + sixteen.joined(separator: ", ") + ",")
        #expect(trailing.problems.isEmpty, "\(trailing.problems.map(\.message))")
        #expect(trailing.keys.keys[.quit]?.count == KeyActions.maximumKeysPerLine)
        // A key name of 200,000 characters is said by its start.
        let named = settings("bind quit = " + String(repeating: "ctrl-", count: 40_000))
        #expect(named.problems.count == 1 && named.problems[0].message.count < 200, "\(named.problems.first?.message.count ?? 0)")
    }

    @Test("A binding takes effect in matching, in the status bar's hints and in help; text fields keep their keys")
    func bindingsApply() {
        let overrides = settings("bind quit = Q\nbind search = ctrl-o, e\nbind favourites = ctrl-g").keys
        KeyOverrides.$scoped.withValue(overrides) {
            let browse = KeyMap.browse(.list)
            #expect(browse.command(for: .character("Q")) == .quit)
            #expect(browse.command(for: .character("q")) == nil)
            #expect(browse.command(for: .control("o")) == .search)
            #expect(browse.command(for: .character("e")) == .search)
            #expect(browse.command(for: .control("g")) == .favourites)
            #expect(browse.hints.contains("Q quit"))
            #expect(browse.hints.contains("^O e search"))
            #expect(KeyMap.start.command(for: .character("Q")) == .quit)
            #expect(KeyMap.favourites(canGoBack: true).hints.contains("Q quit"))
            let help = HelpState.catalog(filterKinds: [], canGoBack: true)
            #expect(help.lines.contains { $0.keys == "Q" && $0.summary == "quit" })
            #expect(!help.lines.contains { $0.keys == "q" && $0.summary == "quit" })
            // Typing in the search bar still types a Q.
            #expect(KeyMap.search.command(for: .character("Q")) == nil)
        }
        // Outside the scope, the defaults.
        #expect(KeyMap.browse(.list).command(for: .character("q")) == .quit)
    }

    @Test(
        "Key names",
        arguments: [
            ("Q", Key.character("Q")), ("ctrl-x", .control("x")), ("^X", .control("x")), ("C-x", .control("x")),
            ("enter", .enter), ("Esc", .escape), ("space", .character(" ")), ("pgdn", .pageDown), ("S-Tab", .backTab),
        ])
    func keyNames(text: String, key: Key) throws {
        #expect(try KeyName.parse(text).get() == key)
    }

    @Test("pictures = false (or no, off, 0) turns pictures off; anything else is a problem on its line")
    func pictureSwitches() {
        for value in ["false", "no", "OFF", "0", "\"false\""] {
            #expect(settings("pictures = \(value)\n").pictures == false, "\(value)")
        }
        for text in ["pictures = true", "pictures = yes", "", "# pictures = false"] {
            #expect(settings(text).pictures != false, "\(text)")
        }
        #expect(settings("pictures = maybe").problems.map(\.line) == [1])
    }
}
