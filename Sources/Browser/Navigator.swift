/// The stack of screens. The terminal drives the top one: keys, the size, and what to draw.
/// A screen pushes another (the start screen opening a catalog) and asks to go back; the
/// root screen has nowhere to go back to, so there "back" does nothing.
@MainActor
public final class Navigator {
    public private(set) var stack: [any Screen]
    /// Called after every change of the top screen or of the stack.
    public var onChange: (@MainActor () -> Void)?
    private var size: (width: Int, height: Int) = (80, 24)

    public init(root: any Screen) {
        stack = [root]
    }

    // The stack is never empty: `back` leaves the root in place.
    public var top: any Screen { stack[stack.count - 1] }
    public var content: ScreenContent { top.content }

    /// Starts the root screen.
    public func start() {
        attach(top)
        top.canGoBack = false
        top.start()
    }

    /// Stops every screen.
    public func stop() {
        for screen in stack.reversed() {
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
            guard stack.count > 1 else { break }
            // The catalog's state is dropped: going back ends its loads and frees it.
            let leaving = stack.removeLast()
            leaving.onChange = nil
            leaving.stop()
            top.resize(width: size.width, height: size.height)
        case let .push(screen):
            stack.append(screen)
            attach(screen)
            screen.canGoBack = true
            screen.resize(width: size.width, height: size.height)
            screen.start()
        }
        onChange?()
        return false
    }

    private func attach(_ screen: any Screen) {
        screen.onChange = { [weak self] in self?.onChange?() }
    }
}
