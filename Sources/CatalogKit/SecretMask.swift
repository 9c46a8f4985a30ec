import Networking

/// Known secrets as the views see them: whether any is registered, and where they are in a
/// line of text (the views mask them on the final grid; see ``Redaction`` below).
public enum SecretMask {
    public static var isActive: Bool { Redaction.hasKnownSecrets }

    /// The secrets in `text`, as ranges of Unicode scalar offsets.
    public static func scalarRanges(in text: String) -> [Range<Int>] {
        Redaction.knownSecretScalarRanges(in: text)
    }
}
