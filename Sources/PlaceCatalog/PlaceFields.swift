import CatalogKit

/// A place's data for the commands' list rows (docs/json-schema.md, places): numbers and
/// the API's own values, never the display text of the list's columns.
enum PlaceFields {
    /// `distance_m` (whole metres), `bearing` (`point` and `degrees` from the centre),
    /// `lat`, `lon`, the address parts, `categories` (the API's names), `opening_hours`
    /// (the OSM text as given), `website` and `phone`; `open_now` and `opening_status` (what
    /// the row says) in the place's own time; `travel_mode`, `travel_s` and `travel_m` by the
    /// route matrix; null where unknown.
    static func of(_ place: PlaceProperties, center: Coordinate?, hours: PlaceHours = .none, travel: Travel? = nil) -> EntryFields {
        let metres = PlaceMapper.metres(to: place, from: center)
        var bearing = JSONValue.null
        if let center, let lat = place.latitude, let lon = place.longitude {
            let point = Coordinate(latitude: lat, longitude: lon)
            if center.distance(to: point) >= 0.5 {
                let degrees = Int(exactly: center.bearing(to: point).rounded()) ?? 0
                bearing = .object([("point", .string(center.compassPoint(to: point))), ("degrees", .number(degrees % 360))])
            }
        }
        func text(_ value: String?) -> JSONValue { .optional(value.map(DisplayText.line)) }
        return EntryFields([
            ("distance_m", metres.flatMap { Int(exactly: $0.rounded()) }.map(JSONValue.number) ?? .null),
            ("bearing", bearing),
            ("lat", place.latitude.map(JSONValue.decimal) ?? .null),
            ("lon", place.longitude.map(JSONValue.decimal) ?? .null),
            ("street", text(place.street)),
            ("housenumber", text(place.housenumber)),
            ("postcode", text(place.postcode)),
            ("city", text(place.city)),
            ("country", text(place.country)),
            ("categories", .array(place.categories.map { .string(DisplayText.line($0)) })),
            ("opening_hours", text(place.openingHours)),
            ("website", text(place.website)),
            ("phone", text(place.contact?.phone)),
            ("open_now", hours.isOpen.map(JSONValue.bool) ?? .null),
            ("opening_status", .optional(hours.text.nilIfEmpty)),
            ("travel_mode", .optional(travel?.mode.rawValue)),
            ("travel_s", travel.flatMap { Int(exactly: $0.seconds.rounded()) }.map(JSONValue.number) ?? .null),
            ("travel_m", travel.flatMap { Int(exactly: $0.metres.rounded()) }.map(JSONValue.number) ?? .null),
        ])
    }

    /// A category page's record (`show category/catering.cafe@48.85,2.35`): its `id` (the
    /// link's), the Geoapify `category`, `center` (`lat`, `lon`), `radius_m`, and its
    /// `places`, each `id`, `name` and the list row's data keys above, nearest first.
    static func listRecord(kind: String, category: String, center: Coordinate, radius: Int, entries: [Entry]) -> EntityRecord {
        let places = entries.map { JSONValue.object([("id", .string($0.id)), ("name", .string($0.title))] + $0.fields.pairs) }
        return EntityRecord(
            kind: kind, id: .string(category + "@" + center.description.replacing(" ", with: "")),
            keys: [
                ("category", .string(category)),
                ("center", .object([("lat", .decimal(center.latitude)), ("lon", .decimal(center.longitude))])),
                ("radius_m", .number(radius)),
                ("places", .array(places)),
            ])
    }
}
