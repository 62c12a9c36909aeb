import CellTemplate

/// The Swift names an exported cell gives its nodes: a text's label after the key it binds
/// (`titleLabel`), a badge's (`ratingBadge`), the picture's `imageView`, stacks `stack`, `stack2`…,
/// spacers and separators likewise; each name once.
struct CellExportNames {
    /// Each node's name, by path.
    private(set) var names: [NodePath: String] = [:]

    /// Names every node of `root`.
    init(_ root: CellNode) {
        var used: [String: Int] = [:]
        func visit(_ node: CellNode, _ path: NodePath) {
            let base: String = switch node.kind {
            case .stack: "stack"
            case .zstack: "layers"
            case .text(let text): Self.identifier(text.bind) + "Label"
            case .image: "imageView"
            case .badge(let badge): Self.identifier(badge.bind) + "Badge"
            case .spacer: "spacer"
            case .separator: "separator"
            }
            let count = used[base, default: 0] + 1
            used[base] = count
            names[path] = count == 1 ? base : "\(base)\(count)"
            for (index, child) in node.children.enumerated() { visit(child, path.child(index)) }
        }
        visit(root, .root)
    }

    /// The name of the node at `path`.
    subscript(_ path: NodePath) -> String { names[path] ?? "view" }

    /// An item key as a Swift identifier: letters and digits kept, the rest dropped, a leading digit prefixed.
    static func identifier(_ key: String) -> String {
        var text = String(key.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }.map(Character.init))
        if text.isEmpty { text = "value" }
        if let first = text.first, first.isNumber { text = "_" + text }
        return text
    }
}
