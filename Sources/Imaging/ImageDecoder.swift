import CImageDecode
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns PNG or JPEG bytes into an `RGBAImage`, through libpng and libjpeg-turbo behind a C
/// shim (their `longjmp` error paths never cross Swift frames). The format is sniffed from the
/// magic bytes, never taken from a URL or a content type.
public enum ImageDecoder {
    /// The image formats read.
    public enum Format: Sendable, Hashable {
        case png
        case jpeg
    }

    /// The largest picture decoded by default: 4096 × 4096 pixels (64 MB of RGBA at most).
    public static let defaultMaxPixels = 4096 * 4096
    /// The largest PNG decoded, whatever `maxPixels` allows: a PNG is decoded at full size
    /// (JPEGs are scaled down while they decode), and scaling makes copies of it, so a big one
    /// would cost hundreds of megabytes. Sprites are 96 × 96, the official artwork 475 × 475.
    public static let maxPNGPixels = 1024 * 1024

    /// The format the bytes start with, or nil.
    public static func format(of bytes: UnsafeRawBufferPointer) -> Format? {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.count >= png.count, zip(bytes, png).allSatisfy({ $0 == $1 }) { return .png }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
        return nil
    }

    /// Decodes a PNG or JPEG. The header's width × height must not exceed `maxPixels`
    /// (checked before any pixel is allocated). With a `fitting` box (in pixels), a JPEG is
    /// decoded at the smallest DCT scale n/8 that still covers the box, so a 700×700 photo
    /// shown in 40×40 pixels is decoded at 88×88.
    public static func decode(
        _ bytes: UnsafeRawBufferPointer, maxPixels: Int = defaultMaxPixels,
        fitting box: (width: Int, height: Int)? = nil
    ) throws(ImageError) -> RGBAImage {
        guard let format = format(of: bytes), let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw .unsupportedFormat
        }
        var decoded = imgdec_image()
        let limit = UInt64(max(0, maxPixels))
        let status: Int32
        switch format {
        case .png:
            status = imgdec_png(base, bytes.count, min(limit, UInt64(maxPNGPixels)), &decoded)
        case .jpeg:
            let width = UInt32(clamping: max(0, box?.width ?? 0)), height = UInt32(clamping: max(0, box?.height ?? 0))
            status = imgdec_jpeg(base, bytes.count, limit, width, height, &decoded)
        }
        defer { imgdec_free(&decoded) }
        if let error = ImageError(status: status) { throw error }
        let width = Int(decoded.width), height = Int(decoded.height)
        guard let pixels = decoded.pixels else { throw .outOfMemory }
        let buffer = UnsafeBufferPointer(start: pixels, count: width * height * 4)
        guard let image = RGBAImage(width: width, height: height, pixels: Array(buffer)) else { throw .corrupt }
        return image
    }

    /// Decodes a PNG or JPEG held in an array; see `decode(_:maxPixels:fitting:)`.
    public static func decode(
        _ bytes: [UInt8], maxPixels: Int = defaultMaxPixels,
        fitting box: (width: Int, height: Int)? = nil
    ) throws(ImageError) -> RGBAImage {
        let result: Result<RGBAImage, ImageError> = bytes.withUnsafeBytes { raw in
            Result { () throws(ImageError) -> RGBAImage in try decode(raw, maxPixels: maxPixels, fitting: box) }
        }
        return try result.get()
    }

    /// Decodes a PNG or JPEG held in `Data`; see `decode(_:maxPixels:fitting:)`.
    public static func decode(
        _ data: Data, maxPixels: Int = defaultMaxPixels,
        fitting box: (width: Int, height: Int)? = nil
    ) throws(ImageError) -> RGBAImage {
        let result: Result<RGBAImage, ImageError> = data.withUnsafeBytes { raw in
            Result { () throws(ImageError) -> RGBAImage in try decode(raw, maxPixels: maxPixels, fitting: box) }
        }
        return try result.get()
    }
}

extension ImageError {
    /// The error a shim status stands for; nil for success.
    init?(status: Int32) {
        switch UInt32(bitPattern: status) {
        case IMGDEC_OK.rawValue: return nil
        case IMGDEC_UNSUPPORTED.rawValue: self = .unsupportedFormat
        case IMGDEC_TOO_LARGE.rawValue: self = .tooLarge
        case IMGDEC_EMPTY.rawValue: self = .empty
        case IMGDEC_NO_MEMORY.rawValue: self = .outOfMemory
        case IMGDEC_UNAVAILABLE.rawValue: self = .decoderUnavailable
        default: self = .corrupt
        }
    }
}
