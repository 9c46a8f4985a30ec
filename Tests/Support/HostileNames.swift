import Foundation

/// A PokéAPI-shaped folder whose Pokémon list names words a shell would expand, for the
/// completion tests: served by a ``FixtureServer``, loaded once by a search, it becomes the
/// cached name index the completions read.
public enum HostileNames {
    /// The names, a harmless one last.
    public static let names = ["${x=pwned}", "p*", "~root", "$(touch pwned)", "pa`id`", "pikachu"]

    /// A fresh temporary folder holding `api/v2/pokemon/index.json` with ``names``.
    public static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-hostile-\(UUID().uuidString)")
        let list = root.appendingPathComponent("api/v2/pokemon")
        try FileManager.default.createDirectory(at: list, withIntermediateDirectories: true)
        let results = names.enumerated().map { ["name": $1, "url": "/api/v2/pokemon/\($0 + 1)/"] }
        let body: [String: Any] = ["count": names.count, "next": NSNull(), "previous": NSNull(), "results": results]
        try JSONSerialization.data(withJSONObject: body).write(to: list.appendingPathComponent("index.json"))
        return root
    }
}
