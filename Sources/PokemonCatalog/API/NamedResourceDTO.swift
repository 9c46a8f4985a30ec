import CatalogKit

/// Any PokéAPI resource read for its English name: the fields every named resource has, and
/// the few a kind adds that come along in the same answer (a form's part of the name, a
/// version group's versions, a move's type, class, power and accuracy, a pokemon's forms).
struct NamedResourceDTO: Decodable, Sendable {
    var name: String
    var names: [SpeciesDTO.LocalizedName]?
    var formNames: [SpeciesDTO.LocalizedName]?
    var versions: [NamedResource]?
    var type: NamedResource?
    var damageClass: NamedResource?
    var power: Int?
    var accuracy: Int?
    /// A pokemon's forms (the first is its own) and species, which name it.
    var forms: [NamedResource]?
    var species: NamedResource?
    /// A location area's location, which names an area that has no name of its own.
    var location: NamedResource?

    enum CodingKeys: String, CodingKey {
        case name, names, versions, type, power, accuracy, forms, species, location
        case formNames = "form_names"
        case damageClass = "damage_class"
    }
}

/// What a move's row shows beside its name, from its own resource.
public struct MoveFacts: Sendable, Equatable {
    public var type: NamedResource?
    /// `physical`, `special` or `status`.
    public var damageClass: String?
    public var power: Int?
    public var accuracy: Int?

    public init(type: NamedResource?, damageClass: String?, power: Int?, accuracy: Int?) {
        (self.type, self.damageClass, self.power, self.accuracy) = (type, damageClass, power, accuracy)
    }
}
