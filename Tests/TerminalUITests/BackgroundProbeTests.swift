import Testing
@testable import TerminalUI

@Suite("The terminal's background colour (OSC 11)")
struct BackgroundProbeTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("An answer gives the background's lightness: 1 to 4 hex digits a channel, ended by ST or BEL")
    func lightness() {
        #expect(BackgroundProbe.lightness(bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")) == 1)
        #expect(BackgroundProbe.lightness(bytes("\u{1B}]11;rgb:0000/0000/0000\u{07}")) == 0)
        // Solarized light's base3, in two digits a channel: light.
        #expect((BackgroundProbe.lightness(bytes("\u{1B}]11;rgb:fd/f6/e3\u{07}")) ?? 0) > 0.9)
        // Solarized dark's base03: dark.
        #expect((BackgroundProbe.lightness(bytes("\u{1B}]11;rgb:0/2b/36\u{07}")) ?? 1) < 0.2)
    }

    @Test("No answer, or a malformed or unfinished one, is no colour")
    func malformed() {
        for text in [
            "", "\u{1B}[?62;22c", "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}", "\u{1B}]11;rgb:-f/0/0\u{07}",
            "\u{1B}]11;rgb:zz/00/00\u{07}", "\u{1B}]11;rgb:ffff/ffff/ffff", "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}",
        ] {
            #expect(BackgroundProbe.lightness(bytes(text)) == nil, "\(text.debugDescription)")
        }
    }

    @Test("The device attributes' answer ends the wait; other sequences do not")
    func deviceAttributes() {
        #expect(BackgroundProbe.hasDeviceAttributes(bytes("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;22c")))
        #expect(BackgroundProbe.hasDeviceAttributes(bytes("\u{1B}[?1;2c")))
        #expect(!BackgroundProbe.hasDeviceAttributes(bytes("\u{1B}[?62;22")))
        #expect(!BackgroundProbe.hasDeviceAttributes(bytes("\u{1B}[62c")))
        #expect(!BackgroundProbe.hasDeviceAttributes(bytes("\u{1B}]11;rgb:0/0/0\u{07}")))
    }
}
