import CatalogKit
import Foundation
import Networking
import PlaceCatalog
import Testing
import TestSupport

private let request = HTTPRequest(url: URL(string: "https://geo.example")!)
private let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)

private func decode(_ json: String) throws -> FeatureCollection {
    try APIClient.decode(FeatureCollection.self, from: Data(json.utf8), request: request)
}

@Suite("Geoapify decoding and mapping")
struct PlaceDecodingTests {
    @Test("Endpoints build Geoapify URLs; the key is added by one client, to every request")
    func endpoints() async throws {
        let base = URL(string: "https://api.geoapify.com")!
        let places = try HTTPRequest(
            endpoint: GeoapifyEndpoint.places(categories: "catering.cafe", center: paris, radius: 1000, name: "caf", limit: 20, offset: 40), baseURL: base)
        #expect(
            places.url.absoluteString
                == "https://api.geoapify.com/v2/places?categories=catering.cafe&filter=circle:2.3522,48.8566,1000&bias=proximity:2.3522,48.8566&name=caf&limit=20&offset=40"
        )
        #expect(
            try HTTPRequest(endpoint: GeoapifyEndpoint.placeDetails(id: "abc"), baseURL: base).url.absoluteString
                == "https://api.geoapify.com/v2/place-details?id=abc")
        #expect(
            try HTTPRequest(endpoint: GeoapifyEndpoint.geocode(text: "Paris"), baseURL: base).url.absoluteString
                == "https://api.geoapify.com/v1/geocode/search?text=Paris")
        #expect(
            try HTTPRequest(endpoint: GeoapifyEndpoint.autocomplete(text: "Par"), baseURL: base).url.absoluteString
                == "https://api.geoapify.com/v1/geocode/autocomplete?text=Par")

        let stub = StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, body: Data(#"{"features":[]}"#.utf8)) }
        let keyed = APIKeyClient(stub, key: "TESTKEY-123")
        _ = try await keyed.send(places)
        #expect(stub.requests.first?.url.query?.hasSuffix("&apiKey=TESTKEY-123") == true)
        #expect(!Redaction.redact(stub.requests[0].url).contains("TESTKEY-123"))
    }

    @Test("Missing names and properties are normal: the detail shows what exists")
    func sparse() throws {
        let collection = try decode(
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"place_id":"p1","categories":["catering","catering.cafe","wheelchair.yes"],"facilities":{"wheelchair":true,"dogs":{"leash":true}}}}]}"#
        )
        let place = try #require(collection.features.first?.properties)
        #expect(PlaceMapper.title(of: place) == "Unnamed cafe")
        let entry = try #require(PlaceMapper.entry(from: place, center: paris))
        #expect(entry.subtitle == nil && entry.columns.map(\.text) == ["", "", ""])
        let detail = PlaceMapper.detail(from: place, center: paris)
        let fields = detail.sections.compactMap { section -> [Field]? in
            if case let .fields(fields) = section.content { return fields }
            return nil
        }.flatMap { $0 }
        #expect(fields.map(\.label) == ["Categories", "Facilities"])
        #expect(detail.sections.contains { $0.heading == "Data" })
        #expect(try decode(#"{"features":[{"properties":{}}]}"#).features.first.flatMap { PlaceMapper.entry(from: $0.properties, center: nil) } == nil)
    }

    @Test("Distances read well", arguments: [(12.4, "12 m"), (999.4, "999 m"), (1430, "1.4 km")])
    func distances(metres: Double, text: String) {
        #expect(PlaceMapper.distance(metres) == text)
    }

    @Test(
        "Coordinates parse in range only",
        arguments: [("48.8566,2.3522", true), ("48.8566, 2.3522", true), ("91,0", false), ("0,181", false), ("Paris", false), ("1,2,3", false)])
    func coordinates(text: String, valid: Bool) {
        #expect((Coordinate(parsing: text) != nil) == valid)
    }
}

