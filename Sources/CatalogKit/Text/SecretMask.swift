import Networking
import Synchronization

/// Known secrets as the views see them: whether any is registered, and where they are in a
/// line of text (the views mask them on the final grid; see ``Redaction`` below). A line's
/// answer is remembered: a frame is mostly the lines of the frame before, and the search costs
/// about a quarter of a millisecond a line.
public enum SecretMask {
    public static var isActive: Bool { Redaction.hasKnownSecrets }

    /// Lines looked at lately, and what was found in them.
    private static let recent = Mutex<[String: [Range<Int>]]>([:])
    /// Lines remembered at most (a few screens' worth); then they are forgotten at once.
    static let remembered = 512

    /// The secrets in `text`, as ranges of Unicode scalar offsets.
    public static func scalarRanges(in text: String) -> [Range<Int>] {
        if let known = recent.withLock({ $0[text] }) { return known }
        let found = Redaction.knownSecretScalarRanges(in: text)
        recent.withLock { recent in
            if recent.count >= remembered { recent.removeAll(keepingCapacity: true) }
            recent[text] = found
        }
        return found
    }
}
