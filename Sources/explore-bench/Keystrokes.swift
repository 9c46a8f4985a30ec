import BenchKit
import Browser
import CatalogKit
import Views

// MARK: - 1. Keystroke to frame

/// Key to frame over `entries`: the time of each ↓ and its frame, and how many times one ↓
/// put the screen's state together (the store builds it once per event).
@MainActor
func keystrokes(_ entries: [Entry], presses: Int, pageSize: Int) async -> (times: Statistics, buildsPerKey: Double)? {
    let catalog = MemoryCatalog(pageSize: pageSize, all: entries, document: sampleDetail())
    let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero))
    model.resize(width: 100, height: 30)
    model.start()
    await model.settle()
    var samples: [Double] = []
    samples.reserveCapacity(presses)
    var builds = 0
    for _ in 0..<presses {
        let key: Key = model.state.selection + 1 >= entries.count ? .home : .down
        let before = model.stateBuilds
        samples.append(
            Stopwatch.milliseconds {
                _ = model.handle(key)
                _ = ScreenView.render(model.state, width: 100, height: 30)
            })
        builds += model.stateBuilds - before
        await Task.yield()
        if model.isLoadingDetail { await model.settle() }
    }
    return Statistics(samples).map { ($0, Double(builds) / Double(max(1, presses))) }
}

/// Key to frame over the Pokédex's entries, and the state builds of each key.
@MainActor
func keystrokeRows(_ pokemon: [Entry], presses: Int) async -> [BenchRow] {
    guard let (stats, builds) = await keystrokes(pokemon, presses: presses, pageSize: 50) else { return [] }
    return [
        BenchRow(
            name: "Keystroke to frame, \(pokemon.count) entries", unit: "ms", median: stats.median, p99: stats.p99, samples: stats.count,
            target: "p99 < 1 ms", met: stats.p99 < 1),
        BenchRow(name: "Screen state builds per ↓ and its frame", unit: "builds", median: builds, samples: stats.count, target: "1", met: builds <= 1),
    ]
}
