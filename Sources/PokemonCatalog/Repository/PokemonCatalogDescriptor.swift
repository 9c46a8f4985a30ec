import CatalogKit
#if canImport(FoundationEssentials)
import Fixtures
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
        filterKinds: [PokemonRepository.typeFilter, PokemonRepository.generationFilter], actions: actionList, options: [spritesOption],
        commands: commands + ownCommands,
        completesNames: true,
        linkKinds: ["pokemon", "type", "ability", "move", "generation", "egg-group", "item", TeamPageMapper.kind, ComparePageMapper.kind],
        deepLinkExamples: ["pikachu", "25", "type/electric", "ability/static", "move/thunderbolt"],
        checkOption: checkOption, checkDump: checkDump
    ) { context in
        if context.demo {
            guard PokemonDemo.isAvailable else { return DemoData.missing("Pokédex · demo") }
            return .ready(
                OpenableLinksCatalog(
                    PokemonRepository(
                        api: APIClient(baseURL: PokemonDemo.baseURL, client: PokemonDemo.client), title: "Pokédex · demo",
                        teams: teams(context))))
        }
        if let base = context.baseURL, base.isFileURL, let dump = URL(string: "dump:/api/v2") {
            return .ready(
                PokemonRepository(
                    api: APIClient(baseURL: dump, client: FixtureClient(root: base, basePath: "/api/v2")),
                    images: images(context), spritesURL: spritesURL(context), log: context.log, teams: teams(context)))
        }
        let base = context.baseURL ?? PokeAPIEndpoint.defaultBaseURL
        // The official API has GraphQL beside it, which names a page of rows in one request.
        let bulk = base.host == NameQuery.officialRESTHost ? APIClient(baseURL: NameQuery.officialURL, client: context.network) : nil
        return .ready(
            PokemonRepository(
                api: APIClient(baseURL: base, client: context.network), images: images(context), spritesURL: spritesURL(context), log: context.log,
                teams: teams(context), namesInBulk: bulk))
    }

    /// `--sprites-url`: where PokéAPI's sprites are served instead of their own host, the
    /// folder that holds `pokemon/25.png` (config `sprites_url`); http, https or file.
    static let spritesOption = OptionSpec(
        "--sprites-url", "URL", "where Pokémon sprites are served: replaces",
        detail: ["…/PokeAPI/sprites/master/sprites/ (http, https or file;", "config: sprites_url = URL)"],
        scope: .interface, configKey: "sprites_url")

    /// The sprites' folder the options name, if any (checked by ``checkOption``).
    static func spritesURL(_ context: CatalogContext) -> URL? {
        context.options[spritesOption.name].flatMap(ConfigFile.serverURL)
    }

    /// Checks `--sprites-url`: a server's URL, said redacted when it is not one.
    @Sendable
    static func checkOption(_ name: String, _ value: String) -> Result<String, OptionProblem> {
        guard name == spritesOption.name, ConfigFile.serverURL(value) == nil else { return .success(value) }
        let shown = URL(string: value).map(Redaction.redact) ?? "that value"
        return .failure(OptionProblem("needs an http, https or file URL, not '\(shown)'"))
    }

    /// `--names`: the English names the cache does not hold yet, fetched before printing.
    static let namesOption = OptionSpec(
        "--names", nil, "fetch the English names the cache lacks first (a few at a time, progress on stderr)",
        detail: ["Without it, names the cache holds are printed and slugs stand in for the rest."],
        scope: .commands, role: .fetchNames)

    /// `explore pokemon show|list|search`.
    static let commands = [
        CommandSpec(
            catalog: .pokemon, name: "show", operand: "NAME|NUMBER", options: [namesOption],
            summary: "one Pokémon: types, abilities, stats, evolution; or KIND/ID, a type, ability, move, generation, egg group or item",
            examples: [
                "explore pokemon show pikachu", "explore pokemon show 25 --json | jq .stats",
                "explore pokemon show type/electric --json | jq .damage_relations", "explore pokemon show move/thunderbolt --format tsv",
            ]),
        CommandSpec(
            catalog: .pokemon, name: "list", operand: "KIND/ID",
            options: [
                OptionSpec(
                    "--type", "TYPE", "only Pokémon of this type (electric)", completes: .cached(.filter(id: typeFilter.id, byLabel: true)),
                    role: .filter(typeFilter, byLabel: true)),
                OptionSpec(
                    "--generation", "N", "only species of this generation (1)", completes: .cached(.filter(id: generationFilter.id, byLabel: false)),
                    role: .filter(generationFilter, byLabel: false), range: 1...99),
                OptionSpec("--limit", "N", "at most N", role: .limit, range: 1...1_000_000),
                OptionSpec("--offset", "N", "skip the first N", role: .offset, range: 0...1_000_000),
                namesOption,
            ], summary: "the Pokédex, in number order; or the Pokémon of KIND/ID (type/electric, ability/static, move/thunderbolt, egg-group/1)",
            examples: [
                "explore pokemon list --type electric --generation 1", "explore pokemon list --format tsv | wc -l", "explore pokemon list move/thunderbolt",
            ],
            operandIsOptional: true),
        CommandSpec(
            catalog: .pokemon, name: "search", operand: "QUERY", options: [namesOption], summary: "Pokémon by name or number, best match first",
            examples: ["explore pokemon search pika", "explore pokemon search '#25'"]),
    ]

    /// The teams, kept in the data folder of the environment.
    static func teams(_ context: CatalogContext) -> TeamStore {
        TeamStore(file: TeamsDataFile(environment: context.environment))
    }

    /// `explore pokemon team|compare|random`: run by the catalog itself.
    static let ownCommands = [
        CommandSpec(
            catalog: .pokemon, name: "team", operand: "show|add NAME…|remove NAME…|clear|list|use NAME",
            options: [
                OptionSpec("--team", "NAME", "the team to show or change (else the current team)", scope: .commands, role: .value)
            ], summary: "the team of up to six: its members, type coverage and stats; add, remove, clear; list the teams; use one as the current team",
            examples: [
                "explore pokemon team add charizard gyarados pikachu", "explore pokemon team show --json | jq '.holes'",
                "explore pokemon team remove pikachu --team rain", "explore pokemon team list",
            ],
            operandIsOptional: true, takesManyOperands: true),
        CommandSpec(
            catalog: .pokemon, name: "compare", operand: "NAME NAME",
            summary: "two Pokémon side by side: stats and their differences, abilities, type defences, stage, size",
            examples: [
                "explore pokemon compare charizard blastoise", "explore pokemon compare charizard-mega-x charizard-mega-y --json | jq .stat_differences",
            ],
            takesManyOperands: true),
        CommandSpec(
            catalog: .pokemon, name: "random", operand: nil,
            options: [
                OptionSpec(
                    "--type", "TYPE", "only Pokémon of this type (fire)", completes: .cached(.filter(id: typeFilter.id, byLabel: true)), scope: .commands,
                    role: .value),
                OptionSpec(
                    "--generation", "N", "only species of this generation (1)", completes: .cached(.filter(id: generationFilter.id, byLabel: false)),
                    scope: .commands, role: .value, range: 1...99),
            ], summary: "a random Pokémon, shown as show shows it",
            examples: ["explore pokemon random --type fire", "explore pokemon random --generation 1 --json | jq .name"]),
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
