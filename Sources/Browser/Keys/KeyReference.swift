#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CatalogKit

/// The keys of the whole app as reference text, generated from the key maps: the README's
/// key table and the `--help` text are made from (and tested against) these.
public enum KeyReference {
    /// Sections of (keys, what they do), the catalogs' picker keys last.
    public static func sections(catalogs: [CatalogDescriptor]) -> [(title: String, rows: [(keys: String, does: String)])] {
        let maps: [(String, KeyMap)] = [
            ("Browsing (list and detail)", .browseReference(canGoBack: true)),
            ("Links (the detail pane, when its document has links)", .linksReference),
            ("Searching (while the bar has the keyboard)", .search),
            ("Choosing from a list", .picker(searchable: false)),
            ("Choosing by name (places' location)", .picker(searchable: true)),
            ("Mouse (unless --no-mouse)", .mouse),
            ("Help", .help),
            ("Start screen", .start),
            ("Favourites screen (F)", .favourites(canGoBack: true)),
        ]
        var sections = maps.map { title, map in (title: title, rows: map.listed.map { (keys: $0.label, does: $0.summary) }) }
        let pickers = catalogs.filter { !$0.filterKinds.isEmpty }.map { catalog in
            (
                keys: catalog.filterKinds.map { String($0.key) }.joined(separator: " / "),
                does: catalog.title + ": choose " + catalog.filterKinds.map { Article.indefinite($0.title.lowercased()) }.joined(separator: " / ")
            )
        }
        if !pickers.isEmpty { sections.append((title: "Catalog pickers", rows: pickers)) }
        // Each catalog's own keys, on its key map so that the config's bindings show.
        for catalog in catalogs where !catalog.actions.isEmpty {
            let map = KeyMap(mode: .list, bindings: catalog.actions.compactMap(KeyBinding.init(action:)))
            let rows = zip(catalog.actions, map.bindings).map { action, binding in
                (keys: binding.label, does: action.summary + (action.page.map { " (on the \($0.rawValue) page)" } ?? ""))
            }
            sections.append((title: catalog.title + " keys", rows: rows))
        }
        return sections
    }

    /// A Markdown table, one bold row per section.
    public static func markdown(catalogs: [CatalogDescriptor]) -> String {
        var lines = ["| keys | does |", "| --- | --- |"]
        for section in sections(catalogs: catalogs) {
            lines.append("| **\(section.title)** | |")
            lines += section.rows.map { "| \($0.keys) | \($0.does) |" }
        }
        return lines.joined(separator: "\n")
    }

    /// Indented plain text, for `--help`.
    public static func plainText(catalogs: [CatalogDescriptor]) -> String {
        var lines: [String] = []
        for section in sections(catalogs: catalogs) {
            lines.append("  " + section.title)
            let width = section.rows.map { $0.keys.count }.max() ?? 0
            lines += section.rows.map { "    " + $0.keys + String(repeating: " ", count: max(0, width - $0.keys.count)) + "  " + $0.does }
        }
        return lines.joined(separator: "\n")
    }
}
