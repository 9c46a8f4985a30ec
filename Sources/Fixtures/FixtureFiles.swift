import FoundationEssentials
import Networking

/// Where a ``FixtureClient`` reads its files: a folder on disk (a PokéAPI dump, the tests'
/// fixtures) or files embedded in the binary (the built-in demo data).
public protocol FixtureFiles: Sendable {
    /// The bytes of the file at `relative` (a path with `/`), or nil when there is none.
    func contents(_ relative: String) -> Data?
    /// The names of the `.json` files directly in `folder`, sorted.
    func jsonFiles(in folder: String) -> [String]
    /// The file at `relative`, or why it was not read (missing, too large, not a file).
    func read(_ relative: String) -> Result<Data, LocalFile.Failure>
}

extension FixtureFiles {
    public func read(_ relative: String) -> Result<Data, LocalFile.Failure> {
        contents(relative).map { .success($0) } ?? .failure(.missing)
    }
}

/// The files of a folder on disk.
public struct FolderFiles: FixtureFiles {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// The most bytes one file may answer with: the network's own cap on a body.
    public static let maximumBytes = 32 * 1_048_576

    public func contents(_ relative: String) -> Data? {
        try? read(relative).get()
    }

    /// Only a regular file, within the cap: a 100 MB file in a `file://` dump is not read,
    /// nor a FIFO waited on.
    public func read(_ relative: String) -> Result<Data, LocalFile.Failure> {
        LocalFile.read(root.appendingPathComponent(relative).path, limit: Self.maximumBytes)
    }

    public func jsonFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }
}

/// Files compiled into the binary, base64-encoded, by their path inside their folder: a
/// catalog's demo data travels with the executable wherever it is installed.
public struct EmbeddedFiles: FixtureFiles {
    private let files: [String: String]

    public init(base64 files: [String: String]) { self.files = files }

    /// Whether there is anything to serve: a build without its demo data has none.
    public var isEmpty: Bool { files.isEmpty }

    public func contents(_ relative: String) -> Data? {
        files[relative].flatMap { Data(base64Encoded: $0) }
    }

    public func jsonFiles(in folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") && !$0.dropFirst(prefix.count).contains("/") }
            .map { String($0.dropFirst(prefix.count)) }.sorted()
    }
}
