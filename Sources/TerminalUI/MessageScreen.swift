import Browser
import Views

/// A screen that only says something (how to set up an API key, say); q or Esc quits.
@MainActor
public final class MessageScreen: TerminalScreen {
    private let title: String
    private let paragraphs: [String]

    public init(title: String, paragraphs: [String]) {
        self.title = title
        self.paragraphs = paragraphs
    }

    public func start(changed: @escaping @MainActor () -> Void) {}
    public func stop() {}

    public func render(width: Int, height: Int, theme: Theme) -> CellGrid {
        MessageView.render(title: title, paragraphs: paragraphs, width: width, height: height, theme: theme)
    }

    public func handle(_ key: Key) -> ScreenOutcome {
        switch key {
        case .character("q"), .escape, .control("c"): return .quit
        default: return .continue
        }
    }
}
