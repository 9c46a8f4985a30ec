import CatalogRegistry
import Scripting

extension Catalogs {
    /// The command line as one table: the catalogs' commands and options, the interface's.
    static let reference = CommandLineReference(version: Explore.version, catalogs: all)
}
