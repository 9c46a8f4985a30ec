import CatalogKit

/// The Pokémon catalog's colours: each type's tone for its badge, and the scale of base
/// stats (1…255, red below 50, yellow below 90, green from 90).
extension PokemonMapper {
    /// The tone of a type's badge, by its slug ("fire"); an unknown type gets cyan.
    public static func typeTone(_ type: String) -> Tone {
        switch type.lowercased() {
        case "fire", "fighting", "dragon": return .red
        case "water", "ice", "flying": return .blue
        case "grass", "bug": return .green
        case "electric", "ground", "rock": return .yellow
        case "psychic", "fairy", "ghost", "poison": return .magenta
        case "steel", "dark", "normal": return .white
        default: return .cyan
        }
    }

    /// Base stats: full at 255, weak below 50, strong from 90.
    public static let statScale = BarScale(
        maximum: 255,
        bands: [
            .init(from: 0, tone: .red), .init(from: 50, tone: .yellow), .init(from: 90, tone: .green),
        ])
}
