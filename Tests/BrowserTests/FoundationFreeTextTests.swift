import CatalogKit
import Testing

/// The text helpers that replaced full Foundation's: search folding and fixed decimals.
@Suite("Text without full Foundation")
struct FoundationFreeTextTests {
    @Test(
        "Accents fold to the base letter, in either normal form; full-width forms to ASCII",
        arguments: [
            ("Flabébé", "Flabebe"), ("Flabe\u{301}be\u{301}", "Flabebe"), ("Ñandú", "Nandu"), ("Ørsted", "Orsted"),
            ("Łódź", "Lodz"), ("Ｐｉｋａｃｈｕ", "Pikachu"), ("Nidoran♀", "Nidoran♀"), ("Straße", "Straße"), ("ピカチュウ", "ピカチュウ"),
        ])
    func folding(text: String, folded: String) {
        #expect(SearchFolding.withoutAccents(text) == folded)
    }

    @Test("Search finds a name typed without its accents, or with them decomposed")
    func search() {
        #expect(SearchMatcher.fold("Flabébé") == "flabebe")
        #expect(SearchMatcher.fold("FLABE\u{301}BE\u{301}") == "flabebe")
        #expect(SearchMatcher.fold("Farfetch’d") == "farfetchd")
    }

    @Test(
        "Fixed decimals as printf writes them",
        arguments: [
            (0.5, 1, "0.5"), (0.04, 1, "0.0"), (48.856614, 5, "48.85661"), (-2.3522219, 5, "-2.35222"), (1234.5678, 0, "1235"),
            (-0.00001, 3, "0.000"), (3, 2, "3.00"), (2.5, 0, "2"),
        ])
    func decimals(value: Double, places: Int, text: String) {
        #expect(DecimalText.fixed(value, decimals: places) == text)
    }
}
