/// A catalog-neutral document for the detail pane: each catalog maps its data into one,
/// and one view renders them all.
public struct Detail: Sendable, Equatable {
    public var title: String
    /// A line under the title, for example "#025 · Mouse Pokémon".
    public var subtitle: String?
    /// Short tags shown as chips, for example the types.
    public var badges: [Badge]
    public var sections: [DetailSection]
    /// Web pages about the entity, the most useful first: the one `o` opens and `y` copies.
    public var webPages: [WebPage]
    /// The entity's own id as its list names it (a Pokémon's number), when the document knows
    /// it: a page opened by name (`explore pokemon pikachu`) is still the same entity.
    public var entityID: String?
    /// The picture beside the header (a sprite, a dish's photo), loaded after the text.
    public var picture: DetailPicture?
    /// Where the list's places are measured from: the detail shows a map around it.
    public var mapCenter: MapPoint?
    /// The entity's facts for its JSON, as its catalog read them from the API; nil for a
    /// document that is no entity's (a type, an area), whose JSON is the document alone.
    public var record: EntityRecord?
    /// Labels drawn from slugs stand in for English names still to come: the screen asks the
    /// catalog for them (``Catalog/renamed(_:showing:freshness:)``) after showing the document.
    public var namesPending = false
    /// The versions of the document the catalog can make instead, by its own ids (a
    /// Pokémon's moves in each game it is in, newest first); empty when there is one.
    public var variants: [String] = []
    /// Which of ``variants`` is shown.
    public var variant: String?
    /// Parts shown as "Loading…" because they were not at hand when the rest was (see
    /// ``Catalog/promptDetail(for:freshness:)``): the screen loads them at once with
    /// ``Catalog/detailPart(_:for:freshness:)``.
    public var pendingParts: [String] = []

    public init(
        title: String, subtitle: String? = nil, badges: [Badge] = [], sections: [DetailSection] = [], webPages: [WebPage] = [],
        picture: DetailPicture? = nil, mapCenter: MapPoint? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.badges = badges
        self.sections = sections
        self.webPages = webPages
        self.picture = picture
        self.mapCenter = mapCenter
    }

    /// Whether the document has any link, found without listing them all (the key map asks
    /// on every key).
    public var hasLinks: Bool {
        if badges.contains(where: { $0.link != nil }) { return true }
        return sections.contains { section in
            switch section.content {
            case let .fields(fields): return fields.contains { $0.link != nil }
            case let .links(links): return !links.isEmpty
            case let .tree(node): return !node.allLinks.isEmpty
            case .bars, .paragraph, .list, .unavailable: return false
            }
        }
    }

    /// Every link of the document in reading order: badges, then each section's fields,
    /// link lists and tree nodes. The detail pane moves through these.
    public var links: [Link] {
        var result = badges.compactMap(\.link)
        for section in sections {
            switch section.content {
            case let .fields(fields): result += fields.compactMap(\.link)
            case let .links(links): result += links
            case let .tree(node): result += node.allLinks
            case .bars, .paragraph, .list, .unavailable: break
            }
        }
        return result
    }

    /// The parts that failed to load and may load if asked again, in reading order.
    public var retryableParts: [String] {
        sections.compactMap { section in
            if case let .unavailable(part, _, true) = section.content { return part }
            return nil
        }
    }

    /// The document with the section standing for the failed `part` replaced by `replacement`
    /// (the part's own sections, or a new ``DetailContent/unavailable(part:message:isRetryable:)``).
    public func replacingPart(_ part: String, with replacement: [DetailSection]) -> Detail {
        var copy = self
        guard let index = sections.firstIndex(where: { $0.content.unavailablePart == part }) else { return copy }
        copy.sections.replaceSubrange(index...index, with: replacement)
        copy.record?.fill(part: part, from: replacement)
        return copy
    }
}

/// A titled part of a ``Detail``.
public struct DetailSection: Sendable, Equatable {
    public var heading: String?
    public var content: DetailContent
    /// What this section is worth in its entity's ``EntityRecord``, when it is the whole of a
    /// key (the evolution chain's tree): set by the catalog that builds it, so a part loaded
    /// again brings its key's value along.
    public var recordValue: JSONValue?

