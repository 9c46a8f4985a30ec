import Foundation

extension StubClient {
    /// Routes for ``init(routes:)`` from a folder in PokéAPI's layout: `pokemon/25` → the
    /// text of `<folder>/pokemon/25/index.json`, for every `index.json` below `folder`.
    public static func routes(inFolder folder: URL) -> [String: String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var routes: [String: String] = [:]
        for path in paths where path == "index.json" || path.hasSuffix("/index.json") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else { continue }
            routes[String(path.dropLast("index.json".count)).split(separator: "/").joined(separator: "/")] = text
        }
        return routes
    }
}