@Suite("Geoapify corpus", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipReason)))
struct PlaceCorpusTests {
    @Test("Every Geoapify file decodes and maps")
    func everyFile() throws {
        let root = try #require(Corpus.root).appendingPathComponent("geoapify")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        #expect(files.count >= 4)
        for file in files {
            let collection = try APIClient.decode(FeatureCollection.self, from: Data(contentsOf: root.appendingPathComponent(file)), request: request)
            #expect(!collection.features.isEmpty, "\(file)")
            for feature in collection.features {
                let detail = PlaceMapper.detail(from: feature.properties, center: paris)
                #expect(!detail.title.isEmpty)
                guard case let .paragraph(attribution)? = detail.sections.last?.content else {
                    Issue.record("no attribution in \(file)")
                    continue
                }
                #expect(attribution.contains("OpenStreetMap"))
            }
        }
        let cafes = try APIClient.decode(
            FeatureCollection.self, from: Corpus.data("geoapify/v2/places/categories=catering.cafe&limit=8.json"), request: request)
        let distances = cafes.features.compactMap(\.properties.distance)
        #expect(distances == distances.sorted())
        #expect(cafes.features.first?.properties.name == "Marlette")
    }
}

@Suite("Places repository")
struct PlaceRepositoryTests {
    func repository(_ client: any NetworkClient, near: String = PlaceDemo.center, category: String = "catering") -> PlaceRepository {
        // As the demo's descriptor makes it: the demo city's zone, no route matrix.
        PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: client), near: near, category: category, assumedZone: PlaceDemo.zone)
    }

    @Test(
        "The location leads the filters, named when it has a name",
        arguments: [
            (PlaceDemo.center, "Paris, Île de la Cité"), ("48.85,2.35", "near 48.850, 2.350"),
            ("51.507351,-0.127758", "near 51.507, -0.128"), ("Lyon", "Lyon"),
        ])
    func locationLabel(near: String, label: String) {
        let places = repository(StubClient { _ throws(NetworkError) in HTTPResponse(status: .ok, body: Data()) }, near: near)
        #expect(places.defaultFilters.map(\.label) == [label, "Food and drink"])
    }

    @Test("Nearest first; paging ends on a page shorter than asked for, or an empty one")
    func paging() async throws {
        let stub = StubClient { request throws(NetworkError) in try await PlaceDemo.client.send(request) }
        let places = repository(stub)
        // The demo has 10 places: fewer than the 20 asked for, so this page is the last.
        let first = try await places.page(offset: 0, filters: [])
        #expect(first.entries.count == 10 && first.isLast && first.total == nil)
        let distances = first.entries.compactMap { $0.columns.first?.text.split(separator: " ").first.flatMap { Int($0) } }
        #expect(distances == distances.sorted())
        let second = try await places.page(offset: first.nextOffset, filters: [])
        #expect(second.entries.isEmpty && second.isLast)
    }

    @Test("The first page of each query is kept for the session")
    func firstPageCache() async throws {
        let stub = StubClient { request throws(NetworkError) in try await PlaceDemo.client.send(request) }
        let places = repository(stub)
        _ = try await places.page(offset: 0, filters: [])
        _ = try await places.page(offset: 0, filters: [])
        #expect(stub.requests.count == 1)
        let cafes = CatalogFilter(kind: PlaceRepository.category, option: FilterOption(value: "catering.cafe"))
        _ = try await places.page(offset: 0, filters: [cafes])
        #expect(stub.requests.count == 2)
    }

    @Test("Search by name goes through the API's name parameter")
    func search() async throws {
        let stub = StubClient { request throws(NetworkError) in try await PlaceDemo.client.send(request) }
        let found = try await repository(stub).search("café", filters: [])
        #expect(!found.isEmpty && found.allSatisfy { $0.title.lowercased().contains("café") })
        #expect(stub.requests.last?.url.query?.contains("name=caf%C3%A9") == true)
    }

    @Test("A named location is geocoded once, then used")
    func geocoding() async throws {
        let stub = StubClient { request throws(NetworkError) in try await PlaceDemo.client.send(request) }
        let places = repository(stub, near: "Paris")
        _ = try await places.page(offset: 0, filters: [])
        _ = try await places.page(offset: 20, filters: [])
        let paths = stub.requests.map(\.url.path)
        #expect(paths == ["/v1/geocode/search", "/v2/places", "/v2/places"])
        let suggestions = try await places.filterOptions(for: PlaceRepository.location, matching: "lon")
        #expect(suggestions.map(\.label).contains { $0.contains("London") })
    }

    @Test("A rejected key is said so, with the way to set one; the key shows nowhere")
    func rejectedKey() async throws {
        let stub = StubClient { _ throws(NetworkError) in
            HTTPResponse(status: .unauthorized, body: Data(#"{"statusCode":401,"error":"Unauthorized","message":"Invalid apiKey"}"#.utf8))
        }
        let places = PlaceRepository(
            api: APIClient(baseURL: URL(string: "https://geo.example")!, client: APIKeyClient(stub, key: "SECRET-KEY-42")), near: PlaceDemo.center)
        do {
            _ = try await places.page(offset: 0, filters: [])
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unauthorized)
            #expect(error.message == "The API key was rejected.")
            #expect(error.details.first == GeoapifyKey.guidance)
            #expect(!(error.details + [error.message]).joined().contains("SECRET-KEY-42"))
            #expect(error.details.contains { $0.hasPrefix("GET https://geo.example/v2/places") })
        }
    }

    @Test("The demo has unnamed places, and every place maps to a detail with attribution")
    func demo() async throws {
        let places = repository(PlaceDemo.client)
        let entries = try await places.page(
            offset: 0, filters: [CatalogFilter(kind: PlaceRepository.category, option: FilterOption(value: "catering,tourism,commercial,healthcare"))]
        ).entries
        #expect(entries.count == 14)
        #expect(entries.contains { $0.title.hasPrefix("Unnamed") })
        for entry in entries {
            let detail = try await places.detail(for: entry)
            #expect(detail.sections.last?.heading == "Data")
        }
    }
}

