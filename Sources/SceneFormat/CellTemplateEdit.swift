import AppSupport
import CellTemplate

/// A change to a cell template's structure in the scene's JSON — a node added, removed or moved
/// among its siblings — as the inspector's Cell tab and the script actions `addCellNode`,
/// `removeCellNode` and `moveCellNode` make it. A node is named by its path from the scene's top
/// (`cell`, `cell.children.1`, `sections.0.items.2.cell.children.0`).
public enum CellTemplateEdit: Equatable, Sendable {
    /// The kinds of node the Cell tab adds, each with the defaults a designer expects.
    public enum NewNode: String, CaseIterable, Sendable {
        /// A label in the body style and the label colour, bound to an item key.
        case text
        /// The item's picture, 3:2.
        case image
        /// A capsule bound to an item key.
        case badge
        /// A spacer.
        case spacer
        /// A hairline.
        case separator
        /// An empty vertical stack, 8 points between its children.
        case stack
    }

    /// Adds a node of a kind as the last child of the stack or zstack at the path, or just after the leaf there.
    case add(NewNode, at: ParameterPath)
    /// Removes the node at the path (never the template's root).
    case remove(ParameterPath)
    /// Moves the node at the path `by` places among its siblings (negative: towards the first).
    case move(ParameterPath, by: Int)
    /// Writes the built-in cell named at the path (`"cell": "poster"`, `"list"`) out as its template,
    /// to start a designer's own from: it draws as the built-in does.
    case writeOut(ParameterPath)

    /// The node the edit names.
    public var path: ParameterPath {
        switch self {
        case .add(_, let path), .remove(let path), .move(let path, _), .writeOut(let path): path
        }
    }

    /// The script action's name (`addCellNode`, `removeCellNode`, `moveCellNode`, `writeOutCell`), as messages say it.
    public var actionName: String {
        switch self {
        case .add: "addCellNode"
        case .remove: "removeCellNode"
        case .move: "moveCellNode"
        case .writeOut: "writeOutCell"
        }
    }

    /// The keys a new text or badge may bind, best first: `title`, `subtitle`, then the keys of
    /// the items' own, each only when some item (or child item) has a value for it.
    public static func bindableKeys(of items: [SceneItem]) -> [String] {
        func flattened(_ items: [SceneItem]) -> [SceneItem] { items.flatMap { [$0] + flattened($0.children) } }
        let all = flattened(items)
        let own = Set(all.flatMap(\.customFields.keys)).sorted()
        return ([SceneKey.title.rawValue, SceneKey.subtitle.rawValue] + own).filter { key in all.contains { $0.hasValue(forKey: key) } }
    }
}

extension ParameterPath {
    /// A path naming a node of a cell template: `cell`, `sections.N.cell` or
    /// `sections.N.items.M.cell`, then `children.K` for each level down.
    public init(cellNode text: String) throws(InputError) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let components: [Component] = parts.map { part in Int(part).map { .index($0) } ?? .key(part) }
        guard !parts.contains(where: \.isEmpty), Self.cellTemplateRootLength(components) != nil else {
            throw InputError("\"path\" must name a node of a cell template (\"cell\", \"cell.children.1\", \"sections.N.cell.children.0\", "
                             + "\"sections.N.items.M.cell…\"), got \"\(text)\"")
        }
        self.init(components: components)
    }

    /// How many of a node path's components lead to its template's root (1 for `cell.…`, 3 for
    /// `sections.N.cell.…`, 5 for `sections.N.items.M.cell.…`), or nil when the path is not
    /// a template's root followed by `children.K` steps.
    static func cellTemplateRootLength(_ components: [Component]) -> Int? {
        func isIndex(_ position: Int) -> Bool {
            guard components.indices.contains(position), case .index = components[position] else { return false }
            return true
        }
        let root: Int
        if components.first == .key(.cell) {
            root = 1
        } else if components.first == .key(.sections), isIndex(1), components.count > 2, components[2] == .key(.cell) {
            root = 3
        } else if components.first == .key(.sections), isIndex(1), components.count > 4, components[2] == .key(.items), isIndex(3),
                  components[4] == .key(.cell) {
            root = 5
        } else {
            return nil
        }
        let steps = components.dropFirst(root)
        guard steps.count % 2 == 0 else { return nil }
        for (offset, step) in steps.enumerated() where offset % 2 == 0 ? step != .key(.children) : !isIndex(root + offset) {
            return nil
        }
        return root
    }

    /// The path of a node's child.
    func child(_ index: Int) -> ParameterPath { ParameterPath(components: components + [.key(.children), .index(index)]) }
}

