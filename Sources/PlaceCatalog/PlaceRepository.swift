import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// Places near a location: Geoapify behind the shared ``Catalog`` protocol.
///
/// The list is the places of one category within a radius, nearest first, twenty at a time
/// until an empty page ends it; the first page of each query is kept for the session. `/`
/// narrows it by name through the API; `c` picks a category and `L` a location, with
/// suggestions as the user types. A place links to its categories around the same centre
/// and to the list around itself (see `PlaceRepository+Links.swift`).
public struct PlaceRepository: Catalog {
    public let title: String
    public var listOrder: String { "by distance" }
    /// After the distance, `s` sorts by route time (where routes are asked for), then the
    /// places open now first, then by name.
    public var sortOrders: [EntrySort] {
        (travel.map { [EntrySort("by \($0.activity) time", field: "travel_s")] } ?? []) + [EntrySort("open now first", field: "open_now", descending: true)]
    }
    public let itemName = "place"
    public let pageSize = 20
    /// Names are searched by Geoapify (its `name`), once typing pauses.
    public var searchStrategy: SearchStrategy {
        .remote(
            debounce: .milliseconds(250),
            search: { [self] query, filters, freshness throws(AppError) in
                try await search(query, filters: filters, freshness: freshness)
            })
    }

    public static let category = FilterKind(id: "category", title: "Category", key: "c", isRemovable: false)
    public static let location = FilterKind(id: "location", title: "Location", key: "L", isSearchable: true, isRemovable: false)
    /// Only the places open now, in their own time (`O`, `--open-now`).
    public static let openNow = FilterKind(id: "open", title: "Opening time", key: "O")
    public let filterKinds = [PlaceRepository.category, PlaceRepository.location, PlaceRepository.openNow]
    public let defaultFilters: [CatalogFilter]

    /// Common Geoapify categories for the picker.
    public static let commonCategories: [FilterOption] = [
        ("catering", "Food and drink"), ("catering.cafe", "Cafés"), ("catering.restaurant", "Restaurants"),
        ("catering.bar", "Bars"), ("catering.pub", "Pubs"), ("catering.fast_food", "Fast food"),
        ("commercial.supermarket", "Supermarkets"), ("commercial.bakery", "Bakeries"), ("healthcare.pharmacy", "Pharmacies"),
        ("tourism.sights", "Sights"), ("tourism.attraction", "Attractions"), ("entertainment.museum", "Museums"),
        ("leisure.park", "Parks"), ("accommodation.hotel", "Hotels"), ("service.financial.atm", "Cash machines"),
        ("public_transport", "Public transport"),
    ].map { FilterOption(value: $0.0, label: $0.1) }

    let api: APIClient
    let radius: Int
    let cache: PlaceSessionCache
    /// The moment and the zone files for "open now".
    let clock: PlaceClock
    /// How the route matrix measures the way to each place; nil: no route matrix (the demo).
    let travel: TravelMode?
    /// Whether the map beside a place is Geoapify's static map (with a key), else the Braille map.
    let staticMaps: Bool
    /// The time zone to read hours in where Geoapify names none (the demo city's), else nil:
    /// the list's centre is asked for its zone.
    let assumedZone: String?

    /// `v2/place-details?id={id}` on the server this repository asks (the key, which the
    /// client adds, never in it).
    public func entityAddress(for id: String) -> String? {
        EntityAddress.url(base: api.baseURL, path: "/v2/place-details", query: [URLQueryItem(name: "id", value: id)])
    }

    /// `near` is "LAT,LON" or a place name (geocoded when first needed).
    public init(
        api: APIClient, near: String, radius: Int = 1000, category: String = "catering", title: String = "Places", openNow: Bool = false,
        travel: TravelMode? = nil, staticMaps: Bool = false, clock: PlaceClock = .system, assumedZone: String? = nil
    ) {
        self.api = api
        self.radius = radius
        self.title = title
        self.travel = travel
        self.staticMaps = staticMaps
        self.clock = clock
        self.assumedZone = assumedZone
        cache = PlaceSessionCache()
        let categoryLabel = Self.commonCategories.first { $0.value == category }?.label ?? category
        let location: FilterOption
        if let coordinate = Coordinate(parsing: near) {
            location = Self.option(for: coordinate)
        } else {
            location = FilterOption(value: "name:" + near, label: near)
        }
        // The location first: the title shows the filters in this order, and where it is cut
        // the place matters more than the category.
        defaultFilters =
            [
                CatalogFilter(kind: Self.location, option: location),
                CatalogFilter(kind: Self.category, option: FilterOption(value: category, label: categoryLabel)),
            ] + (openNow ? [Self.openFilter(at: clock.moment)] : [])
    }

