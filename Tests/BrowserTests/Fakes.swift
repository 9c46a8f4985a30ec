import Browser
import CatalogKit
import Foundation

/// A catalog of numbered entries whose answers tests control.
final class FakeCatalog: Catalog, @unchecked Sendable {
    let title = "Things"
    let itemName = "thing"
    let pageSize: Int
    let all: [Entry]
    let filterKinds: [FilterKind]

    private let lock = NSLock()
    private var _detailRequests: [(String, Freshness)] = []
    private var _pageRequests: [(Int, Freshness)] = []
    private var _failures: [String: AppError] = [:]
    private var _slowIDs: Set<String> = []
    private var _titleSuffix = ""

    init(count: Int, pageSize: Int = 50, names: [String] = [], filterKinds: [FilterKind] = []) {
        self.pageSize = pageSize
        self.filterKinds = filterKinds
        all = (1...max(1, count)).map { n in
            Entry(id: String(n), title: n <= names.count ? names[n - 1] : "Thing \(n)", number: n)
        }
    }

    var searchStrategy: SearchStrategy {
        .localIndex(load: { [self] _ throws(AppError) in
            if let error = failure("index") { throw error }
            return all
        })
    }

    var detailRequests: [String] { lock.withLock { _detailRequests.map(\.0) } }
    var detailFreshness: [Freshness] { lock.withLock { _detailRequests.map(\.1) } }
    var pageRequests: [Int] { lock.withLock { _pageRequests.map(\.0) } }
    var pageFreshness: [Freshness] { lock.withLock { _pageRequests.map(\.1) } }
    func fail(_ what: String, with error: AppError?) { lock.withLock { _failures[what] = error } }
    /// Details of these entries never arrive unless cancelled.
    func setSlow(_ ids: Set<String>) { lock.withLock { _slowIDs = ids } }
    private func failure(_ what: String) -> AppError? { lock.withLock { _failures[what] } }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        lock.withLock { _pageRequests.append((offset, freshness)) }
        if let error = failure("page") { throw error }
        let slice = Array(all.dropFirst(offset).prefix(pageSize))
        return EntryPage(entries: slice, total: all.count, isLast: offset + slice.count >= all.count, nextOffset: offset + slice.count)
    }

    func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption] {
        if let error = failure("options") { throw error }
        // "None" has no entries, as a Pokémon type no Pokémon has: the picker leaves it out.
        return ["One", "Two", "Three"].map { FilterOption(value: $0) } + [FilterOption(value: "None", isEmpty: true)]
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        let slow = lock.withLock { () -> Bool in
            _detailRequests.append((entry.id, freshness))
            return _slowIDs.contains(entry.id)
        }
        if slow {
            // A server that does not answer: only cancellation ends the wait.
            do { try await Task.sleep(for: .seconds(3600)) } catch { throw .cancelled }
        }
        if let error = failure("detail") { throw error }
        return Detail(title: entry.title, subtitle: "#\(entry.id)")
    }
}

/// Thirty items in pages of ten, of which every fifth is unusable and dropped.
final class DroppingCatalog: Catalog, @unchecked Sendable {
    let title = "Dropping"
    let itemName = "item"
    private let lock = NSLock()
    private var _offsets: [Int] = []
    var offsets: [Int] { lock.withLock { _offsets } }
    var searchStrategy: SearchStrategy { .localIndex(load: { _ in [] }) }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        lock.withLock { _offsets.append(offset) }
        let ids = (offset..<min(30, offset + 10)).filter { $0 % 5 != 4 }
        return EntryPage(entries: ids.map { Entry(id: String($0), title: "Item \($0)") }, total: 30, isLast: offset + 10 >= 30, nextOffset: offset + 10)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail { Detail(title: entry.title) }
}

let offline = AppError(kind: .offline, message: "Can't reach the server.", isRetryable: true)
