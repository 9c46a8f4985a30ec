#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What time it is and where the time zone files are, for "open now": the system's, or in
/// tests a fixed moment and a folder of their own; and the time of the week the user asked
/// the hours at (`--at`), if any.
public struct PlaceClock: Sendable {
    /// The moment now.
    public var now: @Sendable () -> Date
    /// The time zone database (see ``ZoneClock/database``).
    public var zoneFolder: String
    /// Hours are read at this time of the week, in each place's own time, rather than now.
    public var moment: PlaceMoment?

    public init(now: @escaping @Sendable () -> Date, zoneFolder: String = ZoneClock.database, moment: PlaceMoment? = nil) {
        self.now = now
        self.zoneFolder = zoneFolder
        self.moment = moment
    }

    /// The system's clock and time zone database.
    public static let system = PlaceClock(now: { Date() })
}
