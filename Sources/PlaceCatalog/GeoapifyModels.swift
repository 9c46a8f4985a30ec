import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Geoapify's GeoJSON, reduced to what the places browser shows. Properties vary from
/// feature to feature: every one of them is optional.

/// A GeoJSON FeatureCollection.
public struct FeatureCollection: Decodable, Sendable, Equatable {
    /// Features whose properties could not be read at all are left out, and so are those
    /// whose coordinates are not on the Earth.
    public var features: [Feature]
    /// How many features the server sent, the ones left out included (the next page's offset).
    public var received: Int
    /// How many features were left out for coordinates that are not on the Earth.
    public var invalidCoordinates: Int

    enum CodingKeys: String, CodingKey { case features }

    public init(from decoder: any Decoder) throws {
        let lossy = try decoder.container(keyedBy: CodingKeys.self).decode(LossyArray<Feature>.self, forKey: .features)
        features = lossy.elements.filter { !$0.properties.hasInvalidCoordinates }
        invalidCoordinates = lossy.elements.count - features.count
        received = lossy.received
    }
}

/// One place or geocoding result.
public struct Feature: Decodable, Sendable, Equatable {
    public var properties: PlaceProperties
}

/// The properties of a feature.
public struct PlaceProperties: Decodable, Sendable, Equatable {
    public struct Contact: Decodable, Sendable, Equatable {
        public var phone: String?
        public var email: String?
    }

    public struct DataSource: Decodable, Sendable, Equatable {
        public var sourcename: String?
        public var attribution: String?
        public var license: String?
        public var url: String?
    }

    public var placeID: String?
    public var name: String?
    public var categories: [String]
    public var formatted: String?
    public var addressLine1: String?
    public var addressLine2: String?
    public var street: String?
    public var housenumber: String?
    public var postcode: String?
    public var city: String?
    public var country: String?
    public var latitude: Double?
    public var longitude: Double?
    /// Metres from the query's bias point, when the API computed it (and it is a distance
    /// on the Earth).
    public var distance: Double?
    /// The feature gave a latitude or longitude that is not on the Earth (not finite, or
    /// beyond ±90° / ±180°): invalid data, so the place is left out of lists and maps.
    public var hasInvalidCoordinates = false
    public var openingHours: String?
    public var website: String?
    public var contact: Contact?
    /// Facility name → present or not; facilities given as anything but true/false are left out.
    public var facilities: [String: Bool]
    public var cuisine: String?
    public var datasource: DataSource?
    public var resultType: String?
    /// The IANA name of the place's time zone ("Europe/Paris"), where Geoapify gives one
    /// (its geocoding does; its place lists do not).
    public var timezone: String?

    enum CodingKeys: String, CodingKey {
        case name, categories, timezone, formatted, street, housenumber, postcode, city, country, distance, website, contact, facilities, catering, datasource
        case placeID = "place_id"
        case addressLine1 = "address_line1"
        case addressLine2 = "address_line2"
        case latitude = "lat"
        case longitude = "lon"
        case openingHours = "opening_hours"
        case resultType = "result_type"
    }

    struct TimeZone: Decodable {
        var name: String?
    }

    struct Catering: Decodable {
        var cuisine: String?
    }

    /// A facility's value: kept when it is a boolean.
    struct Flag: Decodable {
        var value: Bool?
        init(from decoder: any Decoder) throws {
            value = try? decoder.singleValueContainer().decode(Bool.self)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? {
            guard let value = (try? c.decodeIfPresent(String.self, forKey: key)) ?? nil else { return nil }
            let trimmed = value.trimmingWhitespace()
            return trimmed.isEmpty ? nil : trimmed
        }
        placeID = text(.placeID)
        name = text(.name)
        categories = (try? c.decodeIfPresent([String].self, forKey: .categories)) ?? []
        formatted = text(.formatted)
        addressLine1 = text(.addressLine1)
        addressLine2 = text(.addressLine2)
        street = text(.street)
        housenumber = text(.housenumber)
        postcode = text(.postcode)
        city = text(.city)
        country = text(.country)
        let latitude = (try? c.decodeIfPresent(Double.self, forKey: .latitude)) ?? nil
        let longitude = (try? c.decodeIfPresent(Double.self, forKey: .longitude)) ?? nil
        if let latitude, let longitude, Coordinate.isOnEarth(latitude: latitude, longitude: longitude) {
            (self.latitude, self.longitude) = (latitude, longitude)
        } else {
            hasInvalidCoordinates = latitude != nil || longitude != nil
        }
        let distance = (try? c.decodeIfPresent(Double.self, forKey: .distance)) ?? nil
        self.distance = distance.flatMap { $0.isFinite && (0...Coordinate.farthest).contains($0) ? $0 : nil }
        openingHours = text(.openingHours)
        website = text(.website)
        contact = (try? c.decodeIfPresent(Contact.self, forKey: .contact)) ?? nil
        facilities = ((try? c.decodeIfPresent([String: Flag].self, forKey: .facilities)) ?? nil)?.compactMapValues(\.value) ?? [:]
        cuisine = ((try? c.decodeIfPresent(Catering.self, forKey: .catering)) ?? nil)?.cuisine
        datasource = (try? c.decodeIfPresent(DataSource.self, forKey: .datasource)) ?? nil
        resultType = text(.resultType)
        timezone = ((try? c.decodeIfPresent(TimeZone.self, forKey: .timezone)) ?? nil)?.name
    }
}
