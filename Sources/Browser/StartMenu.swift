/// The start screen's model: the catalogs that exist, one of them selected.
public struct StartMenu: Sendable, Equatable {
    /// One catalog on the start screen.
    public struct Item: Sendable, Equatable {
        public var command: String
        public var title: String
        public var summary: String

        public init(command: String, title: String, summary: String) {
            self.command = command
            self.title = title
            self.summary = summary
        }
    }

    /// What the caller should do after a key.
    public enum Outcome: Sendable, Equatable {
        case stay, open(Item), quit
    }

    public let items: [Item]
    public private(set) var selection = 0
    public private(set) var isShowingHelp = false

    public init(items: [Item]) {
        self.items = items
    }

    public mutating func handle(_ key: Key) -> Outcome {
        if isShowingHelp {
            isShowingHelp = false
            return .stay
        }
        switch KeyMap.command(for: key) {
        case .moveUp: selection = max(0, selection - 1)
        case .moveDown: selection = min(items.count - 1, selection + 1)
        case .first: selection = 0
        case .last: selection = max(0, items.count - 1)
        case .open: return items.isEmpty ? .stay : .open(items[selection])
        case .help: isShowingHelp = true
        case .quit, .back: return .quit
        default: break
        }
        return .stay
    }
}
