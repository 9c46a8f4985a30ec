import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// What a list of places says beyond the API's list: whether each is open now in its own
/// time, and how long the way there is by the route matrix (one request per page loaded,
/// kept for the session; straight lines with a note when it fails).
extension PlaceRepository {
    /// A page of places from `endpoint`, with the way to each from `center`.
    func load(_ endpoint: GeoapifyEndpoint, center: Coordinate, _ freshness: Freshness) async throws(AppError) -> LoadedPlaces {
        let collection = try await fetch(endpoint, subject: "list of places", freshness)
        let places = collection.features.map(\.properties)
        let (travel, note) = await routes(to: places, from: center)
        return LoadedPlaces(places: places, received: collection.received, invalidCoordinates: collection.invalidCoordinates, travel: travel, travelNote: note)
    }

    /// The rows of `places` around `center`, each with its hours now (in its own zone, else
    /// `listZone`, the centre's) and its way there.
    func entries(_ places: [PlaceProperties], center: Coordinate, listZone: ZoneClock?) async -> [Entry] {
        let now = clock.now()
        var entries: [Entry] = []
        for place in places {
            let zone = await zone(named: place.timezone) ?? listZone
            let hours = PlaceHours(place.openingHours, zone: zone, at: now, moment: clock.moment)
            let travel = await place.placeID.asyncMap { await cache.travel(to: $0) } ?? nil
            if let entry = PlaceMapper.entry(from: place, center: center, hours: hours, travel: travel) { entries.append(entry) }
        }
        return entries
    }

    /// A place's hours now, in its zone or its list's.
    func hours(of place: PlaceProperties, center: Coordinate?, _ freshness: Freshness) async -> PlaceHours {
        var zone = await zone(named: place.timezone)
        if zone == nil, let center { zone = await self.zone(around: center, freshness) }
        return PlaceHours(place.openingHours, zone: zone, at: clock.now(), moment: clock.moment)
    }

    /// The zone `name` names, if it is one.
    private func zone(named name: String?) async -> ZoneClock? {
        guard let name else { return nil }
        return await cache.zone(name, folder: clock.zoneFolder)
    }

    /// The time zone around `center`: the one assumed (the demo's), the one its geocoding
    /// named, or Geoapify's reverse geocoding of it, asked once a session; nil when none.
    func zone(around center: Coordinate, _ freshness: Freshness) async -> ZoneClock? {
        if let assumedZone { return await cache.zone(assumedZone, folder: clock.zoneFolder) }
        var name = await cache.zoneName(at: center)
        if name == nil {
            let answer = try? await fetch(.reverse(center), subject: "time zone of the list's centre", freshness)
            // Stopped on the way (the page it was asked beside failed): not known to have none.
            if Task.isCancelled { return nil }
            name = answer?.features.first?.properties.timezone ?? ""
            await cache.storeZoneName(name ?? "", at: center)
        }
        guard let name, !name.isEmpty else { return nil }
        return await cache.zone(name, folder: clock.zoneFolder)
    }

    /// One route-matrix request for `places` from `center`, unless this session asked it
    /// already: the way to each by place id, or a note saying why there are straight lines.
    func routes(to places: [PlaceProperties], from center: Coordinate) async -> ([String: Travel], String?) {
        guard let travel else { return ([:], nil) }
        let targets = places.compactMap { place -> (String, Coordinate)? in
            guard let id = place.placeID, let lat = place.latitude, let lon = place.longitude else { return nil }
            return (id, Coordinate(latitude: lat, longitude: lon))
        }
        guard !targets.isEmpty else { return ([:], nil) }
        var known: [String: Travel] = [:]
        for (id, _) in targets {
            if let kept = await cache.travel(to: id), kept.mode == travel { known[id] = kept }
        }
        if known.count == targets.count { return (known, nil) }
        let endpoint = GeoapifyEndpoint.routeMatrix(mode: travel, source: center, targets: targets.map(\.1))
        do throws(AppError) {
            let answer = try await api.fetch(endpoint, as: RouteMatrixAnswer.self, subject: "route times", freshness: .cachedIfFresh)
            var found: [String: Travel] = [:]
            for (index, (id, _)) in targets.enumerated() {
                if let cell = answer.cells[index] { found[id] = Travel(seconds: cell.seconds, metres: cell.metres, mode: travel) }
            }
            await cache.storeTravel(found)
            return (found, found.isEmpty ? Self.straightLines(travel, because: "no routes found") : nil)
        } catch {
            return ([:], Self.straightLines(travel, because: error.message))
        }
    }

    /// "walking times unavailable (the server said …): distances are straight lines".
    static func straightLines(_ mode: TravelMode, because reason: String) -> String {
        return "\(mode.activity) times unavailable (\(DisplayText.line(reason))): distances are straight lines"
    }
}

extension Optional {
    /// The value mapped by an asynchronous `transform`, or nil.
    fileprivate func asyncMap<T>(_ transform: (Wrapped) async -> T) async -> T? {
        guard let value = self else { return nil }
        return await transform(value)
    }
}
