import AppSupport
import CellTemplate
import SceneFormat

/// The inspector's Cell tab: the scene's cell template as an outline of its nodes, each with the
/// values a designer tunes — a stack's spacing, padding and alignment, a text's style and lines,
/// corner radii, a picture's aspect ratio, a spacer's least length. Each is set in the scene's JSON
/// at the node's place, as the Parameters tab sets the layout's: live, one undo step each, and
/// written by Save. A click on a node's name chooses it: rows under it add a child (or a sibling
/// after a leaf), remove the node, or move it among its siblings, each one undo step.
extension PlaygroundModel {
    /// What the Cell tab lists: a title, a note when there is nothing to tune, and the values.
    func inspectorCellParameters() -> (title: String, note: String?, parameters: [InspectorParameter]) {
        guard let document = document.scene.document else { return ("Cell", "This scene was not read from a file.", []) }
        guard let (path, node) = Self.cellTemplateNode(in: document) else {
            return ("Cell", "This scene's cells are the built-in card styles. Give the scene, a section or an item a \"cell\" template to tune it here.", [])
        }
        if case .string(let name) = node.value {
            // The built-in written out as its template (the same cell, drawn the same), to start from.
            let writeOut = InspectorParameter(label: "", control: .buttons(["Write out as a template"], labelled: false), value: .flag(true),
                                              path: path, edits: [.writeOut(path)]) { _ in .null }
            return ("Cell: \(name)", "The built-in \"\(name)\" cell. Write it out as a template to tune its nodes here.", [writeOut])
        }
        var bindings: [TemplateBinding] = []
        guard let template = try? SceneDecoder.cellTemplateNode(node, file: document.file, context: "the \"cell\"", depth: 0,
                                                                bindings: &bindings) else {
            return ("Cell", "The scene's cell template cannot be read.", [])
        }
        var list: [InspectorParameter] = []
        Self.appendCellRows(for: template, at: path, depth: 0, place: nil, chosen: chrome.inspector.chosenCellNode, into: &list)
        return ("Cell template", nil, list)
    }

    /// Where the scene's first cell template is written (the scene's, else a section's, else an
    /// item's) and its JSON.
    static func cellTemplateNode(in document: SceneDocument) -> (ParameterPath, JSONNode)? {
        let top = ParameterPath(components: [.key(.cell)])
        if let node = document.value(at: top) { return (top, node) }
        guard case .array(let sections)? = document.value(at: ParameterPath(components: [.key(.sections)]))?.value else { return nil }
        for index in sections.indices {
            let sectionPath = ParameterPath(components: [.key(.sections), .index(index)])
            let cell = ParameterPath(components: sectionPath.components + [.key(.cell)])
            if let node = document.value(at: cell) { return (cell, node) }
            let itemsPath = ParameterPath(components: sectionPath.components + [.key(.items)])
            guard case .array(let items)? = document.value(at: itemsPath)?.value else { continue }
            for item in items.indices {
                let itemCell = ParameterPath(components: itemsPath.components + [.index(item), .key(.cell)])
                if let node = document.value(at: itemCell) { return (itemCell, node) }
            }
        }
        return nil
    }

    /// Makes a change to the scene's cell template's structure (the Cell tab's Add, Remove and
    /// Move rows; the script actions `addCellNode`, `removeCellNode`, `moveCellNode`): the cells
    /// are laid out with it at once, it is one undo step, Save writes it, and the node it leaves
    /// is chosen. One the scene could not hold is refused with why, the scene untouched.
    public func editCellTemplate(_ edit: CellTemplateEdit) throws(InputError) {
        guard let before = document.scene.document else { throw InputError("\(edit.actionName): this scene was not read from a file") }
        let edited = try before.applying(edit, bindableKeys: CellTemplateEdit.bindableKeys(of: data.content.sections.flatMap(\.items)))
        do {
            try applySceneDocument(edited.document, animated: true)
        } catch {
            throw InputError("\(edit.actionName): \(error.message)")
        }
        pushUndo(.layoutParameters(before))
        document.noteParameterChange(undoable: true)
        chrome.inspector.chooseCellNode(edited.chosen)
        // The chosen node's rows scrolled into the list's view, its name at the top when they were not.
        if chrome.inspector.tab == .cell, let (layout, parameters, _, _) = inspectorLayout(),
           let index = parameters.firstIndex(where: { $0.control == .node && $0.path == edited.chosen }),
           let last = parameters.indices.last(where: { $0 < index + 3 }),
           layout.rows[index].frame.minY < layout.list.minY || layout.rows[last].frame.maxY > layout.list.maxY {
            chrome.inspector.scroll(by: layout.rows[index].frame.minY - layout.list.minY, maximum: layout.maximumScroll)
        }
    }

