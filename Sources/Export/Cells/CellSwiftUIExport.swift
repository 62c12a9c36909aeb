import CellTemplate
import SwiftSyntax
import Typography

/// A cell template as a SwiftUI view: `VStack`s and `HStack`s for stacks, `ZStack`, `Text` in the
/// text style's font (Dynamic Type follows), the picture `resizable` at its aspect ratio, a
/// badge's capsule, `Spacer` and `Divider`; a text the item lacks is left out, as the playground
/// hides it. What SwiftUI's stacks do not have (hugging and compression priorities, two of the
/// distributions) is listed as not expressed.
struct CellSwiftUIExport {
    /// The template.
    let template: CellNode
    /// The view's name.
    var viewName = "TemplateCellView"
    /// What SwiftUI cannot express, one sentence each.
    private(set) var unexpressed: [String] = []
    private let names: CellExportNames

    /// The export of `template`.
    init(template: CellNode) {
        self.template = template
        names = CellExportNames(template)
    }

    /// The declaration: the view with its `Item`.
    var part: ExportPart {
        var copy = self
        let body = copy.view(template, path: .root, parent: nil)
        let fields = template.boundKeys.map { key in
            key == "image" ? "var image: Image? = nil" : "var \(CellExportNames.identifier(key)): String? = nil"
        }
        let text = """
        /// The scene's cell template as a SwiftUI view; its text follows Dynamic Type, and a text the item
        /// does not have is left out, as the playground hides it.
        struct \(viewName): View {
        /// What one cell shows: the keys the template binds.
        struct Item {
        \(fields.joined(separator: "\n"))
        }

        /// The item shown.
        var item: Item
        @Environment(\\.colorScheme) private var colorScheme
        @Environment(\\.dynamicTypeSize) private var dynamicTypeSize

        var body: some View {
        \(body)
        }
        }
        """
        return ExportPart(declarations: [DeclSyntax(stringLiteral: text)], unexpressed: copy.unexpressed,
                          usage: ["Cell: \(viewName)(item: …) in a UIHostingConfiguration, or in a SwiftUI list or grid."])
    }

    /// A node as a view expression with its modifiers.
    private mutating func view(_ node: CellNode, path: NodePath, parent: StackNode?) -> String {
        unexpressed += CellExportNotes.partlyWritten(node, name: names[path])
        var text: String
        switch node.kind {
        case .stack(let stack):
            text = stackView(stack, axis: stack.axis, path: path)
            if let large = stack.axisAtAccessibilitySizes, large != stack.axis {
                let regular = text
                let flipped = stackView(stack, axis: large, path: path)
                text = "Group {\nif dynamicTypeSize.isAccessibilitySize {\n\(flipped)\n} else {\n\(regular)\n}\n}"
            }
            if stack.padding != .zero {
                let p = stack.padding
                text += "\n.padding(EdgeInsets(top: \(SwiftNumber.text(p.top)), leading: \(SwiftNumber.text(p.leading)), "
                    + "bottom: \(SwiftNumber.text(p.bottom)), trailing: \(SwiftNumber.text(p.trailing))))"
            }
        case .zstack(let zstack):
            let children = zstack.children.enumerated().map { index, child in
                var childView = view(child, path: path.child(index), parent: nil)
                if zstack.alignment == .fill { childView += "\n.frame(maxWidth: .infinity, maxHeight: .infinity)" }
                return childView
            }
            text = "ZStack(alignment: .\(zstackAlignment(zstack.alignment))) {\n\(children.joined(separator: "\n"))\n}"
        case .text(let textNode):
            let value = "value"
            var modifiers = [".font(.\(fontName(textNode.style)))"]
            if let weight = textNode.weight, weight != textNode.style.weight { modifiers.append(".fontWeight(.\(weight.rawValue))") }
            modifiers.append(".foregroundStyle(\(CellColorCode.swiftUI(textNode.color)))")
            modifiers.append(".lineLimit(\(textNode.lines == 0 ? "nil" : String(textNode.lines)))")
            switch textNode.alignment {
            case .natural, .leading: break
            case .center: modifiers.append(".multilineTextAlignment(.center)")
            case .trailing: modifiers.append(".multilineTextAlignment(.trailing)")
            }
            text = "if let \(value) = item.\(CellExportNames.identifier(textNode.bind)) {\nText(\(value))\n\(modifiers.joined(separator: "\n"))"
            text += boxModifiers(node.box, path: path)
            return text + "\n}"
        case .image(let image):
            let mode = image.contentMode == .scaleAspectFit ? "fit" : "fill"
            if image.contentMode != .scaleAspectFit && image.contentMode != .scaleAspectFill {
                unexpressed.append("\(names[path]): content mode \(image.contentMode.rawValue) is written as .fill.")
            }
            let ratio = image.aspectRatio.map { SwiftNumber.text($0) } ?? "nil"
            text = "if let image = item.image {\nimage\n.resizable()\n.aspectRatio(\(ratio), contentMode: .\(mode))"
            if node.box.width == nil && node.box.height == nil && image.aspectRatio == nil {
                text += "\n.frame(maxWidth: .infinity)"
            }
            text += boxModifiers(node.box, path: path, clips: true)
            return text + "\n}"
        case .badge(let badge):
            text = "if let value = item.\(CellExportNames.identifier(badge.bind)) {\nText(value)\n.font(.caption.weight(.semibold))\n"
                + ".foregroundStyle(Color.white)\n.padding(.horizontal, 8)\n.padding(.vertical, 3)\n"
                + ".background(\(CellColorCode.swiftUI(badge.color)), in: Capsule())"
            text += boxModifiers(node.box, path: path)
            return text + "\n}"
        case .spacer(let minLength):
            text = "Spacer(minLength: \(SwiftNumber.text(minLength)))"
        case .separator:
            text = "Divider()"
        }
        if let parent, parent.alignment == .fill, parent.axis == .vertical, !node.spansStack {
            text += "\n.frame(maxWidth: .infinity, alignment: .leading)"
        }
        return text + boxModifiers(node.box, path: path)
    }

