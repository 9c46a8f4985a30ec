/// How pictures are drawn, as `--pictures` and the config's `pictures` ask.
public enum PictureMode: String, Sendable, CaseIterable {
    /// A pixel protocol where the environment says the terminal has one, else cells.
    case auto
    case kitty
    case sixel
    case iterm
    /// Cells of half-blocks only.
    case blocks
    /// No pictures (nor maps): `--no-images`.
    case off

    /// The protocol this mode sends pictures in inside `environment`, or nil for cells.
    /// `auto` goes by the environment: inside tmux (3.3 has no sixel, and kitty images
    /// need its passthrough with Unicode placeholders, not done here) cells; kitty
    /// (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`, Ghostty); iTerm2 and WezTerm's inline
    /// images; sixel in foot, mlterm and contour. Anything else: cells.
    public func pixelProtocol(environment: [String: String]) -> PixelProtocol? {
        switch self {
        case .kitty: return .kitty
        case .sixel: return .sixel
        case .iterm: return .iterm
        case .blocks, .off: return nil
        case .auto:
            if let tmux = environment["TMUX"], !tmux.isEmpty { return nil }
            let term = (environment["TERM"] ?? "").lowercased()
            let program = environment["TERM_PROGRAM"] ?? ""
            if environment["KITTY_WINDOW_ID"] != nil || term.contains("kitty") || term.contains("ghostty") { return .kitty }
            if program == "iTerm.app" || program == "WezTerm" { return .iterm }
            if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("contour") { return .sixel }
            return nil
        }
    }
}
