import CatalogKit
import MealCatalog
import PlaceCatalog
import PokemonCatalog
import Scripting

/// The command line's table as the executable's registry makes it: the three catalogs.
enum TestReference {
    static let catalogs = [PokemonRepository.descriptor, MealRepository.descriptor, PlaceRepository.descriptor]
    static let reference = CommandLineReference(version: "0", catalogs: catalogs)
}
