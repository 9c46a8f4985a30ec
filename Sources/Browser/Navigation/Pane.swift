/// Which pane has the keyboard (and, on narrow screens, which one is shown).
public enum Pane: Sendable, Equatable {
    case list, detail
}