    private mutating func stackView(_ stack: StackNode, axis: StackAxis, path: NodePath) -> String {
        let children = stack.children.enumerated().map { index, child in
            var childView = view(child, path: path.child(index), parent: stack)
            if stack.distribution == .fillEqually, !child.spansStack {
                childView += axis == .horizontal ? "\n.frame(maxWidth: .infinity)" : "\n.frame(maxHeight: .infinity)"
            }
            return childView
        }
        switch stack.distribution {
        case .fill, .fillEqually: break
        case .fillProportionally, .equalSpacing, .equalCentering:
            unexpressed.append("\(names[path]): SwiftUI's stacks have no \(stack.distribution.rawValue) distribution; its children keep their natural sizes.")
        }
        let spacing = SwiftNumber.text(stack.spacing)
        if axis == .vertical {
            let alignment = switch stack.alignment {
            case .center: "center"
            case .trailing: "trailing"
            case .fill, .leading, .firstBaseline: "leading"
            }
            return "VStack(alignment: .\(alignment), spacing: \(spacing)) {\n\(children.joined(separator: "\n"))\n}"
        }
        let alignment = switch stack.alignment {
        case .leading: "top"
        case .trailing: "bottom"
        case .firstBaseline: "firstTextBaseline"
        case .fill, .center: "center"
        }
        if stack.alignment == .fill {
            unexpressed.append("\(names[path]): a row's fill alignment is written as centre (SwiftUI rows do not stretch their children's heights).")
        }
        return "HStack(alignment: .\(alignment), spacing: \(spacing)) {\n\(children.joined(separator: "\n"))\n}"
    }

    private mutating func boxModifiers(_ box: NodeBox, path: NodePath, clips: Bool = false) -> String {
        var modifiers: [String] = []
        if box.width != nil || box.height != nil {
            let parts = [box.width.map { "width: \(SwiftNumber.text($0))" }, box.height.map { "height: \(SwiftNumber.text($0))" }]
            modifiers.append(".frame(\(parts.compactMap { $0 }.joined(separator: ", ")))")
        }
        let limits = [box.minWidth.map { "minWidth: \(SwiftNumber.text($0))" }, box.maxWidth.map { "maxWidth: \(SwiftNumber.text($0))" },
                      box.minHeight.map { "minHeight: \(SwiftNumber.text($0))" }, box.maxHeight.map { "maxHeight: \(SwiftNumber.text($0))" }]
            .compactMap { $0 }
        if !limits.isEmpty { modifiers.append(".frame(\(limits.joined(separator: ", ")))") }
        if clips { modifiers.append(".clipped()") }
        if let background = box.background { modifiers.append(".background(\(CellColorCode.swiftUI(background)))") }
        if box.cornerRadius > 0 { modifiers.append(".clipShape(RoundedRectangle(cornerRadius: \(SwiftNumber.text(box.cornerRadius))))") }
        if let border = box.border {
            modifiers.append(".overlay {\nRoundedRectangle(cornerRadius: \(SwiftNumber.text(box.cornerRadius))).stroke(\(CellColorCode.swiftUI(border.color)), lineWidth: \(SwiftNumber.text(border.width)))\n}")
        }
        if let shadow = box.shadow {
            modifiers.append(".shadow(color: \(CellColorCode.swiftUI(shadow.color)).opacity(\(SwiftNumber.text(shadow.opacity))), radius: \(SwiftNumber.text(shadow.radius)), "
                             + "x: \(SwiftNumber.text(shadow.offsetX)), y: \(SwiftNumber.text(shadow.offsetY)))")
        }
        if box.huggingPriority != nil || box.compressionResistance != nil {
            unexpressed.append("\(names[path]): SwiftUI has no hugging or compression-resistance priorities (.layoutPriority is the nearest).")
        }
        return modifiers.isEmpty ? "" : "\n" + modifiers.joined(separator: "\n")
    }

    private func fontName(_ style: Typography.TextStyle) -> String {
        switch style {
        case .title1: "title"
        case .caption1: "caption"
        default: style.rawValue
        }
    }

    private func zstackAlignment(_ alignment: ZStackAlignment) -> String {
        alignment == .fill ? "topLeading" : alignment.rawValue
    }
}
