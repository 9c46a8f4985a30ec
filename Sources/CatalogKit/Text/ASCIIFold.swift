/// Text folds a byte at a time for text that is all ASCII (most names and slugs are): the
/// same results as folding by character or scalar, without breaking the text into them.
enum ASCIIFold {
    /// What a fold does with one byte.
    enum Step {
        /// The byte is left out.
        case drop
        /// The byte separates words: runs of them become one space between kept bytes.
        case space
        /// The byte is kept, as this one.
        case keep(UInt8)
    }

    /// `text` folded byte by byte by `step`, no space at either end; nil when `text` is not
    /// all ASCII.
    static func fold(_ text: String, by step: (UInt8) -> Step) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch step(byte) {
            case .drop:
                continue
            case .space:
                pendingSpace = !bytes.isEmpty
            case let .keep(kept):
                if pendingSpace { bytes.append(UInt8(ascii: " ")) }
                pendingSpace = false
                bytes.append(kept)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
