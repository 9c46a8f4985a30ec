import CatalogKit
import MealCatalog
import PlaceCatalog
import PokemonCatalog

/// The catalogs the app knows, as descriptors: the command line, the start screen, the
/// usage text and the composition iterate these.
enum Catalogs {
    static func all(near: String? = nil, radius: Int = 1000, category: String = "catering") -> [CatalogDescriptor] {
        [PokemonRepository.descriptor, MealRepository.descriptor, PlaceRepository.descriptor(near: near, radius: radius, category: category)]
    }

    static func all(for arguments: Arguments) -> [CatalogDescriptor] {
        all(near: arguments.near, radius: arguments.radius, category: arguments.category)
    }

    /// The link kind of a catalog's own entries, which a bare deep link names
    /// (`explore meals 52771` is a meal).
    static func entryKind(of catalog: String) -> String {
        ["meals": "meal", "places": "place"][catalog] ?? catalog
    }
}
