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
               words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" }) {
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
        let seam: Set = ["TerminalUI/TerminalSession.swift", "TerminalUI/TerminalBackend.swift", "TerminalUI/FrameDiff.swift", "TerminalUI/MemoryTerminal.swift"]
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
}
