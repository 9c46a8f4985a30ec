import CatalogKit

/// Runs one ``CommandRequest`` against a catalog made by the interface's own composition
/// (same network stack), writing results to an ``OutputSink``. Failures come back as the
/// catalog's ``AppError``; an empty answer as ``ExitStatus/nothingFound``.
public struct CommandRunner: Sendable {
    public var catalog: any Catalog
    /// What the catalog declares: its entries' kind and style, its commands.
    public var descriptor: CatalogDescriptor
    public var request: CommandRequest
    public var output: OutputSink
    public var renderer: TextRenderer
    /// The API's address for an entity, by its id, where one can be given without a secret.
    public var url: @Sendable (String) -> String?
    /// Called after each page of a list with the number of entries so far (progress).
    public var progress: @Sendable (Int) -> Void
    /// A warning for standard error: a part of a detail that did not load.
    public var warn: @Sendable (String) -> Void

    public init(
        catalog: any Catalog, descriptor: CatalogDescriptor, request: CommandRequest, output: OutputSink, renderer: TextRenderer = TextRenderer(),
        url: @escaping @Sendable (String) -> String? = { _ in nil }, progress: @escaping @Sendable (Int) -> Void = { _ in },
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.catalog = catalog
        self.descriptor = descriptor
        self.request = request
        self.output = output
        self.renderer = renderer
        self.url = url
        self.progress = progress
        self.warn = warn
    }

    /// The JSON `kind`: the catalog's entry kind.
    public var kind: LinkKind { descriptor.entryKind }

    public func run() async throws(AppError) -> ExitStatus {
        // The catalog's own commands, and a shared one given options only the catalog reads
        // (`show --scale 2`), are the catalog's to run.
        if descriptor.command(request.command)?.isCatalogsOwn ?? false || !request.ownValues.isEmpty {
            return try await runCatalogsOwn()
        }
        switch request.command {
        case "show":
            return try await show()
        case "search":
            let status = try await emit(pages: [try await search()])
            // Nothing found is said, not only returned: one line, as `show` says it.
            if status == .nothingFound { warn("no \(catalog.itemName) matches “\(DisplayText.line(request.operand ?? ""))”") }
            return status
        default:
            return try await list()
        }
    }

    func show() async throws(AppError) -> ExitStatus {
        let operand = request.operand ?? ""
        guard !operand.trimmingWhitespace().isEmpty else {
            warn("nothing to show: give a name or a number")
            return .nothingFound
        }
        if let link = linkOperand(operand) { return try await show(link) }
        // Nothing left to ask for ("-"), or no entity of that name.
        guard let key = try await catalog.entityKey(for: operand, freshness: .cachedIfFresh) else {
            warn("no \(catalog.itemName) matches “\(DisplayText.line(operand))”")
            return .nothingFound
        }
        return await write(try await catalog.detail(for: Entry(id: key, title: operand), freshness: .cachedIfFresh), key: key)
    }

    /// `detail` as `show` writes an entity, named as the API names it; the parts that did
    /// not load said on standard error.
    func write(_ shown: Detail, key: String, kind: LinkKind? = nil) async -> ExitStatus {
        let kind = kind ?? self.kind
        var detail = shown
        // Named as the API names it: from the cache, or (--names) from the server too.
        while let renamed = await catalog.renamed(detail, showing: nil, freshness: namesFreshness) { detail = renamed }
        // The API's id, from the entity's record: a Pokémon's number, whatever name it was asked by.
        let id = detail.record?.idText ?? key
        // Only the catalog's own entities have an address by id.
        let address = kind == self.kind ? url(id) : nil
        switch request.format {
        case .text: output.write(renderer.render(detail))
        case .json: output.write(EntityJSON.detail(detail, kind: kind, key: id, url: address).serialized(pretty: true) + "\n")
        case .jsonl: output.write(EntityJSON.detail(detail, kind: kind, key: id, url: address).serialized() + "\n")
        case .tsv: output.write(TSV.detail(EntityJSON.detail(detail, kind: kind, key: id, url: address)))
        }
        output.flush()
        // A part that did not load (an evolution chain) is marked in the output and said on
        // standard error; the rest is still the answer.
        for section in detail.sections {
            if case let .unavailable(part, message, _) = section.content { warn("\(section.heading ?? part) did not load: \(message)") }
        }
        return .success
    }

    /// `type/electric`, `ingredient/garlic`: a page of one of the catalog's other link kinds
    /// (its own kind, `pokemon/25`, is shown as an entity); nil for a name.
    private func linkOperand(_ operand: String) -> Link? {
        guard let slash = operand.firstIndex(of: "/") else { return nil }
        let linkKind = LinkKind(String(operand[..<slash]).lowercased())
        let id = String(operand[operand.index(after: slash)...])
        guard linkKind != kind, catalog.linkKinds.contains(linkKind), !id.isEmpty else { return nil }
        return Link(kind: linkKind, id: id, label: id)
    }

