/// A run of text in one style.
public struct Span: Sendable, Equatable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line made of styled spans.
public struct StyledLine: Sendable, Equatable {
    public var spans: [Span]

    public init(_ spans: [Span] = []) { self.spans = spans }
    public init(_ text: String, _ style: Style = .plain) { spans = [Span(text, style)] }

    public static let empty = StyledLine()

    public var text: String { spans.map(\.text).joined() }
}