    /// The open-now filter ("Open now", or with `--at`, "Open at Sa 21:00").
    static func openFilter(at moment: PlaceMoment?) -> CatalogFilter {
        CatalogFilter(kind: openNow, option: FilterOption(value: "now", label: moment.map { "Open at " + $0.text } ?? "Open now"))
    }

    /// A location given by coordinates: labelled with the demo city's name when it is that
    /// point, else "near 48.857, 2.352" (three decimals, about a hundred metres).
    static func option(for coordinate: Coordinate) -> FilterOption {
        let value = "\(coordinate.latitude),\(coordinate.longitude)"
        if let demo = Coordinate(parsing: PlaceDemo.center), demo == coordinate {
            return FilterOption(value: value, label: PlaceDemo.centerName)
        }
        return FilterOption(
            value: value, label: "near " + DecimalText.fixed(coordinate.latitude, decimals: 3) + ", " + DecimalText.fixed(coordinate.longitude, decimals: 3))
    }

    public func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        do {
            return try await places(offset: offset, filters: filters, name: nil, freshness: freshness)
        } catch {
            throw offset == 0 ? error.suggestingDemo("places") : error
        }
    }

    /// The first page of places whose names match `query`, through the API's `name`.
    public func search(_ query: String, filters: [CatalogFilter], freshness: Freshness = .cachedIfFresh) async throws(AppError) -> [Entry] {
        try await places(offset: 0, filters: filters, name: query, freshness: freshness).entries
    }

    /// The filters of a request over the defaults. The interface passes every filter in force,
    /// the location always among them: an open-now filter it leaves out was removed ("All
    /// opening times"), and `--open-now` does not bring it back. A command passes only the
    /// filters it names: the defaults fill in the rest.
    private func defaultFiltersMerged(with filters: [CatalogFilter]) -> [CatalogFilter] {
        let defaults = filters.value(for: Self.location) == nil ? defaultFilters : defaultFilters.filter { !$0.kind.isRemovable }
        return filters.reduce(defaults) { $0.replacing(with: $1) }
    }

    private func places(offset: Int, filters: [CatalogFilter], name: String?, freshness: Freshness) async throws(AppError) -> EntryPage {
        let merged = defaultFiltersMerged(with: filters)
        let category = merged.value(for: Self.category) ?? "catering"
        let center = try await resolve(merged.value(for: Self.location) ?? "")
        let key = "\(category)|\(center.lonLat)|\(radius)|\(name ?? "")"
        // The centre's time zone (a reverse geocode on the first visit) is asked beside the
        // places, not after them: one round trip less before the first page.
        async let listZone = zone(around: center, freshness)
        let loaded: LoadedPlaces
        // The session keeps first pages; a reload asks again.
        if offset == 0, freshness == .cachedIfFresh, let cached = await cache.firstPage(key) {
            loaded = cached
        } else {
            let endpoint = GeoapifyEndpoint.places(categories: category, center: center, radius: radius, name: name, limit: pageSize, offset: offset)
            loaded = try await load(endpoint, center: center, freshness)
            await cache.remember(loaded.places, center: center, category: category)
            if offset == 0 { await cache.storeFirstPage(loaded, for: key) }
        }
        let all = await entries(loaded.places, center: center, listZone: await listZone)
        let shown = merged.value(for: Self.openNow) == nil ? all : all.filter { $0.fields.isOpenNow }
        let notes = [PlaceMapper.leftOutNote(loaded.invalidCoordinates), loaded.travelNote].compactMap { $0 }
        // A page shorter than asked for is the last one, as an empty one is.
        return EntryPage(
            entries: shown, total: nil, isLast: all.isEmpty || loaded.received < pageSize, nextOffset: offset + loaded.received,
            leftOut: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// The centre of the list last loaded this session, if any.
    var sessionCenter: Coordinate? { get async { await cache.center } }

    /// "48.85,2.35", or "name:Paris" geocoded (once per session).
    func resolveLocation(_ location: String) async throws(AppError) -> Coordinate {
        try await resolve(location)
    }

    private func resolve(_ location: String) async throws(AppError) -> Coordinate {
        if let coordinate = Coordinate(parsing: location) { return coordinate }
        let name = location.hasPrefix("name:") ? String(location.dropFirst(5)) : location
        if let known = await cache.geocoded(name) { return known }
        let answer = try await fetch(.geocode(text: name), subject: "place called “\(name)”")
        guard let first = answer.features.first?.properties, let lat = first.latitude, let lon = first.longitude else {
            let why =
                answer.invalidCoordinates > 0 ? "The server placed “\(name)” at coordinates that are not on the Earth." : "No place called “\(name)” was found."
            throw AppError(kind: .notFound, message: why + " Press L to choose another location.", isRetryable: false)
        }
        let coordinate = Coordinate(latitude: lat, longitude: lon)
        await cache.storeGeocoded(coordinate, for: name)
        if let zone = first.timezone { await cache.storeZoneName(zone, at: coordinate) }
        return coordinate
    }

    public func filterOptions(for kind: FilterKind, matching query: String, freshness: Freshness) async throws(AppError) -> [FilterOption] {
        if kind == Self.openNow { return [Self.openFilter(at: clock.moment).option] }
        guard kind == Self.location else { return Self.commonCategories }
        let text = query.trimmingWhitespace()
        guard text.count >= 2 else { return [] }
        if let coordinate = Coordinate(parsing: text) {
            return [Self.option(for: coordinate)]
        }
        let results = try await fetch(.autocomplete(text: text), subject: "place", freshness).features
        return results.compactMap { feature in
            let place = feature.properties
            guard let lat = place.latitude, let lon = place.longitude else { return nil }
            let label = place.formatted ?? [place.name ?? place.city, place.country].compactMap { $0 }.joined(separator: ", ")
            return FilterOption(value: "\(lat),\(lon)", label: DisplayText.line(label))
        }
    }

    public func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        let listed = await cache.listed(entry.id)
        let details = try await fetch(.placeDetails(id: entry.id), subject: "place", freshness).features.first?.properties
        guard let place = PlaceProperties.merge(details, over: listed) else {
            throw AppError(kind: .notFound, message: "Not found: the server has no details for this place.", isRetryable: false)
        }
        let center = await cache.center
        let hours = await hours(of: place, center: center, freshness)
        var document = PlaceMapper.detail(from: place, center: center, hours: hours, travel: await cache.travel(to: entry.id), at: clock.moment)
        let links = PlaceMapper.links(for: place, center: center, category: await cache.category ?? defaultFilters.value(for: Self.category) ?? "catering")
        if !links.isEmpty { document.sections.insert(DetailSection("Nearby", .links(links)), at: min(1, document.sections.count)) }
        document.mapCenter = center.map { MapPoint(latitude: $0.latitude, longitude: $0.longitude) }
        return document
    }

    func fetch(_ endpoint: GeoapifyEndpoint, subject: String, _ freshness: Freshness = .cachedIfFresh) async throws(AppError) -> FeatureCollection {
        try await api.fetch(endpoint, as: FeatureCollection.self, subject: subject, freshness: freshness) { failure in
            if failure.kind == .unauthorized {
                failure.message = "The API key was rejected."
                failure.details.insert(GeoapifyKey.guidance, at: 0)
            }
        }
    }
}

