import Foundation
import Testing

/// The shape the code keeps as it grows: small files, small view models, dependencies that
/// point one way, and data kept out of the source.
@Suite("Source shape")
struct SourceShapeTests {
    /// The package's `Sources` folder, found from this file's place in `Tests/`.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every Swift file under `Sources/`, by its path inside that folder.
    static func swiftFiles() throws -> [(path: String, text: String)] {
        let root = sources.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files.append((relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    static func imports(_ text: String) -> Set<String> {
        var modules = Set<String>()
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
            {
                modules.insert(String(words[index + 1]))
            }
        }
        return modules
    }

    /// The view models are one concern each; a screen model composes them and routes keys by
    /// mode, and is held to the files' limit.
    @Test("No file under Sources is over 400 lines, no view model over 250")
    func sizes() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 50)
        for file in files {
            let lines = Self.lineCount(file.text)
            #expect(lines <= 400, "\(file.path) has \(lines) lines")
            let name = (file.path as NSString).lastPathComponent
            if name.hasSuffix("ViewModel.swift") {
                #expect(lines <= 250, "\(file.path) has \(lines) lines")
            }
        }
    }

    @Test("Browser does not import Networking; Views import no catalog and no Networking; TextLayout sits below Browser; only TerminalUI imports ncurses")
    func dependencies() throws {
        let catalogs: Set = ["PokemonCatalog", "MealCatalog", "PlaceCatalog", "Networking"]
        for file in try Self.swiftFiles() {
            let modules = Self.imports(file.text)
            if file.path.hasPrefix("Browser/") {
                #expect(!modules.contains("Networking"), "\(file.path) imports Networking")
            }
            if file.path.hasPrefix("Views/") {
                #expect(modules.isDisjoint(with: catalogs), "\(file.path) imports \(modules.intersection(catalogs))")
            }
            if !file.path.hasPrefix("TerminalUI/") {
                #expect(!modules.contains("CNcurses"), "\(file.path) imports ncurses")
            }
            // The text layout sits below the view models and the views.
            if file.path.hasPrefix("TextLayout/") {
                #expect(modules.isDisjoint(with: catalogs.union(["Browser", "Views", "TerminalUI"])), "\(file.path) imports \(modules)")
            }
            // The screen models lay the detail out themselves: nothing hands them the views' layout.
            if !file.path.hasPrefix("Browser/") {
                #expect(!file.text.contains("detailOutline:"), "\(file.path) injects a detail outline")
            }
        }
    }

