import Foundation
import Testing
import TestSupport

/// The README's deep-link examples work on the built-in demo: each opens (run without a
/// terminal, a link to an entity prints its page as `show` does, exit 0; another link gets as
/// far as the terminal check, exit 2; one that names nothing exits 1 first).
@Suite("README deep links on the demo")
struct ReadmeDeepLinkTests {
    /// Every `explore CATALOG LINK` in the README's block of deep-link examples.
    static func examples() throws -> [[String]] {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "Deep links open straight on a screen"))
        let block = try #require(readme[start.upperBound...].components(separatedBy: "```").dropFirst().first)
        let regex = try NSRegularExpression(pattern: #"explore (\w+) (\S+)"#)
        let text = block as NSString
        return regex.matches(in: block, range: NSRange(location: 0, length: text.length)).map { match in
            [text.substring(with: match.range(at: 1)), text.substring(with: match.range(at: 2))]
        }
    }

    @Test("Each README deep link opens with --demo")
    func everyExample() async throws {
        let examples = try Self.examples()
        #expect(examples.count >= 8)
        for example in examples {
            let result = try await run([PackagePaths.explore.path] + example + ["--demo", "--no-cache"])
            #expect([0, 2].contains(result.status), "explore \(example.joined(separator: " ")) --demo: \(result.error)")
        }
    }
}
