/// Word wrapping by display columns.
public enum TextWrap {
    /// What stands for the part of a URL left out.
    static let ellipsis: Character = "…"

    /// `text` broken into lines of at most `width` columns, at spaces where possible;
    /// a word longer than a line is split, except a URL, which is never split (it could no
    /// longer be copied): one longer than a line is shortened in the middle with "…".
    /// `\n` starts a new line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, measure: DisplayWidth.of)
    }

    /// As ``wrap(_:width:)``, measuring with `measure`: each character is measured once,
    /// so the cost is linear in the text, however long its words.
    static func wrap(_ text: String, width: Int, measure: (Character) -> Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var widths: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                widths.removeAll(keepingCapacity: true)
                var wordWidth = 0
                for character in word {
                    let w = measure(character)
                    widths.append(w)
                    wordWidth += w
                }
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                }
                if wordWidth <= width {
                    line = String(word)
                    lineWidth = wordWidth
                    continue
                }
                if isURL(word) {
                    line = middleShortened(word, widths: widths, width: width)
                    lineWidth = width
                    continue
                }
                // A word longer than a line: cut it into pieces, one pass over its characters.
                var piece = word.startIndex
                var pieceWidth = 0
                var index = word.startIndex
                var position = 0
                line = ""
                lineWidth = 0
                while index < word.endIndex {
                    let w = widths[position]
                    if pieceWidth + w > width {
                        if piece == index {
                            // A character wider than the line: left out.
                            word.formIndex(after: &index)
                            position += 1
                            piece = index
                            continue
                        }
                        lines.append(String(word[piece..<index]))
                        piece = index
                        pieceWidth = 0
                        continue
                    }
                    pieceWidth += w
                    word.formIndex(after: &index)
                    position += 1
                }
                line = String(word[piece...])
                lineWidth = pieceWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// Whether `word` reads as a web address: it has a scheme or starts with "www.".
    static func isURL(_ word: Substring) -> Bool {
        word.contains("://") || word.lowercased().hasPrefix("www.")
    }

    /// `word` in at most `width` columns: its beginning, "…", and its end (the beginning
    /// gets the odd column). `widths` holds the width of each of its characters.
    static func middleShortened(_ word: Substring, widths: [Int], width: Int) -> String {
        guard width > 1 else { return width == 1 ? String(ellipsis) : "" }
        let room = width - 1
        let tailRoom = room / 2
        var tail = word.endIndex
        var tailWidth = 0
        var position = widths.count
        while tail > word.startIndex {
            let w = widths[position - 1]
            if tailWidth + w > tailRoom { break }
            tailWidth += w
            position -= 1
            word.formIndex(before: &tail)
        }
        var head = word.startIndex
        var headWidth = 0
        var index = 0
        while head < tail {
            let w = widths[index]
            if headWidth + w > room - tailWidth { break }
            headWidth += w
            index += 1
            word.formIndex(after: &head)
        }
        return String(word[..<head]) + String(ellipsis) + String(word[tail...])
    }
}
