import FoundationEssentials
import Networking
import Synchronization

/// Answers requests from a folder of JSON files laid out by request path and query, the way
/// the loopback fixture server of the tests and the real-response corpus are, instead of the
/// network: the built-in demo data of each catalog, or a checkout of PokéAPI's api-data dump.
///
/// For a GET of path `P` (below ``basePath``) with query `Q`, the first that exists answers:
/// 1. `<root>/P/<Q>.json`, with `Q` also tried sorted, without `apiKey` and percent-decoded
///    (`filter.php?c=Dessert` → `filter.php/c=Dessert.json`);
/// 2. `<root>/P/index.json` (`pokemon/25/` → `pokemon/25/index.json`); a list file (an object
///    with a `results` list) is paged like PokéAPI when the query has `limit` or `offset`;
/// 3. `<root>/<resource>/<id>/index.json` for `<resource>/<name>`, the id found by name in the
///    list file `<root>/<resource>/index.json`, as PokéAPI finds resources by name;
/// 4. an answer computed by a rule of `<root>/queries.json` (see ``FixtureQuery``), for the
///    free-text and nearby searches a folder of files cannot hold;
/// 5. 404 `{"detail":"Not found."}`.
public struct FixtureClient: NetworkClient {
    /// Where the files are read.
    public let files: any FixtureFiles
    /// The part of the request path that is not in the folder, for example `/api/v2` when
    /// `root` is the dump's `data/api/v2`. Empty when the folder holds the whole path.
    public let basePath: String
    private let queries: [FixtureQuery]
    /// Each list file's ids by name, read once: a name looked up is one dictionary probe, not
    /// a decode of the list (1,351 Pokémon in the dump's `pokemon/index.json`).
    private let namedIDs = NamedIDs()
    /// The list file paged last, parsed: paging through a list of 1,351 reads it again for
    /// every page, and parsing it again cost more than the page.
    private let lastList = ParsedList()

    /// Serves the files of the folder `root`.
    public init(root: URL, basePath: String = "") {
        self.init(files: FolderFiles(root: root), basePath: basePath)
    }

    public init(files: any FixtureFiles, basePath: String = "") {
        self.files = files
        var base = basePath
        while base.hasSuffix("/") { base.removeLast() }
        self.basePath = base
        let manifest = files.contents(FixtureQuery.manifestName)
        queries = manifest.flatMap { try? JSONDecoder().decode([FixtureQuery].self, from: $0) } ?? []
    }

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        guard request.method == .get || request.method == .head else { return Self.notFound }
        var path = request.url.path
        if !basePath.isEmpty, path == basePath || path.hasPrefix(basePath + "/") { path.removeFirst(basePath.count) }
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.contains(where: { $0 == ".." || $0 == "." }) else { return Self.notFound }
        let key = parts.joined(separator: "/")
        let rawQuery = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? ""
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []

