import CatalogRegistry
import Browser
import Scripting

/// The command line as the man page and the completions read it, made from the catalogs'
/// descriptors and the key maps (see ``CommandLineReference``).
enum CommandReference {
    static func make() -> CommandLineReference {
        var reference = Catalogs.reference
        reference.keys = KeyReference.sections(catalogs: Catalogs.all).map { .init(title: $0.title, rows: $0.rows) }
        return reference
    }
}
