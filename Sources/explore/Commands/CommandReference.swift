import Browser
import Scripting

/// The command line as the man page and the completions read it, made from the catalogs'
/// descriptors and the key maps (see ``CommandLineReference``).
enum CommandReference {
    /// Each catalog's own server option, as its descriptor names it.
    static var servers: [ServerOption] {
        Catalogs.all().map { ServerOption(option: $0.urlOption, title: $0.title, example: $0.urlExample) }
    }

    static func make() -> CommandLineReference {
        let descriptors = Catalogs.all()
        return CommandLineReference(
            version: Explore.version,
            catalogs: descriptors.map { .init(name: $0.id, title: $0.title, summary: $0.summary) },
            servers: servers,
            keys: KeyReference.sections(catalogs: descriptors).map { .init(title: $0.title, rows: $0.rows) }
        )
    }
}