    /// A linked page as `show` writes an entity: its document, with its record's keys in
    /// JSON and TSV (a type's damage relations, a move's power) and, in text, its members.
    private func show(_ link: Link) async throws(AppError) -> ExitStatus {
        let page = try await catalog.open(link, freshness: .cachedIfFresh)
        let detail = page.document
        let json = EntityJSON.detail(detail, kind: link.kind, key: detail.record?.idText ?? link.id, url: nil)
        switch request.format {
        case .text:
            var text = renderer.render(detail)
            if let entries = page.entries, !entries.isEmpty {
                text += "\n\(page.itemName) (\(entries.count))\n"
                text += entries.map { TextRenderer.clean(($0.number.map { "#\($0)" } ?? $0.id) + "  " + $0.title) + "\n" }.joined()
            }
            output.write(text)
        case .json: output.write(json.serialized(pretty: true) + "\n")
        case .jsonl: output.write(json.serialized() + "\n")
        case .tsv: output.write(TSV.detail(json))
        }
        output.flush()
        return .success
    }

    private func search() async throws(AppError) -> [Entry] {
        let query = request.operand ?? ""
        switch catalog.searchStrategy {
        case let .localIndex(load):
            // Matched by the names known (the cache's, or the server's with --names) and the slugs.
            return SearchMatcher(entries: await named(try await load(.cachedIfFresh))).matches(query)
        case let .remote(_, search):
            return try await search(query, catalog.defaultFilters, .cachedIfFresh)
        }
    }

    /// Where names come from: the cache alone, or with `--names` the server for what it lacks.
    private var namesFreshness: Freshness { request.fetchesNames ? .cachedIfFresh : .storedOnly }

    /// `entries` under the English names the cache holds (with `--names`, fetched where it
    /// does not, 50 rows at a time, each step said on standard error as the rows named so far,
    /// `done` before these, of `total`).
    private func named(_ entries: [Entry], done: Int = 0, total: Int? = nil) async -> [Entry] {
        var titles: [String: String] = [:]
        let step = 50
        for start in stride(from: 0, to: entries.count, by: step) {
            let chunk = Array(entries[start..<min(entries.count, start + step)])
            titles.merge(await catalog.names(for: chunk, freshness: namesFreshness)) { $1 }
            if request.fetchesNames { warn("names: \(done + start + chunk.count) of \(total ?? entries.count)") }
        }
        guard !titles.isEmpty else { return entries }
        return entries.map { entry in
            var copy = entry
            copy.title = titles[entry.id] ?? entry.title
            return copy
        }
    }

    /// Writes pages as they come: the header (TSV) or opening bracket (JSON) first, each
    /// page flushed before the next is asked for.
    func emit(pages: [[Entry]]) async throws(AppError) -> ExitStatus {
        var stream = ListStream(format: request.format, kind: kind, style: descriptor.entryStyle, output: output, url: url)
        for page in pages { stream.add(page) }
        return stream.finish()
    }

    private func list() async throws(AppError) -> ExitStatus {
        var stream = ListStream(
            format: request.format, kind: kind, style: descriptor.entryStyle, output: output, url: url,
            collecting: request.ownFormat != nil)
        let status = try await list(into: &stream)
        // A format of the catalog's own (GeoJSON): the whole list, written by the catalog.
        guard let format = request.ownFormat, let entries = stream.collected else { return status }
        guard let text = catalog.export(entries, as: format) else {
            warn("this catalog cannot write \(format)")
            return .usage
        }
        output.write(text.hasSuffix("\n") ? text : text + "\n")
        output.flush()
        return status
    }

