import Browser
import CatalogKit
import Foundation
import Testing
import TextLayout
import Views

/// A deterministic random source, so that a failing run can be repeated from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A catalog whose answers come late, fail or succeed at random, and which counts the
/// detail loads that are running and not cancelled.
final class ChaosCatalog: Catalog, @unchecked Sendable {
    let title = "Chaos"
    let itemName = "thing"
    let pageSize = 40
    let all: [Entry] = (1...333).map {
        Entry(id: String($0), title: ["Ärger \($0)", "ピカ \($0)", "x\u{1B}[31m\($0)", "Long name number \($0) with words"][$0 % 4], number: $0)
    }

    private let lock = NSLock()
    private var random: SplitMix64
    private var active: [UInt64: Bool] = [:]  // call → cancelled
    private var nextCall: UInt64 = 0
    private(set) var peakActiveDetails = 0

    init(seed: UInt64) { random = SplitMix64(state: seed) }

    private func roll(_ percent: Int) -> Bool { lock.withLock { Int(random.next() % 100) < percent } }
    private func delay() -> Duration { lock.withLock { .microseconds(Int(random.next() % 3000)) } }
    private static let failure = AppError(kind: .serverError, message: "The server had a problem (503).", isRetryable: true)

    var searchStrategy: SearchStrategy { .localIndex(load: { [self] _ throws(AppError) in try await searchIndex() }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        do { try await Task.sleep(for: delay()) } catch { throw .cancelled }
        if roll(15) { throw Self.failure }
        let slice = Array(all.dropFirst(offset).prefix(pageSize))
        return EntryPage(entries: slice, total: all.count, isLast: offset + slice.count >= all.count, nextOffset: offset + slice.count)
    }

    func searchIndex() async throws(AppError) -> [Entry] {
        do { try await Task.sleep(for: delay()) } catch { throw .cancelled }
        if roll(10) { throw Self.failure }
        return all
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        let call = lock.withLock { () -> UInt64 in
            nextCall += 1
            active[nextCall] = false
            peakActiveDetails = max(peakActiveDetails, active.values.filter { !$0 }.count)
            return nextCall
        }
        defer { _ = lock.withLock { active.removeValue(forKey: call) } }
        let wait = delay()
        let slept: Bool = await withTaskCancellationHandler {
            do { try await Task.sleep(for: wait); return true } catch { return false }
        } onCancel: {
            lock.withLock { if active[call] != nil { active[call] = true } }
        }
        guard slept else { throw .cancelled }
        if roll(20) { throw Self.failure }
        return Detail(
            title: entry.title, subtitle: "#\(entry.id)", badges: ["Fire"],
            sections: [
                DetailSection("Stats", .bars([Bar("HP", value: 45, maximum: 255)])),
                DetailSection("Text", .paragraph(String(repeating: "word ", count: 80))),
                DetailSection("Tree", .tree(TreeNode("A", children: [TreeNode("B", note: "level 16"), TreeNode("C")]))),
            ])
    }
}

@MainActor
@Suite("Random keys over view model and views")
struct FuzzTests {
    static let keys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .tab, .backTab,
        .control("u"), .control("w"), .character("/"), .character("r"), .character("R"), .character("?"),
        .character("j"), .character("k"), .character("g"), .character("G"), .character("a"), .character("e"),
        .character("1"), .character("#"), .character("ピ"), .character(" "),
    ]

    @Test("10,000 keys at random sizes: no crash, selection in range, one detail load at most", arguments: [UInt64(1), 2, 3])
    func fuzz(seed: UInt64) async throws {
        var random = SplitMix64(state: seed)
        let catalog = ChaosCatalog(seed: seed &* 31)
        let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .microseconds(500)))
        model.start()
        var width = 80, height = 24
        for step in 0..<3_334 {
            if random.next() % 50 == 0 {
                width = Int(random.next() % 120) + 1
                height = Int(random.next() % 50) + 1
            }
            var key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
            if key == .character("q") { key = .character("x") }
            _ = model.handle(key)
            if random.next() % 4 == 0 { try await Task.sleep(for: .microseconds(Int(random.next() % 2000))) }
            model.resize(width: width, height: height)
            let grid = ScreenView.render(model.state, width: width, height: height)

            let count = model.state.visibleEntries.count
            #expect(count == 0 ? model.state.selection == 0 : (0..<count).contains(model.state.selection), "step \(step)")
            #expect(model.state.listTop >= 0 && model.state.listTop <= max(0, count - 1) || count == 0, "step \(step)")
            #expect(grid.lines.count == height)
            #expect(grid.lines.allSatisfy { DisplayWidth.of($0) <= width })
            #expect(!grid.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
        }
        model.stop()
        await model.settle()
        #expect(catalog.peakActiveDetails <= 1)
    }
}
