/// A catalog whose documents link only what opens: the built-in demo's few files cannot
/// hold every type, ability or Pokémon its Pokémon name, so what the demo does not hold is
/// shown as plain text rather than as a link that answers "Not found". Each link is tried
/// once (on local files, at no network cost); a failure other than "not found" keeps it.
public struct OpenableLinksCatalog: Catalog {
    public let base: any Catalog
    private let known = KnownLinks()

    public init(_ base: any Catalog) {
        self.base = base
    }

    public var title: String { base.title }
    public var itemName: String { base.itemName }
    public var searchStrategy: SearchStrategy { base.searchStrategy }
    public var listOrder: String { base.listOrder }
    public var sortOrders: [EntrySort] { base.sortOrders }
    public var filterKinds: [FilterKind] { base.filterKinds }
    public var defaultFilters: [CatalogFilter] { base.defaultFilters }
    public var linkKinds: [LinkKind] { base.linkKinds }
    public func entityKey(for operand: String, freshness: Freshness) async throws(AppError) -> String? {
        try await base.entityKey(for: operand, freshness: freshness)
    }
    public func entityAddress(for id: String) -> String? { base.entityAddress(for: id) }
    public func mapPicture(of places: [MapPoint], width: Int, height: Int) -> MapPicture? { base.mapPicture(of: places, width: width, height: height) }
    public var actions: [CatalogAction] { base.actions }
    public func badge(for entry: Entry) -> String? { base.badge(for: entry) }
    public func export(_ entries: [Entry], as format: String) -> String? { base.export(entries, as: format) }
    public func run(_ call: CommandCall, freshness: Freshness) async throws(AppError) -> CommandOutput {
        try await base.run(call, freshness: freshness)
    }

    public func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome {
        switch try await base.perform(action, in: context) {
        case let .replaceDetail(detail, notice): return .replaceDetail(await pruned(detail), notice: notice)
        case let outcome: return outcome
        }
    }

    public func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        try await base.page(offset: offset, filters: filters, freshness: freshness)
    }

    public func wholeList(filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> [Entry]? {
        try await base.wholeList(filters: filters, freshness: freshness)
    }

    public func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption] {
        try await base.filterOptions(for: kind, matching: query, freshness: freshness)
    }

    public func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        await pruned(try await base.detail(for: entry, freshness: freshness))
    }

    public func promptDetail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        await pruned(try await base.promptDetail(for: entry, freshness: freshness))
    }

    public func detailPart(_ part: String, for entry: Entry, freshness: Freshness) async throws(AppError) -> [DetailSection] {
        let sections = try await base.detailPart(part, for: entry, freshness: freshness)
        return await pruned(Detail(title: "", sections: sections)).sections
    }

    public func names(for entries: [Entry], freshness: Freshness) async -> [String: String] {
        await base.names(for: entries, freshness: freshness)
    }

    public func renamed(_ detail: Detail, showing visible: [Link]?, freshness: Freshness) async -> Detail? {
        guard let renamed = await base.renamed(detail, showing: visible, freshness: freshness) else { return nil }
        return await pruned(renamed)
    }

    public func varied(_ detail: Detail, to variant: String, freshness: Freshness) async -> Detail? {
        guard let varied = await base.varied(detail, to: variant, freshness: freshness) else { return nil }
        return await pruned(varied)
    }

    public func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        var page = try await base.open(link, freshness: freshness)
        page.document = await pruned(page.document)
        return page
    }

    /// `detail` with the links that do not open turned into plain text.
    func pruned(_ detail: Detail) async -> Detail {
        var dead = Set<Link>()
        for link in Set(detail.links) where !(await opens(link)) { dead.insert(link) }
        guard !dead.isEmpty else { return detail }
        var copy = detail
        copy.badges = detail.badges.map { badge in
            var badge = badge
            if let link = badge.link, dead.contains(link) { badge.link = nil }
            return badge
        }
        copy.sections = detail.sections.flatMap { section -> [DetailSection] in
            var section = section
            switch section.content {
            case let .fields(fields):
                section.content = .fields(
                    fields.map { field in
                        var field = field
                        if let link = field.link, dead.contains(link) { field.link = nil }
                        return field
                    })
            case let .tree(node):
                section.content = .tree(Self.unlinked(node, dead))
            case let .links(links):
                // Those that open stay links; the others follow them as plain items.
                let live = links.filter { !dead.contains($0) }
                let plain = links.filter { dead.contains($0) }.map(\.label)
                if live.isEmpty {
                    section.content = .list(plain)
                } else if !plain.isEmpty {
                    section.content = .links(live)
                    return [section, DetailSection(nil, .list(plain))]
                }
            case .bars, .paragraph, .list, .unavailable:
                break
            }
            return [section]
        }
        return copy
    }

    static func unlinked(_ node: TreeNode, _ dead: Set<Link>) -> TreeNode {
        var node = node
        if let link = node.link, dead.contains(link) { node.link = nil }
        node.children = node.children.map { unlinked($0, dead) }
        return node
    }

    /// Whether `link` opens, asked of the base catalog once.
    func opens(_ link: Link) async -> Bool {
        let key = Link(kind: link.kind, id: link.id, label: "")
        if let known = await known.value(for: key) { return known }
        let result: Bool
        do throws(AppError) {
            _ = try await base.open(link, freshness: .cachedIfFresh)
            result = true
        } catch {
            result = error.kind != .notFound
        }
        await known.set(result, for: key)
        return result
    }
}

/// What ``OpenableLinksCatalog`` found out about links.
private actor KnownLinks {
    private var values: [Link: Bool] = [:]

    func value(for link: Link) -> Bool? { values[link] }
    func set(_ value: Bool, for link: Link) { values[link] = value }
}
