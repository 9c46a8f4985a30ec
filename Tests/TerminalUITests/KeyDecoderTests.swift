import Browser
import Testing
@testable import TerminalUI

@Suite("Key decoding and bracketed paste")
struct KeyDecoderTests {
    /// Feeds `text` one scalar at a time, as `wget_wch` returns it, in reads split at `splits`.
    func decode(_ reads: [String], into decoder: inout KeyDecoder) -> [Key] {
        var keys: [Key] = []
        for read in reads {
            for scalar in read.unicodeScalars { keys += decoder.feed(scalar.value, isFunctionKey: false) }
            keys += decoder.endOfInput()
        }
        return keys
    }

    func decode(_ reads: String...) -> [Key] {
        var decoder = KeyDecoder()
        return decode(reads, into: &decoder)
    }

    @Test("A bracketed paste is one key, its controls dropped and its line breaks spaces, even across reads")
    func paste() {
        #expect(decode("\u{1B}[200~pika\r\nchu\u{07}\u{1B}\tq\u{1B}[201~") == [.paste("pika  chu q")])
        #expect(decode("j\u{1B}[200~Mr. ", "Mime\u{1B}[2", "01~k") == [.character("j"), .paste("Mr. Mime"), .character("k")])
        // 12 KB of pasted text with commands in it: one key, no `q`.
        let keys = decode("\u{1B}[200~" + String(repeating: "q/jG\n", count: 2_400) + "\u{1B}[201~")
        #expect(keys.count == 1)
        #expect(keys.first == .paste(String(repeating: "q/jG ", count: 2_400)))
    }

    @Test("Escape and other sequences are still keys")
    func notPaste() {
        #expect(decode("\u{1B}") == [.escape])
        #expect(decode("\u{1B}", "x") == [.escape, .character("x")])
        // A control sequence is read whole: one ncurses did not know is no Escape.
        #expect(decode("\u{1B}[2x") == [])
        #expect(decode("\u{1B}[1~") == [.home])
        #expect(decode("\u{1B}[4~j") == [.end, .character("j")])
        #expect(decode("\u{1B}[1;5A") == [.up])
        #expect(decode("\u{1B}OF") == [.end])
        #expect(decode("\u{1B}[3~") == [])
        #expect(decode("\u{1B}[", "6~") == [.pageDown])
        #expect(decode("\u{1B}[", "200~ab\u{1B}[201~") == [.paste("ab")])
        #expect(decode("\u{1B}\u{1B}[200~a\u{1B}[201~") == [.escape, .paste("a")])
        #expect(decode("ab\u{15}") == [.character("a"), .character("b"), .control("u")])
    }

    @Test("A paste longer than the cap is cut, and what follows its end is read normally")
    func longPaste() {
        let keys = decode("\u{1B}[200~" + String(repeating: "x", count: KeyDecoder.maximumPaste + 10) + "\u{1B}[201~q")
        #expect(keys.count == 2)
        if case let .paste(text) = keys.first { #expect(text.unicodeScalars.count == KeyDecoder.maximumPaste) }
        #expect(keys.last == .character("q"))
    }
}
