import Browser
import Views

/// The browser as a screen.
@MainActor
public final class BrowserScreen: TerminalScreen {
    public let model: BrowserViewModel

    public init(model: BrowserViewModel) {
        self.model = model
    }

    public func start(changed: @escaping @MainActor () -> Void) {
        model.onChange = changed
        model.start()
    }

    public func stop() {
        model.onChange = nil
        model.stop()
    }

    public func render(width: Int, height: Int, theme: Theme) -> CellGrid {
        let frame = ScreenView.render(model.state, width: width, height: height, theme: theme)
        let before = model.state
        let onChange = model.onChange
        model.onChange = nil  // layout feedback must not schedule another frame by itself
        model.updateLayout(listRows: frame.listRows, detailRows: frame.detailRows, maxDetailScroll: frame.maxDetailScroll)
        model.onChange = onChange
        // The first frame at a new size may have moved the scroll positions: draw again.
        return model.state == before ? frame.grid : ScreenView.render(model.state, width: width, height: height, theme: theme).grid
    }

    public func handle(_ key: Key) -> ScreenOutcome {
        model.handle(key) == .quit ? .quit : .continue
    }
}