    public init(_ heading: String?, _ content: DetailContent, recordValue: JSONValue? = nil) {
        self.heading = heading
        self.content = content
        self.recordValue = recordValue
    }
}

/// What a section holds.
public enum DetailContent: Sendable, Equatable {
    /// Label–value pairs in two columns.
    case fields([Field])
    /// Horizontal bars, for example base stats.
    case bars([Bar])
    /// Wrapped prose.
    case paragraph(String)
    /// A bulleted list.
    case list([String])
    /// A tree drawn with branches, for example an evolution chain.
    case tree(TreeNode)
    /// A list of links, each on its own line (a Pokémon's moves, a recipe's ingredients'
    /// pages), each followable.
    case links([Link])
    /// A part of the document that did not load (a Pokémon's evolution chain, say) while the
    /// rest did: `message` says what failed; `part` names it for
    /// ``Catalog/detailPart(_:for:freshness:)`` when `isRetryable`.
    case unavailable(part: String, message: String, isRetryable: Bool)

    /// The part this content stands in for, when it is ``unavailable(part:message:isRetryable:)``.
    public var unavailablePart: String? {
        if case let .unavailable(part, _, _) = self { return part }
        return nil
    }
}

/// One label–value pair.
public struct Field: Sendable, Equatable {
    public var label: String
    public var value: String
    /// Where the value leads, if it names a resource (a generation, a recipe's area).
    public var link: Link?
    /// Whether the link is drawn on the label rather than the value: an ingredient's name
    /// leads somewhere, its measure does not.
    public var linksLabel: Bool

    public init(_ label: String, _ value: String, link: Link? = nil, linksLabel: Bool = false) {
        self.label = label
        self.value = value
        self.link = link
        self.linksLabel = linksLabel
    }
}

/// One labelled bar with its value, on a scale that says what fills it and its tone.
public struct Bar: Sendable, Equatable {
    public var label: String
    public var value: Int
    public var scale: BarScale

    public init(_ label: String, value: Int, scale: BarScale) {
        self.label = label
        self.value = value
        self.scale = scale
    }

    /// A bar in the standard tone, full at `maximum`.
    public init(_ label: String, value: Int, maximum: Int) {
        self.init(label, value: value, scale: BarScale(maximum: maximum))
    }

    public var maximum: Int { scale.maximum }
    public var tone: Tone { scale.tone(for: value) }
}

/// A node of a ``DetailContent/tree(_:)``: its text, an optional note on how it is reached
/// (for example "level 16"), whether it is the entry being shown, and its children.
public struct TreeNode: Sendable, Equatable {
    public var label: String
    /// How the node is reached, in one text (every way joined: what JSON gives).
    public var note: String?
    public var isCurrent: Bool
    public var children: [TreeNode]
    /// Where the node leads (an evolution chain's member), if anywhere.
    public var link: Link?
    /// The ways the node is reached when there are several, each drawn on its own line
    /// under it ("level 25 at night → Lycanroc Midnight"); empty when ``note`` says it.
    public var ways: [String]
    /// What the ways have in common, said beside the label ("Rockruff only"), if anything.
    public var waysLead: String?

    public init(
        _ label: String, note: String? = nil, isCurrent: Bool = false, children: [TreeNode] = [], link: Link? = nil,
        ways: [String] = [], waysLead: String? = nil
    ) {
        self.label = label
        self.note = note
        self.isCurrent = isCurrent
        self.children = children
        self.link = link
        self.ways = ways
        self.waysLead = waysLead
    }

    /// What the label's line says in brackets after the name: the note, or with several ways
    /// on lines of their own only what they share.
    public var labelNote: String? { ways.count > 1 ? waysLead : note }

    /// All labels, depth first.
    public var allLabels: [String] {
        [label] + children.flatMap(\.allLabels)
    }

    /// All links, depth first.
    public var allLinks: [Link] {
        (link.map { [$0] } ?? []) + children.flatMap(\.allLinks)
    }
}
