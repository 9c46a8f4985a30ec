import FoundationEssentials
import Networking

/// The favourites file, `$XDG_DATA_HOME/explore/favourites.json` (by default
/// `~/.local/share/explore/favourites.json`):
///
/// ```json
/// {"version": 1, "favourites": [{"catalog": "pokemon", "kind": "pokemon", "id": "25", "title": "Pikachu"}]}
/// ```
///
/// Every change is an operation applied to what the file holds at that moment, under an
/// exclusive `flock` on `favourites.json.lock`: the file is read again, the one favourite
/// added or removed, and the result written to a temporary file in the same folder, synced,
/// and renamed over the old one (then the folder is synced). Two instances changing their
/// favourites at once therefore lose nothing, and a crash at any point leaves either the old
/// file or the new one, never a part of one.
public struct FavouritesStore: Sendable {
    /// Why the favourites could not be read or written, said in one line.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// The file's shape.
    struct Document: Codable, Sendable {
        var version = 1
        var favourites: [Favourite]
    }

    public let path: String
    /// The file, locked and replaced whole on every change.
    private let file: DataFile<Document>

    public init(path: String) {
        self.init(path: path, beforeRename: {})
    }

    init(path: String, beforeRename: @escaping @Sendable () throws -> Void) {
        self.path = path
        var file = DataFile(path: path, empty: Document(favourites: []), what: "a favourites file", beforeRename: beforeRename)
        file.wayOut = "'explore favourites --repair' keeps what can be read and moves the file aside"
        self.file = file
    }

    /// The store for this environment.
    public init(environment: [String: String]) {
        self.init(path: Self.path(environment: environment))
    }

    /// Where the file is for this environment.
    public static func path(environment: [String: String]) -> String {
        DataFile<Document>.folder(environment: environment) + "/favourites.json"
    }

    /// The largest favourites file read: about 8,000 favourites. A larger one is refused
    /// whole (and left as it is), so that a planted or runaway file cannot make every start
    /// and every star slow.
    public static var maximumBytes: Int { DataFile<Document>.maximumBytes }

    /// The favourites in the order they were starred; none when there is no file yet. A
    /// FIFO at the path is refused rather than waited on, and so is a file over the limit.
    public func load() throws(Failure) -> [Favourite] {
        do throws(DataFileFailure) {
            return try file.load().favourites
        } catch {
            throw Failure(error.description)
        }
    }

    /// The longest id kept: far past any real one (Geoapify's place ids are about 130).
    public static let maximumIDBytes = 512
    /// Titles are cut to this many characters when stored.
    public static let maximumTitleLength = 200
    /// ... and to this many bytes: one character can be a letter with thousands of marks.
    public static let maximumTitleBytes = 800

    /// `title` with known secrets masked, cut to ``maximumTitleLength`` characters and
    /// ``maximumTitleBytes`` bytes (between scalars: the marks past the limit go).
    static func storedTitle(_ title: String) -> String {
        var bytes = 0
        let characters = String(Redaction.maskKnownSecrets(in: title).prefix(maximumTitleLength))
        let kept = characters.unicodeScalars.prefix { scalar in
            bytes += String(scalar).utf8.count
            return bytes <= maximumTitleBytes
        }
        return String(String.UnicodeScalarView(kept))
    }

    /// `favourite` as it may be stored: its title cut to ``maximumTitleLength`` with any known
    /// secret masked; refused when its id is past ``maximumIDBytes`` or holds a known secret
    /// (an id is what opens it again: it cannot be cut or masked). Everything in it came from
    /// a server, which must not be able to fill the file or plant the key in it.
    public static func storable(_ favourite: Favourite) throws(Failure) -> Favourite {
        guard favourite.id.utf8.count <= maximumIDBytes else {
            throw Failure("not starred: its id is \(favourite.id.utf8.count) bytes long, more than the \(maximumIDBytes) kept")
        }
        guard !Redaction.containsKnownSecret(favourite.id) else { throw Failure("not starred: its id holds your API key") }
        var stored = favourite
        stored.title = storedTitle(favourite.title)
        return stored
    }

    /// Stars `favourite` (`present`) or removes its star, as one operation on what the file
    /// holds now; returns the favourites after it.
    @discardableResult
    public func set(_ favourite: Favourite, present: Bool) throws(Failure) -> [Favourite] {
        let favourite = present ? try Self.storable(favourite) : favourite
        return try update { list in
            let index = list.firstIndex { $0.key == favourite.key }
            switch (index, present) {
            case (nil, true): list.append(favourite)
            case let (index?, false): list.remove(at: index)
            case let (index?, true): list[index].title = favourite.title
            case (nil, false): break
            }
        }
    }

    /// Stars `favourite` when it is not starred, else removes it; returns whether it is now
    /// starred and the favourites after it.
    public func toggle(_ favourite: Favourite) throws(Failure) -> (isStarred: Bool, favourites: [Favourite]) {
        var starred = false
        let stored = Result { () throws(Failure) in try Self.storable(favourite) }
        let list = try update { list throws(Failure) in
            if let index = list.firstIndex(where: { $0.key == favourite.key }) {
                list.remove(at: index)
            } else {
                list.append(try stored.get())
                starred = true
            }
        }
        return (starred, list)
    }

