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
        file = DataFile(path: path, empty: Document(favourites: []), what: "a favourites file", beforeRename: beforeRename)
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

    /// Stars `favourite` (`present`) or removes its star, as one operation on what the file
    /// holds now; returns the favourites after it.
    @discardableResult
    public func set(_ favourite: Favourite, present: Bool) throws(Failure) -> [Favourite] {
        try update { list in
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
        let list = try update { list in
            if let index = list.firstIndex(where: { $0.key == favourite.key }) {
                list.remove(at: index)
            } else {
                list.append(favourite)
                starred = true
            }
        }
        return (starred, list)
    }

    /// Applies `change` to the file's current list under the lock, and writes it atomically.
    private func update(_ change: (inout [Favourite]) -> Void) throws(Failure) -> [Favourite] {
        do throws(DataFileFailure) {
            return try file.update { document in
                change(&document.favourites)
                return document.favourites
            }
        } catch {
            throw Failure(error.description)
        }
    }

    /// The favourites as the `--json` output of `explore favourites`: the file's own shape,
    /// with controls, C1 and bidirectional characters in titles escaped as `\uXXXX` (a
    /// title planted in the file cannot reach a terminal raw).
    public static func json(_ favourites: [Favourite]) -> String {
        let items = favourites.map { favourite in
            JSONValue.object([("catalog", .string(favourite.catalog.rawValue)), ("id", .string(favourite.id)),
                              ("kind", .string(favourite.kind.rawValue)), ("title", .string(favourite.title))])
        }
        return JSONValue.object([("favourites", .array(items)), ("version", .number(1))]).serialized(pretty: true)
    }
}
