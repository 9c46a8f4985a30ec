/// Word wrapping by display columns.
public enum TextWrap {
    /// `text` broken into lines of at most `width` columns, at spaces where possible;
    /// a word longer than a line is split. `\n` starts a new line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = String(word)
                var wordWidth = DisplayWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    var head = ""
                    var headWidth = 0
                    var rest = word[...]
                    while let character = rest.first, headWidth + DisplayWidth.of(character) <= width {
                        head.append(character)
                        headWidth += DisplayWidth.of(character)
                        rest = rest.dropFirst()
                    }
                    if head.isEmpty { rest = rest.dropFirst() } // a character wider than the line
                    else { lines.append(head) }
                    word = String(rest)
                    wordWidth = DisplayWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
