/// One row of a catalog's list: enough to show it, find it by name and open it.
public struct Entry: Sendable, Hashable, Identifiable {
    /// The catalog's own key for the item (a PokéAPI id, a TheMealDB id, a Geoapify place id).
    public var id: String
    /// What the list shows, already cleaned for display.
    public var title: String
    /// A number shown before the title and matched by `#25` searches, where the catalog has one.
    public var number: Int?
    /// A short second column (a category and area), or nil.
    public var subtitle: String?
    /// Columns after the title, each lined up across the list (a place's distance and
    /// street); empty where the entry has at most a ``subtitle``. Entries of one list have
    /// the same columns, empty text where a value is missing.
    public var columns: [EntryColumn]
    /// Where it is, for an entry that is a place (a dot on the map).
    public var location: MapPoint?
    /// The API's own name for it (a slug such as `charizard-mega-x`), where that is not its
    /// title: matched by search beside the title, and printed by `list` beside the title.
    public var name: String?
    /// The row's data for the commands' JSON and TSV, after its display keys, as the
    /// catalog read them from the API (a place's `distance_m`, `lat`, `lon`, address):
    /// numbers as numbers, never display text. Entries of one list have the same keys.
    public var fields: EntryFields

    public init(
        id: String, title: String, number: Int? = nil, subtitle: String? = nil, columns: [EntryColumn] = [], location: MapPoint? = nil, name: String? = nil,
        fields: EntryFields = EntryFields()
    ) {
        self.fields = fields
        self.id = id
        self.title = title
        self.name = name
        self.number = number
        self.subtitle = subtitle
        self.columns = columns
        self.location = location
    }
}

/// One column of a list row after the title: its text and which side it keeps to.
public struct EntryColumn: Sendable, Hashable {
    /// Which edge of its column the text keeps to.
    public enum Alignment: Sendable, Hashable {
        /// Text such as a street: cut with "…" when the column is narrow.
        case leading
        /// Numbers such as a distance, lined up on their right.
        case trailing
    }

    public var text: String
    public var alignment: Alignment
    /// What the column says where a narrow row has no room for all of ``text`` (a place's
    /// "open" for "open · closes 19:30"): kept, as a distance is, before the title takes the
    /// rest, and shown whole rather than ``text`` cut short. Nil: the column gives way.
    public var short: String?

    public init(_ text: String, alignment: Alignment = .leading, short: String? = nil) {
        self.text = text
        self.alignment = alignment
        self.short = short
    }
}

/// One page of a catalog's list.
public struct EntryPage: Sendable, Equatable {
    public var entries: [Entry]
    /// How many entries the whole list has, when the API says.
    public var total: Int?
    /// No page follows this one.
    public var isLast: Bool
    /// Where the next page starts: this page's offset plus the results the server sent,
    /// counted before any were dropped as unusable.
    public var nextOffset: Int
    /// What the catalog left out of this page as invalid data, said once to the user
    /// ("2 places left out: their coordinates are not on the Earth"); nil when nothing was.
    public var leftOut: String?

    public init(entries: [Entry], total: Int?, isLast: Bool, nextOffset: Int, leftOut: String? = nil) {
        self.entries = entries
        self.total = total
        self.isLast = isLast
        self.nextOffset = nextOffset
        self.leftOut = leftOut
    }
}

/// A list row's data keys in order (``Entry/fields``); equal when their JSON is.
public struct EntryFields: Sendable, Hashable {
    public var pairs: [(String, JSONValue)]

    public init(_ pairs: [(String, JSONValue)] = []) {
        self.pairs = pairs
    }

    public static func == (lhs: EntryFields, rhs: EntryFields) -> Bool {
        JSONValue.object(lhs.pairs) == JSONValue.object(rhs.pairs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(JSONValue.object(pairs).serialized())
    }
}