    /// `list` as it may be written: titles masked and cut as ``storable(_:)`` does, and a
    /// favourite whose id holds a known secret left out (a file written before the key was
    /// set, or by hand, must not block every later change); with how many were changed.
    static func cleaned(_ list: [Favourite]) -> (list: [Favourite], changed: Int) {
        var changed = 0
        let kept = list.compactMap { favourite -> Favourite? in
            guard !Redaction.containsKnownSecret(favourite.id) else {
                changed += 1
                return nil
            }
            var kept = favourite
            kept.title = storedTitle(favourite.title)
            if kept.title != favourite.title { changed += 1 }
            return kept
        }
        return (kept, changed)
    }

    /// Applies `change` to the file's current list (``cleaned(_:)`` first) under the lock,
    /// and writes it atomically.
    private func update(_ change: (inout [Favourite]) throws(Failure) -> Void) throws(Failure) -> [Favourite] {
        var refusal: Failure?
        do throws(DataFileFailure) {
            return try file.update { (document: inout Document) throws(DataFileFailure) -> [Favourite] in
                document.favourites = Self.cleaned(document.favourites).list
                do throws(Failure) {
                    try change(&document.favourites)
                } catch {
                    refusal = error
                    throw DataFileFailure(error.description)
                }
                return document.favourites
            }
        } catch {
            throw refusal ?? Failure(error.description)
        }
    }

    /// What ``repair()`` did: where the unreadable file went (nil when it could be read and
    /// was left there), how many favourites were kept and how many left out, whether anything
    /// in an unreadable file could be read at all, and how many favourites of a readable file
    /// were rewritten for holding a known secret.
    public struct Repair: Sendable, Equatable {
        public var movedTo: String?
        public var kept: Int
        public var dropped: Int
        public var couldRead = true
        public var cleaned = 0
    }

    /// A favourites file that cannot be read (past the read limit, or not a favourites file)
    /// is moved aside, and the favourites that can be read from it are kept: each one whole,
    /// storable (``storable(_:)``), not twice, as many as the file can hold. A readable one
    /// that holds the API key is rewritten without it (``cleaned(_:)``).
    public func repair() throws(Failure) -> Repair {
        var salvaged: (kept: [Favourite], dropped: Int, couldRead: Bool) = ([], 0, true)
        let repair: DataFile<Document>.Repair
        do throws(DataFileFailure) {
            repair = try file.repair { bytes in
                salvaged = Self.salvage(bytes)
                return Document(favourites: salvaged.kept)
            }
        } catch {
            throw Failure(error.description)
        }
        guard repair.movedTo == nil else {
            return Repair(movedTo: repair.movedTo, kept: repair.document.favourites.count, dropped: salvaged.dropped, couldRead: salvaged.couldRead)
        }
        let cleaned = Self.cleaned(repair.document.favourites).changed
        let list = cleaned == 0 ? repair.document.favourites : try update { _ in }
        return Repair(movedTo: nil, kept: list.count, dropped: 0, cleaned: cleaned)
    }

    /// The favourites of `bytes` that can be kept, and how many could not.
    static func salvage(_ bytes: Data) -> (kept: [Favourite], dropped: Int, couldRead: Bool) {
        guard let read = try? JSONDecoder().decode(LenientDocument.self, from: bytes) else { return ([], 0, false) }
        var kept: [Favourite] = [], keys = Set<Favourite.Key>(), dropped = 0
        // Each favourite costs its compact JSON and a comma (the file is written compact where
        // indented would not fit); stay inside the limit so the file can be read back.
        var room = DataFile<Document>.maximumBytes - 4_096
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for candidate in read.favourites {
            guard let favourite = candidate.value, let stored = try? storable(favourite), keys.insert(stored.key).inserted else {
                dropped += 1
                continue
            }
            guard let cost = (try? encoder.encode(stored)).map({ $0.count + 1 }) else {
                dropped += 1
                continue
            }
            guard cost <= room else {
                dropped += 1
                continue
            }
            room -= cost
            kept.append(stored)
        }
        return (kept, dropped, true)
    }

    /// The file read as far as it goes: a favourite that is not one is nil, not a failure.
    private struct LenientDocument: Decodable {
        var favourites: [Lenient]

        struct Lenient: Decodable {
            var value: Favourite?
            init(from decoder: any Decoder) throws { value = try? Favourite(from: decoder) }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            favourites = (try? container.decode([Lenient].self, forKey: .favourites)) ?? []
        }

        enum CodingKeys: String, CodingKey { case favourites }
    }

    /// The favourites as the `--json` output of `explore favourites`: the file's own shape,
    /// with controls, C1 and bidirectional characters in titles escaped as `\uXXXX` (a
    /// title planted in the file cannot reach a terminal raw).
    public static func json(_ favourites: [Favourite]) -> String {
        let items = favourites.map { favourite in
            JSONValue.object([
                ("catalog", .string(favourite.catalog.rawValue)), ("id", .string(favourite.id)),
                ("kind", .string(favourite.kind.rawValue)), ("title", .string(favourite.title)),
            ])
        }
        return JSONValue.object([("favourites", .array(items)), ("version", .number(1))]).serialized(pretty: true)
    }
}
