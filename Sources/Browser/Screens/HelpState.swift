import CatalogKit

/// The help overlay: sections of key bindings, generated from the key maps, and how far it
/// is scrolled.
public struct HelpState: Sendable, Equatable {
    /// One line of the overlay: a heading, or keys and what they do.
    public struct Line: Sendable, Equatable {
        public var keys: String
        public var summary: String
        public var isHeading: Bool

        public init(keys: String, summary: String, isHeading: Bool = false) {
            self.keys = keys
            self.summary = summary
            self.isHeading = isHeading
        }
    }

    public var title: String
    public var lines: [Line]
    public var scroll: Int
    /// How the overlay is scrolled and closed, for its footer.
    public var footer: String

    public init(title: String = "Keys", lines: [Line], scroll: Int = 0, footer: String) {
        self.title = title
        self.lines = lines
        self.scroll = scroll
        self.footer = footer
    }

    /// The lines for `sections` of bindings; headings only when there is more than one.
    public static func lines(_ sections: [(title: String, map: KeyMap)]) -> [Line] {
        var lines: [Line] = []
        for section in sections {
            let bindings = section.map.listed
            guard !bindings.isEmpty else { continue }
            if sections.count > 1 {
                if !lines.isEmpty { lines.append(Line(keys: "", summary: "")) }
                lines.append(Line(keys: section.title, summary: "", isHeading: true))
            }
            lines += bindings.map { Line(keys: $0.label, summary: $0.summary) }
        }
        return lines
    }

    /// A catalog's help: browsing, searching and its kinds of picker.
    public static func catalog(filterKinds: [FilterKind], canGoBack: Bool, actions: [CatalogAction] = []) -> HelpState {
        var sections: [(title: String, map: KeyMap)] = [
            ("Browsing", .browseReference(filterKinds: filterKinds, canGoBack: canGoBack, actions: actions)),
            ("Links, in the detail", .linksReference), ("Searching", .search),
            ("Mouse", .mouse),
        ]
        if filterKinds.contains(where: { !$0.isSearchable }) { sections.append(("Choosing from a list", .picker(searchable: false))) }
        if filterKinds.contains(where: \.isSearchable) { sections.append(("Choosing by name", .picker(searchable: true))) }
        return HelpState(lines: lines(sections), footer: KeyMap.help.hints.joined(separator: "  "))
    }

    /// This help after `command` on a screen `height` rows high; nil when it closes.
    public func performing(_ command: Command, height: Int) -> HelpState? {
        var help = self
        return help.perform(command, rows: ScreenLayout.helpRows(height: height, lineCount: lines.count)) ? help : nil
    }

    /// Scrolls or closes for `command`, `rows` lines showing at once. Returns false when the
    /// overlay should close.
    public mutating func perform(_ command: Command, rows: Int) -> Bool {
        let maximum = max(0, lines.count - max(1, rows))
        let page = max(1, rows - 1)
        switch command {
        case .moveUp: scroll -= 1
        case .moveDown: scroll += 1
        case .pageUp: scroll -= page
        case .pageDown: scroll += page
        case .first: scroll = 0
        case .last: scroll = maximum
        case .closeHelp: return false
        default: break
        }
        scroll = min(max(0, scroll), maximum)
        return true
    }
}
