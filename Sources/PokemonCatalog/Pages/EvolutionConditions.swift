import CatalogKit

/// How one step of an evolution chain happens, in the words a player would use.
///
/// A step's `evolution_details` hold every method PokéAPI knows, from every game: they are
/// grouped by the form they produce (the species' usual form first), the current games' method
/// first within a group (a region's own way after the main series'; location methods are the
/// older games'; then newest games first), and
/// joined with "; or ": "Leaf Stone; or level up near a Moss Rock at Eterna Forest".
public enum EvolutionConditions {
    /// The note for the step from `parent` to `child` (species slugs), or nil when the data
    /// says nothing.
    public static func describe(_ details: [EvolutionChainDTO.Condition], from parent: String, to child: String, names: NameLookup = NameLookup()) -> String? {
        ways(details, from: parent, to: child, names: names)?.text
    }

    /// The ways of one step, each whole ("level 25 at dusk → Lycanroc Dusk"), and what they
    /// all share (the base form they start from), for drawing each on a line of its own.
    public struct Ways: Sendable, Equatable {
        /// "Rockruff Own Tempo only" when every way starts from that form.
        public var lead: String?
        public var ways: [String]

        /// The ways in one text: "Leaf Stone; or level up near a Moss Rock".
        public var text: String {
            let joined = ways.joined(separator: "; or ")
            return lead.map { $0 + ": " + joined } ?? joined
        }
    }

    /// The ways of the step from `parent` to `child` (species slugs), or nil when the data
    /// says nothing.
    public static func ways(
        _ details: [EvolutionChainDTO.Condition], from parent: String, to child: String,
        names: NameLookup = NameLookup()
    ) -> Ways? {
        struct Method {
            var detail: EvolutionChainDTO.Condition
            var places: [String]
            var base: String?
            var form: String
            var version: Int
            var index: Int
            /// Location methods belong to older games; the current ones use items or levels.
            var isLegacy: Bool { !places.isEmpty }
        }
        var methods: [Method] = []
        for (index, detail) in details.enumerated() {
            var method = Method(
                detail: detail, places: [], base: formName(detail.baseForm, species: parent, names: names),
                form: formName(detail.evolvedForm, species: child, names: names) ?? "", version: detail.versionGroup?.id ?? 0, index: index
            )
            guard let location = detail.location else {
                methods.append(method)
                continue
            }
            // One method in several games' places becomes one phrase naming every place.
            method.detail.location = nil
            method.detail.versionGroup = nil
            method.detail.nearSpecialRock = nil
            let nearRock = detail.nearSpecialRock == true
            let place = names.label(.location, location)
            if let same = methods.firstIndex(where: {
                $0.isLegacy && $0.base == method.base && $0.form == method.form && $0.detail.sameMethod(as: method.detail)
            }) {
                if !methods[same].places.contains(place) { methods[same].places.append(place) }
                methods[same].version = max(methods[same].version, method.version)
                if nearRock { methods[same].detail.nearSpecialRock = true }
            } else {
                if nearRock { method.detail.nearSpecialRock = true }
                method.places = [place]
                methods.append(method)
            }
        }
        guard !methods.isEmpty else { return nil }

        var formOrder: [String] = [""]
        for method in methods where !formOrder.contains(method.form) { formOrder.append(method.form) }
        methods.sort { a, b in
            let formA = formOrder.firstIndex(of: a.form) ?? 0, formB = formOrder.firstIndex(of: b.form) ?? 0
            if formA != formB { return formA < formB }
            // The main-series way first, a region's own way after ("level 14; or level 17 in
            // Hisui"), however new the regional game.
            if (a.detail.region == nil) != (b.detail.region == nil) { return a.detail.region == nil }
            if a.isLegacy != b.isLegacy { return !a.isLegacy }
            if a.version != b.version { return a.version > b.version }
            return a.index < b.index
        }
        let firstBase = methods[0].base
        let sharedBase = methods.allSatisfy { $0.base != nil && $0.base == firstBase } ? firstBase : nil
        var texts: [String] = []
        for method in methods {
            var text = phrase(method.detail, from: parent, to: child, places: method.places, names: names)
            if sharedBase == nil, let base = method.base { text = base + ": " + text }
            if !method.form.isEmpty { text += " → " + method.form }
            if !texts.contains(text) { texts.append(text) }
        }
        return Ways(lead: sharedBase.map { $0 + " only" }, ways: texts)
    }

