/// A ``CatalogKit/Detail`` laid out for a width: its lines, and where the text of each of its
/// links sits (in ``CatalogKit/Detail/links`` order), so the selected one can be drawn
/// reversed without laying the document out again, and the screen model can scroll to it.
public struct DetailLayout: Sendable, Equatable {
    /// One piece of a link's text: the span `span` of line `line` (a long link wraps).
    public struct Place: Sendable, Equatable {
        public var line: Int
        public var span: Int
    }

    public var lines: [StyledLine] = []
    /// The places of each link's text, by link.
    public var links: [[Place]] = []
    /// The widths of the lines, while they are laid out.
    var flow = TextFlow.full(0)

    public init(lines: [StyledLine] = [], links: [[Place]] = []) {
        self.lines = lines
        self.links = links
    }

    /// The first line of each link.
    public var linkLines: [Int] { links.map { $0.first?.line ?? 0 } }

    /// The lines with link `selected` drawn reversed (a reversed chip turns plain).
    public func lines(selecting selected: Int?) -> [StyledLine] {
        guard let selected, links.indices.contains(selected) else { return lines }
        var result = lines
        for place in links[selected] where result.indices.contains(place.line) && result[place.line].spans.indices.contains(place.span) {
            result[place.line].spans[place.span].style.reverse.toggle()
        }
        return result
    }

    /// Adds a line.
    mutating func append(_ line: StyledLine) { lines.append(line) }

    /// The width of the next line.
    var width: Int { flow.width(at: lines.count) }

    /// `text` wrapped for the lines that come next, `indent` columns of each taken by what
    /// stands before it (a bullet, a label column, a tree's guides).
    func wrap(_ text: String, indent: Int = 0) -> [String] {
        let start = lines.count, flow = self.flow
        return TextWrap.wrap(text, widths: { flow.width(at: start + $0) - indent })
    }

    /// Adds a line whose span `span` is (a piece of) a link's text, continuing the link
    /// before when `continues`.
    mutating func append(_ line: StyledLine, linkSpan span: Int, continues: Bool) {
        let place = Place(line: lines.count, span: span)
        if continues, !links.isEmpty { links[links.count - 1].append(place) } else { links.append([place]) }
        lines.append(line)
    }

    /// Marks span `span` of the last line as a (further) link.
    mutating func markLast(span: Int) {
        links.append([Place(line: lines.count - 1, span: span)])
    }
}
