import CatalogKit
import CatalogRegistry
import Scripting

/// The command line's table as the executable makes it, from the one registry.
enum TestReference {
    static let catalogs = Catalogs.all
    static let reference = CommandLineReference(version: "0", catalogs: catalogs)
}
