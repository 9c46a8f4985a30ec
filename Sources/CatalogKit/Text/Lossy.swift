/// Decodes an array element by element, dropping the elements that fail, so that one odd
/// item (a null name, a missing id) does not lose a whole list.
public struct LossyArray<Element: Decodable>: Decodable {
    public var elements: [Element]
    /// How many elements the array held, the unreadable ones included.
    public var received = 0

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            received += 1
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(Skipped.self)
            }
        }
        self.elements = elements
    }

    /// Consumes one element of any shape.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
/// Sendable when its elements are: it holds them and a count.
extension LossyArray: Sendable where Element: Sendable {}
