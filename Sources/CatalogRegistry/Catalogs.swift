import CatalogKit
import MealCatalog
import PlaceCatalog
import PokemonCatalog

/// The registry: the one place outside the catalogs' own modules that names them. The
/// executable and the tests read this list; everything else (the parsers, the usage text, the
/// start screen, the composition, the commands, the completions and the man page) iterates
/// these descriptors. A new catalog is one more line here and one target in `Package.swift`.
public enum Catalogs {
    public static let all: [CatalogDescriptor] = [PokemonRepository.descriptor, MealRepository.descriptor, PlaceRepository.descriptor]

    /// The catalog `id` names.
    public static func descriptor(_ id: CatalogID) -> CatalogDescriptor? {
        all.first { $0.id == id }
    }
}
