import CellTemplate

/// What a node's box says that the exported cell writes only in part, listed in the file's
/// header: sizes that grow with the text, a share of the cell's width, an outline outside the
/// edge, the item's own colour.
enum CellExportNotes {
    /// The header lines for a node named `name` in the exported file.
    static func partlyWritten(_ node: CellNode, name: String) -> [String] {
        let box = node.box
        var notes: [String] = []
        if let style = box.scalesWith {
            notes.append("\(name): its sizes are written at the default text size; scale them with UIFontMetrics(forTextStyle: .\(style.rawValue)).scaledValue(for:) (never below those sizes).")
        }
        if let fraction = box.maxWidthFraction {
            notes.append("\(name): at most \(SwiftNumber.text((fraction * 100 * 100).rounded() / 100)) % of the cell's width: constrain its width to the content view's with that multiplier.")
        }
        if box.outline != nil {
            notes.append("\(name): its outline (a line just outside its edge) is not written; put a view as much larger behind it.")
        }
        if usesItemColor(node) {
            notes.append("\(name): \"itemColor\" is written as the system grey; set the item's own colour in configure(with:).")
        }
        return notes
    }

    /// Whether the node's own colours (not its children's) name the item's colour.
    private static func usesItemColor(_ node: CellNode) -> Bool {
        var colors = [node.box.background, node.box.border?.color, node.box.outline?.color, node.box.shadow?.color]
        switch node.kind {
        case .text(let text): colors.append(text.color)
        case .badge(let badge): colors.append(badge.color)
        default: break
        }
        return colors.contains { $0 == .itemColor }
    }
}