/// How to get and set a Geoapify key, for the setup pane and the rejected-key error.
public enum GeoapifyKey {
    /// The guidance naming `configPath`, the settings file this environment reads.
    public static func guidance(configPath: String) -> String {
        "Get a free key at https://myprojects.geoapify.com (create a project), then set GEOAPIFY_API_KEY, or add “geoapify_api_key = KEY” to \(configPath)."
    }

    /// The guidance naming the settings file of this process's environment.
    public static var guidance: String {
        guidance(configPath: ConfigFile.displayPath(environment: ProcessInfo.processInfo.environment))
    }
}

extension PlaceProperties {
    /// `details` with anything it lacks taken from `listed` (the list knows the distance).
    static func merge(_ details: PlaceProperties?, over listed: PlaceProperties?) -> PlaceProperties? {
        guard var merged = details ?? listed else { return nil }
        guard let listed else { return merged }
        merged.placeID = merged.placeID ?? listed.placeID
        merged.name = merged.name ?? listed.name
        if merged.categories.isEmpty { merged.categories = listed.categories }
        merged.formatted = merged.formatted ?? listed.formatted
        merged.street = merged.street ?? listed.street
        merged.latitude = merged.latitude ?? listed.latitude
        merged.longitude = merged.longitude ?? listed.longitude
        merged.distance = merged.distance ?? listed.distance
        merged.openingHours = merged.openingHours ?? listed.openingHours
        merged.website = merged.website ?? listed.website
        merged.contact = merged.contact ?? listed.contact
        if merged.facilities.isEmpty { merged.facilities = listed.facilities }
        merged.datasource = merged.datasource ?? listed.datasource
        merged.timezone = merged.timezone ?? listed.timezone
        return merged
    }
}

