import CatalogKit
import PokemonCatalog
import Testing
import TextLayout
import Views

/// The detail view draws the tones the document carries, and knows no catalog's words.
@Suite("Detail tones and scales")
struct DetailToneTests {
    func spans(_ detail: Detail, width: Int = 60, theme: Theme = .standard) -> [Span] {
        DetailView.lines(for: detail, width: width, theme: theme).flatMap(\.spans)
    }

    @Test("A badge takes its tone; one without a tone is cyan, whatever its word")
    func badgeTones() {
        let detail = Detail(title: "Tones", badges: [Badge("Lava", tone: .red), Badge("Fire"), Badge("Sea", tone: .blue)])
        let styles = Dictionary(spans(detail).map { ($0.text, $0.style.foreground) }, uniquingKeysWith: { first, _ in first })
        #expect(styles[" Lava "] == .red)
        #expect(styles[" Sea "] == .blue)
        // "Fire" is a Pokémon type, but the view does not know that: the catalog says the tone.
        #expect(styles[" Fire "] == .cyan)
    }

    @Test("A bar takes the tone of its scale's band; a bar without bands has no colour")
    func barTones() {
        let scale = BarScale(maximum: 100, bands: [.init(from: 60, tone: .magenta), .init(from: 0, tone: .white)])
        #expect(scale.tone(for: 10) == .white && scale.tone(for: 60) == .magenta && scale.tone(for: -1) == .standard)
        let detail = Detail(
            title: "Bars",
            sections: [
                DetailSection(
                    nil,
                    .bars([
                        Bar("Low", value: 30, scale: scale), Bar("High", value: 80, scale: scale), Bar("Plain", value: 45, maximum: 255),
                    ]))
            ])
        let lines = DetailView.lines(for: detail, width: 40, theme: .standard)
        func barColor(_ label: String) -> Color?? {
            lines.first { $0.text.hasPrefix(label) }?.spans.last?.style.foreground
        }
        #expect(barColor("Low") == .some(.white))
        #expect(barColor("High") == .some(.magenta))
        #expect(barColor("Plain") == .some(nil))
    }

    @Test("The Pokémon catalog gives its types their colours and its stats their scale")
    func pokemonTones() {
        #expect(PokemonMapper.typeTone("fire") == .red)
        #expect(PokemonMapper.typeTone("electric") == .yellow)
        #expect(PokemonMapper.typeTone("psychic") == .magenta)
        #expect(PokemonMapper.typeTone("stellar") == .cyan)
        #expect(PokemonMapper.statScale.maximum == 255)
        #expect([49, 50, 89, 90].map(PokemonMapper.statScale.tone(for:)) == [.red, .yellow, .yellow, .green])
    }
}
