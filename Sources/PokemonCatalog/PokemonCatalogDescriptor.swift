import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

extension CatalogID {
    /// The Pokédex: `explore pokemon`.
    public static let pokemon: CatalogID = "pokemon"
}

extension PokemonRepository {
    /// The Pokédex for the executable: PokéAPI, the built-in demo, or a PokéAPI dump on disk
    /// when the base URL is a file URL.
    public static let descriptor = CatalogDescriptor(
        id: .pokemon, title: "Pokédex", summary: "every Pokémon, from PokéAPI", entryKind: "pokemon", entryStyle: .numbered,
        freshFor: .seconds(7 * 86_400), urlOption: "pokeapi-url",
        urlExample: "http://127.0.0.1:8080/api/v2, or a PokéAPI dump: file:///…/api-data/data/api/v2",
        filterKinds: [PokemonRepository.typeFilter, PokemonRepository.generationFilter], commands: commands, completesNames: true,
        linkKinds: ["pokemon", "type", "ability", "move", "generation", "egg-group", "item", TeamPageMapper.kind, ComparePageMapper.kind],
        deepLinkExamples: ["pikachu", "25", "type/electric", "ability/static", "move/thunderbolt"],
        checkDump: checkDump
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

    /// `--names`: the English names the cache does not hold yet, fetched before printing.
    static let namesOption = OptionSpec("--names", nil, "fetch the English names the cache lacks first (a few at a time, progress on stderr)",
                                        detail: ["Without it, names the cache holds are printed and slugs stand in for the rest."],
                                        scope: .commands, role: .fetchNames)

    /// `explore pokemon show|list|search`.
    static let commands = [
        CommandSpec(catalog: .pokemon, name: "show", operand: "NAME|NUMBER", options: [namesOption],
                    summary: "one Pokémon: types, abilities, stats, evolution; or KIND/ID, a type, ability, move, generation, egg group or item",
                    examples: ["explore pokemon show pikachu", "explore pokemon show 25 --json | jq .stats",
                               "explore pokemon show type/electric --json | jq .damage_relations", "explore pokemon show move/thunderbolt --format tsv"]),
        CommandSpec(catalog: .pokemon, name: "list", operand: "KIND/ID", options: [
            OptionSpec("--type", "TYPE", "only Pokémon of this type (electric)", completes: .cached(.filter(id: typeFilter.id, byLabel: true)),
                       role: .filter(typeFilter, byLabel: true)),
            OptionSpec("--generation", "N", "only species of this generation (1)", completes: .cached(.filter(id: generationFilter.id, byLabel: false)),
                       role: .filter(generationFilter, byLabel: false), range: 1...99),
            OptionSpec("--limit", "N", "at most N", role: .limit, range: 1...1_000_000),
            OptionSpec("--offset", "N", "skip the first N", role: .offset, range: 0...1_000_000),
            namesOption,
        ], summary: "the Pokédex, in number order; or the Pokémon of KIND/ID (type/electric, ability/static, move/thunderbolt, egg-group/1)",
           examples: ["explore pokemon list --type electric --generation 1", "explore pokemon list --format tsv | wc -l", "explore pokemon list move/thunderbolt"],
           operandIsOptional: true),
        CommandSpec(catalog: .pokemon, name: "search", operand: "QUERY", options: [namesOption], summary: "Pokémon by name or number, best match first",
                    examples: ["explore pokemon search pika", "explore pokemon search '#25'"]),
    ]

    /// A folder of PokéAPI's api-data dump holds `pokemon/index.json`.
    @Sendable
    static func checkDump(_ url: URL) -> OptionProblem? {
        let list = url.appendingPathComponent("pokemon").appendingPathComponent("index.json").path
        return FileManager.default.fileExists(atPath: list) ? nil : OptionProblem("no PokéAPI dump at \(url.path): \(list) is missing")
    }

    /// Pictures through the catalog's network stack (absolute URLs: the base is unused).
    static func images(_ context: CatalogContext) -> APIClient {
        APIClient(baseURL: PokeAPIEndpoint.defaultBaseURL, client: context.network)
    }
}
