import CatalogKit
import Foundation
import Scripting
import Testing
import TestSupport

/// The completion engine: what `explore __complete` offers where, from the one table.
@Suite("Completion engine")
struct CompletionEngineTests {
    static let reference = TestReference.reference
    let completer = Completer(reference: Self.reference)

    func values(_ words: [String]) -> [String] {
        let lines = CompletionLines.render(completer.answer(words)).split(separator: "\n").dropFirst()
        return lines.map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test(
        "Subcommands, not options: cache, config, completions, help",
        arguments: [
            (["cache", ""], ["info", "clear"]), (["config", ""], ["path", "check"]), (["completions", ""], ["bash", "zsh", "fish"]),
            (["fav"], ["favourites"]), (["help", ""], ["pokemon", "meals", "places"]), (["help", "meals", "s"], ["show", "search", "shopping"]),
            (["pokemon", "s"], ["show", "search"]), (["pokemon", "list", "--format", ""], ["text", "json", "jsonl", "tsv"]),
            (["--theme", ""], ["dark", "light", "auto"]), (["favourites", "--"], ["--json", "--repair"]),
            (["pokemon", "list", "--format=js"], ["--format=json", "--format=jsonl"]),
            (["pokemon", "list", "--format", "=", "js"], ["json", "jsonl"]), (["pokemon", "list", "--format", "="], ["text", "json", "jsonl", "tsv"]),
            (["pokemon", "list", "--format", "=", "json", "--li"], ["--limit"]),
            // The kinds of page show and list take as KIND/ID, from the catalog's table.
            (["pokemon", "show", "e"], ["egg-group/"]), (["pokemon", "list", "ty"], ["type/"]),
            (["meals", "list", "ing"], ["ingredient/"]), (["places", "show", "c"], ["category/"]),
            // A catalog's own command with words of its own is no deep link.
            (["pokemon", "team", "t"], []), (["pokemon", "team", "c"], []),
        ])
    func words(words: [String], expected: [String]) {
        #expect(values(words) == expected)
    }

    @Test("Options where they do something: the interface's at the top and after a catalog, a command's with --format")
    func options() {
        let top = values(["--"])
        for option in ["--theme", "--no-images", "--no-mouse", "--sprites-url", "--version", "--near", "--demo", "--log-file"] {
            #expect(top.contains(option), "\(option)")
        }
        #expect(!top.contains("--format") && !top.contains("--json"))
        let pokemon = values(["pokemon", "--"])
        #expect(!pokemon.contains("--format") && !pokemon.contains("--near") && pokemon.contains("--theme"))
        let list = values(["pokemon", "list", "--"])
        #expect(list.contains("--type") && list.contains("--format") && list.contains("--json") && list.contains("--offline"))
        #expect(!list.contains("--theme") && !list.contains("--no-mouse"))
        #expect(values(["places", "list", "--ne"]) == ["--near"])
    }

    @Test("Files, folders and the cache's values are asked of the shell and the cache")
    func lookups() {
        #expect(completer.answer(["--log-file", ""]).kind == .files)
        #expect(completer.answer(["pokemon", "list", "--cache-dir", "/t"]).kind == .directories)
        #expect(completer.answer(["pokemon", "list", "--type", ""]).lookup == .init("pokemon", .filter(id: "type", byLabel: true)))
        #expect(completer.answer(["pokemon", "list", "--generation", ""]).lookup == .init("pokemon", .filter(id: "generation", byLabel: false)))
        #expect(completer.answer(["meals", "list", "--category", ""]).lookup == .init("meals", .filter(id: "category", byLabel: false)))
        #expect(completer.answer(["meals", "list", "--area", ""]).lookup == .init("meals", .filter(id: "area", byLabel: false)))
        #expect(completer.answer(["pokemon", "pika"]).lookup == .init("pokemon", .names))
        #expect(completer.answer(["pokemon", "show", "pika"]).lookup == .init("pokemon", .names))
        #expect(completer.answer(["--demo", "pokemon", "--cache-dir", "/tmp", "show", ""]).lookup == .init("pokemon", .names))
        let link = completer.answer(["meals", "area/Ca"])
        #expect(link.lookup == .init("meals", .filter(id: "area", byLabel: false)) && link.valuePrefix == "area/" && link.current == "Ca")
        #expect(CompletionLines.render(link, cached: [.init("Canadian"), .init("Chinese"), .init("Italian")]) == "words\narea/Canadian\n")
        #expect(completer.answer(["pokemon", "type/"]).lookup == .init("pokemon", .filter(id: "type", byLabel: true)))
    }

    @Test("Values from the cache are offered only as slugs: nothing a shell would expand")
    func slugsOnly() {
        let hostile = ["${x=pwned}", "p*", "~root", "$(touch pwned)", "`id`", "a b", "-rf", "pi\u{1B}[31m", "pikachu"]
        let text = CompletionLines.render(completer.answer(["pokemon", "show", "p"]), cached: hostile.map { Completer.Candidate($0, "T\u{1B}itle\n") })
        #expect(text == "words\npikachu\tT itle \n")
    }

    @Test("Every command, top-level command and option of the table is offered somewhere")
    func everything() {
        var offered = Set(values([""]) + values(["--"]))
        for catalog in Self.reference.catalogs {
            offered.formUnion(values([catalog.name, ""]) + values([catalog.name, "--"]))
            for command in Self.reference.commands where command.catalog.rawValue == catalog.name {
                offered.formUnion(values([catalog.name, command.name, "--"]))
            }
        }
        for top in Self.reference.topLevel { offered.formUnion(values([top.name, ""]) + values([top.name, "--"])) }
        let wanted =
            Self.reference.options.map(\.name) + Self.reference.commands.flatMap(\.options).map(\.name)
            + Self.reference.commands.map(\.name) + Self.reference.topLevel.map(\.name) + Self.reference.topLevel.flatMap { $0.words.map(\.name) }
        for word in wanted { #expect(offered.contains(word), "\(word)") }
    }
}
