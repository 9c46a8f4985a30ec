import Browser
import CatalogKit
import CatalogRegistry
import Foundation
import Networking
import Scripting
import Testing
import TestSupport

/// A keyed fifth catalog, declared here in the tests as a new catalog's target would declare
/// it: its id, its key (variable, config key, query item) and an option of its own. Settings,
/// `config check`, the man page, `--help`'s notes, the masking of secrets and the keyed network
/// stack learn all of it from the descriptor: no shared file names it.
enum CountryCatalog {
    static let secret = CatalogSecret(
        variable: "COUNTRIES_TEST_KEY", configKey: "countries_api_key", about: "the countries server's key",
        queryName: "access_key")
    static let region = OptionSpec("--region", "NAME", "countries: only this region", configKey: "countries_region", defaultValue: "europe")

    @Sendable
    static func check(_ name: String, _ value: String) -> Result<String, OptionProblem> {
        name == region.name && !value.allSatisfy(\.isLetter) ? .failure(OptionProblem("is a region's name, not '\(value)'")) : .success(value.lowercased())
    }

    static let descriptor = CatalogDescriptor(
        id: "countries", title: "Countries", summary: "every country, from a countries server", entryKind: "country",
        freshFor: .seconds(60), urlOption: "countries-url", urlExample: "http://127.0.0.1:8080", options: [region],
        checkOption: check, secret: secret
    ) { context in
        guard let key = secret.value(environment: context.environment) else {
            return .needsSetup(title: "Countries", paragraphs: ["Countries needs a key: \(secret.origin)."])
        }
        let api = APIClient(baseURL: context.baseURL ?? URL(string: "https://countries.example/v3")!, client: context.keyed(key))
        return .ready(CountryList(api: api, region: context.options[region.name] ?? "europe"))
    }
}

/// The countries of one region, from `region/NAME`.
struct CountryList: Catalog {
    let api: APIClient
    let region: String
    var title: String { "Countries" }
    var itemName: String { "country" }
    var searchStrategy: SearchStrategy {
        .localIndex { freshness throws(AppError) in try await page(offset: 0, filters: [], freshness: freshness).entries }
    }

    struct Country: Codable, Sendable {
        var code: String
        var name: String
    }

    struct RegionEndpoint: Endpoint {
        var path: String
    }

    func page(offset: Int, filters: [CatalogFilter], freshness: Freshness) async throws(AppError) -> EntryPage {
        let countries: [Country]
        do throws(NetworkError) {
            countries = try await api.get(RegionEndpoint(path: "region/\(region)"), cachePolicy: freshness.cachePolicy)
        } catch {
            throw AppError(error, subject: "region")
        }
        return EntryPage(entries: countries.map { Entry(id: $0.code, title: $0.name) }, total: countries.count, isLast: true, nextOffset: countries.count)
    }

    func detail(for entry: Entry, freshness: Freshness) async throws(AppError) -> Detail {
        Detail(title: entry.title)
    }
}

@Suite("A fifth catalog, keyed, needs no shared change")
struct FifthCatalogTests {
    let catalogs = Catalogs.all + [CountryCatalog.descriptor]

    @Test("Its key and option are settings the config file may hold; a wrong option value is a problem on its line")
    func settings() {
        let read = Settings(config: ConfigFile(parsing: "countries_api_key = k\ncountries_region = Asia\ncountries_region = 42\n"), catalogs: catalogs)
        #expect(read.problems.map(\.line) == [3], "\(read.problems)")
        #expect(read.problems.first?.message == "countries_region is a region's name, not '42'")
        #expect(read.catalogOptions["countries"]?["--region"] == "asia")
        // Without the catalog, its keys are unknown settings: the registry is what declares them.
        #expect(
            Settings(config: ConfigFile(parsing: "countries_api_key = k\n"), catalogs: Catalogs.all).problems.first?.message
                == "unknown setting 'countries_api_key'")
    }

    @Test("The man page, --help's notes and the command line's table name its key and option")
    func documents() {
        let reference = CommandLineReference(version: "0", catalogs: catalogs)
        let page = ManPage.render(reference)
        #expect(page.contains("COUNTRIES_TEST_KEY") && page.contains("The countries server's key (else countries_api_key in the config file)."))
        #expect(page.contains("countries_api_key, bind ACTION = KEY") && page.contains("countries_region"))
        #expect(reference.catalogOptions.contains { $0.name == "--region" })
        #expect(CountryCatalog.descriptor.notes == ["key: COUNTRIES_TEST_KEY, or countries_api_key in the config"])
    }

    @Test("Its key goes in its own query item through the shared network stack, and is masked wherever it is echoed")
    func keyedAndMasked() async throws {
        let key = "k" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        let transport = StubClient { request throws(NetworkError) in
            let codes = [CountryList.Country(code: "FR", name: "France (echo \(request.url.absoluteString))")]
            return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: (try? JSONEncoder().encode(codes)) ?? Data())
        }
        let environment = ["COUNTRIES_TEST_KEY": key, "XDG_CONFIG_HOME": "/nonexistent"]
        CatalogSecret.registerAll(catalogs, environment: environment)
        let context = CatalogContext(
            network: NetworkStack.make(transport: transport),
            keyed: { NetworkStack.make(transport: transport, key: $0, keyQueryName: CountryCatalog.secret.queryName) },
            baseURL: nil, demo: false, environment: environment, options: ["--region": "europe"])
        guard case let .ready(catalog) = CountryCatalog.descriptor.make(context) else {
            Issue.record("the catalog asks for setup with its key set")
            return
        }
        let page = try await catalog.page(offset: 0, filters: [])
        let sent = try #require(transport.requests.first?.url)
        #expect(
            sent.path == "/v3/region/europe"
                && URLComponents(url: sent, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "access_key" }?.value == key)
        // The server echoed the key into a name: what is drawn or printed never shows it.
        let shown = Redaction.maskKnownSecrets(in: page.entries[0].title)
        #expect(page.entries.count == 1 && !shown.contains(key), "\(shown)")
        let missing = CountryCatalog.descriptor.make(
            CatalogContext(network: transport, keyed: { _ in transport }, baseURL: nil, demo: false, environment: ["XDG_CONFIG_HOME": "/nonexistent"]))
        guard case let .needsSetup(_, paragraphs) = missing else {
            Issue.record("no key, yet the catalog is ready")
            return
        }
        #expect(paragraphs == ["Countries needs a key: COUNTRIES_TEST_KEY, else countries_api_key in the config file."])
    }

    @Test("Pokémon's sprites folder is its own option: sprites_url in the config is a URL, checked by the catalog")
    func spritesOption() {
        let good = Settings(config: ConfigFile(parsing: "sprites_url = http://127.0.0.1:9/sprites/"), catalogs: Catalogs.all)
        #expect(good.problems.isEmpty && good.catalogOptions["pokemon"]?["--sprites-url"] == "http://127.0.0.1:9/sprites/")
        let bad = Settings(config: ConfigFile(parsing: "sprites_url = nowhere"), catalogs: Catalogs.all)
        #expect(bad.problems.map(\.line) == [1] && bad.problems.first?.message == "sprites_url needs an http, https or file URL, not 'nowhere'")
    }
}
