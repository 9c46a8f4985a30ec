import CatalogKit
#if canImport(FoundationEssentials)
import Fixtures
import FoundationEssentials
#else
import Foundation
#endif
import Networking

extension CatalogID {
    /// Places nearby: `explore places`.
    public static let places: CatalogID = "places"
}

extension PlaceRepository {
    /// The Geoapify key: `GEOAPIFY_API_KEY`, else `geoapify_api_key` in the config.
    public static let secret = CatalogSecret(variable: "GEOAPIFY_API_KEY", configKey: "geoapify_api_key", about: "the Geoapify key for places")

    /// Places for the executable, around `--near` ("LAT,LON" or a name; config `places_near`;
    /// the demo's centre when neither): Geoapify with the key from `GEOAPIFY_API_KEY` or the
    /// config file, or the built-in demo. Without a key it asks for one and sends nothing.
    public static let descriptor = CatalogDescriptor(
        id: .places, title: "Places", summary: "cafés, sights and more nearby, from Geoapify", entryKind: "place",
        freshFor: .seconds(6 * 3_600), urlOption: "geoapify-url", urlExample: "http://127.0.0.1:8080",
        filterKinds: [PlaceRepository.category, PlaceRepository.location, PlaceRepository.openNow], actions: PlaceActions.all, options: PlaceOptions.all,
        commands: PlaceOptions.commands,
        linkKinds: ["place", "category", "around"],
        checkOption: PlaceOptions.check, secret: PlaceRepository.secret
    ) { context in
        let near = context.options[PlaceOptions.near.name] ?? PlaceDemo.center
        let radius = context.options[PlaceOptions.radius.name].flatMap(Int.init) ?? PlaceOptions.defaultRadius
        let category = context.options[PlaceOptions.category.name] ?? PlaceOptions.defaultCategory
        let openNow = context.options[PlaceOptions.openNow.name] != nil
        let clock = PlaceClock(now: { Date() }, moment: context.options[PlaceOptions.at.name].flatMap(PlaceMoment.init))
        if context.demo {
            guard PlaceDemo.isAvailable else { return DemoData.missing("Places · demo") }
            let api = APIClient(baseURL: PlaceDemo.baseURL, client: PlaceDemo.client)
            // The demo has no routes and no map images: straight lines and the Braille map.
            return .ready(
                OpenableLinksCatalog(
                    PlaceRepository(
                        api: api, near: near, radius: radius, category: category, title: "Places · demo",
                        openNow: openNow, clock: clock, assumedZone: PlaceDemo.zone)))
        }
        guard let key = PlaceRepository.secret.value(environment: context.environment) else {
            return .needsSetup(
                title: "Places",
                paragraphs: [
                    "Places needs a Geoapify API key, and none is set. No request was sent.",
                    GeoapifyKey.guidance(configPath: ConfigFile.displayPath(environment: context.environment)),
                    "Or try it without a key: explore places --demo",
                ])
        }
        let api = APIClient(baseURL: context.baseURL ?? GeoapifyEndpoint.defaultBaseURL, client: context.keyed(key))
        let travel = context.options[PlaceOptions.travel.name].flatMap(TravelMode.init(rawValue:)) ?? .walk
        // Offline: no route matrix (its answers are never stored) and the Braille map.
        return .ready(
            PlaceRepository(
                api: api, near: near, radius: radius, category: category, openNow: openNow,
                travel: context.offline ? nil : travel, staticMaps: !context.offline, clock: clock))
    }
}
