import AppSupport
import CollectionLayout
import Typography

/// Decodes a compositional layout's supplementary, boundary and decoration items, custom
/// frames, the visible-items effect, section variants and their conditions.
extension SceneDecoder {
    /// A non-empty element kind.
    package static func elementKind(_ reader: inout JSONObjectReader) throws(InputError) -> String {
        let node = try reader.required(.elementKind)
        let kind = try reader.string(node, .elementKind)
        guard !kind.isEmpty else { throw reader.error(node, .elementKind, "a non-empty string") }
        return kind
    }

    /// A whole-number zIndex.
    package static func zIndex(_ node: JSONNode, _ reader: JSONObjectReader) throws(InputError) -> Int {
        guard case .number(let value) = node.value, value == value.rounded(), abs(value) <= 100_000 else {
            throw reader.error(node, .zIndex, "a whole number")
        }
        return Int(value)
    }

    /// An item's anchored supplementary item (a badge).
    package static func supplementaryItem(_ node: JSONNode, file: String) throws(InputError) -> LayoutSupplementaryItem {
        var reader = try JSONObjectReader(node, file: file, context: "a supplementary item")
        let kind = try elementKind(&reader)
        let size = try layoutSize(try reader.required(.layoutSize), .layoutSize, file: file)
        let anchor = try self.anchor(try reader.required(.containerAnchor), file: file)
        var item = LayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: anchor)
        if let node = reader.optional(.zIndex) { item.zIndex = try zIndex(node, reader) }
        try reader.rejectUnknownKeys(allowed: [.elementKind, .layoutSize, .containerAnchor, .zIndex])
        return item
    }

    /// `{"edges": ["top", "trailing"], "absoluteOffset" | "fractionalOffset": {x, y}}`.
    package static func anchor(_ node: JSONNode, file: String) throws(InputError) -> LayoutAnchor {
        var reader = try JSONObjectReader(node, file: file, key: .containerAnchor)
        let edgesNode = try reader.required(.edges)
        var edges = DirectionalRectEdge.none
        let names: [String: DirectionalRectEdge] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
        for edge in try reader.array(edgesNode, .edges) {
            guard case .string(let name) = edge.value, let value = names[name] else {
                throw reader.error(edge, .edges, "a list of \"top\", \"leading\", \"bottom\", \"trailing\"")
            }
            edges.insert(value)
        }
        let absolute = reader.optional(.absoluteOffset), fractional = reader.optional(.fractionalOffset)
        try reader.rejectUnknownKeys(allowed: [.edges, .absoluteOffset, .fractionalOffset])
        if let absolute, fractional != nil {
            throw InputError(file: file, location: absolute.location, "an anchor takes \"absoluteOffset\" or \"fractionalOffset\", not both")
        }
        if let fractional { return LayoutAnchor(edges: edges, fractionalOffset: try offset(fractional, .fractionalOffset, file: file)) }
        return LayoutAnchor(edges: edges, absoluteOffset: try absolute.map { node throws(InputError) in
            try offset(node, .absoluteOffset, file: file)
        } ?? .zero)
    }

    /// A section's (or the layout's) header or footer.
    package static func boundaryItem(_ node: JSONNode, file: String) throws(InputError) -> LayoutBoundarySupplementaryItem {
        var reader = try JSONObjectReader(node, file: file, context: "a boundary supplementary item")
        let kind = try elementKind(&reader)
        let size = try layoutSize(try reader.required(.layoutSize), .layoutSize, file: file)
        let alignmentNode = try reader.required(.alignment)
        guard case .string(let name) = alignmentNode.value, let alignment = LayoutRectAlignment(rawValue: name) else {
            throw reader.error(alignmentNode, .alignment,
                               "one of: \(LayoutRectAlignment.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var item = LayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
        if let node = reader.optional(.absoluteOffset) { item.absoluteOffset = try offset(node, .absoluteOffset, file: file) }
        if let node = reader.optional(.extendsBoundary) { item.extendsBoundary = try reader.bool(node, .extendsBoundary) }
        if let node = reader.optional(.pinToVisibleBounds) { item.pinToVisibleBounds = try reader.bool(node, .pinToVisibleBounds) }
        if let node = reader.optional(.zIndex) { item.zIndex = try zIndex(node, reader) }
        try reader.rejectUnknownKeys(allowed: [.elementKind, .layoutSize, .alignment, .absoluteOffset, .extendsBoundary,
                                               .pinToVisibleBounds, .zIndex])
        return item
    }

    /// A decoration item (a section background).
    package static func decorationItem(_ node: JSONNode, file: String) throws(InputError) -> LayoutDecorationItem {
        var reader = try JSONObjectReader(node, file: file, context: "a decoration item")
        var item = LayoutDecorationItem.background(elementKind: try elementKind(&reader))
        if let node = reader.optional(.contentInsets) { item.contentInsets = try directionalInsets(node, file: file) }
        if let node = reader.optional(.zIndex) { item.zIndex = try zIndex(node, reader) }
        try reader.rejectUnknownKeys(allowed: [.elementKind, .contentInsets, .zIndex])
        return item
    }

    /// A custom group's frame: `{"x", "y", "width", "height", "zIndex"?}`.
    package static func customFrame(_ node: JSONNode, file: String) throws(InputError) -> LayoutGroupCustomItem {
        var reader = try JSONObjectReader(node, file: file, context: "a custom frame")
        let x = try reader.number(try reader.required(.x), .x, minimum: -JSONObjectReader.maximum)
        let y = try reader.number(try reader.required(.y), .y, minimum: -JSONObjectReader.maximum)
        let width = try reader.number(try reader.required(.width), .width, maximum: 16384)
        let height = try reader.number(try reader.required(.height), .height, maximum: 16384)
        var item = LayoutGroupCustomItem(frame: Rect(x: x, y: y, width: width, height: height))
        if let node = reader.optional(.zIndex) { item.zIndex = try zIndex(node, reader) }
        try reader.rejectUnknownKeys(allowed: [.x, .y, .width, .height, .zIndex])
        return item
    }

    /// `{"minimumScale": s, "minimumAlpha": a}`, each in (0, 1].
    package static func visibleItemsEffect(_ node: JSONNode, file: String) throws(InputError) -> VisibleItemsEffect {
        var reader = try JSONObjectReader(node, file: file, key: .visibleItemsEffect)
        var effect = VisibleItemsEffect()
        if let node = reader.optional(.minimumScale) { effect.minimumScale = try reader.number(node, .minimumScale, positive: true, maximum: 1) }
        if let node = reader.optional(.minimumAlpha) { effect.minimumAlpha = try reader.number(node, .minimumAlpha, maximum: 1) }
        try reader.rejectUnknownKeys(allowed: [.minimumScale, .minimumAlpha])
        return effect
    }

    /// `{"when": {minWidth, maxWidth, minCategory, maxCategory, horizontalSizeClass, verticalSizeClass,
    /// effectiveContentWidth}, "section": {…}}`.
    package static func sectionVariant(_ node: JSONNode, file: String) throws(InputError) -> SectionVariant {
        var reader = try JSONObjectReader(node, file: file, context: "a section variant")
        let condition = try environmentCondition(try reader.required(.when), file: file)
        let section = try sectionDescription(try reader.required(.section), file: file, context: "a variant's \"section\"")
        try reader.rejectUnknownKeys(allowed: [.when, .section])
        return SectionVariant(condition: condition, section: section)
    }

    /// `{minWidth, maxWidth, minCategory, maxCategory, horizontalSizeClass, verticalSizeClass,
    /// effectiveContentWidth: {min, max}}`,
    /// each optional (a variant's `when`).
    package static func environmentCondition(_ node: JSONNode, file: String) throws(InputError) -> EnvironmentCondition {
        var whenReader = try JSONObjectReader(node, file: file, key: .when)
        var condition = EnvironmentCondition()
        if let node = whenReader.optional(.minWidth) { condition.minWidth = try whenReader.number(node, .minWidth) }
        if let node = whenReader.optional(.maxWidth) { condition.maxWidth = try whenReader.number(node, .maxWidth) }
        for key: SceneKey in [.minCategory, .maxCategory] {
            guard let node = whenReader.optional(key) else { continue }
            guard case .string(let name) = node.value, let category = ContentSizeCategory(rawValue: name) else {
                throw whenReader.error(node, key, "one of \(ContentSizeCategory.allNames)")
            }
            if key == .minCategory { condition.minCategory = category } else { condition.maxCategory = category }
        }
        if let node = whenReader.optional(.effectiveContentWidth) {
            // `{"min": …, "max": …}`, either optional: a range of the container's effective content width.
            var range = try JSONObjectReader(node, file: file, key: .effectiveContentWidth)
            if let bound = range.optional(.min) { condition.minEffectiveContentWidth = try range.number(bound, .min) }
            if let bound = range.optional(.max) { condition.maxEffectiveContentWidth = try range.number(bound, .max) }
            try range.rejectUnknownKeys(allowed: [.min, .max])
        }
        for key: SceneKey in [.horizontalSizeClass, .verticalSizeClass] {
            guard let node = whenReader.optional(key) else { continue }
            guard case .string(let name) = node.value, let sizeClass = UserInterfaceSizeClass(rawValue: name) else {
                throw whenReader.error(node, key, "one of: \(UserInterfaceSizeClass.allNames)")
            }
            if key == .horizontalSizeClass { condition.horizontalSizeClass = sizeClass } else { condition.verticalSizeClass = sizeClass }
        }
        try whenReader.rejectUnknownKeys(allowed: [.minWidth, .maxWidth, .minCategory, .maxCategory, .horizontalSizeClass,
                                                   .verticalSizeClass, .effectiveContentWidth])
        return condition
    }
}
