import AppSupport
import CollectionLayout
import SceneFormat

/// Writing the items back: each section's `items` array in the order shown. An item read from the
/// file keeps its own JSON wherever it moved — every key, in its order, with its id made explicit —
/// and only the keys whose values changed are written again; a new item is written with every key
/// it sets (its picture, card style and swipe actions too).
extension SceneDocument {
    /// The document with every section's items as `shown` has them; `loaded` are the sections as
    /// the file gave them (the same ids, in the same order, or the document cannot take them).
    func settingItems(_ shown: [SceneSection], loaded: [SceneSection]) throws(InputError) -> SceneDocument {
        guard let sectionsNode = value(at: ParameterPath(components: [.key(.sections)])),
              case .array(let sectionNodes) = sectionsNode.value, sectionNodes.count == shown.count, loaded.count == shown.count,
              zip(shown, loaded).allSatisfy({ $0.id == $1.id })
        else { throw InputError("the scene's sections are not the ones shown, so its items cannot be written") }
        // Every item's JSON as read, from every section (and inside its parent): an item moved to
        // another section is still the item the file wrote.
        var original: [String: Original] = [:]
        var itemsNodes: [JSONNode] = []
        for index in shown.indices {
            let path = ParameterPath(components: [.key(.sections), .index(index), .key(.items)])
            // An outline's children are written inside their parents, not beside them.
            let loadedItems = SceneOutline.tree(loaded[index].items)
            guard let itemsNode = value(at: path), case .array(let nodes) = itemsNode.value, nodes.count == loadedItems.count
            else { throw InputError("section \(index)'s items are not an array of the items read") }
            Self.collect(zip(nodes, loadedItems), into: &original)
            itemsNodes.append(itemsNode)
        }
        let sceneStyle = Self.cardStyle(of: root) ?? .text
        var document = self
        for (index, section) in shown.enumerated() {
            let path = ParameterPath(components: [.key(.sections), .index(index), .key(.items)])
            let inherited = Self.cardStyle(of: sectionNodes[index]) ?? sceneStyle
            let written = SceneOutline.tree(section.items).map { item in
                Self.written(item, original: original, inherited: inherited, at: itemsNodes[index].location)
            }
            document = try document.setting(.array(written), at: path)
        }
        return document
    }

    /// An item's JSON as the file had it, and the item it was read as.
    private typealias Original = (node: JSONNode, item: SceneItem)

    /// Notes each item's node by id, its children's too.
    private static func collect(_ pairs: some Sequence<(JSONNode, SceneItem)>, into original: inout [String: Original]) {
        for (node, item) in pairs {
            original[item.id] = (node, item)
            guard case .object(let members) = node.value, let children = members.first(where: { $0.key == SceneKey.children.rawValue }),
                  case .array(let childNodes) = children.value.value, childNodes.count == item.children.count else { continue }
            collect(zip(childNodes, item.children), into: &original)
        }
    }

    /// The `cardStyle` an object (the scene, a section) gives its items, if it names one (or names
    /// one as its `cell`, the synonym; a template draws its cells as `text` cards would be written).
    private static func cardStyle(of node: JSONNode) -> CardStyle? {
        guard case .object(let members) = node.value,
              let member = members.first(where: { $0.key == SceneKey.cardStyle.rawValue || $0.key == SceneKey.cell.rawValue })
        else { return nil }
        guard case .string(let name) = member.value.value else { return .text }
        return CardStyle(rawValue: name) ?? .text
    }

    /// The item as it is written into a section whose items are drawn in `inherited` style: its
    /// own JSON when it was read from the file (changed keys written again), else every key it sets.
    private static func written(_ item: SceneItem, original: [String: Original], inherited: CardStyle,
                                at location: SourceLocation) -> JSONNode {
        guard let (node, before) = original[item.id], case .object(let members) = node.value else {
            return self.node(for: item, inheritedStyle: inherited, at: location)
        }
        let fresh = self.node(for: item, inheritedStyle: inherited, at: location)
        guard case .object(let freshMembers) = fresh.value else { return fresh }
        let changed = Set(writtenKeys.filter { !$0.same(before, item) }.map(\.key.rawValue))
        var result: [JSONNode.Member] = []
        for member in members {
            guard changed.contains(member.key) else {
                result.append(member)
                continue
            }
            // A changed key takes its new value where it stood; one now at its default goes.
            if var replacement = freshMembers.first(where: { $0.key == member.key }) {
                if member.key == SceneKey.children.rawValue {
                    replacement.value.value = .array(item.children.map { written($0, original: original, inherited: inherited, at: location) })
                }
                replacement.keyLocation = member.keyLocation
                result.append(replacement)
            }
        }
        for member in freshMembers where changed.contains(member.key) && !members.contains(where: { $0.key == member.key }) {
            var added = member
            if member.key == SceneKey.children.rawValue {
                added.value.value = .array(item.children.map { written($0, original: original, inherited: inherited, at: location) })
            }
            result.append(added)
        }
        // Its id was its place, which may have changed: it is written first. Its card style came
        // from the section it was in: a section of another style gets it written.
        if !result.contains(where: { $0.key == SceneKey.id.rawValue }) { result.insert(member(.id, .string(item.id), at: node.location), at: 0) }
        if item.cardStyle != inherited, !result.contains(where: { $0.key == SceneKey.cardStyle.rawValue || $0.key == SceneKey.cell.rawValue }) {
            result.append(member(.cardStyle, .string(item.cardStyle.rawValue), at: node.location))
        }
        var copy = node
        copy.value = .object(result)
        return copy
    }

