import Browser
import TextLayout

extension Theme {
    /// The palette for `choice`: `auto` (or none) takes the terminal's own answer about its
    /// background (`backgroundIsLight`, see `BackgroundProbe`), else reads `COLORFGBG` ("15;0":
    /// light text on black, so dark; "0;15" or "0;default;15": light), dark when neither says.
    public static func palette(for choice: Settings.ThemeChoice?, environment: [String: String], backgroundIsLight: Bool? = nil) -> Palette {
        switch choice {
        case .dark: return .dark
        case .light: return .light
        case .auto, nil:
            if let backgroundIsLight { return backgroundIsLight ? .light : .dark }
            guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last, let background = Int(last) else { return .dark }
            // 7 (white) and the bright colours but 8 (grey) are light backgrounds.
            return background == 7 || (9...15).contains(background) ? .light : .dark
        }
    }
}
