/// The state of a screen that only says something (how to set up an API key, say).
public struct MessageState: Sendable, Equatable {
    public var title: String
    public var paragraphs: [String]
    public var keyMap: KeyMap

    public init(title: String, paragraphs: [String], keyMap: KeyMap = .message(canGoBack: false)) {
        self.title = title
        self.paragraphs = paragraphs
        self.keyMap = keyMap
    }
}

/// A screen that only says something: Esc goes back when there is a screen below; q quits.
@MainActor
public final class MessageScreenModel: Screen {
    private let title: String
    private let paragraphs: [String]
    public var onChange: (@MainActor () -> Void)?
    public var canGoBack = false

    public init(title: String, paragraphs: [String]) {
        self.title = title
        self.paragraphs = paragraphs
    }

    public var content: ScreenContent { .message(MessageState(title: title, paragraphs: paragraphs, keyMap: .message(canGoBack: canGoBack))) }
    public func start() {}
    public func stop() {}
    public func resize(width: Int, height: Int) {}

    public func handle(_ key: Key) -> ScreenAction {
        switch KeyMap.message(canGoBack: canGoBack).command(for: key) {
        case .back: return .back
        case .quit: return .quit
        default: return .none
        }
    }
}
