import BenchKit
import Browser
import CatalogKit
import Networking
import TextLayout
import Views

// Hostile text and input: a detail with one enormous word, and a long paste into search.

/// A detail whose description is one 100,000-character word: per key (scrolling the detail,
/// handled and rendered at 100×30), and its first layout.
@MainActor
func longWordKeys(presses: Int) async -> [BenchRow] {
    let word = String(repeating: "Pikachu", count: 100_000 / 7 + 1).prefix(100_000)
    let document = Detail(title: "Long", sections: [DetailSection("Description", .paragraph(String(word)))])
    let entries = (1...20).map { Entry(id: String($0), title: "Entry \($0)", number: $0) }
    let model = CatalogScreenModel(
        catalog: MemoryCatalog(pageSize: 20, all: entries, document: document),
        timing: BrowserTiming(detailDwell: .zero))
    model.resize(width: 100, height: 30)
    model.start()
    await model.settle()
    func frame() {
        _ = ScreenView.render(model.state, width: 100, height: 30)
    }
    let first = Stopwatch.milliseconds { frame() }
    _ = model.handle(.tab)
    var samples: [Double] = []
    for index in 0..<presses {
        let key: Key = index % 500 == 499 ? .home : .down
        samples.append(
            Stopwatch.milliseconds {
                _ = model.handle(key)
                frame()
            })
    }
    let stats = Statistics(samples)
    return [
        BenchRow(
            name: "Detail with a 100,000-character word, per key", unit: "ms", median: stats?.median, p99: stats?.p99,
            samples: samples.count, target: "p99 < 16 ms", met: stats.map { $0.p99 < 16 },
            note: String(format: "first layout %.1f ms", first))
    ]
}

/// A 10 KB paste into the Pokédex search: from the paste key to the frame that shows it.
@MainActor
func pasteIntoSearch(_ entries: [Entry], runs: Int) async -> [BenchRow] {
    let text = String(repeating: "pikachu raichu\n", count: 10_240 / 15 + 1).prefix(10_240)
    var samples: [Double] = []
    for _ in 0..<runs {
        let model = CatalogScreenModel(
            catalog: MemoryCatalog(pageSize: 50, all: entries, document: sampleDetail()),
            timing: BrowserTiming(detailDwell: .zero))
        model.resize(width: 100, height: 30)
        model.start()
        await model.settle()
        _ = model.handle(.character("/"))
        await model.settle()
        samples.append(
            Stopwatch.milliseconds {
                _ = model.handle(.paste(String(text)))
                _ = ScreenView.render(model.state, width: 100, height: 30)
            })
        model.stop()
    }
    let stats = Statistics(samples)
    return [
        BenchRow(
            name: "10 KB bracketed paste into the Pokédex search", unit: "ms", median: stats?.median, p99: stats?.p99,
            samples: samples.count, target: "< 50 ms", met: stats.map { $0.p99 < 50 },
            note: "\(entries.count) names, paste key to frame")
    ]
}

/// The last mask on a frame while a key is registered (places with a Geoapify key): a full
/// 100×30 grid of text, masked as every frame is. No secret is in it: the cost of looking.
func secretMaskPerFrame(frames: Int) -> BenchRow {
    Redaction.registerSecret("bench0key1c6f9e2d4a8b3c7e5f1a2b3c4d")
    var grid = CellGrid(width: 100, height: 30)
    for y in 0..<30 {
        grid.put("Café Central · Herrengasse 14 · open · closes 22:00 · 257 m west · +43 1 5333763 · row \(y)", x: 0, y: y)
    }
    var samples: [Double] = []
    for _ in 0..<frames {
        var copy = grid
        samples.append(Stopwatch.milliseconds { copy.maskKnownSecrets() })
    }
    let stats = Statistics(samples)
    return BenchRow(
        name: "Secret mask on a 100×30 frame, a key registered", unit: "ms", median: stats?.median, p99: stats?.p99,
        samples: samples.count, target: "p99 < 1 ms", met: stats.map { $0.p99 < 1 })
}
