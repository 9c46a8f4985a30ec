import CatalogKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Networking
import PlaceCatalog
import Testing
import TestSupport

/// The elements and attributes of an XML document, as a parser reads them.
private final class XMLOutline: NSObject, XMLParserDelegate {
    var elements: [(name: String, namespace: String?, attributes: [String: String])] = []
    var texts: [String: [String]] = [:]
    private var open: [String] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append((name, namespaceURI, attributes))
        open.append(name)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        texts[name, default: []].append(text)
        open.removeLast()
        text = ""
    }
}

@Suite("Places to take along: GeoJSON and GPX")
struct PlaceExportTests {
    func demoPlaces() async throws -> (PlaceRepository, [Entry]) {
        let places = PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client), near: PlaceDemo.center, assumedZone: PlaceDemo.zone)
        return (places, try await places.page(offset: 0, filters: []).entries)
    }

    @Test("GeoJSON: a FeatureCollection, one Point feature a place at [lon, lat], the JSON record as its properties")
    func geoJSON() async throws {
        let (places, entries) = try await demoPlaces()
        let text = try #require(places.export(entries, as: "geojson"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["type"] as? String == "FeatureCollection")
        let features = try #require(document["features"] as? [[String: Any]])
        #expect(features.count == entries.count && entries.count == 10)
        for (feature, entry) in zip(features, entries) {
            #expect(feature["type"] as? String == "Feature")
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "Point")
            let coordinates = try #require(geometry["coordinates"] as? [Double])
            #expect(coordinates == [entry.location?.longitude, entry.location?.latitude].compactMap { $0 })
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(properties["id"] as? String == entry.id && properties["name"] as? String == entry.title && properties["kind"] as? String == "place")
            #expect(properties["lat"] as? Double == entry.location?.latitude && properties.keys.contains("open_now"))
        }
    }

    @Test("GPX 1.1: the namespace, a waypoint a place with decimal lat and lon and its name, markup escaped")
    func gpx() async throws {
        let (places, entries) = try await demoPlaces()
        var tricky = try #require(entries.first)
        tricky.title = "Bar <\"&\"> l'Ami\u{1}"
        let text = try #require(places.export([tricky] + entries, as: "gpx"))
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldProcessNamespaces = true
        let outline = XMLOutline()
        parser.delegate = outline
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        let root = try #require(outline.elements.first)
        #expect(root.name == "gpx" && root.namespace == "http://www.topografix.com/GPX/1/1" && root.attributes["version"] == "1.1")
        #expect(root.attributes["creator"] == "explore")
        let points = outline.elements.filter { $0.name == "wpt" }
        #expect(points.count == entries.count + 1)
        for point in points {
            for key in ["lat", "lon"] {
                let value = try #require(point.attributes[key])
                #expect(Double(value) != nil && value.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" }, "\(key)=\(value)")
            }
        }
        #expect(outline.texts["name"]?.first == "Bar <\"&\"> l'Ami")
        #expect(outline.texts["name"]?.dropFirst().elementsEqual(entries.map(\.title)) == true)
    }

    @Test("Another format is not one places write")
    func unknown() async throws {
        let (places, entries) = try await demoPlaces()
        #expect(places.export(entries, as: "kml") == nil)
    }
}
