import Foundation
import Testing

/// Swift 6.3 at `-O` loses the part of an async function's tuple result that is written before
/// a suspension when the rest is written after it (`return (index, try await load())` in a
/// task-group child came back as `(0, …)`): the release binary's `compare` and `team` failed
/// every time while the debug build passed. docs/compiler-notes.md has the reduced program.
/// The code binds the awaited value first and builds the tuple after it; this rule keeps it so.
@Suite("Async tuple rule")
struct AsyncTupleRuleTests {
    /// A tuple literal, returned, built in a closure or appended, with an `await` after its
    /// first element: `{ (index, await f()) }`, `return (pokemon, try await species(…))`,
    /// `append((part, .success(try await load())))`.
    static let awaitInTuple = #"(return|\{|\bin|=|append\()\s*\(\s*[\w.]+\s*,[^;{}]*\bawait\b"#

    /// "path:line" of each tuple built around an `await` in `files`.
    static func offences(in files: [(path: String, text: String)]) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: awaitInTuple)
        var found: [String] = []
        for file in files {
            for (number, line) in SourceShapeTests.code(file.text)
            where pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                found.append("\(file.path):\(number)")
            }
        }
        return found
    }

    @Test("No tuple under Sources is built around an await")
    func noAwaitInsideATuple() throws {
        let offences = try Self.offences(in: try SourceShapeTests.swiftFiles())
        #expect(offences.isEmpty, "tuples built around an await: \(offences)")
    }

    @Test("The rule finds the shapes that miscompiled, and passes their fixes and awaited pairs")
    func ruleSeesTheShapes() throws {
        let bad = [
            "do throws(AppError) { return (index, .success(try await facts(key))) } catch { return (index, .failure(error)) }",
            "group.addTask { (key, try? await api.get(key)) }",
            "return (pokemon, try await species(of: pokemon, policy))",
            "results.append((part, .success(try await catalog.detailPart(part))))",
            "group.addTask { (id, (try? await self.meal(id))?.ingredients) }",
        ]
        let good = [
            "let outcome = try await facts(key)",
            "return (index, outcome)",
            "let (p, s) = await (pokemonResult, speciesResult)",
            "let (travel, note) = await routes(to: places, from: center)",
            "var document = Mapper.detail(from: place, travel: await cache.travel(to: id))",
            "// return (index, try await f()) in a comment",
        ]
        #expect(try Self.offences(in: bad.enumerated().map { ("bad\($0.offset)", $0.element) }).count == bad.count)
        #expect(try Self.offences(in: good.enumerated().map { ("good\($0.offset)", $0.element) }).isEmpty)
    }
}
