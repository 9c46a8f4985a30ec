import CatalogKit
import FoundationEssentials

/// Turns Geoapify's features into the shared domain: list entries and place documents.
public enum PlaceMapper {
    /// Categories that describe facilities rather than what a place is.
    static let facilityPrefixes = ["wheelchair", "internet_access", "dogs", "no_dogs", "building", "access", "fee", "no_fee", "vegetarian", "vegan"]

    /// The most specific category that says what the place is, readable:
    /// ["catering", "catering.cafe", "catering.cafe.coffee_shop"] → "Coffee Shop".
    public static func kind(of categories: [String]) -> String? {
        let meaningful = categories.filter { category in !facilityPrefixes.contains { category.hasPrefix($0) } }
        guard let specific = meaningful.max(by: { $0.split(separator: ".").count < $1.split(separator: ".").count }) else { return nil }
        return DisplayText.title(fromSlug: String(specific.split(separator: ".").last ?? ""))
    }

    /// "2 places left out: their coordinates are not on the Earth", or nil for none.
    public static func leftOutNote(_ invalid: Int) -> String? {
        guard invalid > 0 else { return nil }
        return invalid == 1
            ? "1 place left out: its coordinates are not on the Earth"
            : "\(invalid) places left out: their coordinates are not on the Earth"
    }

    /// "120 m", "1.4 km"; nothing for a distance that is not one on the Earth.
    public static func distance(_ metres: Double) -> String {
        guard metres.isFinite, metres >= 0, metres <= Coordinate.farthest else { return "" }
        if metres < 1000 { return "\(Int(exactly: metres.rounded()) ?? 0) m" }
        return DecimalText.fixed(metres / 1000, decimals: 1) + " km"
    }

    /// The place's name, or "Unnamed" with what it is.
    public static func title(of place: PlaceProperties) -> String {
        if let name = place.name { return DisplayText.line(name) }
        return "Unnamed " + (kind(of: place.categories)?.lowercased() ?? "place")
    }

    /// The distance from `center`: the API's when it gave one, else computed.
    public static func metres(to place: PlaceProperties, from center: Coordinate?) -> Double? {
        if let distance = place.distance { return distance }
        guard let center, let lat = place.latitude, let lon = place.longitude else { return nil }
        let metres = center.distance(to: Coordinate(latitude: lat, longitude: lon))
        return metres.isFinite ? metres : nil
    }

    /// A list row: name (or "Unnamed café"), then a column each for the way there (the
    /// minutes by route, `travel`, when the route matrix answered; else the straight-line
    /// distance and direction), whether it is open now (`hours`) and the street, empty where
    /// unknown so that the columns line up.
    public static func entry(from place: PlaceProperties, center: Coordinate?, hours: PlaceHours = .none, travel: Travel? = nil) -> Entry? {
        guard let id = place.placeID else { return nil }
        var metres = metres(to: place, from: center).map(distance) ?? ""
        var location: MapPoint?
        if let lat = place.latitude, let lon = place.longitude {
            let point = Coordinate(latitude: lat, longitude: lon)
            location = MapPoint(latitude: lat, longitude: lon)
            // "95 m NE": which way to walk, where the centre and the place are apart.
            if let center, !metres.isEmpty, center.distance(to: point) >= 0.5 { metres += " " + center.compassPoint(to: point) }
        }
        let street = place.street.map(DisplayText.line) ?? ""
        let columns = [EntryColumn(travel?.text ?? metres, alignment: .trailing), EntryColumn(hours.text, short: hours.shortText), EntryColumn(street)]
        return Entry(
            id: id, title: title(of: place), columns: columns, location: location,
            fields: PlaceFields.of(place, center: center, hours: hours, travel: travel))
    }

