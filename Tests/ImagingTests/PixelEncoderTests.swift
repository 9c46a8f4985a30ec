import Imaging
import Testing

@Suite("Pixel protocol encoders")
struct PixelEncoderTests {
    @Test("Base64 as RFC 4648 gives it")
    func base64() {
        #expect(String(decoding: Base64.encode(Array("Man".utf8)), as: UTF8.self) == "TWFu")
        #expect(String(decoding: Base64.encode(Array("Ma".utf8)), as: UTF8.self) == "TWE=")
        #expect(String(decoding: Base64.encode(Array("M".utf8)), as: UTF8.self) == "TQ==")
        #expect(Base64.encode([]).isEmpty)
    }

    @Test("A sixel: registers for the colours used, one band per six rows, runs compressed, transparency left out")
    func sixel() {
        // 5 × 7: red, the last row transparent but for its first pixel, which is blue.
        let image = TestImages.image(width: 5, height: 7) { x, y in
            y < 6 ? (255, 0, 0, 255) : (x == 0 ? (0, 0, 255, 255) : (0, 0, 0, 0))
        }
        let text = String(decoding: PixelEncoders.sixel(image), as: UTF8.self)
        // Red is register 196 (100% red), blue 21; band 1 all six bits (`~`) five times, band 2 one bit.
        #expect(text == "\u{1B}P0;1;0q\"1;1;5;7#21;2;0;0;100#196;2;100;0;0#196!5~-#21@-\u{1B}\\")
    }

    @Test("kitty: RGBA in chunks of 4096, the first with the size and the cells, the last m=0")
    func kitty() {
        let image = TestImages.image(width: 40, height: 40) { _, _ in (1, 2, 3, 255) }
        let text = String(decoding: PixelEncoders.kitty(image, id: 1, columns: 4, rows: 2), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}_Ga=T,f=32,s=40,v=40,i=1,c=4,r=2,C=1,q=2,m=1;"))
        #expect(text.components(separatedBy: "\u{1B}_G").count - 1 == (6400 * 4 / 3 + 4095) / 4096 + 0 || text.hasSuffix("\u{1B}\\"))
        #expect(text.contains("\u{1B}_Gm=0;"))
    }
}
