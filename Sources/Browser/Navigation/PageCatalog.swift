import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A followed link's page as a catalog, so that a linked screen browses and searches its
/// entries with a catalog screen's own parts: one page from memory, a local name index over
/// it, and details and further links from the catalog the link came from. No request of its
/// own: the page is already there.
struct PageCatalog: Catalog {
    let base: any Catalog
    let linked: LinkedPage

    init(base: any Catalog, page: LinkedPage) {
        // Links followed from a page open in the catalog itself, not in a page of a page.
        self.base = (base as? PageCatalog)?.base ?? base
        linked = page
    }

    var title: String { linked.title }
    var itemName: String { linked.itemName }

    var searchStrategy: SearchStrategy {
        let entries = linked.entries ?? []
        return .localIndex(load: { _ in entries })
    }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let entries = linked.entries ?? []
        return EntryPage(entries: Array(entries.dropFirst(offset)), total: entries.count, isLast: true, nextOffset: entries.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await base.detail(for: entry, freshness: freshness)
    }

    func promptDetail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        try await base.promptDetail(for: entry, freshness: freshness)
    }

    func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        try await base.detailPart(part, for: entry, freshness: freshness)
    }

    func names(for entries: [Entry], freshness: Freshness) async -> [String: String] {
        await base.names(for: entries, freshness: freshness)
    }

    func renamed(_ detail: Detail, showing visible: [Link]?, freshness: Freshness) async -> Detail? {
        await base.renamed(detail, showing: visible, freshness: freshness)
    }

    func varied(_ detail: Detail, to variant: String, freshness: Freshness) async -> Detail? {
        await base.varied(detail, to: variant, freshness: freshness)
    }

    func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        try await base.open(link, freshness: freshness)
    }

    /// The catalog's own kinds: its entries' kind names what the page's documents are.
    var linkKinds: [LinkKind] { base.linkKinds }
    var sortOrders: [EntrySort] { base.sortOrders }

    func entityAddress(for id: String) -> String? { base.entityAddress(for: id) }
    func mapPicture(of places: [MapPoint], width: Int, height: Int) -> MapPicture? { base.mapPicture(of: places, width: width, height: height) }

    var actions: [CatalogAction] { base.actions }
    func badge(for entry: Entry) -> String? { base.badge(for: entry) }
    func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome {
        try await base.perform(action, in: context)
    }

    func pictureBytes(at url: URL, freshness: Freshness) async throws(AppError) -> Data {
        try await base.pictureBytes(at: url, freshness: freshness)
    }
}