    private func list(into stream: inout ListStream) async throws(AppError) -> ExitStatus {
        let options = descriptor.command(request.command)?.options ?? []
        // `list type/electric`: the members of a linked page, as --type electric.
        if let operand = request.operand {
            guard let link = linkOperand(operand) else {
                warn(
                    "“\(DisplayText.line(operand))” is not KIND/ID of a kind with members (\(catalog.linkKinds.filter { $0 != kind }.map(\.rawValue).joined(separator: ", ")))"
                )
                return .usage
            }
            let page = try await catalog.open(link, freshness: .cachedIfFresh)
            let members = (page.entries ?? []).dropFirst(request.offset).prefix(request.limit ?? Int.max)
            stream.add(await named(Array(members)))
            let status = stream.finish()
            if status == .nothingFound { warn("the \(link.kind.rawValue) \(page.title) has no \(catalog.itemName)") }
            return status
        }
        // A linked page instead of the list (a recipe's ingredient): its entries.
        for option in options {
            guard case let .link(kind)? = option.role, let value = request.values[option.name] else { continue }
            let page = try await catalog.open(Link(kind: kind, id: value, label: value), freshness: .cachedIfFresh)
            stream.add(Array((page.entries ?? []).prefix(request.limit ?? Int.max)))
            let status = stream.finish()
            if status == .nothingFound { warn("the \(kind.rawValue) \(DisplayText.line(value)) has no \(catalog.itemName)") }
            return status
        }
        let filters = try await filters(options)
        // A value the API has with nothing of it (a type no Pokémon has): nothing to ask.
        if let empty = filters.first(where: \.option.isEmpty) {
            _ = stream.finish()
            warn(Self.emptyList(filters: [empty], offset: 0, itemName: catalog.itemName))
            return .nothingFound
        }
        var offset = request.offset
        var remaining = request.limit ?? descriptor.command(request.command)?.defaultLimit ?? Int.max
        // One request for the whole list where the API gives it so; streamed in pages still.
        let whole = try await catalog.wholeList(filters: filters, freshness: .cachedIfFresh)
        var seen = Set<String>()
        var barren = 0
        while remaining > 0 {
            let page: EntryPage
            if let whole {
                page = Self.page(of: whole, from: offset)
            } else {
                page = try await catalog.page(offset: offset, filters: filters, freshness: .cachedIfFresh)
            }
            if let leftOut = page.leftOut { warn(leftOut) }
            // A server that sends the same entries again (a lying `next`, a count of billions)
            // is not followed page after page.
            let fresh = page.entries.filter { seen.insert($0.id).inserted }
            if fresh.isEmpty, !page.entries.isEmpty {
                warn("the server sent entries it had sent before; the list stops here")
                break
            }
            // Pages that bring nothing (every place on them closed, or a server sending the
            // same page for every offset under a filter) end the list after a while.
            barren = fresh.isEmpty ? barren + 1 : 0
            if barren >= Self.barrenPagesAtMost {
                warn("\(barren) pages in a row brought nothing new; the list stops here")
                break
            }
            let wanted = page.total.map { min($0 - request.offset, request.limit ?? Int.max) }
            let entries = await named(Array(fresh.prefix(remaining)), done: stream.count, total: wanted)
            stream.add(entries)
            remaining -= entries.count
            progress(stream.count)
            if page.isLast || page.nextOffset <= offset || output.closedStatus != nil { break }
            offset = page.nextOffset
        }
        let status = stream.finish()
        if status == .nothingFound { warn(Self.emptyList(filters: filters, offset: request.offset, itemName: catalog.itemName)) }
        return status
    }

    /// Pages in a row with no entry not sent before, after which a list stops.
    static let barrenPagesAtMost = 20

    /// The line an empty list says: "the type Stellar has no Pokémon" where it was
    /// filtered from the start; else that the offset is past the end or the list is empty.
    static func emptyList(filters: [CatalogFilter], offset: Int, itemName: String) -> String {
        if offset > 0 { return "the list has no \(itemName) from offset \(offset) (past the end)" }
        guard !filters.isEmpty else { return "the list has no \(itemName)" }
        let named = filters.map { "the \($0.kind.title.lowercased()) \($0.label)" }.joined(separator: " and ")
        return filters.count == 1 ? "\(named) has no \(itemName)" : "\(named) have no \(itemName) together"
    }

    /// The 50 entries of `all` from `offset`, as a page of the list.
    static func page(of all: [Entry], from offset: Int) -> EntryPage {
        let start = min(max(0, offset), all.count), end = min(all.count, start + 50)
        return EntryPage(entries: Array(all[start..<end]), total: all.count, isLast: end >= all.count, nextOffset: end)
    }

    /// The command's filters as the catalog's: a value named by its label looked up in the
    /// filter's options (a type by its name or number), else the value itself (a generation
    /// by number, a recipe category or area).
    private func filters(_ options: [OptionSpec]) async throws(AppError) -> [CatalogFilter] {
        var filters: [CatalogFilter] = []
        for option in options {
            guard case let .filter(kind, byLabel)? = option.role, let value = request.values[option.name] else { continue }
            guard byLabel else {
                filters.append(CatalogFilter(kind: kind, option: FilterOption(value: value)))
                continue
            }
            let known = try await catalog.filterOptions(for: kind, matching: "", freshness: .cachedIfFresh)
            guard let found = known.first(where: { $0.value == value || $0.label.lowercased() == value }) else {
                throw AppError(kind: .notFound, message: "Not found: the server has no such \(kind.title.lowercased()).", isRetryable: false)
            }
            filters.append(CatalogFilter(kind: kind, option: found))
        }
        return filters
    }
}
