/// Word wrapping by display columns.
public enum TextWrap {
    /// `text` broken into lines of at most `width` columns, at spaces where possible;
    /// a word longer than a line is split, a URL after a `/` or `.` where it can be (so
    /// all of it can still be read and copied). `\n` starts a new line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, measure: DisplayWidth.of)
    }

    /// As ``wrap(_:width:)``, each line as wide as `widths` says for its index (0 for the
    /// first): text flowing beside a picture takes narrower lines, then the full width.
    public static func wrap(_ text: String, widths: (Int) -> Int) -> [String] {
        wrap(text, widths: widths, measure: DisplayWidth.of)
    }

    /// As ``wrap(_:width:)``, measuring with `measure`: each character is measured once,
    /// so the cost is linear in the text, however long its words.
    static func wrap(_ text: String, width: Int, measure: (Character) -> Int) -> [String] {
        guard width > 0 else { return [] }
        return wrap(text, widths: { _ in width }, measure: measure)
    }

    /// The wrapping itself, line `n` at most `widths(n)` columns (at least 1).
    static func wrap(_ text: String, widths lineWidths: (Int) -> Int, measure: (Character) -> Int) -> [String] {
        var lines: [String] = []
        var widths: [Int] = []
        var width = max(1, lineWidths(0))
        func emit(_ line: String) {
            lines.append(line)
            width = max(1, lineWidths(lines.count))
        }
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
                    emit(line)
                }
                if wordWidth <= width {
                    line = String(word)
                    lineWidth = wordWidth
                    continue
                }
                // A word longer than a line: cut it into pieces, one pass over its characters
                // (a URL after a `/`, `.`, `?`, `&` or `-` where one is near the line's end).
                let url = isURL(word)
                var piece = word.startIndex
                var pieceWidth = 0
                var index = word.startIndex
                var position = 0
                var lastBreak: (index: String.Index, position: Int, width: Int)?
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
                        if let cut = lastBreak, cut.width * 2 >= width {
                            emit(String(word[piece..<cut.index]))
                            piece = cut.index
                            pieceWidth -= cut.width
                        } else {
                            emit(String(word[piece..<index]))
                            piece = index
                            pieceWidth = 0
                        }
                        lastBreak = nil
                        continue
                    }
                    pieceWidth += w
                    let character = word[index]
                    word.formIndex(after: &index)
                    position += 1
                    if url, "/.?&-".contains(character) { lastBreak = (index, position, pieceWidth) }
                }
                line = String(word[piece...])
                lineWidth = pieceWidth
            }
            emit(line)
        }
        return lines
    }

    /// Whether `word` reads as a web address: it has a scheme or starts with "www.".
    static func isURL(_ word: Substring) -> Bool {
        word.contains("://") || word.lowercased().hasPrefix("www.")
    }
}
