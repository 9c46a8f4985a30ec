import BenchKit
import Browser
import CatalogKit
import Foundation
import Imaging
import PokemonCatalog
import TextLayout
import Views

// Pictures on screen: keystroke to frame with pictures on (scaled once per URL and size,
// never per frame), and the terminal bytes a ↓ costs when each detail brings its sprite.

/// The in-memory catalog whose documents each name a sprite (one of 100 URLs), all served
/// from memory with the same bytes.
struct PictureMemoryCatalog: Catalog {
    let title = "Bench"
    let itemName = "entry"
    let all: [Entry]
    let document: Detail
    let sprite: Data
    var searchStrategy: SearchStrategy { .localIndex(load: { [all] _ in all }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let slice = Array(all.dropFirst(offset).prefix(50))
        return EntryPage(entries: slice, total: all.count, isLast: offset + slice.count >= all.count, nextOffset: offset + slice.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        var detail = document
        detail.picture = URL(string: "https://sprites.example/pokemon/\((Int(entry.id) ?? 0) % 100).png").map { DetailPicture(url: $0) }
        return detail
    }

    func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data { sprite }
}

/// Keystroke to frame over `entries` with pictures on: the key, the state and the whole
/// grid, picture cells included; decoding runs between presses, off the timing.
@MainActor
func pictureKeystrokes(_ entries: [Entry], presses: Int) async -> Statistics? {
    let sprite = Data(corpusImage("sprites/pokemon/25.png") ?? generatedSprite())
    let catalog = PictureMemoryCatalog(all: entries, document: sampleDetail(), sprite: sprite)
    let settings = PictureSettings(enabled: true, palette: .xterm256)
    let model = CatalogScreenModel(catalog: catalog, timing: BrowserTiming(detailDwell: .zero), pictures: settings)
    model.resize(width: 100, height: 30)
    model.start()
    await model.settle()
    var samples: [Double] = []
    samples.reserveCapacity(presses * 2)
    var withPicture = 0
    for _ in 0..<presses {
        let key: Key = model.state.selection + 1 >= entries.count ? .home : .down
        samples.append(
            Stopwatch.milliseconds {
                _ = model.handle(key)
                _ = ScreenView.render(model.state, width: 100, height: 30)
            })
        await Task.yield()
        if model.isLoadingDetail || model.isBusy { await model.settle() }
        // The frame the arrival of the detail and its picture draws: cells already scaled.
        var shown = false
        samples.append(
            Stopwatch.milliseconds {
                let state = model.state
                if case .shown = state.detail.picture { shown = true }
                _ = ScreenView.render(state, width: 100, height: 30)
            })
        if shown { withPicture += 1 }
    }
    pictureFrameCount = withPicture
    return Statistics(samples)
}

/// How many of the last run's completion frames showed a picture.
@MainActor var pictureFrameCount = 0

/// Terminal bytes per ↓ with pictures on: the real binary in a 100×30 pty against the
/// loopback server on the corpus, sprites from its `/sprites/`; each ↓ waits for the
/// detail and its sprite.
func pictureBytesPerMove(moves: Int) throws -> BenchRow {
    let name = "Terminal bytes per ↓, pictures on (100×30)"
    guard let corpus else { return BenchRow(name: name, unit: "B", median: nil, samples: 0, note: "EXPLORE_CORPUS not set") }
    let server = try FixtureServerProcess(root: corpus.appendingPathComponent("pokeapi"))
    defer { server.stop() }
    let origin = server.origin.absoluteString
    let process = try PtyProcess(
        [explore, "pokemon", "--no-cache", "--base-url", origin + "/api/v2", "--sprites-url", origin + "/sprites/"],
        environment: ["NO_COLOR": "", "LANG": "C.UTF-8"])
    defer { process.send("q") }
    guard process.waitForOutput(containing: "Seed Pok") else { return BenchRow(name: name, unit: "B", median: nil, samples: 0, note: "no first frame") }
    usleep(800_000)
    var samples: [Double] = []
    for index in 0..<moves {
        let before = process.bytesRead
        process.send(index % 13 == 12 ? "g" : "j")
        usleep(700_000)  // past the detail's dwell and load, then the picture's
        samples.append(Double(process.bytesRead - before))
    }
    let stats = Statistics(samples)
    return BenchRow(name: name, unit: "B", median: stats?.median, p99: stats?.p99, samples: moves, note: "sprite and detail redrawn")
}
