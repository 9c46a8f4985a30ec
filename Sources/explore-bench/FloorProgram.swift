import BenchKit
import CatalogKit
import Foundation

// MARK: - 11. The floor: a two-pane list in C over ncurses, built by the benchmark

/// A two-pane list browser in C over ncursesw, as little as a terminal list can be: the names
/// of a file on the left with the selection in reverse video, the selected name on the right;
/// j or ↓ moves, q quits. It is what a key costs when nothing but drawing is done, the floor
/// explore's keys are measured against. Compiled by the benchmark with the C compiler beside
/// the Swift toolchain (`clang`, else `cc`) into a scratch folder; nothing of it is installed.
enum FloorProgram {
    static let source = #"""
        #include <curses.h>
        #include <locale.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>

        static char **names;
        static int count, selected, top;

        static void draw(WINDOW *list, WINDOW *detail) {
            int rows = getmaxy(list) - 2, width = getmaxx(list) - 2;
            if (selected < top) top = selected;
            if (selected >= top + rows) top = selected - rows + 1;
            werase(list);
            box(list, 0, 0);
            mvwprintw(list, 0, 2, " Pokedex ");
            for (int row = 0; row < rows && top + row < count; row++) {
                if (top + row == selected) wattron(list, A_REVERSE);
                mvwprintw(list, row + 1, 1, "%-*.*s", width, width, names[top + row]);
                if (top + row == selected) wattroff(list, A_REVERSE);
            }
            werase(detail);
            box(detail, 0, 0);
            mvwprintw(detail, 0, 2, " %s ", names[selected]);
            mvwprintw(detail, 2, 2, "%s", names[selected]);
            wnoutrefresh(list);
            wnoutrefresh(detail);
            doupdate();
        }

