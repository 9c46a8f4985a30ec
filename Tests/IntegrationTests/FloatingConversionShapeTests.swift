import Foundation
import Testing

/// `Int(x)` traps when a floating `x` is NaN, infinite or out of range, and a value from the
/// network (a coordinate of 1e308) can make it so. The house rule: a floating value becomes an
/// integer only through `Int(exactly: x.rounded(…))` (nil instead of a trap), so every
/// rounding is written out and a conversion that could trap stands out.
@Suite("Source shape: floating conversions")
struct FloatingConversionShapeTests {
    /// What marks an argument as floating: an explicit rounding, a floating type or constant,
    /// a decimal literal or a floating function.
    static let floatingMarks = [".rounded", "Double(", "Float(", "timeInterval", ".pi", "sqrt(", "cos(", "sin(", "atan2(", "log(", "pow(", "1e"]
    static let integerTypes = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// The calls `Int(…)`, `UInt8(…)`, … in `line` whose argument looks floating and is not
    /// given as `exactly:`; each as its text.
    static func unsafeConversions(in line: Substring) -> [String] {
        var found: [String] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            guard let (name, open) = integerCall(in: characters, at: index) else {
                index += 1
                continue
            }
            var depth = 0, end = open
            while end < characters.count {
                if characters[end] == "(" { depth += 1 }
                if characters[end] == ")" { depth -= 1; if depth == 0 { break } }
                end += 1
            }
            let argument = String(characters[(open + 1)..<min(end, characters.count)])
            let labelled = ["exactly:", "clamping:", "truncatingIfNeeded:", "bitPattern:"].contains { argument.hasPrefix($0) }
            if !labelled, floatingMarks.contains(where: argument.contains) { found.append(name + "(" + argument + ")") }
            index = open + 1
        }
        return found
    }

    /// An integer type's name starting a call at `index` (not part of a longer name): the name
    /// and where its `(` is.
    static func integerCall(in characters: [Character], at index: Int) -> (String, Int)? {
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "." { return nil }
        for name in integerTypes.sorted(by: { $0.count > $1.count }) {
            let end = index + name.count
            if end < characters.count, String(characters[index..<end]) == name, characters[end] == "(" { return (name, end) }
        }
        return nil
    }

    @Test("No integer is made from a floating value except through Int(exactly:)")
    func conversions() throws {
        var offences: [String] = []
        for file in try SourceShapeTests.swiftFiles() {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                offences += Self.unsafeConversions(in: line).map { "\(file.path):\(number + 1): \($0)" }
            }
        }
        #expect(offences.isEmpty, "floating values made integers without exactly: \(offences.joined(separator: "; "))")
    }

    @Test("The rule finds the conversion that crashed the places map, and passes the safe form")
    func ruleFindsTheCrash() {
        let crashing: Substring = "(Int((middleX + offset.east / metresPerDot).rounded()), Int((middleY - offset.north / metresPerDot).rounded()))"
        #expect(Self.unsafeConversions(in: crashing).count == 2)
        #expect(Self.unsafeConversions(in: "let x = Int(exactly: (middleX + east / perDot).rounded()) ?? 0").isEmpty)
        #expect(Self.unsafeConversions(in: "let n = Int(text) ?? UInt8(ascii: \"x\")").isEmpty)
        #expect(Self.unsafeConversions(in: "let c = UInt8(max(0, min(255, value.rounded())))") == ["UInt8(max(0, min(255, value.rounded())))"])
    }
}