@Suite("Config file")
struct ConfigFileTests {
    @Test("key = value lines, comments and quotes")
    func parsing() {
        let file = ConfigFile(parsing: "# settings\n geoapify_api_key = \"abc123\" \nbroken line\nother=x=y\n\n")
        #expect(file.values == ["geoapify_api_key": "abc123", "other": "x=y"])
    }

    @Test("The setup guidance names the settings file this environment reads")
    func guidanceNamesFileRead() {
        let xdg = ConfigFile.displayPath(environment: ["HOME": "/home/user", "XDG_CONFIG_HOME": "/srv/settings"])
        #expect(xdg == "/srv/settings/explore/config")
        #expect(GeoapifyKey.guidance(configPath: xdg).contains("to /srv/settings/explore/config."))
        #expect(ConfigFile.displayPath(environment: ["HOME": "/home/user", "XDG_CONFIG_HOME": "/home/user/cfg"]) == "~/cfg/explore/config")
        #expect(ConfigFile.displayPath(environment: ["HOME": "/home/user"]) == "~/.config/explore/config")
        #expect(ConfigFile.displayPath(environment: ["HOME": "/home/user", "XDG_CONFIG_HOME": ""]) == "~/.config/explore/config")
    }

    @Test("The environment wins over the file; XDG_CONFIG_HOME is honoured")
    func precedence() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("explore"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "geoapify_api_key = from-file\n".write(to: folder.appendingPathComponent("explore/config"), atomically: true, encoding: .utf8)
        let base = ["XDG_CONFIG_HOME": folder.path]
        #expect(ConfigFile.secret(variable: "GEOAPIFY_API_KEY", key: "geoapify_api_key", environment: base) == "from-file")
        #expect(
            ConfigFile.secret(variable: "GEOAPIFY_API_KEY", key: "geoapify_api_key", environment: base.merging(["GEOAPIFY_API_KEY": "from-env"]) { $1 })
                == "from-env")
        #expect(ConfigFile.secret(variable: "GEOAPIFY_API_KEY", key: "geoapify_api_key", environment: ["HOME": folder.path + "/none"]) == nil)
    }
}

