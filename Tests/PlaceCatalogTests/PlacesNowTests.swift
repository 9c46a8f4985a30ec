import CatalogKit
import Foundation
import Networking
import PlaceCatalog
import Testing
import TestSupport

/// Three cafés in Paris as Geoapify lists them (no time zone: its place lists give none): one
/// open every day 11:30–19:30, one whose hours are not understood, one without hours.
let threeCafes = #"""
    {"type":"FeatureCollection","features":[
     {"type":"Feature","properties":{"place_id":"daily","name":"Café Quotidien","lat":48.8570,"lon":2.3530,"distance":80,"categories":["catering.cafe"],"opening_hours":"Mo-Su 11:30-19:30"}},
     {"type":"Feature","properties":{"place_id":"odd","name":"Café Lunaire","lat":48.8580,"lon":2.3500,"distance":210,"categories":["catering.cafe"],"opening_hours":"sunrise-sunset"}},
     {"type":"Feature","properties":{"place_id":"none","name":"Café Muet","lat":48.8540,"lon":2.3560,"distance":380,"categories":["catering.cafe"]}}
    ]}
    """#

/// Geoapify's reverse geocoding of the centre: it names the time zone.
let parisZone =
    #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"lat":48.8566,"lon":2.3522,"timezone":{"name":"Europe/Paris","offset_STD":"+01:00"}}}]}"#

/// The route matrix's answer for the three cafés from the centre, on foot.
let threeRoutes = #"""
    {"sources":[{"original_location":[2.3522,48.8566]}],"targets":[],"sources_to_targets":[[
     {"distance":95,"time":70,"source_index":0,"target_index":0},
     {"distance":300,"time":380,"source_index":0,"target_index":1},
     null
    ]],"units":"metric","mode":"walk"}
    """#

/// A Geoapify stand-in: places, the reverse geocoding and the route matrix, each counted.
func geoapifyStub(routes: String? = threeRoutes) -> StubClient {
    StubClient { request throws(NetworkError) in
        let body: String? =
            switch request.url.path {
            case "/v2/places": request.url.query?.contains("offset=0") == true ? threeCafes : #"{"features":[]}"#
            case "/v1/geocode/reverse": parisZone
            case "/v1/routematrix": routes
            case "/v2/place-details": #"{"features":[]}"#
            default: nil
            }
        guard let body else { return HTTPResponse(status: HTTPStatus(503), body: Data(#"{"message":"down"}"#.utf8)) }
        return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}

/// 2 December 2026 (a Wednesday) at `hour`:`minute` in Paris (UTC+1 in winter).
func parisTime(_ hour: Int, _ minute: Int = 0) -> PlaceClock {
    PlaceClock(now: { Date(timeIntervalSince1970: 1_796_209_200 + Double(hour - 12) * 3600 + Double(minute) * 60) })
}

func cafes(_ client: any NetworkClient, at hour: Int, minute: Int = 0, openNow: Bool = false, travel: TravelMode? = nil) -> PlaceRepository {
    PlaceRepository(
        api: APIClient(baseURL: URL(string: "https://geo.example")!, client: client), near: "48.8566,2.3522", category: "catering.cafe",
        openNow: openNow, travel: travel, staticMaps: true, clock: parisTime(hour, minute))
}

@Suite("Places: open now, in the place's own time")
struct PlacesOpenNowTests {
    @Test("Mo-Su 11:30-19:30 reads “open · closes 19:30” at 12:00 and “closed · opens 11:30” at 9:00; odd hours are unknown")
    func rows() async throws {
        for (hour, minute, daily) in [
            (12, 0, "open · closes 19:30"), (9, 0, "closed · opens 11:30"), (19, 10, "open · closes soon (19:30)"), (20, 0, "closed · opens 11:30"),
        ] {
            let page = try await cafes(geoapifyStub(), at: hour, minute: minute).page(offset: 0, filters: [])
            #expect(page.entries.map { $0.columns[1].text } == [daily, "hours unknown", ""], "at \(hour):00")
        }
    }

    @Test("The zone comes from reverse geocoding the centre, asked once a session")
    func zoneOnce() async throws {
        let stub = geoapifyStub()
        let places = cafes(stub, at: 12)
        _ = try await places.page(offset: 0, filters: [])
        _ = try await places.page(offset: 3, filters: [])
        #expect(stub.requests.filter { $0.url.path == "/v1/geocode/reverse" }.count == 1)
        #expect(stub.requests.first { $0.url.path == "/v1/geocode/reverse" }?.url.query == "lat=48.8566&lon=2.3522")
    }

    @Test("The centre's zone is asked beside the places: the places wait for it here, and the page comes", .timeLimit(.minutes(5)))
    func zoneBesidePlaces() async throws {
        let reverseAsked = Arrival()
        let stub = StubClient { request throws(NetworkError) in
            switch request.url.path {
            case "/v1/geocode/reverse":
                await reverseAsked.arrive()
                return HTTPResponse(status: .ok, body: Data(parisZone.utf8))
            case "/v2/places":
                // Asked one after the other, the zone would never come while this waits: the
                // time limit ends the wait, and the page fails.
                guard await reverseAsked.wait() else { return HTTPResponse(status: HTTPStatus(503), body: Data(#"{"message":"no zone asked"}"#.utf8)) }
                return HTTPResponse(status: .ok, body: Data(threeCafes.utf8))
            default:
                return HTTPResponse(status: .ok, body: Data(#"{"features":[]}"#.utf8))
            }
        }
        let page = try await cafes(stub, at: 12).page(offset: 0, filters: [])
        #expect(page.entries.map { $0.columns[1].text } == ["open · closes 19:30", "hours unknown", ""])
    }

    @Test("Without a zone no answer is safe: hours unknown")
    func noZone() async throws {
        let stub = StubClient { request throws(NetworkError) in
            let body = request.url.path == "/v2/places" ? threeCafes : #"{"features":[]}"#
            return HTTPResponse(status: .ok, body: Data(body.utf8))
        }
        let page = try await cafes(stub, at: 12).page(offset: 0, filters: [])
        #expect(page.entries.map { $0.columns[1].text } == ["hours unknown", "hours unknown", ""])
    }

    @Test("The open-now filter keeps only the places open now; --open-now starts with it")
    func filter() async throws {
        let places = cafes(geoapifyStub(), at: 12)
        let open = try await places.page(
            offset: 0, filters: [CatalogFilter(kind: PlaceRepository.openNow, option: FilterOption(value: "now", label: "Open now"))])
        #expect(open.entries.map(\.id) == ["daily"])
        #expect(try await cafes(geoapifyStub(), at: 9, openNow: true).page(offset: 0, filters: []).entries.isEmpty)
        #expect(places.filterKinds.contains { $0.id == "open" && $0.key == "O" })
        #expect(try await places.filterOptions(for: PlaceRepository.openNow, matching: "").map(\.label) == ["Open now"])
    }

    @Test("--open-now removed in the interface (its filters without it) stays removed; a command's filters keep it")
    func removedStaysRemoved() async throws {
        let places = cafes(geoapifyStub(), at: 9, openNow: true)
        let inForce = places.defaultFilters
        #expect(try await places.page(offset: 0, filters: inForce).entries.isEmpty)
        let removed = inForce.filter { $0.kind != PlaceRepository.openNow }
        #expect(try await places.page(offset: 0, filters: removed).entries.map(\.id) == ["daily", "odd", "none"])
        #expect(try await places.page(offset: 0, filters: []).entries.isEmpty)
    }

    @Test("The detail says it too, beside the hours as given; the JSON row has open_now")
    func detail() async throws {
        let places = cafes(geoapifyStub(), at: 9)
        let page = try await places.page(offset: 0, filters: [])
        let row = try #require(page.entries.first)
        let fields = row.fields.pairs.filter { ["open_now", "opening_status"].contains($0.0) }
        #expect(fields.map(\.1) == [.bool(false), .string("closed · opens 11:30")])
        let unknown = try #require(page.entries.last).fields.pairs.first { $0.0 == "open_now" }?.1
        #expect(unknown == .null)
    }
}

@Suite("Places: hours at a time asked for (--at)")
struct PlacesAtTests {
    @Test(
        "--at reads HH:MM, H:MM and a day as opening_hours or English names it; nothing else",
        arguments: [
            ("12:00", "12:00"), ("9:05", "9:05"), ("09:05", "9:05"), ("Sa 21:00", "Sa 21:00"), ("saturday 21:00", "Sa 21:00"), ("su 0:00", "Su 0:00"),
            ("  Mo   23:59 ", "Mo 23:59"),
        ])
    func parses(text: String, expected: String) {
        #expect(PlaceMoment(text.trimmingCharacters(in: .whitespaces))?.text == expected)
    }

    @Test("Not a time: refused", arguments: ["", "24:00", "12:60", "12", "12:0", "123:00", "x 12:00", "Sa", "Sa 21:00 extra", "s 21:00", "-1:00", "１２:００"])
    func refuses(text: String) {
        #expect(PlaceMoment(text) == nil)
    }

    @Test("The hours are read at that time, on the place's today or the day named; the filter and the detail say so")
    func readsAtMoment() async throws {
        // It is 9:00 on a Wednesday in Paris; asked at 12:00, Café Quotidien is open.
        var clock = parisTime(9)
        clock.moment = PlaceMoment("12:00")
        let places = PlaceRepository(
            api: APIClient(baseURL: URL(string: "https://geo.example")!, client: geoapifyStub()), near: "48.8566,2.3522",
            category: "catering.cafe", openNow: true, clock: clock)
        let page = try await places.page(offset: 0, filters: [])
        #expect(page.entries.map { $0.columns[1].text } == ["open · closes 19:30"])
        #expect(places.defaultFilters.map(\.option.label).last == "Open at 12:00")
        #expect(try await places.filterOptions(for: PlaceRepository.openNow, matching: "").map(\.label) == ["Open at 12:00"])
        // Sunday 20:00 is after Sunday's hours: it opens Monday.
        clock.moment = PlaceMoment("Su 20:00")
        let late = try await PlaceRepository(
            api: APIClient(baseURL: URL(string: "https://geo.example")!, client: geoapifyStub()), near: "48.8566,2.3522",
            category: "catering.cafe", clock: clock
        ).page(offset: 0, filters: [])
        #expect(late.entries.first?.columns[1].text.hasPrefix("closed · opens") == true)
        // The detail names the time the hours were read at, where it says "Now" otherwise.
        let detail = try await places.detail(for: try #require(page.entries.first))
        let fields = detail.sections.flatMap { section -> [Field] in
            if case let .fields(fields) = section.content { return fields } else { return [] }
        }
        #expect(fields.contains { $0.label == "At 12:00" && $0.value == "open · closes 19:30" })
        #expect(!fields.contains { $0.label == "Now" })
    }
}

@Suite("Places: route times")
struct PlacesRouteTests {
    @Test("One route-matrix POST per loaded set, from the centre, on foot by default; rows show minutes")
    func oneRequest() async throws {
        let stub = geoapifyStub()
        let places = cafes(APIKeyClient(stub, key: "ROUTEKEY-42"), at: 12, travel: .walk)
        let page = try await places.page(offset: 0, filters: [])
        #expect(page.entries.map { $0.columns[0].text } == ["1 min walk", "6 min walk", "380 m SE"])
        #expect(page.leftOut == nil)
        _ = try await places.page(offset: 0, filters: [])
        let posts = stub.requests.filter { $0.url.path == "/v1/routematrix" }
        #expect(posts.count == 1)
        let post = try #require(posts.first)
        #expect(post.method == .post && post.headers["Content-Type"] == "application/json")
        let body = String(decoding: post.body ?? Data(), as: UTF8.self)
        #expect(
            body
                == #"{"mode":"walk","sources":[{"location":[2.3522,48.8566]}],"targets":[{"location":[2.353,48.857]},{"location":[2.35,48.858]},{"location":[2.356,48.854]}]}"#
        )
        #expect(!body.contains("ROUTEKEY") && post.url.query?.contains("apiKey=ROUTEKEY-42") == true)
        #expect(!Redaction.redact(post.url).contains("ROUTEKEY"))
        let travel = Dictionary(uniqueKeysWithValues: page.entries[1].fields.pairs.filter { $0.0.hasPrefix("travel_") })
        #expect(travel["travel_mode"] == .string("walk") && travel["travel_s"] == .number(380) && travel["travel_m"] == .number(300))
    }

    @Test("By bicycle or car when chosen")
    func mode() async throws {
        let stub = geoapifyStub()
        let page = try await cafes(stub, at: 12, travel: .bicycle).page(offset: 0, filters: [])
        #expect(page.entries.first?.columns[0].text == "1 min by bike")
        let body = String(decoding: stub.requests.first { $0.url.path == "/v1/routematrix" }?.body ?? Data(), as: UTF8.self)
        #expect(body.hasPrefix(#"{"mode":"bicycle""#))
    }

    @Test("When the route matrix fails: straight lines, and a note that says so")
    func fallback() async throws {
        let page = try await cafes(geoapifyStub(routes: nil), at: 12, travel: .walk).page(offset: 0, filters: [])
        #expect(page.entries.map { $0.columns[0].text } == ["80 m NE", "210 m NW", "380 m SE"])
        let note = try #require(page.leftOut)
        #expect(note.hasPrefix("walking times unavailable") && note.hasSuffix("distances are straight lines"))
    }

    @Test("The detail gives the minutes and the route's length")
    func detail() async throws {
        let places = cafes(geoapifyStub(), at: 12, travel: .walk)
        let row = try #require(try await places.page(offset: 0, filters: []).entries.dropFirst().first)
        let document = try await places.detail(for: row)
        let fields = document.sections.compactMap { section -> [Field]? in
            if case let .fields(fields) = section.content { return fields }
            return nil
        }.flatMap { $0 }
        #expect(fields.contains { $0.label == "Walk" && $0.value == "6 min · 300 m by route" })
        #expect(fields.contains { $0.label == "Now" && $0.value == "hours unknown" })
    }
}

@Suite("Places: the static map")
struct PlacesStaticMapTests {
    @Test("One marker a place, framed to show them all; no key in the address, added by the keyed client only")
    func address() async throws {
        let points = [
            MapPoint(latitude: 48.8570, longitude: 2.3530), MapPoint(latitude: 48.8580, longitude: 2.3500), MapPoint(latitude: 48.8540, longitude: 2.3560),
        ]
        let stub = StubClient { _ throws(NetworkError) in
            HTTPResponse(
                status: .ok, headers: ["Content-Type": "image/png"], body: Data(GeneratedImages.png(width: 4, height: 4) { _, _ in (200, 200, 200, 255) }))
        }
        let places = cafes(APIKeyClient(stub, key: "MAPKEY-77"), at: 12)
        let map = try #require(places.mapPicture(of: points, width: 320, height: 208))
        let query = try #require(map.url.query)
        #expect(map.url.path == "/v1/staticmap" && !query.contains("MAPKEY"))
        #expect(query.contains("width=320&height=208") && query.contains("format=png"))
        #expect(query.components(separatedBy: "lonlat:").count - 1 == 4, "three markers and the centre")
        for point in points {
            let spot = try #require(map.frame.position(of: point))
            #expect(spot.x > 0.04 && spot.x < 0.96 && spot.y > 0.06 && spot.y < 0.94)
        }
        _ = try await places.pictureBytes(at: map.url, freshness: .cachedIfFresh)
        #expect(stub.requests.first?.url.query?.hasSuffix("apiKey=MAPKEY-77") == true)
        await #expect(throws: AppError.self) {
            try await places.pictureBytes(at: URL(string: "https://elsewhere.example/v1/staticmap")!, freshness: .cachedIfFresh)
        }
    }

    @Test("Without a key (the demo) there is no map image: the screen draws its Braille map")
    func demo() {
        let demo = PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client), near: PlaceDemo.center, assumedZone: PlaceDemo.zone)
        #expect(demo.mapPicture(of: [MapPoint(latitude: 48.85, longitude: 2.35)], width: 320, height: 208) == nil)
    }

    @Test("A frame puts its centre in the middle and points east and south of it right and below")
    func frame() throws {
        let frame = MapFrame(center: MapPoint(latitude: 48.8566, longitude: 2.3522), zoom: 15, width: 400, height: 300)
        let middle = try #require(frame.position(of: frame.center))
        #expect(abs(middle.x - 0.5) < 1e-9 && abs(middle.y - 0.5) < 1e-9)
        let southEast = try #require(frame.position(of: MapPoint(latitude: 48.8556, longitude: 2.3542)))
        #expect(southEast.x > 0.5 && southEast.y > 0.5)
        // At zoom 15 a degree of longitude is 256·2¹⁵/360 ≈ 23,302 pixels: 0.002° is about 46.6.
        #expect(abs((southEast.x - 0.5) * 400 - 46.6) < 0.2)
        #expect(frame.position(of: MapPoint(latitude: 48.8566, longitude: 3.0)) == nil)
        #expect(frame.position(of: MapPoint(latitude: .nan, longitude: 2)) == nil)
    }
}

@Suite("Places' own keys")
struct PlaceActionTests {
    @Test("e copies the list as GeoJSON; d opens OpenStreetMap's directions from the centre, by the chosen way")
    func actions() async throws {
        let places = cafes(geoapifyStub(), at: 12, travel: .bicycle)
        let entries = try await places.page(offset: 0, filters: []).entries
        #expect(places.actions.map(\.key) == ["e", "d"])
        let copied = try await places.perform("places.copy_geojson", in: ActionContext(entries: entries))
        guard case let .copy(text, what) = copied else {
            Issue.record("not a copy: \(copied)")
            return
        }
        #expect(what == "3 places as GeoJSON" && text == places.export(entries, as: "geojson"))
        let opened = try await places.perform("places.directions", in: ActionContext(entry: entries[1], entries: entries))
        #expect(
            opened
                == .openPage(
                    try #require(
                        WebPage(
                            "directions",
                            url:
                                "https://www.openstreetmap.org/directions?engine=fossgis_osrm_bike&route=48.856600%2C2.352200%3B48.858000%2C2.350000"))))
        #expect(try await places.perform("places.copy_geojson", in: ActionContext()) == .notice("nothing to copy: the list is empty"))
    }
}
