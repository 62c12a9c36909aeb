import CollectionLayout

/// Writing the items back: each section's `items` array in the order shown, an item unchanged
/// since the file was read keeping its own JSON (its keys and their order) with its id made
/// explicit, a new or changed item written with every key it sets.
extension SceneDocument {
    /// The document with every section's items as `shown` has them; `loaded` are the sections as
    /// the file gave them (the same ids, in the same order, or the document cannot take them).
    func settingItems(_ shown: [SceneSection], loaded: [SceneSection]) throws(InputError) -> SceneDocument {
        guard let sectionsNode = value(at: ParameterPath(components: [.key("sections")])),
              case .array(let sectionNodes) = sectionsNode.value, sectionNodes.count == shown.count, loaded.count == shown.count,
              zip(shown, loaded).allSatisfy({ $0.id == $1.id })
        else { throw InputError("the scene's sections are not the ones shown, so its items cannot be written") }
        var document = self
        for (index, section) in shown.enumerated() {
            let path = ParameterPath(components: [.key("sections"), .index(index), .key("items")])
            guard let itemsNode = value(at: path), case .array(let nodes) = itemsNode.value, nodes.count == loaded[index].items.count
            else { throw InputError("section \(index)'s items are not an array of the items read") }
            var original: [String: (node: JSONNode, item: SceneItem)] = [:]
            for (node, item) in zip(nodes, loaded[index].items) { original[item.id] = (node, item) }
            let written = section.items.map { item in
                if let (node, before) = original[item.id], Self.same(before, item) { return Self.withExplicitID(node, item.id) }
                return Self.node(for: item, at: itemsNode.location)
            }
            document = try document.setting(.array(written), at: path)
        }
        return document
    }

    /// Whether two items would be written the same.
    private static func same(_ a: SceneItem, _ b: SceneItem) -> Bool {
        a.id == b.id && a.title == b.title && a.subtitle == b.subtitle && a.size == b.size && a.color == b.color
            && a.movable == b.movable && a.fontName == b.fontName && a.selectable == b.selectable && a.isFavorite == b.isFavorite
    }

    /// An item's node with an `"id"` first when it had none (its id was its place, which may have changed).
    private static func withExplicitID(_ node: JSONNode, _ id: String) -> JSONNode {
        guard case .object(let members) = node.value, !members.contains(where: { $0.key == "id" }) else { return node }
        var copy = node
        copy.value = .object([JSONNode.Member(key: "id", keyLocation: node.location, value: JSONNode(value: .string(id), location: node.location))]
            + members)
        return copy
    }

    /// An item written with every key it sets (defaults left out), as the scene format spells them.
    static func node(for item: SceneItem, at location: SourceLocation) -> JSONNode {
        func value(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        var members: [(String, JSONNode.Value)] = [("id", .string(item.id))]
        if let title = item.title { members.append(("title", .string(title))) }
        if let subtitle = item.subtitle { members.append(("subtitle", .string(subtitle))) }
        if let size = item.size {
            members.append(("size", .object([JSONNode.Member(key: "width", keyLocation: location, value: value(.number(size.width))),
                                             JSONNode.Member(key: "height", keyLocation: location, value: value(.number(size.height)))])))
        }
        if let color = item.color { members.append(("color", .string(hex(color)))) }
        if !item.movable { members.append(("movable", .bool(false))) }
        if item.isFavorite { members.append(("favorite", .bool(true))) }
        if !item.selectable { members.append(("selectable", .bool(false))) }
        if let font = item.fontName { members.append(("font", .string(font))) }
        return value(.object(members.map { JSONNode.Member(key: $0.0, keyLocation: location, value: value($0.1)) }))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    private static func hex(_ color: Color) -> String {
        let parts = [color.red, color.green, color.blue] + (color.alpha == 255 ? [] : [color.alpha])
        return "#" + parts.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
