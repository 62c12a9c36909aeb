import AppSupport
import CellTemplate
import CollectionLayout
import Pictures
import Typography

/// Decodes cell templates (contract.md "Turn 4 — Your own cell"): `cell` on the scene, a section
/// or an item — a built-in template's name (`cardStyle`'s synonym) or a tree of nodes — and
/// checks that every key the template binds is one some item it draws has.
extension SceneDecoder {
    /// The keys every template node takes.
    package static let nodeBoxKeys: [SceneKey] = [.kind, .background, .cornerRadius, .border, .outline, .shadow, .width, .height,
                                                  .minWidth, .maxWidth, .minHeight, .maxHeight, .huggingPriority, .compressionResistance,
                                                  .scalesWith]
    /// The deepest a template may nest.
    package static let templateDepthLimit = 32

    /// The keys a node of a kind takes besides the box's.
    package static func nodeKeys(ofKind kind: String) -> [SceneKey] {
        switch kind {
        case "stack": [.axis, .spacing, .alignment, .distribution, .padding, .children, .axisAtAccessibilitySizes]
        case "zstack": [.children, .alignment]
        case "text": [.bind, .style, .weight, .color, .lines, .alignment]
        case "image": [.bind, .aspectRatio, .fill, .contentMode]
        case "badge": [.bind, .color]
        case "spacer": [.minLength]
        default: []
        }
    }

    /// The cell an object's `cell` or `cardStyle` says (one of them at most), else `inherited`.
    package static func cellChoice(_ reader: inout JSONObjectReader, inherited: CellChoice) throws(InputError) -> CellChoice {
        try ownCellChoice(&reader) ?? inherited.inherited
    }

    /// The cell an object's `cell` or `cardStyle` says (one of them at most; `isOwn`), nil when it says none.
    package static func ownCellChoice(_ reader: inout JSONObjectReader) throws(InputError) -> CellChoice? {
        let styleNode = reader.optional(.cardStyle)
        guard let cellNode = reader.optional(.cell) else {
            guard let styleNode else { return nil }
            return CellChoice(style: try cardStyle(styleNode, in: reader), template: nil, isOwn: true)
        }
        if let styleNode {
            throw InputError(file: reader.file, location: styleNode.location, "give either \"cell\" or \"cardStyle\", not both")
        }
        if case .string(let name) = cellNode.value {
            if let style = CardStyle(rawValue: name) { return CellChoice(style: style, template: nil, isOwn: true) }
            if let builtIn = BuiltInCellTemplates.named(name) {
                return CellChoice(style: .text, template: builtIn, bindings: [], isOwn: true)
            }
            throw reader.error(cellNode, .cell, "a template node or one of: \(CardStyle.allNames), \(BuiltInCellTemplates.names.joined(separator: ", "))")
        }
        var bindings: [TemplateBinding] = []
        let template = try cellTemplateNode(cellNode, file: reader.file, context: "the \"cell\"", depth: 0, bindings: &bindings)
        return CellChoice(style: .text, template: template, bindings: bindings, isOwn: true)
    }

