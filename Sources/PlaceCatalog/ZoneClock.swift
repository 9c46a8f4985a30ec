import FoundationEssentials

/// The local time of a place, from the time zone Geoapify names with it ("Europe/Paris"),
/// read from the system's time zone database (TZif files in `/usr/share/zoneinfo`, Debian's
/// tzdata) without full Foundation. A zone name from the network is only used when it is a
/// plain relative path of letters, digits, `_`, `+` and `-`: it cannot leave that folder.
public struct ZoneClock: Sendable {
    /// Where the zone files are.
    public static let database = "/usr/share/zoneinfo"

    /// Transition moments (seconds since 1970) and the UTC offset in effect from each.
    let transitions: [(at: Int64, offset: Int)]
    /// The offset before the first transition.
    let initialOffset: Int

    /// The zone `name` from `folder`, or nil when the name is not a safe zone name or its
    /// file is missing or not a TZif file.
    public init?(zone name: String, folder: String = ZoneClock.database) {
        guard Self.isSafe(name),
            let data = FileManager.default.contents(atPath: folder + "/" + name), data.count <= 1 << 20,
            let parsed = Self.parse(Array(data))
        else { return nil }
        (transitions, initialOffset) = parsed
    }

    /// Seconds east of UTC at `date`.
    public func offset(at date: Date) -> Int {
        let moment = Self.seconds(date)
        var low = 0, high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle].at <= moment { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : transitions[low - 1].offset
    }

    /// The minute of the week at `date` in this zone: 0 is Monday 00:00.
    public func minuteOfWeek(at date: Date) -> Int {
        Self.minuteOfWeek(at: date, offset: offset(at: date))
    }

    /// The minute of the week at `date` with a fixed offset east of UTC.
    public static func minuteOfWeek(at date: Date, offset: Int) -> Int {
        let local = Self.seconds(date) + Int64(offset)
        let minutes = Int((local / 60) % (7 * 1440) + 7 * 1440) % (7 * 1440)
        // 1970-01-01 was a Thursday: day 3 of a week that starts on Monday.
        return (minutes + 3 * 1440) % (7 * 1440)
    }

    /// Whole seconds since 1970 at `date` (0 for a moment no integer holds).
    static func seconds(_ date: Date) -> Int64 {
        Int64(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
    }

    static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 64, !name.hasPrefix("/") else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_+-".unicodeScalars.contains($0))
                }
        }
    }

    /// The 64-bit section of a TZif file (version 2 or later): transitions and offsets; nil
    /// for bytes that are not one, or are cut short.
    public static func parse(_ bytes: [UInt8]) -> (transitions: [(at: Int64, offset: Int)], initial: Int)? {
        guard bytes.count >= 44, bytes[0..<4].elementsEqual("TZif".utf8), bytes[4] >= UInt8(ascii: "2") else { return nil }
        func count(_ at: Int, _ index: Int) -> Int? { Int(exactly: integer(bytes, at + 20 + index * 4, size: 4)) }
        guard let v1 = counts(count, at: 0) else { return nil }
        let second = 44 + v1.times * 5 + v1.types * 6 + v1.chars + v1.leaps * 8 + v1.std + v1.ut
        guard second + 44 <= bytes.count, bytes[second..<(second + 4)].elementsEqual("TZif".utf8),
            let v2 = counts(count, at: second)
        else { return nil }
        let times = second + 44, indices = times + v2.times * 8, types = indices + v2.times
        guard types + v2.types * 6 <= bytes.count, v2.types > 0 else { return nil }
        let offsets = (0..<v2.types).map { Int(Int32(truncatingIfNeeded: integer(bytes, types + $0 * 6, size: 4))) }
        var transitions: [(at: Int64, offset: Int)] = []
        for index in 0..<v2.times {
            let type = Int(bytes[indices + index])
            guard type < offsets.count else { return nil }
            transitions.append((integer(bytes, times + index * 8, size: 8), offsets[type]))
        }
        return (transitions, offsets[0])
    }

    private static func counts(_ count: (Int, Int) -> Int?, at start: Int) -> (ut: Int, std: Int, leaps: Int, times: Int, types: Int, chars: Int)? {
        guard let ut = count(start, 0), let std = count(start, 1), let leaps = count(start, 2), let times = count(start, 3),
            let types = count(start, 4), let chars = count(start, 5),
            [ut, std, leaps, times, types, chars].allSatisfy({ (0...100_000).contains($0) })
        else { return nil }
        return (ut, std, leaps, times, types, chars)
    }

    /// A big-endian signed integer of `size` bytes at `offset` (0 past the end).
    private static func integer(_ bytes: [UInt8], _ offset: Int, size: Int) -> Int64 {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var value: Int64 = Int64(Int8(bitPattern: bytes[offset]))
        for index in 1..<size { value = value << 8 | Int64(bytes[offset + index]) }
        return value
    }
}
