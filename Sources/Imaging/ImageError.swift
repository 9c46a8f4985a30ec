/// Why bytes did not become a picture. Every case means the same to a person: no picture, a
/// placeholder instead.
public enum ImageError: Error, Sendable, Hashable {
    /// Neither PNG nor JPEG (an HTML error page at an image URL, random bytes, nothing), or a
    /// variant the decoders do not read.
    case unsupportedFormat
    /// Truncated or corrupt data.
    case corrupt
    /// The header declares more pixels than allowed; nothing was allocated for them.
    case tooLarge
    /// The header declares a zero width or height.
    case empty
    /// An allocation failed.
    case outOfMemory
    /// The library that decodes this format (libpng, libjpeg) is not installed.
    case decoderUnavailable
}
