import CatalogKit
import CatalogRegistry
import Foundation
import MealCatalog
import Networking
import PlaceCatalog
import PokemonCatalog
import Testing
import TestSupport

/// Everything the built-in demo shows can be opened: every entry of every list and picker,
/// every link of every detail and linked page, and the entries those pages list, walked to
/// the end through the demo's own files.
@Suite("Demo link walk")
struct DemoLinkWalkTests {
    /// The catalog `explore NAME --demo` uses.
    static func demoCatalog(_ name: String) throws -> any Catalog {
        let descriptors = Catalogs.all
        let descriptor = try #require(descriptors.first { $0.id.rawValue == name })
        let context = CatalogContext(network: StubClient(routes: [:]), keyed: { _ in StubClient(routes: [:]) }, baseURL: nil, demo: true, environment: [:])
        guard case let .ready(catalog) = descriptor.make(context) else { throw Failure.notReady }
        return catalog
    }

    enum Failure: Error { case notReady }

    /// Every entry of the list under `filters`, page after page.
    static func allEntries(_ catalog: any Catalog, filters: [CatalogFilter]) async throws -> [Entry] {
        var entries: [Entry] = []
        var offset = 0
        for _ in 0..<100 {
            let page = try await catalog.page(offset: offset, filters: filters, freshness: .cachedIfFresh)
            entries += page.entries
            if page.isLast || page.entries.isEmpty { break }
            offset = page.nextOffset
        }
        return entries
    }

    @Test("Every link and entry shown in the demo opens", arguments: ["pokemon", "meals", "places"])
    func walk(catalogName: String) async throws {
        let catalog = try Self.demoCatalog(catalogName)
        var entries = try await Self.allEntries(catalog, filters: catalog.defaultFilters)
        for kind in catalog.filterKinds where !kind.isSearchable {
            for option in try await catalog.filterOptions(for: kind, matching: "", freshness: .cachedIfFresh) where !option.isEmpty {
                entries += try await Self.allEntries(catalog, filters: catalog.defaultFilters.replacing(with: CatalogFilter(kind: kind, option: option)))
            }
        }
        #expect(!entries.isEmpty)
        var seenEntries = Set<String>()
        var seenLinks = Set<Link>()
        var links: [(Link, String)] = []
        var failures: [String] = []
        var opened = 0
        while !entries.isEmpty || !links.isEmpty {
            if let entry = entries.popLast() {
                guard seenEntries.insert(entry.id).inserted else { continue }
                do throws(AppError) {
                    let detail = try await catalog.detail(for: entry, freshness: .cachedIfFresh)
                    links += detail.links.map { ($0, entry.title) }
                    opened += 1
                } catch {
                    failures.append("entry \(entry.id) '\(entry.title)': \(error.message)")
                }
            } else if let (link, from) = links.popLast() {
                guard seenLinks.insert(Link(kind: link.kind, id: link.id, label: "")).inserted else { continue }
                do throws(AppError) {
                    let page = try await catalog.open(link, freshness: .cachedIfFresh)
                    links += page.document.links.map { ($0, page.title) }
                    entries += page.entries ?? []
                    opened += 1
                } catch {
                    failures.append("\(link.kind)/\(link.id) '\(link.label)' (from \(from)): \(error.message)")
                }
            }
        }
        #expect(
            failures.isEmpty, Comment(rawValue: "\(failures.count) of \(opened + failures.count) do not open:\n" + failures.sorted().joined(separator: "\n")))
        #expect(opened > 10)
    }
}
