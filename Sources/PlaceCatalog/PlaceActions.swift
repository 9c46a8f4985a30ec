import CatalogKit

/// Places' own keys: `e` copies the list as GeoJSON (what `list --format geojson` writes),
/// `d` opens OpenStreetMap's directions from the list's centre to the place, on foot, by
/// bicycle or by car as `--travel` says. (`y` and `o` keep copying and opening the place's
/// own page, as everywhere.)
enum PlaceActions {
    static let copyGeoJSON = CatalogAction("places.copy_geojson", key: "e", name: "copy_geojson", summary: "copy the list as GeoJSON")
    static let directions = CatalogAction("places.directions", key: "d", name: "directions", summary: "open directions to the place (OpenStreetMap)")
    static let all = [copyGeoJSON, directions]

    /// OpenStreetMap's router for each way of getting there.
    static func engine(_ mode: TravelMode?) -> String {
        switch mode ?? .walk {
        case .walk: return "fossgis_osrm_foot"
        case .bicycle: return "fossgis_osrm_bike"
        case .drive: return "fossgis_osrm_car"
        }
    }

    /// The directions page from `start` to `end`.
    static func directions(from start: Coordinate, to end: MapPoint, mode: TravelMode?) -> WebPage? {
        func point(_ latitude: Double, _ longitude: Double) -> String {
            DecimalText.fixed(latitude, decimals: 6) + "%2C" + DecimalText.fixed(longitude, decimals: 6)
        }
        let route = point(start.latitude, start.longitude) + "%3B" + point(end.latitude, end.longitude)
        return WebPage("directions", url: "https://www.openstreetmap.org/directions?engine=\(engine(mode))&route=" + route)
    }
}

extension PlaceRepository {
    public var actions: [CatalogAction] { PlaceActions.all }

    public func perform(_ action: ActionID, in context: ActionContext) async throws(AppError) -> ActionOutcome {
        switch action {
        case PlaceActions.copyGeoJSON.id:
            guard !context.entries.isEmpty else { return .notice("nothing to copy: the list is empty") }
            let count = context.entries.count == 1 ? "1 place" : "\(context.entries.count) places"
            return .copy(PlaceExport.geoJSON(context.entries, address: entityAddress(for:)), what: count + " as GeoJSON")
        case PlaceActions.directions.id:
            guard let entry = context.entry, let place = entry.location else { return .notice("no place to go to") }
            var start = await sessionCenter
            if start == nil { start = try await resolveLocation(defaultFilters.value(for: Self.location) ?? "") }
            guard let start else { return .notice("no place to start from") }
            guard let page = PlaceActions.directions(from: start, to: place, mode: travel) else { return .notice("no directions for \(entry.title)") }
            return .openPage(page)
        default:
            return .none
        }
    }
}
