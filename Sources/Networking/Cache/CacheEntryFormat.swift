#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bytes of one cache entry: a header line, the metadata as one JSON line, the body.
///
/// What is read back is untrusted (another process, a damaged disk or a person may have
/// changed it): every metadata field is checked against sane bounds, and an entry that fails
/// any check is damaged, never half-used.
enum CacheEntryFormat {
    static let magic = Data("EXPLORE-CACHE 1\n".utf8)

    /// Bounds for what an entry may claim.
    enum Limits {
        /// 2000-01-01: nothing was stored before.
        static let earliestStoredAt: TimeInterval = 946_684_800
        /// A clock set back a little is tolerated; an entry from the far future is not.
        static let futureTolerance: TimeInterval = 86_400
        /// Five years: longer than any freshness the app keeps.
        static let longestMaxAge: TimeInterval = 5 * 365 * 86_400
        /// A "not found" is kept an hour at most (``CachingClient/longestNotFoundAge``).
        static let longestNotFoundAge: TimeInterval = CachingClient.longestNotFoundAge
        static let metadataBytes = 256 * 1024
        static let headerCount = 200
        static let headerBytes = 64 * 1024
        static let fieldBytes = 8 * 1024
        static let urlBytes = 16 * 1024
        /// The transport caps bodies at 32 MB; an entry is that and its metadata at most.
        static let entryBytes = 33 * 1024 * 1024
    }

    struct Metadata: Codable {
        var status: Int
        var headers: [String: String]
        var storedAt: Double
        var etag: String?
        var lastModified: String?
        var maxAge: Double
        var length: Int
        var checksum: UInt64
        /// The request, redacted, for people looking at the files.
        var url: String
    }

    /// The file's bytes for `entry`, or nil when the entry would not pass ``decode`` (so that
    /// nothing is stored that would read back as damaged).
    static func encode(_ entry: DiskCache.Entry, url: String, now: Date) -> Data? {
        let metadata = Metadata(
            status: entry.status.code, headers: entry.headers, storedAt: entry.storedAt.timeIntervalSince1970,
            etag: entry.etag, lastModified: entry.lastModified, maxAge: entry.maxAge,
            length: entry.body.count, checksum: checksum(entry.body), url: url)
        guard isValid(metadata, bodyCount: entry.body.count, now: now), let json = try? JSONEncoder().encode(metadata),
            json.count <= Limits.metadataBytes
        else { return nil }
        var data = magic
        data.append(json)
        data.append(0x0A)
        data.append(entry.body)
        return data
    }

    /// The entry in `data`, or nil when it is damaged in any way.
    static func decode(_ data: Data, now: Date) -> DiskCache.Entry? {
        guard data.starts(with: magic) else { return nil }
        let start = data.startIndex + magic.count
        guard let end = data[start...].prefix(Limits.metadataBytes + 1).firstIndex(of: 0x0A),
            let metadata = try? JSONDecoder().decode(Metadata.self, from: data[start..<end])
        else { return nil }
        let body = Data(data[(end + 1)...])
        guard isValid(metadata, bodyCount: body.count, now: now), checksum(body) == metadata.checksum else { return nil }
        return DiskCache.Entry(
            status: HTTPStatus(metadata.status), headers: metadata.headers, body: body,
            storedAt: Date(timeIntervalSince1970: metadata.storedAt), etag: metadata.etag,
            lastModified: metadata.lastModified, maxAge: metadata.maxAge)
    }

    /// Every field within its bounds; the app stores only 2xx answers and 404s (for an hour at
    /// most), so any other status, or a 404 kept longer, is damage.
    static func isValid(_ metadata: Metadata, bodyCount: Int, now: Date) -> Bool {
        let latest = now.timeIntervalSince1970 + Limits.futureTolerance
        guard (200...299).contains(metadata.status) || (metadata.status == 404 && metadata.maxAge <= Limits.longestNotFoundAge),
            metadata.storedAt.isFinite, metadata.storedAt >= Limits.earliestStoredAt,
            !latest.isFinite || metadata.storedAt <= latest,
            metadata.maxAge.isFinite, (0...Limits.longestMaxAge).contains(metadata.maxAge),
            metadata.length == bodyCount,
            metadata.url.utf8.count <= Limits.urlBytes,
            metadata.headers.count <= Limits.headerCount
        else { return false }
        var headerBytes = 0
        for (name, value) in metadata.headers {
            headerBytes += name.utf8.count + value.utf8.count
            guard isToken(name), isFieldValue(value) else { return false }
        }
        guard headerBytes <= Limits.headerBytes else { return false }
        return [metadata.etag, metadata.lastModified].allSatisfy { $0.map(isFieldValue) ?? true }
    }

    /// A header name: 1…256 visible ASCII characters, no separators.
    static func isToken(_ text: String) -> Bool {
        let bytes = text.utf8
        return (1...256).contains(bytes.count) && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ":") }
    }

    /// A header value (also an ETag or date sent back in a request): bounded, and no control
    /// character that could end the header line.
    static func isFieldValue(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.count <= Limits.fieldBytes && bytes.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }
    }

    /// FNV-1a, 64 bits: enough to tell a damaged body from a whole one.
    static func checksum(_ data: Data) -> UInt64 {
        // Over the raw bytes: `Data`'s own iterator costs several milliseconds on a large body.
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
