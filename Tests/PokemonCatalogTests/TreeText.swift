import CatalogKit

/// An evolution tree as indented text, one node a line: "Label (note)".
enum TreeText {
    static func render(_ node: TreeNode, depth: Int = 0) -> String {
        var line = String(repeating: "  ", count: depth) + node.label
        if let note = node.note { line += " (\(note))" }
        return ([line] + node.children.map { render($0, depth: depth + 1) }).joined(separator: "\n")
    }
}
