/// The few string operations the layers need that FoundationEssentials lacks (they are in
/// full Foundation, which the app does not link): trimming, padding and percent-decoding.
extension StringProtocol {
    /// The text followed by spaces up to `width` characters (as it is when already as long).
    public func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
    }

    /// The text without leading and trailing white space (spaces, tabs, line breaks).
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex { !$0.isWhitespace } ?? first
        return String(self[first...last])
    }

    /// The text with `%XX` sequences decoded as UTF-8; nil when a sequence is malformed or
    /// the bytes are not UTF-8 (as Foundation's `removingPercentEncoding`).
    public func percentDecoded() -> String? {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A file attribute's number (`.size`, `.posixPermissions`) as an `Int`, whatever integer type
/// holds it: without full Foundation an attribute is a `UInt` that does not cast to `Int`;
/// with it loaded (as in the tests) it is an `NSNumber` that does.
public func fileAttributeInteger(_ value: Any?) -> Int? {
    if let value = value as? Int { return value }
    if let value = value as? UInt { return Int(exactly: value) }
    if let value = value as? any BinaryInteger { return Int(exactly: value) }
    return nil
}
