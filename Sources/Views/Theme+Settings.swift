import Browser
import TextLayout

extension Theme {
    /// The palette for `choice`: `auto` (or none) reads `COLORFGBG` ("15;0": light text on
    /// black, so dark; "0;15" or "0;default;15": light), dark when it says nothing.
    public static func palette(for choice: Settings.ThemeChoice?, environment: [String: String]) -> Palette {
        switch choice {
        case .dark: return .dark
        case .light: return .light
        case .auto, nil:
            guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last, let background = Int(last) else { return .dark }
            // 7 (white) and the bright colours but 8 (grey) are light backgrounds.
            return background == 7 || (9...15).contains(background) ? .light : .dark
        }
    }
}
