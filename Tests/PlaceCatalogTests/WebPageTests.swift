import CatalogKit
import Foundation
import Networking
import PlaceCatalog
import Testing

/// The pages `o` opens and `y` copies: only plain web addresses, the most useful first.
@Suite("Web pages")
struct WebPageTests {
    @Test("Only http and https addresses without spaces or controls make a page; spaces around are trimmed")
    func validation() {
        #expect(WebPage("site", url: " https://example.org/a?b=1#c ")?.url == "https://example.org/a?b=1#c")
        #expect(WebPage("site", url: "HTTP://example.org")?.url == "HTTP://example.org")
        for good in ["https://www.example.org:8443/a", "http://192.0.2.1/", "https://[2001:db8::1]:443/x", "https://café.example.fr/", "https://example.org./"]
        {
            #expect(WebPage("site", url: good) != nil, "\(good)")
        }
        for bad in [
            "javascript:alert(1)", "file:///etc/passwd", "-n https://x.org", "https://ex ample.org", "https://example.org/\u{1B}]0;x\u{07}",
            "https://example.org/\u{202E}", "https://", "", "example.org", "https://x.org/" + String(repeating: "a", count: 2048),
            "https://javascript:alert(1)", "https://user:secret@example.org/", "https://example.org@evil.org", "https://-x.org",
            "https://localhost/", "https://example..org", "https://example.org:80a/", "https://[::1", "https://%65vil.org",
        ] {
            #expect(WebPage("site", url: bad) == nil, "\(bad)")
        }
    }

    @Test("A place's website comes first (given without a scheme, https is assumed), then its spot on OpenStreetMap")
    func place() throws {
        let json = """
            {"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"place_id": "p1", "name": "Café", "lat": 48.85, "lon": 2.35,
             "website": "www.example.org/cafe"}}]}
            """
        let collection = try APIClient.decode(FeatureCollection.self, from: Data(json.utf8), request: HTTPRequest(url: URL(string: "https://geo.example")!))
        let place = try #require(collection.features.first?.properties)
        let detail = PlaceMapper.detail(from: place, center: nil)
        #expect(
            detail.webPages.map(\.url) == [
                "https://www.example.org/cafe", "https://www.openstreetmap.org/?mlat=48.850000&mlon=2.350000#map=18/48.850000/2.350000",
            ])
        #expect(detail.webPages.map(\.label) == ["website", "OpenStreetMap page"])
    }

    @Test("A website without a scheme that is no host name (javascript:alert(1)) is not opened as https://javascript:…")
    func schemeLessScript() throws {
        for website in ["javascript:alert(1)", "JavaScript:alert(document.cookie)", "user:pass@evil.org", "data:text/html,x"] {
            let json = """
                {"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"place_id": "p1", "name": "Café", "lat": 48.85, "lon": 2.35,
                 "website": "\(website)"}}]}
                """
            let collection = try APIClient.decode(FeatureCollection.self, from: Data(json.utf8), request: HTTPRequest(url: URL(string: "https://geo.example")!))
            let place = try #require(collection.features.first?.properties)
            #expect(PlaceMapper.detail(from: place, center: nil).webPages.map(\.label) == ["OpenStreetMap page"], "\(website)")
        }
    }
}