    /// One method: "level 16", "Leaf Stone", "trade holding Metal Coat", "level up knowing
    /// Mimic in Galar", "level 20, female only". `places` replace the method's location.
    public static func phrase(
        _ detail: EvolutionChainDTO.Condition, from parent: String, to child: String, places: [String] = [],
        names: NameLookup = NameLookup()
    ) -> String {
        func itemName(_ item: NamedResource) -> String { names.label(.item, item) }
        func speciesName(_ species: NamedResource) -> String { names.label(.species, species) }
        let trigger = detail.trigger?.name ?? ""
        var head: String
        var usedItem = false, usedHeld = false, usedMove = false, usedDamage = false
        let moveName = detail.usedMove.map { names.label(.move, $0) } ?? "a move"
        let times = detail.minMoveCount.map { " \($0) times" } ?? ""
        let levelUp = detail.minLevel.map { "level \($0)" } ?? "level up"
        switch trigger {
        case "level-up":
            head = levelUp
        case "use-item":
            head = detail.item.map { itemName($0) } ?? "use an item"
            usedItem = true
        case "trade":
            head = "trade"
            if let held = detail.heldItem { head += " holding " + itemName(held); usedHeld = true }
            if let other = detail.tradeSpecies { head += " for " + speciesName(other) }
        case "shed":
            return "an empty party slot and a spare Poké Ball when \(names.label(NameKey(.species, key: parent, slug: parent))) evolves"
        case "spin":
            head = "spin around holding " + (detail.heldItem.map { itemName($0) } ?? "a Sweet")
            usedHeld = true
        case "tower-of-darkness":
            head = "train in the Tower of Darkness"
        case "tower-of-waters":
            head = "train in the Tower of Waters"
        case "three-critical-hits":
            head = "land 3 critical hits in one battle"
        case "take-damage":
            let damage = detail.minDamageTaken.map { "losing at least \($0) HP" } ?? "losing HP"
            head = "walk under the stone arch in Dusty Bowl after \(damage) without fainting"
            usedDamage = true
        case "recoil-damage":
            head = levelUp + " after taking " + (detail.minDamageTaken.map { "at least \($0) " } ?? "") + "recoil damage without fainting"
            usedDamage = true
        case "use-move":
            head = levelUp + " after using \(moveName)\(times)"
            usedMove = true
        case "agile-style-move", "strong-style-move":
            let style = trigger == "agile-style-move" ? "agile" : "strong"
            head = levelUp + " after using \(moveName) in \(style) style\(times)"
            usedMove = true
        case "three-defeated-bisharp":
            head = levelUp + " after defeating 3 Bisharp that lead Pawniard, holding a Leader’s Crest"
        case "gimmighoul-coins":
            head = levelUp + " with 999 Gimmighoul Coins in the bag"
        case "other", "":
            head = detail.minLevel.map { "level \($0)" } ?? ""
            // Without a trigger, an item is what is used.
            if head.isEmpty, trigger.isEmpty, let item = detail.item { head = itemName(item); usedItem = true }
        default:
            head = detail.minLevel.map { "level \($0)" } ?? title(trigger).lowercased()
        }

        var parts = head.isEmpty ? [] : [head]
        if !usedItem, let item = detail.item { parts.append("using " + itemName(item)) }
        if !usedHeld, let held = detail.heldItem { parts.append("holding " + itemName(held)) }
        parts += circumstances(detail, child: child, places: places, times: times, usedMove: usedMove, usedDamage: usedDamage, names: names)
        if parts.isEmpty { parts.append(trigger == "other" ? "special conditions" : "level up") }
        var text = parts.joined(separator: " ")
        switch detail.gender {
        case .some(1): text += ", female only"
        case .some(2): text += ", male only"
        default: break
        }
        return text
    }