extension SceneDocument {
    /// The document with a template's structure edited, and the node the edit leaves chosen: the
    /// new node, the moved one, or — after a removal — the sibling now in its place (else its
    /// parent). A new text or badge binds the first of `bindableKeys` no node binds yet (else the
    /// first). Refused, the document untouched, when the path names no node of a template, the
    /// template is a built-in's name, the root would be removed or moved (or given a sibling), a
    /// move would leave its stack, or a removal would leave an item key of the items' own that
    /// no node shows (the scene would refuse it).
    public func applying(_ edit: CellTemplateEdit, bindableKeys: [String]) throws(InputError) -> (document: SceneDocument, chosen: ParameterPath) {
        let path = edit.path
        guard let rootLength = ParameterPath.cellTemplateRootLength(path.components) else {
            throw InputError("\(edit.actionName): \(path) is not a node of a cell template")
        }
        let rootPath = ParameterPath(components: Array(path.components.prefix(rootLength)))
        guard let root = value(at: rootPath) else { throw InputError("\(edit.actionName): the scene has no cell template at \(rootPath)") }
        if case .writeOut = edit {
            guard path == rootPath, case .string(let name) = root.value else {
                throw InputError("\(edit.actionName): the cell at \(rootPath) is a template already")
            }
            guard let template = BuiltInCellTemplates.template(named: name) else {
                throw InputError("\(edit.actionName): there is no built-in cell \"\(name)\"")
            }
            return (try self.setting(CellTemplateEncoder.value(template), at: rootPath), rootPath)
        }
        if case .string(let name) = root.value {
            throw InputError("\(edit.actionName): the cell is the built-in \"\(name)\"; write it out as a template to change its nodes")
        }
        guard let node = value(at: path), case .object(let members) = node.value else {
            throw InputError("\(edit.actionName): the template has no node at \(path)")
        }
        let kind = members.first { $0.key == SceneKey.kind.rawValue }.flatMap { member -> String? in
            if case .string(let name) = member.value.value { return name }
            return nil
        } ?? "node"
        // The parent's path and its children; the node's place among them (none for the root).
        let parent = path.components.count > rootLength ? ParameterPath(components: Array(path.components.dropLast(2))) : nil
        var index = 0
        if case .index(let last)? = path.components.last, parent != nil { index = last }
        func children(of path: ParameterPath) -> [JSONNode] {
            if case .array(let elements)? = value(at: ParameterPath(components: path.components + [.key(.children)]))?.value { return elements }
            return []
        }
        func setting(_ children: [JSONNode], of path: ParameterPath) throws(InputError) -> SceneDocument {
            try self.setting(.array(children), at: ParameterPath(components: path.components + [.key(.children)]))
        }
        switch edit {
        case .add(let newNode, _):
            let bound = Self.boundKeys(root)
            let bind = bindableKeys.first { !bound.contains($0) } ?? bindableKeys.first ?? SceneKey.title.rawValue
            let made = JSONNode(value: newNode.json(bind: bind), location: node.location)
            if kind == "stack" || kind == "zstack" {
                let siblings = children(of: path) + [made]
                return (try setting(siblings, of: path), path.child(siblings.count - 1))
            }
            guard let parent else {
                throw InputError("\(edit.actionName): the template's root is a \(kind), which has no children; make its root a stack first")
            }
            var siblings = children(of: parent)
            siblings.insert(made, at: index + 1)
            return (try setting(siblings, of: parent), parent.child(index + 1))
        case .remove:
            guard let parent else { throw InputError("\(edit.actionName): the template's root cannot be removed") }
            var siblings = children(of: parent)
            siblings.remove(at: index)
            let edited = try setting(siblings, of: parent)
            let kept = edited.value(at: rootPath).map(Self.boundKeys) ?? []
            if let lost = Self.boundKeys(root).first(where: { SceneKey(rawValue: $0) == nil && !kept.contains($0) }) {
                throw InputError("\(edit.actionName): no other node shows the items' \"\(lost)\" (an item keeps a key of its own only while its cell shows it)")
            }
            return (edited, siblings.isEmpty ? parent : parent.child(min(index, siblings.count - 1)))
        case .move(_, let by):
            guard let parent else { throw InputError("\(edit.actionName): the template's root cannot move") }
            var siblings = children(of: parent)
            let target = index + by
            guard siblings.indices.contains(target) else {
                throw InputError("\(edit.actionName): \(path) cannot move \(by) places among its \(siblings.count) siblings")
            }
            siblings.insert(siblings.remove(at: index), at: target)
            return (try setting(siblings, of: parent), parent.child(target))
        case .writeOut:
            throw InputError("\(edit.actionName): the cell at \(rootPath) is a template already")
        }
    }

    /// Every key a template's JSON binds (`bind` of its nodes), in tree order.
    static func boundKeys(_ node: JSONNode) -> [String] {
        switch node.value {
        case .object(let members):
            members.flatMap { member -> [String] in
                if member.key == SceneKey.bind.rawValue, case .string(let key) = member.value.value { return [key] }
                return member.key == SceneKey.children.rawValue ? boundKeys(member.value) : []
            }
        case .array(let elements): elements.flatMap(boundKeys)
        default: []
        }
    }
}

extension CellTemplateEdit.NewNode {
    /// The new node's JSON, a text or badge bound to `bind`.
    func json(bind: String) -> JSONNode.Value {
        let kind: (SceneKey, JSONNode.Value) = (.kind, .string(rawValue))
        return switch self {
        case .text: JSONNode.objectValue([kind, (.bind, .string(bind)), (.style, .string("body")), (.color, .string("label"))])
        case .image: JSONNode.objectValue([kind, (.aspectRatio, .number(1.5))])
        case .badge: JSONNode.objectValue([kind, (.bind, .string(bind))])
        case .spacer, .separator: JSONNode.objectValue([kind])
        case .stack: JSONNode.objectValue([kind, (.axis, .string("vertical")), (.spacing, .number(8)), (.children, .array([]))])
        }
    }
}
