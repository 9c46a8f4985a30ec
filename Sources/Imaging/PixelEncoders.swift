/// Pictures as the bytes of a pixel protocol's escape sequences. Pure: TerminalUI writes
/// them, after the cells, where the picture's box is.
public enum PixelEncoders {
    /// Alpha below which a pixel is left out (the pane's background shows).
    static let opaque: UInt8 = 128

    /// `image` as one sixel sequence: `ESC P 0;1;0 q`, raster attributes, a colour register
    /// for each colour used (the 256-colour palette's nearest), then six-pixel bands, each
    /// colour's run-length-encoded row of sixels; transparent pixels are not drawn.
    public static func sixel(_ image: RGBAImage) -> [UInt8] {
        var out = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        guard !image.isEmpty else { return out + Array("\u{1B}\\".utf8) }
        // Each pixel's register (palette index), or -1 when transparent.
        var registers = [Int](repeating: -1, count: image.width * image.height)
        var used = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.alpha >= opaque else { continue }
                let index = Int(XtermPalette.index(red: p.red, green: p.green, blue: p.blue))
                registers[y * image.width + x] = index
                used.insert(index)
            }
        }
        for index in used.sorted() {
            let (r, g, b) = XtermPalette.rgb(of: UInt8(index))
            out += Array("#\(index);2;\(Int(r) * 100 / 255);\(Int(g) * 100 / 255);\(Int(b) * 100 / 255)".utf8)
        }
        for top in stride(from: 0, to: image.height, by: 6) {
            var bandColours = Set<Int>()
            for y in top..<min(top + 6, image.height) {
                for x in 0..<image.width where registers[y * image.width + x] >= 0 { bandColours.insert(registers[y * image.width + x]) }
            }
            for (n, colour) in bandColours.sorted().enumerated() {
                if n > 0 { out.append(UInt8(ascii: "$")) }
                out += Array("#\(colour)".utf8)
                var run: (value: UInt8, count: Int)?
                func flush() {
                    guard let current = run else { return }
                    if current.count > 3 {
                        out += Array("!\(current.count)".utf8); out.append(current.value)
                    } else {
                        out += [UInt8](repeating: current.value, count: current.count)
                    }
                }
                for x in 0..<image.width {
                    var bits: UInt8 = 0
                    for row in 0..<6 where top + row < image.height && registers[(top + row) * image.width + x] == colour { bits |= 1 << row }
                    let value = 63 + bits
                    if run?.value == value { run?.count += 1 } else { flush(); run = (value, 1) }
                }
                // Nothing drawn at the row's end: left out.
                if run?.value != 63 { flush() }
            }
            out.append(UInt8(ascii: "-"))
        }
        return out + Array("\u{1B}\\".utf8)
    }

    /// `image` as kitty graphics commands: its RGBA pixels sent in base64 chunks of 4096
    /// (`a=T`, transmit and show) as image `id`, shown over `columns × rows` cells, the cursor
    /// left where it was (`C=1`), no answer asked for (`q=2`).
    public static func kitty(_ image: RGBAImage, id: Int, columns: Int, rows: Int) -> [UInt8] {
        let payload = Base64.encode(image.pixels)
        var out: [UInt8] = []
        var start = payload.startIndex
        var first = true
        repeat {
            let end = payload.index(start, offsetBy: 4096, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            let control = first ? "a=T,f=32,s=\(image.width),v=\(image.height),i=\(id),c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more)"
            out += Array("\u{1B}_G\(control);".utf8) + payload[start..<end] + Array("\u{1B}\\".utf8)
            start = end
            first = false
        } while start < payload.endIndex
        return out
    }

    /// kitty: delete every image shown (placements and their data).
    public static let kittyDeleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    /// A picture file (PNG or JPEG) as an iTerm2 inline image over `columns × rows` cells,
    /// its aspect kept.
    public static func iterm(file bytes: [UInt8], columns: Int, rows: Int) -> [UInt8] {
        Array("\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);height=\(rows);preserveAspectRatio=1:".utf8)
            + Base64.encode(bytes) + [0x07]
    }
}

/// Standard base64 (RFC 4648, with padding), for the pixel protocols' payloads.
public enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let n = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2])
            out += [alphabet[n >> 18 & 63], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63], alphabet[n & 63]]
            index += 3
        }
        let rest = bytes.count - index
        if rest == 1 {
            let n = Int(bytes[index]) << 16
            out += [alphabet[n >> 18 & 63], alphabet[n >> 12 & 63], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let n = Int(bytes[index]) << 16 | Int(bytes[index + 1]) << 8
            out += [alphabet[n >> 18 & 63], alphabet[n >> 12 & 63], alphabet[n >> 6 & 63], UInt8(ascii: "=")]
        }
        return out
    }
}
