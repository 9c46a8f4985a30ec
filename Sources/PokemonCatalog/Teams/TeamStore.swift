import CatalogKit
import Synchronization

/// Where the teams are kept: a document read whole and changed as one operation on what it
/// holds at that moment (the data folder's `teams.json`, with the favourites' lock and
/// atomic rename; memory in tests and the demo).
public protocol TeamFile: Sendable {
    func load() throws(AppError) -> TeamBook
    func update<T>(_ change: (inout TeamBook) throws(AppError) -> T) throws(AppError) -> T
}

/// The Pokédex's teams: the file, and the current team's member ids kept in memory, so that
/// marking a row as a member costs no file read (read once when first asked, then refreshed
/// by every load and change).
public final class TeamStore: Sendable {
    private let file: any TeamFile
    /// The current team's ids, nil until the file is first read.
    private let members = Mutex<Set<String>?>(nil)

    public init(file: any TeamFile) {
        self.file = file
    }

    /// The teams as the file holds them now.
    public func load() throws(AppError) -> TeamBook {
        let book = try file.load()
        remember(book)
        return book
    }

    /// `change` applied to the teams as the file holds them now, and written.
    @discardableResult
    public func update<T>(_ change: (inout TeamBook) throws(AppError) -> T) throws(AppError) -> T {
        var after = TeamBook()
        let result = try file.update { (book: inout TeamBook) throws(AppError) -> T in
            let result = try change(&book)
            after = book
            return result
        }
        remember(after)
        return result
    }

    /// Whether the Pokémon whose id is `id` is in the current team, as last read (the
    /// first question reads the file; one that cannot be read marks nothing).
    public func isMember(_ id: String) -> Bool {
        if let known = members.withLock({ $0 }) { return known.contains(id) }
        let book = (try? file.load()) ?? TeamBook()
        remember(book)
        return book.team().members.prefix(TeamBook.maximumMembers).contains { $0.id == id }
    }

    private func remember(_ book: TeamBook) {
        let ids = Set(book.team().members.prefix(TeamBook.maximumMembers).map(\.id))
        members.withLock { $0 = ids }
    }
}

/// Teams in memory only: for tests, and where nothing may be written (the demo).
public final class MemoryTeamFile: TeamFile {
    private let book: Mutex<TeamBook>

    public init(_ book: TeamBook = TeamBook()) {
        self.book = Mutex(book)
    }

    public func load() throws(AppError) -> TeamBook {
        book.withLock { $0 }
    }

    public func update<T>(_ change: (inout TeamBook) throws(AppError) -> T) throws(AppError) -> T {
        try book.withLock { (book: inout TeamBook) throws(AppError) -> T in
            var copy = book
            let result = try change(&copy)
            book = copy
            return result
        }
    }
}

/// The teams file in the data folder (`teams.json`), with the favourites' lock and rename.
public struct TeamsDataFile: TeamFile {
    public let file: DataFile<TeamBook>

    /// The teams file of this environment.
    public init(environment: [String: String]) {
        file = DataFile(name: "teams.json", environment: environment, empty: TeamBook(), what: "a teams file")
    }

    public func load() throws(AppError) -> TeamBook {
        do throws(DataFileFailure) { return try file.load() } catch { throw Self.phrased(error) }
    }

    public func update<T>(_ change: (inout TeamBook) throws(AppError) -> T) throws(AppError) -> T {
        // The change's own refusal (a full team) comes back as it was said; it writes nothing.
        var refusal: AppError?
        do throws(DataFileFailure) {
            return try file.update { (book: inout TeamBook) throws(DataFileFailure) -> T in
                do throws(AppError) { return try change(&book) } catch {
                    refusal = error
                    throw DataFileFailure(error.message)
                }
            }
        } catch {
            throw refusal ?? Self.phrased(error)
        }
    }

    private static func phrased(_ failure: DataFileFailure) -> AppError {
        AppError(kind: .unexpectedData, message: "The teams file: \(failure.description).", isRetryable: false)
    }
}
