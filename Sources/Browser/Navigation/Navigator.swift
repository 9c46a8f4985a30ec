/// The stack of screens. The terminal drives the top one: keys, the size, and what to draw.
/// A screen pushes another (the start screen opening a catalog, a followed link) and asks to
/// go back; the root screen has nowhere to go back to, so there "back" does nothing.
///
/// Back stops the screen it leaves (its loads end) but keeps it, state and all, on a
/// forward stack: the forward key puts it back on top as it was. Pushing a new screen
/// clears the forward stack, as a browser does.
@MainActor
public final class Navigator {
    public private(set) var stack: [any Screen]
    /// Screens back left, the most recent last.
    public private(set) var forwardStack: [any Screen] = []
    /// Called after every change of the top screen or of the stack.
    public var onChange: (@MainActor () -> Void)?
    private var size: (width: Int, height: Int) = (80, 24)

    public init(root: any Screen) {
        stack = [root]
    }

    /// A navigator that opens on the last of `screens` (a deep link: the catalog's list, then
    /// the linked screen), the others below it; `screens` must not be empty.
    public convenience init(root: any Screen, above: [any Screen]) {
        self.init(root: root)
        stack += above
    }

    /// A navigator opened on a deep link: `linked` over its catalog's screen `root`. When the
    /// page is an entity's own (`explore pokemon pikachu`), the list below selects that entity,
    /// paging on to it if need be, so that back lands on it rather than on the first row.
    public convenience init(root: any Screen, deepLink linked: LinkedScreenModel) {
        if let catalog = root as? CatalogScreenModel, let id = linked.page.value?.document.entityID {
            catalog.reveal(entryID: id)
        }
        self.init(root: root, above: [linked])
    }

    // The stack is never empty: `back` leaves the root in place.
    public var top: any Screen { stack[stack.count - 1] }
    public var content: ScreenContent { top.content }

    /// Starts every screen on the stack, the top one last.
    public func start() {
        for (index, screen) in stack.enumerated() {
            if index == stack.count - 1 { attach(screen) }
            screen.canGoBack = index > 0
            screen.start()
        }
    }

    /// Stops every screen.
    public func stop() {
        for screen in (stack + forwardStack).reversed() {
            screen.onChange = nil
            screen.stop()
        }
    }

    public func resize(width: Int, height: Int) {
        size = (width, height)
        top.resize(width: width, height: height)
    }

    /// Hands `key` to the top screen. Returns true when the app should quit.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        switch top.handle(key) {
        case .none:
            break
        case .quit:
            return true
        case .back:
            goBack(1)
        case let .backScreens(count):
            goBack(count)
        case let .push(screen):
            push(screen)
        case .forward:
            guard let screen = forwardStack.popLast() else { break }
            stack.append(screen)
            show(screen)
            screen.resume()
        }
        onChange?()
        return false
    }

    /// `screen` on top, started: the forward stack is cleared, as a browser does.
    private func push(_ screen: any Screen) {
        forwardStack.removeAll()
        stack.append(screen)
        show(screen)
        screen.start()
    }

    /// Leaves `count` screens (never the root); the nearest is re-opened first by forward.
    private func goBack(_ count: Int) {
        guard stack.count > 1, count > 0 else { return }
        for _ in 0..<min(count, stack.count - 1) {
            // Its loads end; its state stays for the forward key.
            let leaving = stack.removeLast()
            (leaving.onChange, leaving.onPush) = (nil, nil)
            leaving.stop()
            forwardStack.append(leaving)
        }
        show(top)
    }

    /// `screen` on top: it draws, knows where it can go and has the size.
    private func show(_ screen: any Screen) {
        for below in stack where below !== screen { (below.onChange, below.onPush) = (nil, nil) }
        attach(screen)
        screen.canGoBack = stack.count > 1
        screen.canGoForward = !forwardStack.isEmpty
        screen.resize(width: size.width, height: size.height)
    }

    private func attach(_ screen: any Screen) {
        screen.onChange = { [weak self] in self?.onChange?() }
        screen.onPush = { [weak self] pushed in
            guard let self else { return }
            self.push(pushed)
            self.onChange?()
        }
    }
}
