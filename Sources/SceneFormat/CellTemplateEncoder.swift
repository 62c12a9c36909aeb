import AppSupport
import CellTemplate
import CollectionLayout

/// A cell template written back as the scene JSON the decoder reads (contract.md "Your own
/// cell"): what the Cell tab writes when a designer starts from a built-in template, and what
/// reading gives back node for node. Only what differs from a key's default is written.
package enum CellTemplateEncoder {
    /// The template as a JSON value for the scene's `cell` key.
    package static func value(_ node: CellNode) -> JSONNode.Value {
        JSONNode.objectValue(members(node))
    }

    /// The template as JSON text, indented.
    package static func text(_ node: CellNode) -> String {
        JSONWriter.write(SceneDocument.writerValue(JSONNode(value: value(node), location: SourceLocation(line: 0, column: 0))))
    }

    private static func members(_ node: CellNode) -> [(String, JSONNode.Value)] {
        var members: [(String, JSONNode.Value)] = [(SceneKey.kind.rawValue, .string(node.kindName))]
        func add(_ key: SceneKey, _ value: JSONNode.Value) { members.append((key.rawValue, value)) }
        switch node.kind {
        case .stack(let stack):
            if stack.axis != .vertical { add(.axis, .string(stack.axis.rawValue)) }
            if stack.spacing != 0 { add(.spacing, .number(stack.spacing)) }
            if stack.alignment != .fill { add(.alignment, .string(stack.alignment.rawValue)) }
            if stack.distribution != .fill { add(.distribution, .string(stack.distribution.rawValue)) }
            if stack.padding != .zero { add(.padding, padding(stack.padding)) }
            if let axis = stack.axisAtAccessibilitySizes { add(.axisAtAccessibilitySizes, .string(axis.rawValue)) }
            add(.children, .array(stack.children.map { JSONNode(value: value($0), location: SourceLocation(line: 0, column: 0)) }))
        case .zstack(let zstack):
            if zstack.alignment != .fill { add(.alignment, .string(zstack.alignment.rawValue)) }
            add(.children, .array(zstack.children.map { JSONNode(value: value($0), location: SourceLocation(line: 0, column: 0)) }))
        case .text(let text):
            add(.bind, .string(text.bind))
            if text.style != .body { add(.style, .string(text.style.rawValue)) }
            if let weight = text.weight { add(.weight, .string(weight.rawValue)) }
            if text.color != .system(.label) { add(.color, color(text.color)) }
            if text.lines != 0 { add(.lines, .number(Double(text.lines))) }
            if text.alignment != .natural { add(.alignment, .string(text.alignment.rawValue)) }
        case .image(let image):
            if image.bind != SceneKey.image.rawValue { add(.bind, .string(image.bind)) }
            if let ratio = image.aspectRatio { add(.aspectRatio, .number(ratio)) }
            if image.fill { add(.fill, .bool(true)) }
            if image.contentMode != .scaleAspectFill { add(.contentMode, .string(image.contentMode.rawValue)) }
        case .badge(let badge):
            add(.bind, .string(badge.bind))
            if badge.color != .system(.systemRed) { add(.color, color(badge.color)) }
        case .spacer(let minLength):
            if minLength != 0 { add(.minLength, .number(minLength)) }
        case .separator:
            break
        }
        let box = node.box
        if let background = box.background { add(.background, color(background)) }
        if box.cornerRadius != 0 { add(.cornerRadius, .number(box.cornerRadius)) }
        if let border = box.border { add(.border, line(border)) }
        if let outline = box.outline { add(.outline, line(outline)) }
        if let shadow = box.shadow {
            var parts: [(String, JSONNode.Value)] = [(SceneKey.radius.rawValue, .number(shadow.radius)),
                                                     (SceneKey.opacity.rawValue, .number(shadow.opacity))]
            if shadow.offsetX != 0 || shadow.offsetY != 0 {
                parts.append((SceneKey.offset.rawValue, JSONNode.objectValue([(SceneKey.x.rawValue, .number(shadow.offsetX)),
                                                                               (SceneKey.y.rawValue, .number(shadow.offsetY))])))
            }
            if shadow.color != .system(.black) { parts.append((SceneKey.color.rawValue, color(shadow.color))) }
            add(.shadow, JSONNode.objectValue(parts))
        }
        if let width = box.width { add(.width, .number(width)) }
        if let height = box.height { add(.height, .number(height)) }
        if let minWidth = box.minWidth { add(.minWidth, .number(minWidth)) }
        if let fraction = box.maxWidthFraction {
            add(.maxWidth, .string(JSONWriter.exact(fraction * 100) + "%"))
        } else if let maxWidth = box.maxWidth {
            add(.maxWidth, .number(maxWidth))
        }
        if let minHeight = box.minHeight { add(.minHeight, .number(minHeight)) }
        if let maxHeight = box.maxHeight { add(.maxHeight, .number(maxHeight)) }
        if let priority = box.huggingPriority { add(.huggingPriority, .number(priority)) }
        if let priority = box.compressionResistance { add(.compressionResistance, .number(priority)) }
        if let style = box.scalesWith { add(.scalesWith, .string(style.rawValue)) }
        return members
    }

    private static func padding(_ insets: DirectionalInsets) -> JSONNode.Value {
        if insets == DirectionalInsets(all: insets.top) { return .number(insets.top) }
        return JSONNode.objectValue([(SceneKey.top.rawValue, .number(insets.top)), (SceneKey.leading.rawValue, .number(insets.leading)),
                                     (SceneKey.bottom.rawValue, .number(insets.bottom)), (SceneKey.trailing.rawValue, .number(insets.trailing))])
    }

    private static func line(_ border: NodeBorder) -> JSONNode.Value {
        JSONNode.objectValue([(SceneKey.width.rawValue, .number(border.width)), (SceneKey.color.rawValue, color(border.color))])
    }

    /// A colour as a scene writes it: a system colour's name, `itemColor`, `#RRGGBB(AA)` or a light and dark pair.
    private static func color(_ color: TemplateColor) -> JSONNode.Value {
        switch color {
        case .system(let system): .string(system.rawValue)
        case .itemColor: .string(TemplateColor.itemColorName)
        case .fixed(let value): .string(hex(value))
        case .adaptive(let light, let dark):
            JSONNode.objectValue([(SceneKey.light.rawValue, .string(hex(light))), (SceneKey.dark.rawValue, .string(hex(dark)))])
        }
    }

    private static func hex(_ color: Color) -> String {
        let channels = [color.red, color.green, color.blue] + (color.alpha == 255 ? [] : [color.alpha])
        let digits = Array("0123456789ABCDEF")
        return "#" + String(channels.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }
}
