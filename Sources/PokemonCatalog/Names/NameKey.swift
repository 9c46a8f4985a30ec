import CatalogKit

/// Which PokéAPI resource an English name is read from: each kind is a path whose resources
/// carry `names` (a version group carries none: its name is its versions' names).
public enum NameKind: String, Sendable, Hashable, CaseIterable {
    case species = "pokemon-species"
    /// A form's full name ("Mega Charizard X"); empty for a species' usual form.
    case form = "pokemon-form"
    /// A Pokémon (a species' variety) by its number: named by its first form's full name,
    /// else its species' name (evolution conditions name regional forms so).
    case pokemon
    case ability, move, item, location, type, generation, version, pokedex, region
    case locationArea = "location-area"
    case habitat = "pokemon-habitat"
    case eggGroup = "egg-group"
    case versionGroup = "version-group"
    case learnMethod = "move-learn-method"
    case encounterMethod = "encounter-method"
    case encounterConditionValue = "encounter-condition-value"
}

/// One resource to name: its kind and its key in the path, the id where PokéAPI's URL gives
/// one (servers of files know ids only), else its name; `slug` makes the placeholder.
public struct NameKey: Sendable, Hashable {
    public var kind: NameKind
    public var key: String
    public var slug: String

    public init(_ kind: NameKind, key: String, slug: String) {
        self.kind = kind
        self.key = key.lowercased()
        self.slug = slug
    }

    /// The key of `resource`, by id when its URL has one.
    public init(_ kind: NameKind, _ resource: NamedResource) {
        self.init(kind, key: resource.id.map(String.init) ?? resource.name, slug: resource.name)
    }

    /// The key of a form that `resource` names either as a `pokemon-form` or as a `pokemon`
    /// (evolution conditions' `base_form` and `evolved_form` link the Pokémon): by the kind
    /// its URL names, so that a Pokémon's number is never read as a form's.
    public static func formOrPokemon(_ resource: NamedResource) -> NameKey {
        resource.url.contains("/pokemon-form/") ? NameKey(.form, resource) : NameKey(.pokemon, resource)
    }

    /// The resource's path below the base URL.
    var path: String { "\(kind.rawValue)/\(key)/" }

    /// Equal keys are the same resource whatever slug came along.
    public static func == (a: NameKey, b: NameKey) -> Bool { a.kind == b.kind && a.key == b.key }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(key)
    }
}