    /// One template node and its children.
    package static func cellTemplateNode(_ node: JSONNode, file: String, context: String, depth: Int,
                                         bindings: inout [TemplateBinding]) throws(InputError) -> CellNode {
        var reader = try JSONObjectReader(node, file: file, context: context)
        guard depth < templateDepthLimit else {
            throw InputError(file: file, location: node.location, "the cell template nests deeper than \(templateDepthLimit) levels")
        }
        let kindNode = try reader.required(.kind)
        let kindName = try reader.string(kindNode, .kind)
        let box = try nodeBox(&reader)
        let kind: CellNodeKind
        switch kindName {
        case "stack":
            var stack = StackNode(children: [])
            if let value = reader.optional(.axis) { stack.axis = try named(value, .axis, in: reader, StackAxis.self) }
            if let value = reader.optional(.spacing) { stack.spacing = try reader.number(value, .spacing, maximum: 16384) }
            if let value = reader.optional(.alignment) { stack.alignment = try named(value, .alignment, in: reader, StackAlignment.self) }
            if let value = reader.optional(.distribution) {
                stack.distribution = try named(value, .distribution, in: reader, StackDistribution.self)
            }
            if let value = reader.optional(.padding) { stack.padding = try padding(value, in: reader) }
            if let value = reader.optional(.axisAtAccessibilitySizes) {
                stack.axisAtAccessibilitySizes = try named(value, .axisAtAccessibilitySizes, in: reader, StackAxis.self)
            }
            stack.children = try children(&reader, file: file, depth: depth, bindings: &bindings)
            kind = .stack(stack)
        case "zstack":
            var zstack = ZStackNode(children: [])
            if let value = reader.optional(.alignment) { zstack.alignment = try named(value, .alignment, in: reader, ZStackAlignment.self) }
            zstack.children = try children(&reader, file: file, depth: depth, bindings: &bindings)
            kind = .zstack(zstack)
        case "text":
            var text = TextNode(bind: try binding(&reader, bindings: &bindings))
            if let value = reader.optional(.style) { text.style = try named(value, .style, in: reader, TextStyle.self) }
            if let value = reader.optional(.weight) { text.weight = try named(value, .weight, in: reader, FontWeight.self) }
            if let value = reader.optional(.color) { text.color = try templateColor(value, .color, in: reader) }
            if let value = reader.optional(.lines) { text.lines = Int(try reader.number(value, .lines, maximum: 1000)) }
            if let value = reader.optional(.alignment) {
                text.alignment = try named(value, .alignment, in: reader, TemplateTextAlignment.self)
            }
            kind = .text(text)
        case "image":
            var image = ImageNode()
            if let value = reader.optional(.bind) {
                // Pictures come from the item's `image`; `bind` may say so, nothing else.
                let key = try reader.string(value, .bind)
                guard key == SceneKey.image.rawValue else {
                    throw reader.error(value, .bind, "\"image\" (an image node shows the item's picture)")
                }
                bindings.append(TemplateBinding(key: key, location: value.location))
            }
            if let value = reader.optional(.aspectRatio) { image.aspectRatio = try reader.number(value, .aspectRatio, positive: true) }
            if let value = reader.optional(.fill) { image.fill = try reader.bool(value, .fill) }
            if let value = reader.optional(.contentMode) {
                image.contentMode = try named(value, .contentMode, in: reader, ImageContentMode.self)
            }
            kind = .image(image)
        case "badge":
            var badge = BadgeNode(bind: try binding(&reader, bindings: &bindings))
            if let value = reader.optional(.color) { badge.color = try templateColor(value, .color, in: reader) }
            kind = .badge(badge)
        case "spacer":
            kind = .spacer(minLength: try reader.optional(.minLength).map { value throws(InputError) in
                try reader.number(value, .minLength, maximum: 16384)
            } ?? 0)
        case "separator":
            kind = .separator
        default:
            throw reader.error(kindNode, .kind, "one of: \(CellNodeKind.allNames)")
        }
        try reader.rejectUnknownKeys(allowed: nodeBoxKeys + nodeKeys(ofKind: kindName))
        return CellNode(kind, box: box)
    }

    private static func children(_ reader: inout JSONObjectReader, file: String, depth: Int,
                                 bindings: inout [TemplateBinding]) throws(InputError) -> [CellNode] {
        guard let value = reader.optional(.children) else { return [] }
        var nodes: [CellNode] = []
        for (index, child) in try reader.array(value, .children).enumerated() {
            nodes.append(try cellTemplateNode(child, file: file, context: "child \(index) of a \"cell\" stack", depth: depth + 1,
                                              bindings: &bindings))
        }
        return nodes
    }

    private static func binding(_ reader: inout JSONObjectReader, bindings: inout [TemplateBinding]) throws(InputError) -> String {
        let value = try reader.required(.bind)
        let key = try reader.string(value, .bind)
        guard !key.isEmpty else { throw reader.error(value, .bind, "an item key such as \"title\"") }
        bindings.append(TemplateBinding(key: key, location: value.location))
        return key
    }

