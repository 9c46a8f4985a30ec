/// A colour a catalog asks for in its ``Detail``, named by hue: the views pick the colour it
/// becomes (and drop it when colour is off). ``standard`` leaves the choice to the view.
public enum Tone: Sendable, Hashable, CaseIterable {
    case standard, red, yellow, green, blue, magenta, cyan, white
}

/// A short tag shown as a chip under a detail's title, in the tone its catalog gives it (a
/// Pokémon type in its type's colour), and where it leads, if anywhere (the type's page).
public struct Badge: Sendable, Equatable, ExpressibleByStringLiteral {
    public var text: String
    public var tone: Tone
    public var link: Link?

    public init(_ text: String, tone: Tone = .standard, link: Link? = nil) {
        self.text = text
        self.tone = tone
        self.link = link
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }
}

/// How a ``Bar`` reads: the value that fills it, and the tone of values from each threshold
/// up (for base stats: red below 50, yellow below 90, green from 90).
public struct BarScale: Sendable, Equatable {
    /// From `from` up, until the next band, a bar takes `tone`.
    public struct Band: Sendable, Equatable {
        public var from: Int
        public var tone: Tone

        public init(from: Int, tone: Tone) {
            self.from = from
            self.tone = tone
        }
    }

    public var maximum: Int
    /// In ascending order of `from`.
    public var bands: [Band]

    public init(maximum: Int, bands: [Band] = []) {
        self.maximum = maximum
        self.bands = bands.sorted { $0.from < $1.from }
    }

    /// The tone of a bar showing `value`: that of the last band it reaches, or ``Tone/standard``.
    public func tone(for value: Int) -> Tone {
        bands.last { value >= $0.from }?.tone ?? .standard
    }
}
