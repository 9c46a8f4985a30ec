import Foundation
import Networking

/// Answers PokéAPI requests from a dump in PokéAPI's own layout instead of the network:
/// the built-in demo data, or a checkout of the public api-data dump
/// (`<root>/<resource>/<id>/index.json`).
///
/// Like the live API it pages lists by `limit` and `offset` (the dump's list files hold
/// every result) and finds resources by name through the list files.
public struct PokeAPIDumpClient: NetworkClient {
    /// Where the JSON comes from.
    public enum Source: Sendable {
        /// Resource path (`pokemon/25`) → JSON text.
        case memory([String: String])
        /// A folder laid out as `<resource>/<id>/index.json`.
        case directory(URL)
    }

    public let source: Source
    /// The path below which resource paths start, for example `/api/v2`.
    public let basePath: String

    public init(source: Source, basePath: String = "/api/v2") {
        self.source = source
        var base = basePath
        while base.hasSuffix("/") { base.removeLast() }
        self.basePath = base
    }

    /// The built-in demo Pokédex.
    public static let demo = PokeAPIDumpClient(source: .memory(PokemonDemoData.resources))
    /// The base URL to pair with ``demo``; it never reaches a network.
    public static let demoBaseURL = URL(string: "demo:/api/v2")!

    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        guard request.method == .get || request.method == .head else {
            return Self.notFound
        }
        var path = request.url.path
        if path == basePath || path.hasPrefix(basePath + "/") { path.removeFirst(basePath.count) }
        let key = path.split(separator: "/").joined(separator: "/")
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []

        guard let body = resolve(key) else { return Self.notFound }
        let limit = query.first { $0.name == "limit" }.flatMap { $0.value.flatMap(Int.init) }
        let offset = query.first { $0.name == "offset" }.flatMap { $0.value.flatMap(Int.init) }
        if limit != nil || offset != nil, let page = paginate(body, path: key, limit: limit ?? 20, offset: offset ?? 0) {
            return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: page)
        }
        return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: body)
    }

    private static let notFound = HTTPResponse(status: .notFound, headers: ["Content-Type": "application/json"], body: Data(#"{"detail":"Not found."}"#.utf8))

    /// The body for `pokemon/25`, or for `pokemon/pikachu` through the `pokemon` list.
    private func resolve(_ key: String) -> Data? {
        if let data = load(key) { return data }
        let parts = key.split(separator: "/")
        guard parts.count == 2, Int(parts[1]) == nil, let listData = load(String(parts[0])) else { return nil }
        guard let list = try? JSONDecoder().decode(ResourceList.self, from: listData),
              let match = list.results.first(where: { $0.name == parts[1].lowercased() }),
              let id = match.id
        else { return nil }
        return load("\(parts[0])/\(id)")
    }

    private func load(_ key: String) -> Data? {
        switch source {
        case let .memory(resources):
            return resources[key].map { Data($0.utf8) }
        case let .directory(root):
            guard !key.split(separator: "/").contains(where: { $0 == ".." }) else { return nil }
            let file = key.isEmpty ? root.appendingPathComponent("index.json") : root.appendingPathComponent(key).appendingPathComponent("index.json")
            return FileManager.default.contents(atPath: file.path)
        }
    }

    /// A live-API-shaped page of a list file: `count` of all, `results` sliced, `next`/`previous`.
    private func paginate(_ body: Data, path: String, limit: Int, offset: Int) -> Data? {
        guard var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
              let results = object["results"] as? [Any]
        else { return nil }
        let start = min(max(0, offset), results.count)
        let end = start + min(max(0, limit), results.count - start)
        object["count"] = results.count
        object["results"] = Array(results[start..<end])
        let link = { (offset: Int) in "\(basePath)/\(path)/?offset=\(offset)&limit=\(limit)" }
        object["next"] = end < results.count ? link(end) : NSNull()
        object["previous"] = start > 0 ? link(max(0, start - limit)) : NSNull()
        return try? JSONSerialization.data(withJSONObject: object)
    }
}
