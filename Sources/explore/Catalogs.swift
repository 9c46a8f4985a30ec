import CatalogKit
import MealCatalog
import PlaceCatalog
import PokemonCatalog
import Scripting

/// The registry: the one place outside the catalogs' own modules that names them. Everything
/// else (the parsers, the usage text, the start screen, the composition, the commands, the
/// completions and the man page) iterates these descriptors. A new catalog is one more line.
enum Catalogs {
    static let all: [CatalogDescriptor] = [PokemonRepository.descriptor, MealRepository.descriptor, PlaceRepository.descriptor]

    /// The catalog `id` names.
    static func descriptor(_ id: CatalogID) -> CatalogDescriptor? {
        all.first { $0.id == id }
    }

    /// The command line as one table: the catalogs' commands and options, the interface's.
    static let reference = CommandLineReference(version: Explore.version, catalogs: all)
}
