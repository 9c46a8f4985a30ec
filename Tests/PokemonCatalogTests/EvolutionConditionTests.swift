import CatalogKit
import PokemonCatalog
import Testing

/// The words for single evolution methods.
@Suite("Evolution condition words")
struct EvolutionConditionTests {
    typealias Condition = EvolutionChainDTO.Condition

    static func named(_ name: String) -> NamedResource { NamedResource(name: name, url: "") }

    static func condition(_ trigger: String, _ change: (inout Condition) -> Void) -> Condition {
        var detail = Condition(trigger: trigger)
        change(&detail)
        return detail
    }

    static let cases: [(Condition, String)] = [
        (condition("level-up") { $0.minLevel = 16 }, "level 16"),
        (condition("use-item") { $0.item = named("thunder-stone") }, "Thunder Stone"),
        (condition("trade") { $0.heldItem = named("metal-coat") }, "trade holding Metal Coat"),
        (condition("trade") { $0.tradeSpecies = named("shelmet") }, "trade for Shelmet"),
        (
            condition("level-up") {
                $0.heldItem = named("oval-stone"); $0.timeOfDay = "day"
            }, "level up holding Oval Stone during the day"
        ),
        (condition("level-up") { $0.knownMove = named("ancient-power") }, "level up knowing Ancient Power"),
        (condition("level-up") { $0.minBeauty = 171 }, "level up with high Beauty (171+)"),
        (
            condition("level-up") {
                $0.minLevel = 32; $0.partyType = named("dark")
            }, "level 32 with a Dark-type Pokémon in the party"
        ),
        (condition("level-up") { $0.partySpecies = named("remoraid") }, "level up with Remoraid in the party"),
        (
            condition("level-up") {
                $0.minLevel = 20; $0.relativePhysicalStats = 1
            }, "level 20 with Attack higher than Defense"
        ),
        (
            condition("level-up") {
                $0.minLevel = 20; $0.relativePhysicalStats = -1
            }, "level 20 with Attack lower than Defense"
        ),
        (
            condition("level-up") {
                $0.minLevel = 20; $0.relativePhysicalStats = 0
            }, "level 20 with Attack equal to Defense"
        ),
        (
            condition("level-up") {
                $0.minLevel = 50; $0.needsOverworldRain = true
            }, "level 50 while it rains"
        ),
        (
            condition("level-up") {
                $0.minLevel = 30; $0.turnUpsideDown = true
            }, "level 30 with the console held upside down"
        ),
        (
            condition("use-item") {
                $0.item = named("dawn-stone"); $0.gender = 2
            }, "Dawn Stone, male only"
        ),
        (condition("level-up") { $0.minSteps = 1000 }, "level up after walking 1,000 steps with it following you"),
        (condition("take-damage") { $0.minDamageTaken = 49 }, "walk under the stone arch in Dusty Bowl after losing at least 49 HP without fainting"),
        (condition("recoil-damage") { $0.minDamageTaken = 294 }, "level up after taking at least 294 recoil damage without fainting"),
        (
            condition("agile-style-move") {
                $0.usedMove = named("psyshield-bash"); $0.minMoveCount = 20
            }, "level up after using Psyshield Bash in agile style 20 times"
        ),
        (
            condition("strong-style-move") {
                $0.usedMove = named("barb-barrage"); $0.minMoveCount = 20
            }, "level up after using Barb Barrage in strong style 20 times"
        ),
        (condition("spin") { $0.heldItem = named("strawberry-sweet") }, "spin around holding Strawberry Sweet"),
        (condition("three-defeated-bisharp") { _ in }, "level up after defeating 3 Bisharp that lead Pawniard, holding a Leader’s Crest"),
        (condition("gimmighoul-coins") { _ in }, "level up with 999 Gimmighoul Coins in the bag"),
        (condition("other") { $0.minLevel = 25 }, "level 25"),
        (condition("other") { _ in }, "special conditions"),
        (condition("level-up") { $0.nearSpecialRock = true }, "level up near a special rock"),
    ]

    @Test("Each field in words", arguments: cases)
    func words(condition: Condition, text: String) {
        #expect(EvolutionConditions.phrase(condition, from: "parent", to: "child") == text)
    }

    @Test("Several methods: grouped, the current games' first, places of the older games merged")
    func grouping() {
        let older = Self.condition("level-up") {
            $0.location = Self.named("eterna-forest"); $0.versionGroup = NamedResource(name: "diamond-pearl", url: "/api/v2/version-group/8/")
        }
        let newer = Self.condition("use-item") {
            $0.item = Self.named("leaf-stone"); $0.versionGroup = NamedResource(name: "sword-shield", url: "/api/v2/version-group/20/")
        }
        #expect(EvolutionConditions.describe([older, newer], from: "eevee", to: "leafeon") == "Leaf Stone; or level up near a Moss Rock at Eterna Forest")
        // Identical methods from several games read once.
        let again = Self.condition("level-up") { $0.minLevel = 16 }
        #expect(EvolutionConditions.describe([again, again], from: "a", to: "b") == "level 16")
        #expect(EvolutionConditions.describe([], from: "a", to: "b") == nil)
        // The main series' way first, the region's own after, however new its game.
        let hisui = Self.condition("level-up") {
            $0.minLevel = 17; $0.region = Self.named("hisui"); $0.versionGroup = NamedResource(name: "legends-arceus", url: "/api/v2/version-group/24/")
        }
        let main = Self.condition("level-up") {
            $0.minLevel = 14; $0.versionGroup = NamedResource(name: "sword-shield", url: "/api/v2/version-group/20/")
        }
        #expect(EvolutionConditions.describe([hisui, main], from: "cyndaquil", to: "quilava") == "level 14; or level 17 in Hisui")
    }

    @Test("Forms are named by their pokemon-form's English name, the slug standing in until it arrives")
    func formNames() {
        let galar = NamedResource(name: "mr-mime-galar", url: "/api/v2/pokemon-form/10168/")
        let known = NameLookup(names: [NameKey(.form, galar): "Galarian Mr. Mime"])
        let base = Self.condition("level-up") {
            $0.minLevel = 42; $0.baseForm = galar
        }
        #expect(EvolutionConditions.describe([base], from: "mr-mime", to: "mr-rime", names: known) == "Galarian Mr. Mime only: level 42")
        let unknown = NameLookup()
        #expect(EvolutionConditions.describe([base], from: "mr-mime", to: "mr-rime", names: unknown) == "Mr Mime Galar only: level 42")
        #expect(unknown.missing == [NameKey(.form, galar)])
        // The species' own usual form is no form to name.
        let own = Self.condition("level-up") {
            $0.minLevel = 42; $0.baseForm = NamedResource(name: "mr-mime", url: "/api/v2/pokemon-form/122/")
        }
        #expect(EvolutionConditions.describe([own], from: "mr-mime", to: "mr-rime", names: known) == "level 42")
    }
}
