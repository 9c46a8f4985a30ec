/// The colours a terminal can show, and so how pictures are drawn.
public enum ColorPalette: Sendable, Hashable {
    /// 24-bit colour (direct colour, `COLORTERM=truecolor`).
    case trueColor
    /// The xterm 256-colour palette: pictures use its 6×6×6 cube and 24-step grey ramp.
    case xterm256
    /// No picture at all: 8 colours, `NO_COLOR`, or an ASCII-only locale.
    case none

    /// The colour a pixel is drawn in under this palette (nil for `.none`).
    public func color(red: UInt8, green: UInt8, blue: UInt8) -> PictureColor? {
        switch self {
        case .trueColor: .rgb(red: red, green: green, blue: blue)
        case .xterm256: .indexed(XtermPalette.index(red: red, green: green, blue: blue))
        case .none: nil
        }
    }
}

/// The xterm 256-colour palette's fixed part: the 6×6×6 colour cube (16–231) and the grey
/// ramp (232–255). Entries 0–15 are left out: terminals theme them differently.
public enum XtermPalette {
    /// The cube's six levels per channel.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest cube or grey entry to a colour, by a perceptual-ish ("redmean") distance.
    public static func index(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let r = Int(red), g = Int(green), b = Int(blue)
        let cr = cubeStep(r), cg = cubeStep(g), cb = cubeStep(b)
        let cube = (cubeLevels[cr], cubeLevels[cg], cubeLevels[cb])
        let cubeIndex = 16 + 36 * cr + 6 * cg + cb
        let average = (r + g + b) / 3
        let greyChoice = max(0, min(23, (average - 3) / 10))
        let grey = 8 + 10 * greyChoice
        let cubeDistance = distance((r, g, b), cube)
        let greyDistance = distance((r, g, b), (grey, grey, grey))
        return UInt8(greyDistance < cubeDistance ? 232 + greyChoice : cubeIndex)
    }

    /// The colour of a palette entry from 16 to 255 (entries below 16 read as black).
    public static func rgb(of index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        switch index {
        case 16...231:
            let value = Int(index) - 16
            return (UInt8(cubeLevels[value / 36]), UInt8(cubeLevels[value / 6 % 6]), UInt8(cubeLevels[value % 6]))
        case 232...255:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        default:
            return (0, 0, 0)
        }
    }

    /// Weighted squared distance between two colours ("redmean": red and blue count more
    /// where the other is strong, green always counts most).
    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let mean = (a.0 + b.0) / 2
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return ((512 + mean) * dr * dr >> 8) + 4 * dg * dg + ((767 - mean) * db * db >> 8)
    }

    /// The nearest cube level's index for a channel value.
    static func cubeStep(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }
}