    /// A name that must be one of a type's cases.
    private static func named<Value: RawRepresentable & CaseIterable>(_ node: JSONNode, _ key: SceneKey, in reader: JSONObjectReader,
                                                                      _ type: Value.Type) throws(InputError) -> Value
        where Value.RawValue == String {
        guard case .string(let name) = node.value, let value = Value(rawValue: name) else {
            throw reader.error(node, key, "one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    private static func nodeBox(_ reader: inout JSONObjectReader) throws(InputError) -> NodeBox {
        var box = NodeBox()
        if let value = reader.optional(.background) { box.background = try templateColor(value, .background, in: reader) }
        if let value = reader.optional(.cornerRadius) { box.cornerRadius = try reader.number(value, .cornerRadius, maximum: 16384) }
        if let value = reader.optional(.border) { box.border = try line(value, .border, in: reader) }
        if let value = reader.optional(.outline) { box.outline = try line(value, .outline, in: reader) }
        if let value = reader.optional(.shadow) {
            var shadow = try JSONObjectReader(value, file: reader.file, context: "a node's \"shadow\"")
            var made = NodeShadow(radius: 0, opacity: 0.2)
            if let node = shadow.optional(.radius) { made.radius = try shadow.number(node, .radius, maximum: 1000) }
            if let node = shadow.optional(.opacity) { made.opacity = try shadow.number(node, .opacity, maximum: 1) }
            if let node = shadow.optional(.offset) {
                var offset = try JSONObjectReader(node, file: reader.file, context: "a shadow's \"offset\"")
                if let x = offset.optional(.x) { made.offsetX = try offset.number(x, .x, minimum: -1000, maximum: 1000) }
                if let y = offset.optional(.y) { made.offsetY = try offset.number(y, .y, minimum: -1000, maximum: 1000) }
                try offset.rejectUnknownKeys(allowed: [.x, .y])
            }
            if let node = shadow.optional(.color) { made.color = try templateColor(node, .color, in: shadow) }
            try shadow.rejectUnknownKeys(allowed: [.radius, .opacity, .offset, .color])
            box.shadow = made
        }
        if let value = reader.optional(.width) { box.width = try reader.number(value, .width, maximum: 16384) }
        if let value = reader.optional(.height) { box.height = try reader.number(value, .height, maximum: 16384) }
        if let value = reader.optional(.minWidth) { box.minWidth = try reader.number(value, .minWidth, maximum: 16384) }
        if let value = reader.optional(.maxWidth) {
            if case .string(let text) = value.value {
                // A share of the cell's width: "33.5%".
                guard text.hasSuffix("%"), let percent = Double(text.dropLast()), percent > 0, percent <= 100 else {
                    throw reader.error(value, .maxWidth, "a number of points, or a share of the cell's width such as \"33%\"")
                }
                box.maxWidthFraction = percent / 100
            } else {
                box.maxWidth = try reader.number(value, .maxWidth, maximum: 16384)
            }
        }
        if let value = reader.optional(.minHeight) { box.minHeight = try reader.number(value, .minHeight, maximum: 16384) }
        if let value = reader.optional(.maxHeight) { box.maxHeight = try reader.number(value, .maxHeight, maximum: 16384) }
        if let value = reader.optional(.huggingPriority) {
            box.huggingPriority = try reader.number(value, .huggingPriority, minimum: 1, maximum: 1000)
        }
        if let value = reader.optional(.compressionResistance) {
            box.compressionResistance = try reader.number(value, .compressionResistance, minimum: 1, maximum: 1000)
        }
        if let value = reader.optional(.scalesWith) { box.scalesWith = try named(value, .scalesWith, in: reader, TextStyle.self) }
        return box
    }

    /// A `border` or `outline`: `{width, color}`.
    private static func line(_ node: JSONNode, _ key: SceneKey, in reader: JSONObjectReader) throws(InputError) -> NodeBorder {
        var line = try JSONObjectReader(node, file: reader.file, context: "a node's \"\(key.rawValue)\"")
        let width = try line.number(try line.required(.width), .width, maximum: 1000)
        let color = try templateColor(try line.required(.color), .color, in: line)
        try line.rejectUnknownKeys(allowed: [.width, .color])
        return NodeBorder(width: width, color: color)
    }

    /// A stack's `padding`: one number for every edge, or `{top, leading, bottom, trailing}`.
    private static func padding(_ node: JSONNode, in reader: JSONObjectReader) throws(InputError) -> DirectionalInsets {
        if case .number = node.value { return DirectionalInsets(all: try reader.number(node, .padding, maximum: 16384)) }
        var edges = try JSONObjectReader(node, file: reader.file, context: "a stack's \"padding\"")
        var insets = DirectionalInsets.zero
        if let value = edges.optional(.top) { insets.top = try edges.number(value, .top, maximum: 16384) }
        if let value = edges.optional(.leading) { insets.leading = try edges.number(value, .leading, maximum: 16384) }
        if let value = edges.optional(.bottom) { insets.bottom = try edges.number(value, .bottom, maximum: 16384) }
        if let value = edges.optional(.trailing) { insets.trailing = try edges.number(value, .trailing, maximum: 16384) }
        try edges.rejectUnknownKeys(allowed: [.top, .leading, .bottom, .trailing])
        return insets
    }

    /// A template colour: `#RRGGBB`, a system colour's name, or `{"light": …, "dark": …}`.
    package static func templateColor(_ node: JSONNode, _ key: SceneKey, in reader: JSONObjectReader) throws(InputError) -> TemplateColor {
        let expectation = "a colour: \"#RRGGBB\", a system colour's name (label, secondaryLabel, systemRed, …), \"itemColor\" or {\"light\": …, \"dark\": …}"
        switch node.value {
        case .string(let text):
            if let color = parseColor(text) { return .fixed(color) }
            if text == TemplateColor.itemColorName { return .itemColor }
            if let system = SystemColor(rawValue: text) { return .system(system) }
            throw reader.error(node, key, expectation)
        case .object:
            var pair = try JSONObjectReader(node, file: reader.file, context: "a \"\(key.rawValue)\" colour")
            let light = try templateColor(try pair.required(.light), .light, in: pair)
            let dark = try templateColor(try pair.required(.dark), .dark, in: pair)
            try pair.rejectUnknownKeys(allowed: [.light, .dark])
            return .adaptive(light: light.resolved(dark: false), dark: dark.resolved(dark: true))
        default:
            throw reader.error(node, key, expectation)
        }
    }

    /// Fails on the first key a template binds that none of `items` (nor their children) has.
    package static func checkBindings(_ choice: CellChoice, against items: [SceneItem], file: String) throws(InputError) {
        guard choice.template != nil, !choice.bindings.isEmpty else { return }
        for binding in choice.bindings where !items.contains(where: { $0.hasValueDeep(forKey: binding.key) }) {
            throw InputError(file: file, location: binding.location,
                             "the cell binds \"\(binding.key)\", which no item it draws has")
        }
    }
}

private extension SceneItem {
    func hasValueDeep(forKey key: String) -> Bool {
        hasValue(forKey: key) || children.contains { $0.hasValueDeep(forKey: key) }
    }
}
