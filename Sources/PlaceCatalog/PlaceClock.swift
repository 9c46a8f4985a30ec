#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What time it is and where the time zone files are, for "open now": the system's, or in
/// tests a fixed moment and a folder of their own.
public struct PlaceClock: Sendable {
    /// The moment now.
    public var now: @Sendable () -> Date
    /// The time zone database (see ``ZoneClock/database``).
    public var zoneFolder: String

    public init(now: @escaping @Sendable () -> Date, zoneFolder: String = ZoneClock.database) {
        self.now = now
        self.zoneFolder = zoneFolder
    }

    /// The system's clock and time zone database.
    public static let system = PlaceClock(now: { Date() })
}
