import Synchronization

/// The user's key bindings (`bind quit = Q` in the config file): for an action, the keys
/// that replace its default ones. Applied where every ``KeyMap`` is made, so the new keys
/// work, and help, the status bar's hints and the error panes name them.
///
/// The app installs them once at start (``install(_:)``); tests scope them to a task with
/// `KeyOverrides.$scoped.withValue(…)`, so tests running side by side never see each other's.
public struct KeyOverrides: Sendable, Equatable {
    public var keys: [Command: [Key]]

    public init(_ keys: [Command: [Key]] = [:]) {
        self.keys = keys
    }

    public var isEmpty: Bool { keys.isEmpty }

    @TaskLocal public static var scoped: KeyOverrides?
    private static let installed = Mutex(KeyOverrides())

    /// Makes `overrides` the app's bindings.
    public static func install(_ overrides: KeyOverrides) {
        installed.withLock { $0 = overrides }
    }

    /// The bindings in force: the task's, else the installed ones.
    public static var current: KeyOverrides {
        scoped ?? installed.withLock { $0 }
    }

    /// `bindings` of a map in `mode` with the keys replaced. Modes with a text field (the
    /// search bar, a searchable picker) keep their own keys: letters are typed there.
    func apply(to bindings: [KeyBinding], mode: KeyMode) -> [KeyBinding] {
        guard !keys.isEmpty, mode != .search, !bindings.contains(where: { $0.command == .editText }) else { return bindings }
        return bindings.map { binding in
            guard let keys = keys[binding.command], !binding.label.isEmpty else { return binding }
            var changed = binding
            changed.keys = keys
            let label = keys.map(KeyName.label).joined(separator: " ")
            changed.label = label
            if let hint = binding.hint, let space = hint.firstIndex(of: " ") {
                changed.hint = label + hint[space...]
            }
            return changed
        }
    }
}