    @Test("Tasks are named by TaskID, never by a string; panes name no key of their own")
    func typedTaskIDsAndKeyNames() throws {
        let stringNamed = try NSRegularExpression(pattern: #"tasks\.(start|cancel|isRunning)\(\s*""#)
        // A key written into a pane's text ("r retry", "Esc back") instead of the key map's.
        let hardKey = try NSRegularExpression(pattern: #""(r|\^R|Esc) (retry|back)""#)
        for file in try Self.swiftFiles() {
            let range = NSRange(file.text.startIndex..., in: file.text)
            #expect(stringNamed.firstMatch(in: file.text, range: range) == nil, "\(file.path) names a task by a string")
            if file.path.hasPrefix("Views/") {
                #expect(hardKey.firstMatch(in: file.text, range: range) == nil, "\(file.path) names a key itself")
            }
        }
    }

    /// The event loop and the frame diff are tested in process over the in-memory terminal,
    /// so they must not reach past the backend protocol to ncurses.
    @Test("The event loop, the frame diff and the in-memory terminal know no ncurses")
    func backendSeam() throws {
        let seam: Set = [
            "TerminalUI/TerminalSession.swift", "TerminalUI/TerminalBackend.swift", "TerminalUI/FrameDiff.swift", "TerminalUI/MemoryTerminal.swift",
        ]
        let files = try Self.swiftFiles().filter { seam.contains($0.path) }
        #expect(files.count == seam.count)
        for file in files {
            #expect(Self.imports(file.text).isDisjoint(with: ["CNcurses", "Glibc"]), "\(file.path) reaches past the backend")
        }
    }

    /// The JSON schema is the records' (built from the APIs' answers), never display text read
    /// back: renaming a label cannot change it.
    @Test("No JSON key is parsed back out of display text")
    func noReverseParsing() throws {
        let markers = [#"hasSuffix(" (hidden)")"#, #"hasPrefix("Base stats")"#, #"hasPrefix("Ingredients")"#, #"range(of: "(#""#, #"== "Instructions""#]
        for file in try Self.swiftFiles() {
            for marker in markers {
                #expect(!file.text.contains(marker), "\(file.path) parses \(marker)")
            }
        }
    }

    @Test("No JSON literals in Swift sources: data lives in resources")
    func noJSONLiterals() throws {
        for file in try Self.swiftFiles() {
            // An object literal written as a Swift string: `"{\"` or a multi-line string opening with `{`.
            let hasEscaped = file.text.contains("\"{\\\"")
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let hasMultiline = zip(lines, lines.dropFirst()).contains { line, next in
                line.hasSuffix("\"\"\"") && next.trimmingCharacters(in: .whitespaces).hasPrefix("{\"")
            }
            #expect(!hasEscaped && !hasMultiline, "\(file.path) holds a JSON literal")
        }
    }

    /// The catalogs' targets as `Package.swift` lists them (`let catalogTargets = [...]`): a
    /// new catalog is checked without this test naming it.
    static func catalogTargets(manifest: String) -> [String] {
        guard let line = manifest.split(separator: "\n").first(where: { $0.hasPrefix("let catalogTargets = [") }) else { return [] }
        return line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func manifest() throws -> String {
        try String(contentsOf: sources.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    /// The words a catalog declares that only it may say: its id and entry kind, its key's
    /// variable and config key, its options' config keys — read from its sources.
    static func catalogWords(in files: [(path: String, text: String)]) throws -> Set<String> {
        let declared = try NSRegularExpression(pattern: #"(CatalogID = |entryKind: |variable: |configKey: )"([\w-]+)""#)
        var words = Set<String>()
        for file in files {
            let range = NSRange(file.text.startIndex..., in: file.text)
            for match in declared.matches(in: file.text, range: range) {
                if let word = Range(match.range(at: 2), in: file.text) { words.insert(String(file.text[word])) }
            }
        }
        return words
    }

    /// The one registry that lists the catalogs.
    static let registry = "CatalogRegistry/"
    /// The benchmark drives the built binary with command lines (`explore pokemon …`) and
    /// decodes catalogs' DTOs to time them: it is a client of the catalogs, not the app.
    static let benchmark = "explore-bench/"

    static func mayNameCatalogs(_ path: String, targets: [String]) -> Bool {
        targets.contains { path.hasPrefix($0 + "/") } || path.hasPrefix(registry) || path.hasPrefix(benchmark)
    }

    /// The code of a file without its comments (whole-line and trailing `//` comments).
    static func code(_ text: String) -> [(number: Int, line: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//") else { return nil }
            let cut = line.range(of: " // ").map { String(line[..<$0.lowerBound]) } ?? String(line)
            return (index + 1, cut)
        }
    }

    /// Literals of `words` (the catalogs' ids, entry kinds and keys' names) and imports of
    /// `targets` in the files that may not name a catalog, as "path:line".
    static func catalogNames(in files: [(path: String, text: String)], targets: [String], words: Set<String>) throws -> (literals: [String], imports: [String])
    {
        let alternatives = { (names: [String]) in names.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") }
        let literal = try NSRegularExpression(pattern: #"""# + "(\(alternatives(words.sorted())))" + #"""#)
        let catalogImport = try NSRegularExpression(pattern: #"^\s*(@\w+\s+)*import\s+("# + alternatives(targets) + #")\b"#)
        var literals: [String] = []
        var imports: [String] = []
        for file in files where !mayNameCatalogs(file.path, targets: targets) {
            for (number, line) in code(file.text) {
                let range = NSRange(line.startIndex..., in: line)
                if literal.firstMatch(in: line, range: range) != nil { literals.append("\(file.path):\(number)") }
                if catalogImport.firstMatch(in: line, range: range) != nil { imports.append("\(file.path):\(number)") }
            }
        }
        return (literals, imports)
    }

    /// A catalog is a plug-in: it declares its id, kinds, options and commands in its own
    /// module, and only the registry lists the catalogs.
    @Test("No catalog's id, entry kind or key name and no catalog import outside the catalog targets and the registry")
    func catalogsArePlugIns() throws {
        let files = try Self.swiftFiles()
        let targets = Self.catalogTargets(manifest: try Self.manifest())
        #expect(targets.count >= 3, "Package.swift lists the catalogs in 'let catalogTargets = [...]'")
        let words = try Self.catalogWords(in: files.filter { file in targets.contains { file.path.hasPrefix($0 + "/") } })
        #expect(
            words.isSuperset(of: ["pokemon", "meals", "meal", "places", "place", "GEOAPIFY_API_KEY", "geoapify_api_key", "sprites_url"]), "\(words.sorted())")
        let found = try Self.catalogNames(in: files, targets: targets, words: words)
        #expect(found.literals.isEmpty, "catalog literals: \(found.literals)")
        #expect(found.imports.isEmpty, "catalog imports: \(found.imports)")
    }

    @Test("The check finds a fifth catalog's literal and import planted in shared code, from its target and sources alone")
    func plantedCatalogIsFound() throws {
        let manifest = #"let catalogTargets = ["PokemonCatalog", "CountryCatalog"]"#
        let targets = Self.catalogTargets(manifest: manifest)
        #expect(targets == ["PokemonCatalog", "CountryCatalog"])
        let catalog = [
            (
                "CountryCatalog/CountryDescriptor.swift",
                #"public static let countries: CatalogID = "countries"\#nlet s = CatalogSecret(variable: "COUNTRY_KEY", configKey: "country_key")"#
            )
        ]
        let words = try Self.catalogWords(in: catalog)
        #expect(words == ["countries", "COUNTRY_KEY", "country_key"])
        let planted = [
            ("Browser/X.swift", "let id = \"countries\" // \"countries\"\n/// \"countries\"\n"),
            ("Scripting/Y.swift", "import CountryCatalog\nlet key = \"COUNTRY_KEY\"\n"), ("CountryCatalog/Z.swift", "let id = \"countries\"\n"),
        ]
        let found = try Self.catalogNames(in: planted, targets: targets, words: words)
        #expect(found.literals == ["Browser/X.swift:1", "Scripting/Y.swift:2"] && found.imports == ["Scripting/Y.swift:1"])
    }

    @Test("Scripting depends on no catalog target")
    func scriptingDependsOnNoCatalog() throws {
        let manifest = try Self.manifest()
        let line = try #require(manifest.split(separator: "\n").first { $0.contains(#".target(name: "Scripting""#) })
        for catalog in Self.catalogTargets(manifest: manifest) {
            #expect(!line.contains("\"\(catalog)\""), "Scripting depends on \(catalog)")
        }
    }

    /// Functions longer than this are split (a brace count from each `func` or `init`).
    static let functionLimit = 80
    /// Long functions held to their present length until they are split (none now).
    static let pendingSplits: [String: Int] = [:]

    /// Each function's first line and its length in lines, by counting braces from its
    /// declaration (strings and comments left out).
    static func functionLengths(_ text: String) throws -> [(line: Int, length: Int)] {
        let declaration = try NSRegularExpression(
            pattern:
                #"^\s*(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|static|override|mutating|nonisolated|final|class|convenience|required)\s+)*(func\s|init[?!]?\s*[(<])"#
        )
        let string = try NSRegularExpression(pattern: #""(\\.|[^"\\])*""#)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(Int, Int)] = []
        for start in lines.indices {
            let line = lines[start]
            guard declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil else { continue }
            var depth = 0
            var opened = false
            for end in start..<min(lines.count, start + 2000) {
                var bare = string.stringByReplacingMatches(in: lines[end], range: NSRange(lines[end].startIndex..., in: lines[end]), withTemplate: "")
                if let comment = bare.range(of: "//") { bare = String(bare[..<comment.lowerBound]) }
                depth += bare.filter { $0 == "{" }.count - bare.filter { $0 == "}" }.count
                if bare.contains("{") { opened = true }
                if opened && depth <= 0 {
                    found.append((start + 1, end - start + 1))
                    break
                }
                // A protocol requirement: no body.
                if !opened && end > start + 6 { break }
            }
        }
        return found
    }

    @Test("No function under Sources is longer than about 80 lines")
    func functionLength() throws {
        for file in try Self.swiftFiles() {
            let limit = Self.pendingSplits[file.path] ?? Self.functionLimit
            for function in try Self.functionLengths(file.text) where function.length > limit {
                Issue.record("\(file.path):\(function.line) is a function of \(function.length) lines (at most \(limit))")
            }
        }
        let body = (0..<90).map { "    let x\($0) = \"{\"" }.joined(separator: "\n")
        #expect(try Self.functionLengths("func long() {\n\(body)\n}\nfunc short() { }\n").map(\.length) == [92, 1])
    }

    /// Libraries report; only an executable decides how the process ends.
    @Test("No exit( outside the executable targets")
    func noExitInLibraries() throws {
        let executables = ["explore/", "explore-bench/"]
        let call = try NSRegularExpression(pattern: #"(^|[^\w.])exit\("#)
        for file in try Self.swiftFiles() where !executables.contains(where: { file.path.hasPrefix($0) }) {
            for (number, line) in Self.code(file.text) where call.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                Issue.record("\(file.path):\(number) calls exit")
            }
        }
    }

    /// The compiler cannot check an `@unchecked Sendable` type: each says why it is safe, in a
    /// comment naming it within three lines.
    /// Lines (1-based) declaring an `@unchecked Sendable` type with no comment naming it nearby.
    static func uncheckedWithoutReason(_ text: String) -> [Int] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.filter { index in
            let line = lines[index]
            guard line.contains(": @unchecked Sendable"), !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { return false }
            let near = lines[max(0, index - 3)...min(lines.count - 1, index + 3)]
            return !near.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && $0.contains("@unchecked Sendable") }
        }.map { $0 + 1 }
    }

    @Test("Every @unchecked Sendable states its reason")
    func uncheckedSendableHasReason() throws {
        for file in try Self.swiftFiles() {
            #expect(Self.uncheckedWithoutReason(file.text).isEmpty, "\(file.path) has an @unchecked Sendable without a reason")
        }
        #expect(Self.uncheckedWithoutReason("/// A box.\nfinal class Box: @unchecked Sendable {}\n") == [2])
        #expect(Self.uncheckedWithoutReason("/// `@unchecked Sendable`: one task only.\nfinal class Box: @unchecked Sendable {}\n").isEmpty)
    }
}