    /// The place document: what exists of address, distance, hours, contact, facilities and
    /// coordinates, and the data source's attribution, which its licence requires. `moment`:
    /// the hours were read at that time (`--at`), not now.
    public static func detail(
        from place: PlaceProperties, center: Coordinate?, hours: PlaceHours = .none, travel: Travel? = nil,
        at moment: PlaceMoment? = nil
    ) -> Detail {
        var fields: [Field] = []
        if let address = place.formatted ?? [place.addressLine1, place.addressLine2].compactMap({ $0 }).joined(separator: ", ").nilIfEmpty {
            fields.append(Field("Address", DisplayText.line(address)))
        }
        if let metres = metres(to: place, from: center) { fields.append(Field("Distance", distance(metres))) }
        if let travel { fields.append(Field(travel.mode.label, "\(TravelMode.minutes(travel.seconds)) min · " + distance(travel.metres) + " by route")) }
        let kinds = place.categories.filter { $0.contains(".") && !facilityPrefixes.contains(where: $0.hasPrefix) }
            .map { DisplayText.title(fromSlug: String($0.split(separator: ".").last ?? "")) }
        if !kinds.isEmpty { fields.append(Field("Categories", kinds.uniqued().joined(separator: ", "))) }
        if !hours.text.isEmpty { fields.append(Field(moment.map { "At " + $0.text } ?? "Now", hours.text)) }
        if let given = place.openingHours { fields.append(Field("Opening hours", DisplayText.line(given))) }
        if let phone = place.contact?.phone { fields.append(Field("Phone", DisplayText.line(phone))) }
        if let website = place.website { fields.append(Field("Website", DisplayText.line(website))) }
        if let email = place.contact?.email { fields.append(Field("E-mail", DisplayText.line(email))) }
        let facilities = place.facilities.filter(\.value).keys.sorted().map { DisplayText.title(fromSlug: $0) }
        if !facilities.isEmpty { fields.append(Field("Facilities", facilities.joined(separator: ", "))) }
        if let lat = place.latitude, let lon = place.longitude {
            fields.append(Field("Coordinates", Coordinate(latitude: lat, longitude: lon).description))
        }
        var sections = [DetailSection(nil, .fields(fields))]
        let source = place.datasource
        let attribution = [
            source?.attribution ?? "© OpenStreetMap contributors",
            source?.license ?? "Open Database License", source?.url ?? "https://www.openstreetmap.org/copyright",
        ]
        .compactMap { $0.map(DisplayText.line) }
        .filter { !$0.isEmpty }
        .joined(separator: " · ")
        sections.append(DetailSection("Data", .paragraph(attribution)))
        let categories = place.categories.filter { $0.contains(".") && !facilityPrefixes.contains(where: $0.hasPrefix) }
        let subtitle = kind(of: categories).map { kind -> String in
            let cuisine = place.cuisine.map { DisplayText.title(fromSlug: $0.replacing(";", with: " ")) }
            return cuisine.map { $0 == kind || $0.hasPrefix(kind) ? $0 : kind + " · " + $0 } ?? kind
        }
        var document = Detail(title: title(of: place), subtitle: subtitle, sections: sections, webPages: webPages(of: place))
        document.entityID = place.placeID
        return document
    }
}

extension PlaceMapper {
    /// A place's pages, the most useful first: its website, then its spot on OpenStreetMap.
    static func webPages(of place: PlaceProperties) -> [WebPage] {
        var pages: [WebPage] = []
        if let website = place.website {
            let lower = website.lowercased()
            // Sites are often given without a scheme ("www.example.org").
            let url = lower.hasPrefix("http://") || lower.hasPrefix("https://") ? website : "https://" + website
            if let page = WebPage("website", url: url) { pages.append(page) }
        }
        if let lat = place.latitude, let lon = place.longitude, lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 {
            let (y, x) = (DecimalText.fixed(lat, decimals: 6), DecimalText.fixed(lon, decimals: 6))
            if let page = WebPage("OpenStreetMap page", url: "https://www.openstreetmap.org/?mlat=\(y)&mlon=\(x)#map=18/\(y)/\(x)") { pages.append(page) }
        }
        return pages
    }

    /// A place's links: each of its categories (places of that kind around `center`, the
    /// list's centre), then "around here" (places of the list's `category` around this one).
    /// Ids carry what the page needs: `category@lat,lon` and `lat,lon@category`.
    public static func links(for place: PlaceProperties, center: Coordinate?, category: String) -> [Link] {
        var links: [Link] = []
        let kinds = place.categories.filter { $0.contains(".") && !facilityPrefixes.contains(where: $0.hasPrefix) }
        if let center {
            for kind in kinds.uniqued() {
                let label = DisplayText.title(fromSlug: String(kind.split(separator: ".").last ?? "")) + " nearby"
                links.append(Link(kind: "category", id: "\(kind)@\(center.latitude),\(center.longitude)", label: label))
            }
        }
        if let lat = place.latitude, let lon = place.longitude {
            links.append(Link(kind: "around", id: "\(lat),\(lon)@\(category)", label: "Around here"))
        }
        return links
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

extension Array where Element: Hashable {
    /// The elements in order, each only the first time it comes.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