    /// A node's rows — its name (a click chooses it; a chosen node's Remove, Move and Add rows
    /// under it), its values — then its children's, indented by depth.
    private static func appendCellRows(for node: CellNode, at path: ParameterPath, depth: Int, place: (index: Int, count: Int)?,
                                       chosen: ParameterPath?, into list: inout [InspectorParameter]) {
        let indent = String(repeating: "    ", count: depth)
        let name = indent + Self.outlineName(of: node)
        func key(_ key: SceneKey) -> ParameterPath { ParameterPath(components: path.components + [.key(key)]) }
        list.append(InspectorParameter(label: name, control: .node, value: .flag(chosen == path), path: path) { _ in .null })
        let isContainer = node.kindName == "stack" || node.kindName == "zstack"
        if chosen == path {
            let first = place.map { $0.index == 0 } ?? true, last = place.map { $0.index == $0.count - 1 } ?? true
            list.append(InspectorParameter(label: "", control: .buttons(["Remove", "Move up", "Move down"], labelled: false), value: .flag(true),
                                           path: path, edits: [place == nil ? nil : .remove(path), first ? nil : .move(path, by: -1),
                                                               last ? nil : .move(path, by: 1)]) { _ in .null })
            if isContainer || place != nil {
                list.append(InspectorParameter(label: isContainer ? "Add to this \(node.kindName):" : "Add after it:",
                                               control: .buttons(CellTemplateEdit.NewNode.allCases.map(\.rawValue), labelled: true),
                                               value: .flag(true), path: path,
                                               edits: CellTemplateEdit.NewNode.allCases.map { .add($0, at: path) }) { _ in .null })
            }
        }
        switch node.kind {
        case .stack(let stack):
            list.append(.number("\(name) · spacing", key(.spacing), stack.spacing, range: 0...40))
            let padding = stack.padding
            let edges = [("top", padding.top), ("leading", padding.leading), ("bottom", padding.bottom), ("trailing", padding.trailing)]
            for (edge, _) in edges {
                list.append(.member("\(name) · padding \(edge)", of: key(.padding), key: edge, object: edges, range: 0...40))
            }
            // `firstBaseline` is shown as "baseline", which fits its segment.
            let names = stack.axis == .horizontal ? ["fill", "leading", "center", "trailing", "baseline"] : ["fill", "leading", "center", "trailing"]
            let shown = stack.alignment == .firstBaseline ? "baseline" : stack.alignment.rawValue
            list.append(InspectorParameter(label: "\(name) · alignment", control: .choice(names), value: .choice(shown), path: key(.alignment)) { value in
                guard case .choice(let chosen) = value else { return .null }
                return .string(chosen == "baseline" ? StackAlignment.firstBaseline.rawValue : chosen)
            })
        case .text(let text):
            // The common styles (a scene may name any of the eleven; the row then shows none chosen).
            let styles = ["headline", "body", "subheadline", "footnote", "caption1"]
            list.append(InspectorParameter(label: "\(name) · style", control: .choice(styles), value: .choice(text.style.rawValue),
                                           path: key(.style)) { value in
                if case .choice(let chosen) = value { return .string(chosen) }
                return .null
            })
            list.append(.number("\(name) · lines (0: all)", key(.lines), Double(text.lines), range: 0...6))
        case .image(let image):
            if let ratio = image.aspectRatio {
                list.append(.number("\(name) · aspect ratio", key(.aspectRatio), ratio, range: 0.5...3, step: 0.05))
            }
        case .spacer(let minLength):
            list.append(.number("\(name) · least length", key(.minLength), minLength, range: 0...80))
        case .zstack, .badge, .separator:
            break
        }
        if node.box.background != nil || node.box.cornerRadius > 0 || node.kindName == "image" {
            list.append(.number("\(name) · corner radius", key(.cornerRadius), node.box.cornerRadius, range: 0...40))
        }
        for (index, child) in node.children.enumerated() {
            let childPath = ParameterPath(components: path.components + [.key(.children), .index(index)])
            appendCellRows(for: child, at: childPath, depth: depth + 1, place: (index, node.children.count), chosen: chosen, into: &list)
        }
    }

    /// A node as the outline names it: `stack (vertical)`, `text "title"`, `badge "rating"`.
    static func outlineName(of node: CellNode) -> String {
        switch node.kind {
        case .stack(let stack): "stack (\(stack.axis.rawValue))"
        case .zstack: "zstack"
        case .text(let text): "text \"\(text.bind)\""
        case .image: "image"
        case .badge(let badge): "badge \"\(badge.bind)\""
        case .spacer: "spacer"
        case .separator: "separator"
        }
    }
}