        int main(int argc, char **argv) {
            if (argc < 2) return 64;
            FILE *file = fopen(argv[1], "r");
            if (!file) return 66;
            char line[256];
            while (fgets(line, sizeof line, file)) {
                line[strcspn(line, "\n")] = 0;
                names = realloc(names, sizeof *names * (count + 1));
                names[count++] = strdup(line);
            }
            fclose(file);
            if (count == 0) return 65;
            setlocale(LC_ALL, "");
            initscr();
            cbreak();
            noecho();
            keypad(stdscr, TRUE);
            curs_set(0);
            refresh();
            int width = COLS / 3;
            WINDOW *list = newwin(LINES - 1, width, 0, 0), *detail = newwin(LINES - 1, COLS - width, 0, width);
            draw(list, detail);
            for (int key; (key = getch()) != 'q';) {
                if ((key == 'j' || key == KEY_DOWN) && selected + 1 < count) selected++;
                if ((key == 'k' || key == KEY_UP) && selected > 0) selected--;
                draw(list, detail);
            }
            endwin();
            return 0;
        }
        """#

    /// Builds the floor into `folder`: its path, or nil with the compiler's complaint.
    static func build(in folder: URL) -> (path: String?, problem: String?) {
        let sourceFile = folder.appendingPathComponent("floor.c"), binary = folder.appendingPathComponent("floor")
        do {
            try Data(source.utf8).write(to: sourceFile)
        } catch {
            return (nil, "cannot write the floor's source")
        }
        let log = folder.appendingPathComponent("floor.log").path
        for compiler in ["clang", "cc"] {
            guard let pid = try? Spawn.start([compiler, "-O2", "-o", binary.path, sourceFile.path, "-lncursesw"], stdout: log, stderr: log) else {
                continue
            }
            if Spawn.wait(pid) == 0 { return (binary.path, nil) }
        }
        return (nil, "the C floor did not build: " + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "no compiler").prefix(200))
    }
}

/// What one key costs a program in a pty, from outside: the time from writing the key to the
/// first bytes of its frame (read by the drain thread), and the program's CPU per key over a
/// held key.
struct KeyCost {
    var latency: Statistics
    var cpuPerKey: Double?
}

/// Presses `keys` in `process` in turn, `presses` times one at a time (the next once the
/// frame is whole), then `held` more every `interval` for the CPU per key.
func keyCost(_ process: PtyProcess, keys: [String], presses: Int, held: Int, interval: Duration) -> KeyCost? {
    var latencies: [Double] = []
    for index in 0..<presses {
        process.waitForQuiet(.milliseconds(3))
        let mark = process.bytesRead
        let sent = ContinuousClock.now
        process.send(keys[index % keys.count])
        guard let first = process.firstOutput(after: mark) else { continue }
        latencies.append((first - sent).milliseconds)
    }
    process.waitForQuiet(.milliseconds(300))
    let before = process.cpuSeconds
    for index in 0..<held {
        process.send(keys[index % keys.count])
        usleep(UInt32(interval.milliseconds * 1000))
    }
    process.waitForQuiet(.milliseconds(300))
    let cpu = zip2(process.cpuSeconds, before).map { ($0 - $1) / Double(max(1, held)) * 1000 }
    return Statistics(latencies).map { KeyCost(latency: $0, cpuPerKey: cpu) }
}

/// Held ↓ and typing in the search, from outside through a pty (100×30), explore over the
/// corpus's Pokédex beside the C floor over the same names: key to frame and CPU per key.
func keysFromOutside(presses: Int, held: Int) throws -> [BenchRow] {
    guard let corpus else { return [BenchRow(name: "Keys from outside", unit: "", median: nil, samples: 0, note: "skipped: needs EXPLORE_CORPUS")] }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let names = pokemonEntries().map(\.title)
    try Data(names.joined(separator: "\n").utf8).write(to: scratch.appendingPathComponent("names.txt"))
    let (floorPath, problem) = FloorProgram.build(in: scratch)
    guard let floorPath else { return [BenchRow(name: "Keys from outside", unit: "", median: nil, samples: 0, note: problem ?? "no floor")] }
    let floor = try PtyProcess([floorPath, scratch.appendingPathComponent("names.txt").path])
    defer { floor.send("q") }
    guard floor.waitForOutput(containing: String(names[0].prefix(8))),
        let floorCost = keyCost(floor, keys: ["j"], presses: presses, held: held, interval: .milliseconds(20))
    else { return [BenchRow(name: "Keys from outside", unit: "", median: nil, samples: 0, note: "the floor drew nothing")] }
    let command = [
        explore, "pokemon", "--base-url", "file://" + corpus.appendingPathComponent("pokeapi/api/v2").path,
        "--cache-dir", scratch.appendingPathComponent("cache").path,
    ]
    let app = try PtyProcess(command)
    defer { app.send("q") }
    guard app.waitForOutput(containing: "Bulbasaur") else {
        return [BenchRow(name: "Keys from outside", unit: "", median: nil, samples: 0, note: "explore drew nothing")]
    }
    app.waitForQuiet(.milliseconds(500))
    guard let down = keyCost(app, keys: ["j"], presses: presses, held: held, interval: .milliseconds(20)) else { return [] }
    // The search: type two names and take them back, letter by letter.
    app.send("/")
    app.waitForQuiet(.milliseconds(300))
    let typing =
        Array("pikachu").map(String.init) + Array(repeating: "\u{7F}", count: 7) + Array("charizard").map(String.init)
        + Array(repeating: "\u{7F}", count: 9)
    let search = keyCost(app, keys: typing, presses: presses, held: held, interval: .milliseconds(30))
    func cpu(_ value: Double?) -> String { value.map { DecimalText.fixed($0, decimals: 2) + " ms CPU per key" } ?? "CPU not read" }
    let margin = down.latency.median - floorCost.latency.median
    return [
        BenchRow(
            name: "Key to frame, ↓, C floor (pty)", unit: "ms", median: floorCost.latency.median, p99: floorCost.latency.p99,
            samples: floorCost.latency.count, note: cpu(floorCost.cpuPerKey) + " held at 50 a second"),
        BenchRow(
            name: "Key to frame, ↓, explore (pty, \(names.count) Pokémon)", unit: "ms", median: down.latency.median, p99: down.latency.p99,
            samples: down.latency.count, target: "p50 ≤ floor + 0.3 ms, ≤ 0.5 ms CPU per key",
            met: margin <= 0.3 && (down.cpuPerKey.map { $0 <= 0.5 } ?? false),
            note: "floor + \(DecimalText.fixed(margin, decimals: 2)) ms; " + cpu(down.cpuPerKey)),
        BenchRow(
            name: "Search as you type, explore (pty, names known)", unit: "ms", median: search?.latency.median, p99: search?.latency.p99,
            samples: search?.latency.count ?? 0, target: "≤ 2 ms CPU per key", met: search?.cpuPerKey.map { $0 <= 2 },
            note: cpu(search?.cpuPerKey) + " typed at 33 a second"),
    ]
}