    /// The keys Save writes from an item's values, and whether two items have the same value for each.
    private static let writtenKeys: [(key: SceneKey, same: @Sendable (SceneItem, SceneItem) -> Bool)] = [
        (.id, { $0.id == $1.id }), (.title, { $0.title == $1.title }), (.subtitle, { $0.subtitle == $1.subtitle }),
        (.size, { $0.size == $1.size }), (.color, { $0.color == $1.color }), (.movable, { $0.movable == $1.movable }),
        (.favorite, { $0.isFavorite == $1.isFavorite }), (.selectable, { $0.selectable == $1.selectable }),
        (.font, { $0.fontName == $1.fontName }), (.language, { $0.language == $1.language }), (.expanded, { $0.isExpanded == $1.isExpanded }),
        (.children, { a, b in a.children.count == b.children.count && zip(a.children, b.children).allSatisfy(SceneDocument.sameChild) }),
    ]

    /// Whether two children would be written the same (every key Save writes, their children's too).
    private static func sameChild(_ a: SceneItem, _ b: SceneItem) -> Bool {
        writtenKeys.allSatisfy { $0.same(a, b) }
            && a.picture == b.picture && a.cardStyle == b.cardStyle
            && a.leadingSwipeActions == b.leadingSwipeActions && a.trailingSwipeActions == b.trailingSwipeActions
    }

    /// One `"key": value` member.
    private static func member(_ key: SceneKey, _ value: JSONNode.Value, at location: SourceLocation) -> JSONNode.Member {
        JSONNode.Member(key: key.rawValue, keyLocation: location, value: JSONNode(value: value, location: location))
    }

    /// An item written with every key it sets (defaults left out), as the scene format spells them;
    /// its `cardStyle` when it is not the `inheritedStyle` of the section it goes into.
    static func node(for item: SceneItem, inheritedStyle: CardStyle = .text, at location: SourceLocation) -> JSONNode {
        func value(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        func object(_ members: [(SceneKey, JSONNode.Value)]) -> JSONNode.Value {
            .object(members.map { JSONNode.Member(key: $0.0.rawValue, keyLocation: location, value: value($0.1)) })
        }
        var members: [(SceneKey, JSONNode.Value)] = [(.id, .string(item.id))]
        if let title = item.title { members.append((.title, .string(title))) }
        if let subtitle = item.subtitle { members.append((.subtitle, .string(subtitle))) }
        if let size = item.size { members.append((.size, object([(.width, .number(size.width)), (.height, .number(size.height))]))) }
        if let color = item.color { members.append((.color, .string(hex(color)))) }
        if !item.movable { members.append((.movable, .bool(false))) }
        if item.isFavorite { members.append((.favorite, .bool(true))) }
        if !item.selectable { members.append((.selectable, .bool(false))) }
        if let font = item.fontName { members.append((.font, .string(font))) }
        if let language = item.language { members.append((.language, .string(language))) }
        if item.isExpanded { members.append((.expanded, .bool(true))) }
        if !item.children.isEmpty {
            members.append((.children, .array(item.children.map { node(for: $0, inheritedStyle: inheritedStyle, at: location) })))
        }
        for (key, actions) in [(SceneKey.leadingSwipeActions, item.leadingSwipeActions), (.trailingSwipeActions, item.trailingSwipeActions)]
        where !actions.isEmpty {
            members.append((key, .array(actions.map { action in
                var fields: [(SceneKey, JSONNode.Value)] = [(.title, .string(action.title)), (.action, .string(action.kind.rawValue))]
                if action.isDestructive != (action.kind == .delete) { fields.append((.destructive, .bool(action.isDestructive))) }
                if action.requiresConfirmation { fields.append((.confirm, .bool(true))) }
                return value(object(fields))
            })))
        }
        if let picture = item.picture {
            members.append((.image, .string(picture.written)))
            if picture.contentMode != .default { members.append((.imageContentMode, .string(picture.contentMode.rawValue))) }
            if let radius = picture.cornerRadius { members.append((.imageCornerRadius, .number(radius))) }
        }
        if item.cardStyle != inheritedStyle { members.append((.cardStyle, .string(item.cardStyle.rawValue))) }
        return value(object(members))
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