    /// What must hold beyond the trigger: a move known, friendship, party, time, weather,
    /// steps, damage, place and region, in the games' wording with the data's thresholds.
    static func circumstances(
        _ detail: EvolutionChainDTO.Condition, child: String, places: [String], times: String, usedMove: Bool,
        usedDamage: Bool, names: NameLookup
    ) -> [String] {
        func speciesName(_ species: NamedResource) -> String { names.label(.species, species) }
        var parts: [String] = []
        if let move = detail.knownMove { parts.append("knowing " + names.label(.move, move)) }
        if let type = detail.knownMoveType { parts.append("knowing a \(names.label(.type, type))-type move") }
        // The threshold the data gives: high friendship is 160 in some games and 220 in others.
        if let friendship = detail.minHappiness { parts.append("with high friendship (\(friendship)+)") }
        if let hearts = detail.minAffection { parts.append("with high affection (\(hearts)+ hearts)") }
        if let beauty = detail.minBeauty { parts.append("with high Beauty (\(beauty)+)") }
        if let species = detail.partySpecies { parts.append("with \(speciesName(species)) in the party") }
        if let type = detail.partyType { parts.append("with a \(names.label(.type, type))-type Pokémon in the party") }
        switch detail.relativePhysicalStats {
        case .some(1): parts.append("with Attack higher than Defense")
        case .some(0): parts.append("with Attack equal to Defense")
        case .some(-1): parts.append("with Attack lower than Defense")
        default: break
        }
        if let time = detail.timeOfDay, !time.isEmpty { parts.append(timeOfDay(time)) }
        if detail.needsOverworldRain == true { parts.append("while it rains") }
        if detail.turnUpsideDown == true { parts.append("with the console held upside down") }
        if !usedMove, let move = detail.usedMove { parts.append("after using \(names.label(.move, move))\(times)") }
        if let steps = detail.minSteps { parts.append("after walking \(grouped(steps)) steps with it following you") }
        if !usedDamage, let damage = detail.minDamageTaken { parts.append("after losing at least \(damage) HP") }
        if detail.needsMultiplayer == true { parts.append("in a Union Circle") }
        var allPlaces = places
        if let location = detail.location { allPlaces.append(names.label(.location, location)) }
        if !allPlaces.isEmpty || detail.nearSpecialRock == true, let special = specialPlace(for: child, flagged: detail.nearSpecialRock == true) {
            parts.append(special)
        }
        if !allPlaces.isEmpty { parts.append("at " + list(allPlaces)) }
        if let region = detail.region { parts.append("in " + names.label(.region, region)) }
        return parts
    }

    /// Where the older games' location methods really are: next to a rock or in a field.
    static func specialPlace(for child: String, flagged: Bool) -> String? {
        switch child {
        case "leafeon": return "near a Moss Rock"
        case "glaceon": return "near an Ice Rock"
        case "magnezone", "probopass", "vikavolt": return "in a special magnetic field"
        default: return flagged ? "near a special rock" : nil
        }
    }

    static func timeOfDay(_ value: String) -> String {
        switch value.lowercased() {
        case "day": return "during the day"
        case "night": return "at night"
        case "dusk": return "at dusk"
        case "midday": return "at midday"
        case "full-moon": return "under a full moon"
        default: return "at " + DisplayText.title(fromSlug: value).lowercased()
        }
    }

    /// The English name of form `resource` ("Galarian Mr. Mime" for `mr-mime-galar`, from its
    /// `pokemon-form`), its placeholder until then; nil when it is the species' own usual form
    /// (or missing).
    static func formName(_ resource: NamedResource?, species: String, names: NameLookup) -> String? {
        guard let resource, case let slug = DisplayText.line(resource.name).lowercased(), !slug.isEmpty, slug != species else { return nil }
        return names.label(NameKey.formOrPokemon(resource))
    }

    static func title(_ slug: String) -> String { DisplayText.title(fromSlug: DisplayText.line(slug)) }

    /// "A", "A or B", "A, B or C".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }

    /// 1000 → "1,000".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}

extension EvolutionChainDTO.Condition {
    /// The same method apart from whether it names the special rock.
    func sameMethod(as other: Self) -> Bool {
        var a = self, b = other
        a.nearSpecialRock = nil
        b.nearSpecialRock = nil
        return a == b
    }
}
