import Glibc
import Testing
@testable import TextLayout
@testable import Views

/// The C library's `wcwidth`, which ncurses measures with (not importable from Glibc as is).
@_silgen_name("wcwidth")
private func libcWidth(_ character: Int32) -> Int32

/// Every scalar except the surrogates.
private let allScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }

@Suite("Widths agree with the C library")
struct WidthAgreementTests {
    init() {
        // Only the character type: other tests in this process format numbers.
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }

    @Test("For every scalar, the views' width is wcwidth's, or the scalar is never drawn")
    func everyScalar() {
        #expect(libcWidth(0x41) == 1, "no UTF-8 locale in the test process")
        var disagreements: [String] = []
        for scalar in allScalars {
            let c = Int(libcWidth(Int32(bitPattern: scalar.value)))
            let views = DisplayWidth.of(scalar: scalar)
            let cell = DisplayWidth.cellText(Character(scalar))
            switch DisplayWidth.role(scalar) {
            case .dropped:
                // Never sent: no cell, no width.
                if cell != nil || views != 0 { disagreements.append(String(scalar.value, radix: 16)) }
            case .combining:
                if c != 0 || views != 0 || cell != nil { disagreements.append(String(scalar.value, radix: 16)) }
            case .spacing:
                if c != views || cell?.width != c || cell?.text.unicodeScalars.first != scalar {
                    disagreements.append(String(scalar.value, radix: 16))
                }
            case .unprintable:
                // Drawn as U+FFFD, one column, which the C library agrees with.
                if c >= 0 || views != 1 || cell?.text != "\u{FFFD}" || libcWidth(0xFFFD) != 1 {
                    disagreements.append(String(scalar.value, radix: 16))
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) scalars disagree: \(disagreements.prefix(20))")
    }

    @Test(
        "The code points that the old table had wrong",
        arguments: [
            ("\u{1F3F3}", 1), ("\u{1F37D}", 1), ("\u{1F336}", 1), ("\u{4DC0}", 2), ("\u{4DFF}", 2), ("\u{1F469}", 2),
        ])
    func knownDisagreements(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
        #expect(Int(libcWidth(Int32(bitPattern: text.unicodeScalars.first!.value))) == width)
    }

    @Test("No cell carries a joiner, a variation selector or a format character, and each is as wide as ncurses counts it")
    func cellsCarryOnlyWhatIsCounted() {
        let names = [
            "🏳️", "🏳️‍🌈", "👩‍👩‍👧", "䷀ Hexagram", "👍🏽", "🇫🇷", "e\u{301}\u{302}\u{303}\u{304}\u{305}", "a\u{200D}b", "x\u{FE0F}y\u{E0100}z",
            "\u{200B}zero", "soft\u{AD}hyphen", "tag\u{E0041}", "\u{0378}unassigned", "ᄀ\u{1161}\u{11A8}", "\u{0600}1",
        ]
        for name in names {
            var grid = CellGrid(width: 30, height: 1)
            let used = grid.put(name, x: 0, y: 0)
            #expect(used == DisplayWidth.of(name), "\(name)")
            var column = 0
            var counted = 0
            while column < used {
                let cell = grid[column, 0]
                let scalars = Array(cell.text.unicodeScalars)
                #expect(!cell.isContinuation, "\(name): a continuation without its wide cell at \(column)")
                guard let first = scalars.first else { break }
                let width = Int(libcWidth(Int32(bitPattern: first.value)))
                #expect(width == 1 || width == 2, "\(name): U+\(String(first.value, radix: 16)) is \(width) columns")
                for scalar in scalars.dropFirst() {
                    #expect(libcWidth(Int32(bitPattern: scalar.value)) == 0, "\(name): U+\(String(scalar.value, radix: 16)) would take a column")
                    #expect(
                        scalar.properties.generalCategory != .format && !DisplayWidth.isVariationSelector(scalar.value),
                        "\(name): U+\(String(scalar.value, radix: 16)) sent")
                }
                if width == 2 { #expect(column + 1 < grid.width && grid[column + 1, 0].isContinuation, "\(name)") }
                counted += width
                column += max(1, width)
            }
            #expect(counted == used, "\(name): \(counted) columns drawn, \(used) counted")
        }
    }
}
