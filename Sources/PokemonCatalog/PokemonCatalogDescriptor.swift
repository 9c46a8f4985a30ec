import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

extension PokemonRepository {
    /// The Pokédex for the executable: PokéAPI, the built-in demo, or a PokéAPI dump on disk
    /// when the base URL is a file URL.
    public static let descriptor = CatalogDescriptor(
        id: "pokemon", title: "Pokédex", summary: "every Pokémon, from PokéAPI",
        freshFor: .seconds(7 * 86_400), urlOption: "pokeapi-url",
        urlExample: "http://127.0.0.1:8080/api/v2, or a PokéAPI dump: file:///…/api-data/data/api/v2",
        filterKinds: [PokemonRepository.typeFilter, PokemonRepository.generationFilter]
    ) { context in
        if context.demo {
            guard PokemonDemo.isAvailable else { return DemoData.missing("Pokédex · demo") }
            return .ready(OpenableLinksCatalog(PokemonRepository(api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client), title: "Pokédex · demo")))
        }
        if let base = context.baseURL, base.isFileURL, let dump = URL(string: "dump:/api/v2") {
            return .ready(PokemonRepository(api: APIClient(baseURL: dump, client: FixtureClient(root: base, basePath: "/api/v2")),
                                            images: images(context), spritesURL: context.spritesURL))
        }
        return .ready(PokemonRepository(api: APIClient(baseURL: context.baseURL ?? PokeAPIEndpoint.defaultBaseURL, client: context.network),
                                        images: images(context), spritesURL: context.spritesURL))
    }

    /// Pictures through the catalog's network stack (absolute URLs: the base is unused).
    static func images(_ context: CatalogContext) -> APIClient {
        APIClient(baseURL: PokeAPIEndpoint.defaultBaseURL, client: context.network)
    }
}