        for variant in Self.queryVariants(rawQuery) {
            if let data = try load(key + "/" + variant + ".json", for: request) { return Self.ok(data) }
        }
        var found = try load(key.isEmpty ? "index.json" : key + "/index.json", for: request)
        if found == nil { found = try loadByName(parts, for: request) }
        if let data = found {
            let limit = query.first { $0.name == "limit" }.flatMap { $0.value.flatMap(Int.init) }
            let offset = query.first { $0.name == "offset" }.flatMap { $0.value.flatMap(Int.init) }
            if limit != nil || offset != nil,
                let page = paginate(
                    data, path: URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? request.url.path, limit: limit ?? 20,
                    offset: offset ?? 0)
            {
                return Self.ok(page)
            }
            return Self.ok(data)
        }
        if let rule = queries.first(where: { $0.path == key }),
            let body = rule.answer(query, files: try loadAll(jsonPaths(in: rule.from), for: request))
        {
            return Self.ok(body)
        }
        return Self.notFound
    }

    /// 404 with PokéAPI's (and the loopback server's) `detail` body.
    private static let notFound = HTTPResponse(
        status: .notFound, headers: ["Content-Type": "application/json"],
        body: FixtureJSON.object(["detail": .string("Not found.")]).data ?? Data()
    )

    private static func ok(_ body: Data) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: body)
    }

    /// The file at `relative` below the root, if it is one; one over the cap is refused as
    /// the network refuses a body that large.
    private func load(_ relative: String, for request: HTTPRequest) throws(NetworkError) -> Data? {
        switch files.read(relative) {
        case let .success(data): return data
        case let .failure(.tooLarge(limit)): throw NetworkError(.invalidResponse("response larger than \(limit >> 20) MB"), request: request)
        case .failure: return nil
        }
    }

    /// The files at `relatives` that could be read.
    private func loadAll(_ relatives: [String], for request: HTTPRequest) throws(NetworkError) -> [Data] {
        var loaded: [Data] = []
        for relative in relatives {
            if let data = try load(relative, for: request) { loaded.append(data) }
        }
        return loaded
    }

    /// The `.json` files directly in `folder`, by name, relative to the root.
    private func jsonPaths(in folder: String) -> [String] {
        files.jsonFiles(in: folder).map { folder + "/" + $0 }
    }

    /// `pokemon/pikachu` → `pokemon/25/index.json`, through the list file `pokemon/index.json`.
    private func loadByName(_ parts: [String], for request: HTTPRequest) throws(NetworkError) -> Data? {
        guard parts.count >= 2, let name = parts.last, Int(name) == nil else { return nil }
        let folder = parts.dropLast().joined(separator: "/")
        let ids: [String: String]
        if let known = namedIDs.ids(in: folder) {
            ids = known
        } else {
            guard let listData = try load(folder + "/index.json", for: request) else { return nil }
            let list = (try? JSONDecoder().decode(NamedList.self, from: listData))?.results ?? []
            var found: [String: String] = [:]
            for item in list {
                if let id = item.url.split(separator: "/").last(where: { Int($0) != nil }) { found[item.name] = String(id) }
            }
            ids = namedIDs.keep(found, for: folder)
        }
        guard let id = ids[name.lowercased()] else { return nil }
        return try load(folder + "/" + id + "/index.json", for: request)
    }

    /// The ids by name of the list files read so far, by folder; shared by the client's copies.
    private final class NamedIDs: Sendable {
        private let byFolder = Mutex<[String: [String: String]]>([:])

        func ids(in folder: String) -> [String: String]? { byFolder.withLock { $0[folder] } }

        func keep(_ ids: [String: String], for folder: String) -> [String: String] {
            byFolder.withLock { $0[folder] = ids }
            return ids
        }
    }

    private struct NamedList: Decodable {
        struct Item: Decodable { var name: String; var url: String }
        var results: [Item]
    }

    /// Query strings to try as file names: as sent, sorted, without the API key; each also
    /// percent-decoded. Never one holding a `/`.
    static func queryVariants(_ query: String) -> [String] {
        guard !query.isEmpty else { return [] }
        let parameters = query.split(separator: "&").map(String.init)
        let keyless = parameters.filter { $0.split(separator: "=", maxSplits: 1).first?.lowercased() != "apikey" }
        var variants: [String] = []
        for candidate in [parameters, parameters.sorted(), keyless, keyless.sorted()].map({ $0.joined(separator: "&") }) {
            for variant in [candidate, candidate.percentDecoded() ?? candidate]
            where !variant.isEmpty && !variant.contains("/") && !variants.contains(variant) {
                variants.append(variant)
            }
        }
        return variants
    }

    /// A live-API-shaped page of a list file: `count` of all, `results` sliced, `next`/`previous`.
    private func paginate(_ body: Data, path: String, limit: Int, offset: Int) -> Data? {
        guard let (parsed, results) = lastList.parsed(body) else { return nil }
        var object = parsed
        let limit = limit > 0 ? limit : 20
        let start = min(max(0, offset), results.count)
        let end = start + min(limit, results.count - start)
        object["count"] = .number(Double(results.count))
        object["results"] = .array(Array(results[start..<end]))
        let link = { (offset: Int) in "\(path)?offset=\(offset)&limit=\(limit)" }
        object["next"] = end < results.count ? .string(link(end)) : .null
        object["previous"] = start > 0 ? .string(link(max(0, start - limit))) : .null
        return FixtureJSON.object(object).data
    }

    /// The last list files parsed, by their bytes (a file read again with other bytes is parsed
    /// again); shared by the client's copies.
    private final class ParsedList: Sendable {
        /// Most recently used last.
        private let kept = Mutex<[(body: Data, object: [String: FixtureJSON], results: [FixtureJSON])]>([])
        private let capacity = 4

        /// `body`'s top-level object and its `results`, or nil when it is not a list file.
        func parsed(_ body: Data) -> ([String: FixtureJSON], [FixtureJSON])? {
            let hit = kept.withLock { kept -> ([String: FixtureJSON], [FixtureJSON])? in
                guard let index = kept.firstIndex(where: { $0.body == body }) else { return nil }
                let entry = kept.remove(at: index)
                kept.append(entry)
                return (entry.object, entry.results)
            }
            if let hit { return hit }
            guard let object = FixtureJSON.parse(body)?.object, let results = object["results"]?.array else { return nil }
            kept.withLock { kept in
                kept.append((body, object, results))
                if kept.count > capacity { kept.removeFirst(kept.count - capacity) }
            }
            return (object, results)
        }
    }
}
