import AppSupport
import CardDrawing
import CellTemplate
import CollectionLayout
import SceneFormat
import Typography

/// `dump --all` for a cell drawn from a template (contract.md "Turn 4 — Your own cell"): each
/// shown node's frame in the cell (`"nodes"`), and what its texts show (`"text"`, as a card's).
extension StateDump {
    /// The template laid out for a cell, when its item has one.
    static func templateLayout(_ model: PlaygroundModel, itemID: String, attributes: LayoutAttributes) -> (SceneItem, TemplateLayout)? {
        // A list's row without a template of its own is iOS's list cell.
        let listCell = attributes[.listRow] > 0 && attributes[.listHeader] != 1 ? BuiltInCellTemplates.list : nil
        guard let item = model.data.content.shownItem(itemID), let template = item.cellTemplate ?? listCell else { return nil }
        return (item, model.cells.painter.templateLayout(of: item, template: template, size: attributes.size))
    }

    /// `"nodes": [{"path", "kind", "frame"}]`, in tree order, frames in the cell's coordinates.
    static func templateNodes(_ layout: TemplateLayout) -> JSONWriter.Value {
        .array(layout.nodes.map { placed in
            .object([("path", .string(placed.path.description)), ("kind", .string(placed.node.kindName)),
                     ("frame", .object([("x", .number(placed.frame.minX)), ("y", .number(placed.frame.minY)),
                                        ("width", .number(placed.frame.width)), ("height", .number(placed.frame.height))]))])
        })
    }

    /// `"text"` for a template cell: the lines its text nodes draw, whether one was cut (an
    /// ellipsis, or lines taller than the node's frame), the scalars no face could draw, the faces used,
    /// and the strings its text nodes lay out (`"strings"`, as shown: a pseudo-language's when one is on).
    static func templateText(_ model: PlaygroundModel, item: SceneItem, layout: TemplateLayout) -> JSONWriter.Value? {
        let content = model.cells.painter.templateContent(of: item)
        var lines = 0, missing = 0, truncated = false
        var fonts: [String] = []
        var strings: [String] = []
        for placed in layout.nodes {
            guard case .text(let text) = placed.node.kind, let shown = content.textLayout(text, width: placed.frame.width) else { continue }
            if let string = item.text(forKey: text.bind) { strings.append(string) }
            lines += shown.lines.count
            missing += shown.missingGlyphs
            truncated = truncated || shown.truncated || shown.height > placed.frame.height + 0.5
            for run in shown.fontRuns where !fonts.contains(run.font) { fonts.append(run.font) }
        }
        guard lines > 0 else { return nil }
        return .object([("lines", .number(Double(lines))), ("truncated", .bool(truncated)), ("initials", .bool(false)),
                        ("missingGlyphs", .number(Double(missing))), ("fonts", .array(fonts.map { .string($0) })),
                        ("strings", .array(strings.map { .string($0) }))])
    }
}