@Suite("Config file permissions")
struct ConfigFilePermissionTests {
    func folder(holding text: String, mode: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("explore"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("explore/config")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return folder
    }

    @Test("A key others can read gets one line naming the file and chmod 600", arguments: [0o644, 0o640, 0o604, 0o660])
    func readable(mode: Int) throws {
        let folder = try folder(holding: "geoapify_api_key = abc123\n", mode: mode)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warning = try #require(ConfigFile.exposureWarning(environment: ["XDG_CONFIG_HOME": folder.path]))
        #expect(warning.contains(folder.path + "/explore/config"))
        #expect(warning.contains("chmod 600"))
        #expect(warning.contains("0" + String(mode, radix: 8)))
        #expect(!warning.contains("\n") && !warning.contains("abc123"))
    }

    @Test("No warning for 0600, for a file without a key, or for no file")
    func quiet() throws {
        let owner = try folder(holding: "geoapify_api_key = abc123\n", mode: 0o600)
        let keyless = try folder(holding: "theme = dark\n", mode: 0o644)
        defer {
            try? FileManager.default.removeItem(at: owner)
            try? FileManager.default.removeItem(at: keyless)
        }
        #expect(ConfigFile.exposureWarning(environment: ["XDG_CONFIG_HOME": owner.path]) == nil)
        #expect(ConfigFile.exposureWarning(environment: ["XDG_CONFIG_HOME": keyless.path]) == nil)
        #expect(ConfigFile.exposureWarning(environment: ["XDG_CONFIG_HOME": owner.path + "/none"]) == nil)
    }

    @Test("A config that is a link (a dotfiles folder) is judged by the file it points at, not the link's 0777")
    func linked() throws {
        let owner = try folder(holding: "geoapify_api_key = abc123\n", mode: 0o600)
        let shared = try folder(holding: "geoapify_api_key = abc123\n", mode: 0o644)
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("explore-linked-\(UUID().uuidString)")
        defer {
            for folder in [owner, shared, links] { try? FileManager.default.removeItem(at: folder) }
        }
        for (name, target) in [("private", owner), ("shared", shared)] {
            let config = links.appendingPathComponent(name + "/explore")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: config.appendingPathComponent("config").path,
                withDestinationPath: target.appendingPathComponent("explore/config").path)
        }
        #expect(ConfigFile.exposureWarning(environment: ["XDG_CONFIG_HOME": links.appendingPathComponent("private").path]) == nil)
        let warning = ConfigFile.exposureWarning(environment: ["XDG_CONFIG_HOME": links.appendingPathComponent("shared").path])
        #expect(warning?.contains("0644") == true, "\(warning ?? "no warning")")
    }
}

@Suite("Place rows: distance and direction")
struct PlaceDirectionTests {
    @Test("Each row says how far and which way (\"95 m NE\") and carries its location")
    func direction() throws {
        let center = Coordinate(latitude: 48.8566, longitude: 2.3522)
        let json = #"{"place_id":"p1","name":"Café","lat":48.85720,"lon":2.35320,"categories":["catering.cafe"]}"#
        let place = try JSONDecoder().decode(PlaceProperties.self, from: Data(json.utf8))
        let entry = try #require(PlaceMapper.entry(from: place, center: center))
        let text = entry.columns[0].text
        #expect(text.hasSuffix(" NE") && text.hasPrefix("9"), "\(text)")
        #expect(entry.location == MapPoint(latitude: 48.85720, longitude: 2.35320))
        #expect(center.compassPoint(to: Coordinate(latitude: 48.8466, longitude: 2.3522)) == "S")
        #expect(center.compassPoint(to: Coordinate(latitude: 48.8566, longitude: 2.3422)) == "W")
    }
}
