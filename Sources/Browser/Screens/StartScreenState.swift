/// The start screen's state: the catalogs that exist, one of them selected.
public struct StartScreenState: Sendable, Equatable {
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

    public var items: [Item]
    public var selection: Int
    /// The help overlay, while it is open.
    public var help: HelpState?
    public var keyMap: KeyMap { help == nil ? .start : .help }

    public init(items: [Item], selection: Int = 0, help: HelpState? = nil) {
        self.items = items
        self.selection = selection
        self.help = help
    }
}