/// What the repository keeps for the session: first pages by query, geocoded names, the
/// places seen in lists (their distance is known there) and the way to each by route, time
/// zones by name and by list centre, and the centre last used.
actor PlaceSessionCache {
    private var firstPages: [String: LoadedPlaces] = [:]
    private var geocodedNames: [String: Coordinate] = [:]
    private var seen: [String: PlaceProperties] = [:]
    private var routes: [String: Travel] = [:]
    private var zones: [String: ZoneClock?] = [:]
    /// By centre ("lon,lat"): the zone's name, "" when none could be had.
    private var zoneNames: [String: String] = [:]
    private(set) var center: Coordinate?
    /// The category of the list last loaded, for a place's "around here".
    private(set) var category: String?

    func firstPage(_ key: String) -> LoadedPlaces? { firstPages[key] }
    func storeFirstPage(_ page: LoadedPlaces, for key: String) { firstPages[key] = page }
    func geocoded(_ name: String) -> Coordinate? { geocodedNames[name.lowercased()] }
    func storeGeocoded(_ coordinate: Coordinate, for name: String) { geocodedNames[name.lowercased()] = coordinate }
    func listed(_ id: String) -> PlaceProperties? { seen[id] }
    func travel(to id: String) -> Travel? { routes[id] }
    func storeTravel(_ travel: [String: Travel]) { routes.merge(travel) { _, new in new } }
    func zoneName(at center: Coordinate) -> String? { zoneNames[center.lonLat] }
    func storeZoneName(_ name: String, at center: Coordinate) { zoneNames[center.lonLat] = name }

    /// The zone `name` from `folder`, read once.
    func zone(_ name: String, folder: String) -> ZoneClock? {
        if let known = zones[name] { return known }
        let zone = ZoneClock(zone: name, folder: folder)
        zones[name] = zone
        return zone
    }

    func remember(_ places: [PlaceProperties], center: Coordinate, category: String? = nil) {
        self.center = center
        if let category { self.category = category }
        for place in places {
            if let id = place.placeID { seen[id] = place }
        }
    }
}

/// One page of places as the server sent it, with the way to each by route (or why not).
struct LoadedPlaces: Sendable {
    var places: [PlaceProperties]
    /// Features the server sent, the ones left out included.
    var received: Int
    var invalidCoordinates: Int
    /// By place id, where the route matrix answered.
    var travel: [String: Travel]
    /// "walking times unavailable: …", when the route matrix failed.
    var travelNote: String?
}

extension EntryFields {
    /// The row's `open_now` is true.
    var isOpenNow: Bool {
        pairs.first { $0.0 == "open_now" }?.1 == .bool(true)
    }
}
