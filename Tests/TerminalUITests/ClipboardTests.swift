import Browser
import Testing
@testable import TerminalUI

@Suite("Clipboard escape and double clicks")
struct ClipboardTests {
    @Test("OSC 52 carries the text as base64 between ESC ] 52 ; c ; and BEL")
    func sequence() throws {
        let bytes = try #require(Clipboard.sequence(for: "Pikachu https://pokeapi.co/api/v2/pokemon/25/"))
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]52;c;UGlrYWNodSBodHRwczovL3Bva2VhcGkuY28vYXBpL3YyL3Bva2Vtb24vMjUv\u{07}")
        // UTF-8, and the padding of one and two bytes left over.
        #expect(String(decoding: Clipboard.base64(Array("Crème".utf8)), as: UTF8.self) == "Q3LDqG1l")
        #expect(String(decoding: Clipboard.base64(Array("ab".utf8)), as: UTF8.self) == "YWI=")
        #expect(String(decoding: Clipboard.base64(Array("a".utf8)), as: UTF8.self) == "YQ==")
        #expect(Clipboard.base64([]).isEmpty)
    }

    @Test("No control byte of the text reaches the terminal: base64 is letters, digits, + / =")
    func controlsEncoded() throws {
        let bytes = try #require(Clipboard.sequence(for: "a\u{1B}]0;pwned\u{07}b\u{9B}"))
        let payload = bytes.dropFirst(7).dropLast()
        #expect(
            payload.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || [0x2B, 0x2F, 0x3D].contains($0) })
    }

    @Test("Text whose encoding passes the limit is refused, not cut")
    func tooLong() {
        #expect(Clipboard.sequence(for: String(repeating: "x", count: 75_000)) != nil)
        #expect(Clipboard.sequence(for: String(repeating: "x", count: 75_001)) == nil)
    }

    @Test("A second press on the same cell within 400 ms is a double click; elsewhere or later, a press")
    func doubleClick() {
        var clicks = DoubleClick()
        #expect(clicks.press(x: 3, y: 5, at: .milliseconds(1000)) == .press)
        #expect(clicks.press(x: 3, y: 5, at: .milliseconds(1300)) == .doubleClick)
        // A third press starts again.
        #expect(clicks.press(x: 3, y: 5, at: .milliseconds(1400)) == .press)
        #expect(clicks.press(x: 4, y: 5, at: .milliseconds(1500)) == .press)
        #expect(clicks.press(x: 4, y: 5, at: .milliseconds(1901)) == .press)
    }
}
