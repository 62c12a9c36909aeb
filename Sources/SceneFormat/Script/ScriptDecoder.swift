import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import Typography

/// Turns script JSON into a `Script`, checking every action; errors say file, line and column.
public enum ScriptDecoder {
    /// The script actions the decoder knows, as a bad action's line lists them.
    package static let actions = ["setLayout", "configureLayout", "setCategory", "setDirection", "insert", "delete", "move", "reload", "select", "scroll",
                          "resize", "pointerDown", "pointerMove", "pointerUp", "wheel", "key", "drag", "pinch", "setAppearance", "rotate", "selectSegment",
                          "swipe", "edit", "tapAction", "reorder", "undo", "redo", "setParameter", "inspector", "rightClick", "text", "dropFile",
                          "scrollToItem"]
        + ["batch", "applySnapshot", "expand", "collapse", "loadLayoutSource", "addCellNode", "removeCellNode", "moveCellNode", "writeOutCell", "setVariants"]

    /// Reads and decodes a script file.
    public static func load(path: String) throws(InputError) -> Script {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, FileManager.default.fileExists(atPath: path) ? "cannot read the script file" : "no such script file")
        }
        let root: JSONNode
        do { root = try JSONText.parse(data) } catch { throw InputError(file: path, location: error.location, error.message) }
        return try decode(root: root, file: path)
    }

    /// Decodes script JSON; `file` names it in errors.
    public static func decode(_ text: String, file: String) throws(InputError) -> Script {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw InputError(file: file, location: error.location, error.message)
        }
        return try decode(root: root, file: file)
    }

    /// Decodes a parsed script; `file` names it in errors.
    public static func decode(root: JSONNode, file: String) throws(InputError) -> Script {
        var reader = try JSONObjectReader(root, file: file, context: "the script")
        let list = try reader.array(try reader.required("actions"), "actions")
        try reader.rejectUnknownKeys(allowed: ["actions"])
        var timed: [TimedAction] = []
        var pointerMovesLeft = pointerMoveLimit
        for node in list { timed += try action(node, file: file, pointerMovesLeft: &pointerMovesLeft) }
        return Script(file: file, actions: timed)
    }

    /// The most pointer moves a script's drags may make in all (60 a second: about 28 minutes of
    /// dragging): each is kept as an action, so a short file of long drags would otherwise take
    /// memory thousands of times its size.
    package static let pointerMoveLimit = 100_000

    private static func action(_ node: JSONNode, file: String, pointerMovesLeft: inout Int) throws(InputError) -> [TimedAction] {
        var reader = try JSONObjectReader(node, file: file, context: "an action")
        let at = try reader.number(try reader.required("at"), "at")
        let doNode = try reader.required("do")
        let name = try reader.string(doNode, "do")
        var result: [TimedAction] = []
        func add(_ action: ScriptAction, at time: Double = at) { result.append(TimedAction(at: time, action: action, location: node.location)) }
        switch name {
        case "setLayout":
            let layoutNode = try reader.required("layout")
            if case .string(LayoutKind.listLayoutName) = layoutNode.value {
                add(.showList(animated: try animated(&reader)))
            } else {
                guard case .string(let kindName) = layoutNode.value, let kind = LayoutKind(rawValue: kindName) else {
                    throw reader.error(layoutNode, "layout", "one of: \(LayoutKind.allNames), \(LayoutKind.listLayoutName)")
                }
                add(.setLayout(kind, animated: try animated(&reader)))
            }
        case "configureLayout":
            let parameters = try SceneDecoder.layoutParameters(&reader, file: file)
            add(.configureLayout(parameters, animated: try animated(&reader)))
        case "setParameter":
            let pathNode = try reader.required("path")
            let path: ParameterPath
            do { path = try ParameterPath(try reader.string(pathNode, "path")) } catch {
                throw InputError(file: file, location: pathNode.location, error.message)
            }
            let value = try reader.required("value")
            add(.setParameter(path, value: value.value, animated: try animated(&reader)))
        case "addCellNode", "removeCellNode", "moveCellNode", "writeOutCell":
            let pathNode = try reader.required("path")
            let path: ParameterPath
            do { path = try ParameterPath(cellNode: try reader.string(pathNode, "path")) } catch {
                throw InputError(file: file, location: pathNode.location, error.message)
            }
            if name == "addCellNode" {
                let kindNode = try reader.required("kind")
                guard case .string(let kindName) = kindNode.value, let kind = CellTemplateEdit.NewNode(rawValue: kindName) else {
                    throw reader.error(kindNode, "kind", "one of: \(CellTemplateEdit.NewNode.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                add(.editCellTemplate(.add(kind, at: path)))
            } else if name == "removeCellNode" {
                add(.editCellTemplate(.remove(path)))
            } else if name == "writeOutCell" {
                add(.editCellTemplate(.writeOut(path)))
            } else {
                let byNode = try reader.required("by")
                guard case .number(let by) = byNode.value, by == by.rounded(), by != 0, abs(by) <= 1000 else {
                    throw reader.error(byNode, "by", "a whole number of places other than 0 (negative: up)")
                }
                add(.editCellTemplate(.move(path, by: Int(by))))
            }
        case "inspector":
            let open = try reader.bool(try reader.required("open"), "open")
            var tab: InspectorTab?
            if let tabNode = reader.optional("tab") {
                guard case .string(let name) = tabNode.value, let value = InspectorTab(rawValue: name) else {
                    throw reader.error(tabNode, "tab", "\"parameters\", \"calls\", \"audit\" or \"cell\"")
                }
                tab = value
            }
            add(.showInspector(open, tab: tab))
        case "setCategory":
            let categoryNode = try reader.required("category")
            add(.setCategory(try SceneDecoder.contentSizeCategory(categoryNode, file: file), animated: try animated(&reader)))
        case "selectSegment":
            let segmentNode = try reader.required("segment")
            let segment = try reader.number(segmentNode, "segment", maximum: 64)
            guard segment == segment.rounded() else { throw reader.error(segmentNode, "segment", "a segment number (0 is the first)") }
            var section: Int?
            if let sectionNode = reader.optional("section") {
                let value = try reader.number(sectionNode, "section", maximum: 100_000)
                guard value == value.rounded() else { throw reader.error(sectionNode, "section", "a section number") }
                section = Int(value)
            }
            add(.selectSegment(Int(segment), section: section, animated: try animated(&reader)))
        case "setDirection":
            let directionNode = try reader.required("direction")
            add(.setDirection(try SceneDecoder.layoutDirection(directionNode, file: file), animated: try animated(&reader)))
        case "insert":
            let paths = try indexPaths(try reader.required("indexPaths"), "indexPaths", reader)
            var items: [SceneItem]?
            if let itemsNode = reader.optional("items") {
                var seen: [String: SourceLocation] = [:]
                items = try reader.array(itemsNode, "items").enumerated().map { index, item throws(InputError) in
                    try SceneDecoder.item(item, section: 0, index: index, file: file, seenIDs: &seen, defaultID: "")
                }
                guard items!.count == paths.count else {
                    throw InputError(file: file, location: itemsNode.location,
                                     "\"items\" must have one item for each index path (\(paths.count)), got \(items!.count)")
                }
            }
            // Not animated: a batch of one (the plain action animates, as it always has).
            if try animated(&reader) { add(.insert(paths, items: items)) } else { add(.batch([.insert(paths, items: items)], animated: false)) }
        case "delete":
            let paths = try indexPaths(try reader.required("indexPaths"), "indexPaths", reader)
            if try animated(&reader) { add(.delete(paths)) } else { add(.batch([.delete(paths)], animated: false)) }
        case "swipe":
            let path = try indexPath(try reader.required("indexPath"), "indexPath", reader)
            let dxNode = try reader.required("dx")
            guard case .number(let dx) = dxNode.value, abs(dx) <= 10_000 else { throw reader.error(dxNode, "dx", "a number of points") }
            var velocity = 0.0
            if let node = reader.optional("velocity") {
                guard case .number(let value) = node.value, abs(value) <= 100_000 else {
                    throw reader.error(node, "velocity", "a number of points a second")
                }
                velocity = value
            }
            add(.swipe(path, dx: dx, velocity: velocity))
        case "edit":
            add(.edit(try reader.bool(try reader.required("on"), "on")))
        case "tapAction":
            let path = try indexPath(try reader.required("indexPath"), "indexPath", reader)
            let actionNode = try reader.required("action")
            guard case .string(let name) = actionNode.value, let kind = EditAction.Kind(rawValue: name) else {
                throw reader.error(actionNode, "action", "one of: \(EditAction.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            add(.tapAction(path, kind))
        case "reorder":
            add(.reorder(from: try indexPath(try reader.required("from"), "from", reader),
                         to: try indexPath(try reader.required("to"), "to", reader)))
        case "undo":
            add(.undo)
        case "redo":
            add(.redo)
        case "reload":
            let paths = try indexPaths(try reader.required("indexPaths"), "indexPaths", reader)
            if try animated(&reader) { add(.reload(paths)) } else { add(.batch([.reload(paths, items: nil)], animated: false)) }
        case "move":
            let from = try indexPath(try reader.required("from"), "from", reader)
            let to = try indexPath(try reader.required("to"), "to", reader)
            if try animated(&reader) { add(.move(from: from, to: to)) } else { add(.batch([.move(from: from, to: to)], animated: false)) }
        case "select":
            add(.select(try indexPath(try reader.required("indexPath"), "indexPath", reader)))
        case "scroll":
            let target = try point(try reader.required("to"), "to", file: file)
            if let sectionNode = reader.optional("section") {
                guard case .number(let value) = sectionNode.value, value >= 0, value == value.rounded(), value < 1_000_000 else {
                    throw reader.error(sectionNode, "section", "a section number (a whole number ≥ 0)")
                }
                add(.scrollSection(Int(value), to: target, animated: try animated(&reader)))
            } else {
                add(.scroll(to: target, animated: try animated(&reader)))
            }
        case "scrollToItem":
            let path = try indexPath(try reader.required("indexPath"), "indexPath", reader)
            let positionNode = try reader.required("position")
            guard case .string(let name) = positionNode.value, let position = ScrollPosition.named(name) else {
                throw reader.error(positionNode, "position", "one of: \(ScrollPosition.allNames)")
            }
            add(.scrollToItem(path, position: position, animated: try animated(&reader)))
        case "resize":
            let width = try reader.number(try reader.required("width"), "width", positive: true)
            let height = try reader.number(try reader.required("height"), "height", positive: true)
            add(.resize(Size(width: width, height: height)))
        case "pointerDown", "pointerMove", "pointerUp":
            let x = try reader.number(try reader.required("x"), "x", minimum: -1e6)
            let y = try reader.number(try reader.required("y"), "y", minimum: -1e6)
            let point = Point(x: x, y: y)
            let held = try modifiers(&reader)
            add(.input(name == "pointerDown" ? .pointerDown(point, modifiers: held)
                       : name == "pointerMove" ? .pointerMove(point) : .pointerUp(point)))
        case "rightClick":
            let x = try reader.number(try reader.required("x"), "x", minimum: -1e6)
            let y = try reader.number(try reader.required("y"), "y", minimum: -1e6)
            add(.input(.secondaryClick(Point(x: x, y: y))))
        case "rotate":
            add(.rotate(animated: try animated(&reader)))
        case "setVariants":
            add(.setVariants(try variants(&reader, file: file)))
        case "setAppearance":
            let node = try reader.required("appearance")
            guard case .string(let value) = node.value, let appearance = Appearance(rawValue: value) else {
                throw reader.error(node, "appearance", "one of: \(Appearance.allNames)")
            }
            add(.setAppearance(appearance, animated: try animated(&reader)))
        case "wheel":
            let dx = try reader.optional("dx").map { n throws(InputError) in try reader.number(n, "dx", minimum: -1e6) } ?? 0
            let dy = try reader.optional("dy").map { n throws(InputError) in try reader.number(n, "dy", minimum: -1e6) } ?? 0
            // With x and y, the pointer first moves there (the wheel scrolls what is under it).
            if let xNode = reader.optional("x") {
                let x = try reader.number(xNode, "x", minimum: -1e6)
                let y = try reader.number(try reader.required("y"), "y", minimum: -1e6)
                add(.input(.pointerMove(Point(x: x, y: y))))
            }
            add(.input(.wheel(dx: dx, dy: dy, modifiers: try modifiers(&reader))))
        case "key":
            let key = try reader.string(try reader.required("key"), "key").lowercased()
            add(.input(.key(key, modifiers: try modifiers(&reader))))
        case "text":
            // Typed text, as the keyboard's text input gives it (the palette's query).
            add(.input(.text(try reader.string(try reader.required("text"), "text"))))
        case "dropFile":
            // A file or folder dropped on the window; a relative path is taken from the script's folder.
            let pathNode = try reader.required("path")
            let path = try reader.string(pathNode, "path")
            guard !path.isEmpty else { throw reader.error(pathNode, "path", "a file or folder's path") }
            add(.input(.dropFile(resolved(path, besideScript: file))))
        case "drag":
            let from = try point(try reader.required("from"), "from", file: file)
            let to = try point(try reader.required("to"), "to", file: file)
            let duration = try reader.optional("duration").map { n throws(InputError) in try reader.number(n, "duration", maximum: 60) } ?? 0.3
            let hold = try reader.optional("hold").map { n throws(InputError) in try reader.number(n, "hold", maximum: 60) } ?? 0
            // Pointer down, hold still, move at 60 steps a second, pointer up.
            add(.input(.pointerDown(from, modifiers: try modifiers(&reader))))
            let steps = max(1, Int((duration * 60).rounded()))
            guard steps <= pointerMovesLeft else {
                throw InputError(file: file, location: node.location,
                                 "the script's drags move the pointer more than \(pointerMoveLimit.groupedDigits) times in all (60 a second); make them shorter or fewer")
            }
            pointerMovesLeft -= steps
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                add(.input(.pointerMove(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))),
                    at: at + hold + duration * t)
            }
            add(.input(.pointerUp(to)), at: at + hold + duration)
        case "loadLayoutSource":
            // A user's layout file, compiled and switched to as a save does; a relative path is taken from the script's folder.
            let pathNode = try reader.required("path")
            let path = try reader.string(pathNode, "path")
            guard !path.isEmpty else { throw reader.error(pathNode, "path", "a layout's .swift file") }
            var className: String?
            if let classNode = reader.optional("class") {
                let name = try reader.string(classNode, "class")
                guard !name.isEmpty else { throw reader.error(classNode, "class", "the name of a layout class of the file") }
                className = name
            }
            var functionName: String?
            if let functionNode = reader.optional("function") {
                let name = try reader.string(functionNode, "function")
                guard !name.isEmpty else { throw reader.error(functionNode, "function", "the name of a layout-making function of the file") }
                functionName = name
            }
            add(.loadLayoutSource(path: resolved(path, besideScript: file), className: className, functionName: functionName))
        case "batch":
            add(.batch(try batchUpdates(try reader.required("updates"), reader, file: file), animated: try animated(&reader)))
        case "applySnapshot":
            let sections = try snapshotSections(try reader.required("sections"), reader, file: file)
            let animating = try reader.optional("animatingDifferences").map { n throws(InputError) in try reader.bool(n, "animatingDifferences") } ?? true
            add(.applySnapshot(sections, animatingDifferences: animating))
        case "expand", "collapse":
            let idNode = try reader.required("id")
            let id = try reader.string(idNode, "id")
            guard !id.isEmpty else { throw reader.error(idNode, "id", "an item's id") }
            add(name == "expand" ? .expand(id, animated: try animated(&reader)) : .collapse(id, animated: try animated(&reader)))
        case "pinch":
            let x = try reader.number(try reader.required("x"), "x", minimum: -1e6)
            let y = try reader.number(try reader.required("y"), "y", minimum: -1e6)
            let scale = try reader.number(try reader.required("scale"), "scale", positive: true)
            let phaseNode = try reader.required("phase")
            guard case .string(let phaseName) = phaseNode.value, let phase = GesturePhase(rawValue: phaseName) else {
                throw reader.error(phaseNode, "phase", "\"began\", \"changed\" or \"ended\"")
            }
            add(.input(.pinch(center: Point(x: x, y: y), scale: scale, phase: phase)))
        default:
            throw InputError(file: file, location: doNode.location,
                             "unknown action \"\(name)\"; expected one of: \(actions.joined(separator: ", "))")
        }
        let allowed = ["at", "do", "layout", "category", "animated", "indexPaths", "items", "from", "to", "indexPath",
                       "width", "height", "x", "y", "dx", "dy", "modifiers", "key", "duration", "hold", "scale", "phase",
                       "circle", "coverflow", "stacked", "section", "appearance", "text", "path", "position"]
            + ["updates", "sections", "animatingDifferences", "id", "class", "kind", "by"]
        try reader.rejectUnknownKeys(allowed: allowed)
        return result
    }

    /// `path` as an absolute path: a relative one is taken from the folder of the script `file`
    /// (itself taken from the working folder when relative), so a script and the files it drops travel together.
    package static func resolved(_ path: String, besideScript file: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return (expanded as NSString).standardizingPath }
        var folder = (file as NSString).deletingLastPathComponent
        if !folder.hasPrefix("/") { folder = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(folder) }
        return ((folder as NSString).appendingPathComponent(expanded) as NSString).standardizingPath
    }

    private static func animated(_ reader: inout JSONObjectReader) throws(InputError) -> Bool {
        guard let node = reader.optional("animated") else { return true }
        return try reader.bool(node, "animated")
    }

    private static func modifiers(_ reader: inout JSONObjectReader) throws(InputError) -> Set<KeyModifier> {
        guard let node = reader.optional("modifiers") else { return [] }
        var result: Set<KeyModifier> = []
        for element in try reader.array(node, "modifiers") {
            guard case .string(let name) = element.value, let modifier = KeyModifier(rawValue: name.lowercased()) else {
                throw reader.error(element, "modifiers", "a list of \"ctrl\", \"shift\", \"alt\"")
            }
            result.insert(modifier)
        }
        return result
    }

    /// The index path `[section, item]` at `key`; anything else throws a located line.
    package static func indexPath(_ node: JSONNode, _ key: String, _ reader: JSONObjectReader) throws(InputError) -> CollectionLayout.IndexPath {
        guard case .array(let parts) = node.value, parts.count == 2,
              case .number(let section) = parts[0].value, case .number(let item) = parts[1].value,
              section >= 0, item >= 0, section == section.rounded(), item == item.rounded(),
              section <= JSONObjectReader.maximum, item <= JSONObjectReader.maximum else {
            throw reader.error(node, key, "an index path [section, item] of whole numbers ≥ 0")
        }
        return CollectionLayout.IndexPath(Int(section), Int(item))
    }

    /// The non-empty list of index paths (`[[section, item], …]`) at `key`; anything else throws a located line.
    package static func indexPaths(_ node: JSONNode, _ key: String, _ reader: JSONObjectReader) throws(InputError) -> [CollectionLayout.IndexPath] {
        let list = try reader.array(node, key)
        guard !list.isEmpty else { throw reader.error(node, key, "a non-empty list of index paths") }
        var result: [CollectionLayout.IndexPath] = []
        for element in list { result.append(try indexPath(element, key, reader)) }
        return result
    }

    private static func point(_ node: JSONNode, _ key: String, file: String) throws(InputError) -> Point {
        var reader = try JSONObjectReader(node, file: file, context: "\"\(key)\"")
        let x = try reader.number(try reader.required("x"), "x", minimum: -1e9)
        let y = try reader.number(try reader.required("y"), "y", minimum: -1e9)
        try reader.rejectUnknownKeys(allowed: ["x", "y"])
        return Point(x: x, y: y)
    }
}
