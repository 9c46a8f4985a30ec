import CatalogKit

/// The list of places to take along (`list --format geojson|gpx`, and the list copied as
/// GeoJSON): a GeoJSON FeatureCollection (RFC 7946) whose properties are the rows' JSON
/// records, or GPX 1.1 waypoints with names.
enum PlaceExport {
    /// The formats places' `list` writes beside the shared ones.
    static let formats = ["geojson", "gpx"]

    /// One feature a place: a point at its longitude and latitude (null where it has none),
    /// its JSON record (docs/json-schema.md) as the properties.
    static func geoJSON(_ entries: [Entry], address: (String) -> String?) -> String {
        let features = entries.map { entry -> JSONValue in
            let geometry: JSONValue =
                entry.location.map { point in
                    .object([("type", .string("Point")), ("coordinates", .array([.decimal(point.longitude), .decimal(point.latitude)]))])
                } ?? .null
            let properties = EntityJSON.entry(entry, kind: "place", style: .described, url: address(entry.id))
            return .object([("type", .string("Feature")), ("id", .string(entry.id)), ("geometry", geometry), ("properties", properties)])
        }
        return JSONValue.object([("type", .string("FeatureCollection")), ("features", .array(features))]).serialized(pretty: true)
    }

    /// GPX 1.1: a waypoint a place with a position, its name, its street and what the row
    /// says of its hours and the way there as the description, its kind.
    static func gpx(_ entries: [Entry]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<gpx version="1.1" creator="explore" xmlns="http://www.topografix.com/GPX/1/1">"#,
        ]
        for entry in entries {
            guard let point = entry.location else { continue }
            // xsd:decimal: digits, never an exponent.
            let (lat, lon) = (DecimalText.fixed(point.latitude, decimals: 7), DecimalText.fixed(point.longitude, decimals: 7))
            lines.append(#"  <wpt lat="\#(lat)" lon="\#(lon)">"#)
            lines.append("    <name>\(xml(entry.title))</name>")
            let description = entry.columns.map(\.text).filter { !$0.isEmpty }.joined(separator: " · ")
            if !description.isEmpty { lines.append("    <desc>\(xml(description))</desc>") }
            lines.append("  </wpt>")
        }
        lines.append("</gpx>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as XML character data: markup escaped, and no character XML 1.0 forbids.
    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in DisplayText.line(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let value = scalar.value
                if value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000 {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension PlaceRepository {
    /// `list --format geojson` and `--format gpx`.
    public func export(_ entries: [Entry], as format: String) -> String? {
        switch format {
        case "geojson": return PlaceExport.geoJSON(entries, address: entityAddress(for:))
        case "gpx": return PlaceExport.gpx(entries)
        default: return nil
        }
    }
}
