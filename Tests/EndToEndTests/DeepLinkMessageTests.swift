import Foundation
import Testing
import TestSupport

/// What a deep link that cannot be opened says: an unknown kind is called that, with the
/// kinds there are; a long argument is said back shortened.
@Suite("Deep-link messages")
struct DeepLinkMessageTests {
    let explore = PackagePaths.explore.path

    @Test(
        "An unknown link kind is said plainly, with the catalog's kinds",
        arguments: [
            ("meals", "search/x", "search", "meal/…, category/…, area/…, ingredient/…"),
            ("pokemon", "../etc", "..", "pokemon/…, type/…, ability/…, move/…, generation/…, egg-group/…"),
        ])
    func unknownKind(catalog: String, link: String, kind: String, kinds: String) async throws {
        let result = try await run([explore, catalog, link, "--demo", "--no-cache"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("explore: unknown link kind '\(kind)': "), "\(result.error)")
        #expect(result.error.contains(kinds))
        #expect(!result.error.contains("has no"))
    }

    @Test("A long argument is said back as its first 60 characters and …", arguments: [["pokemon"], ["pokemon", "type/"], ["meals", "area/"]])
    func longArgument(prefix: [String]) async throws {
        let long = String(repeating: "a", count: 5_000)
        let arguments = prefix.count == 2 ? [prefix[0], prefix[1] + long] : prefix + [long]
        let result = try await run([explore] + arguments + ["--demo", "--no-cache"])
        #expect(result.status == 1)
        #expect(result.error.contains(String(repeating: "a", count: 60) + "…"))
        #expect(!result.error.contains(String(repeating: "a", count: 61)))
        #expect(result.error.count < 300)
    }
}
