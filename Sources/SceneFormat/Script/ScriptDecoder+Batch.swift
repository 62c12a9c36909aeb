import AppSupport
import CollectionLayout

/// Decodes a script's `batch` updates and `applySnapshot` sections (contract: "Fidelity II").
extension ScriptDecoder {
    /// The names a `batch` update's `"do"` may take.
    package static let batchUpdateNames = ["insert", "delete", "move", "reload", "reconfigure",
                                   "insertSections", "deleteSections", "moveSection", "reloadSections"]

    /// The updates of a `batch`: a non-empty list of objects, each naming its kind with `"do"`.
    package static func batchUpdates(_ node: JSONNode, _ parent: JSONObjectReader, file: String) throws(InputError) -> [SceneUpdate] {
        let list = try parent.array(node, "updates")
        guard !list.isEmpty else { throw parent.error(node, "updates", "a non-empty list of updates") }
        var result: [SceneUpdate] = []
        for element in list { result.append(try batchUpdate(element, file: file)) }
        return result
    }

    private static func batchUpdate(_ node: JSONNode, file: String) throws(InputError) -> SceneUpdate {
        var reader = try JSONObjectReader(node, file: file, context: "an update of \"batch\"")
        let doNode = try reader.required("do")
        let name = try reader.string(doNode, "do")
        let update: SceneUpdate
        switch name {
        case "insert":
            let paths = try indexPaths(try reader.required("indexPaths"), "indexPaths", reader)
            update = .insert(paths, items: try items(&reader, count: paths.count, file: file))
        case "delete":
            update = .delete(try indexPaths(try reader.required("indexPaths"), "indexPaths", reader))
        case "move":
            update = .move(from: try indexPath(try reader.required("from"), "from", reader),
                           to: try indexPath(try reader.required("to"), "to", reader))
        case "reload", "reconfigure":
            let paths = try indexPaths(try reader.required("indexPaths"), "indexPaths", reader)
            let items = try items(&reader, count: paths.count, file: file)
            update = name == "reload" ? .reload(paths, items: items) : .reconfigure(paths, items: items)
        case "insertSections":
            let sectionsNode = try reader.required("sections")
            let sections = try sectionIndexes(sectionsNode, reader)
            var lists: [[SceneItem]]?
            if let itemsNode = reader.optional("items") {
                let entries = try reader.array(itemsNode, "items")
                // One list per section, or — for one section — its items.
                let nested = entries.allSatisfy { if case .array = $0.value { true } else { false } } && !entries.isEmpty
                let groups = nested ? entries.map { entry -> [JSONNode] in if case .array(let list) = entry.value { list } else { [] } }
                                    : [entries]
                guard groups.count == sections.count else {
                    throw InputError(file: file, location: itemsNode.location,
                                     "\"items\" must have one list of items for each section (\(sections.count)), got \(groups.count)")
                }
                lists = []
                var seen: [String: SourceLocation] = [:]
                for (section, group) in groups.enumerated() {
                    var list: [SceneItem] = []
                    for (index, item) in group.enumerated() {
                        list.append(try SceneDecoder.item(item, section: section, index: index, file: file, seenIDs: &seen, defaultID: ""))
                    }
                    lists?.append(list)
                }
            }
            update = .insertSections(sections, items: lists)
        case "deleteSections":
            update = .deleteSections(try sectionIndexes(try reader.required("sections"), reader))
        case "reloadSections":
            update = .reloadSections(try sectionIndexes(try reader.required("sections"), reader))
        case "moveSection":
            update = .moveSection(from: try sectionIndex(try reader.required("from"), "from", reader),
                                  to: try sectionIndex(try reader.required("to"), "to", reader))
        default:
            throw InputError(file: file, location: doNode.location,
                             "unknown update \"\(name)\"; expected one of: \(batchUpdateNames.joined(separator: ", "))")
        }
        try reader.rejectUnknownKeys(allowed: ["do", "indexPaths", "items", "from", "to", "sections"])
        return update
    }

    /// The optional `items` of an update: one item object for each index path.
    private static func items(_ reader: inout JSONObjectReader, count: Int, file: String) throws(InputError) -> [SceneItem]? {
        guard let itemsNode = reader.optional("items") else { return nil }
        var seen: [String: SourceLocation] = [:]
        var items: [SceneItem] = []
        for (index, item) in try reader.array(itemsNode, "items").enumerated() {
            items.append(try SceneDecoder.item(item, section: 0, index: index, file: file, seenIDs: &seen, defaultID: ""))
        }
        guard items.count == count else {
            throw InputError(file: file, location: itemsNode.location,
                             "\"items\" must have one item for each index path (\(count)), got \(items.count)")
        }
        return items
    }

    private static func sectionIndex(_ node: JSONNode, _ key: String, _ reader: JSONObjectReader) throws(InputError) -> Int {
        guard case .number(let value) = node.value, value >= 0, value == value.rounded(), value <= JSONObjectReader.maximum else {
            throw reader.error(node, key, "a section number (a whole number ≥ 0)")
        }
        return Int(value)
    }

    private static func sectionIndexes(_ node: JSONNode, _ reader: JSONObjectReader) throws(InputError) -> [Int] {
        let list = try reader.array(node, "sections")
        guard !list.isEmpty else { throw reader.error(node, "sections", "a non-empty list of section numbers") }
        var result: [Int] = []
        for element in list { result.append(try sectionIndex(element, "sections", reader)) }
        return result
    }

    /// The sections of an `applySnapshot`: each `{id, items}`, an item an id or an item object.
    package static func snapshotSections(_ node: JSONNode, _ parent: JSONObjectReader, file: String) throws(InputError) -> [SnapshotSection] {
        var result: [SnapshotSection] = []
        var seen: [String: SourceLocation] = [:]
        for (index, sectionNode) in try parent.array(node, "sections").enumerated() {
            var reader = try JSONObjectReader(sectionNode, file: file, context: "section \(index) of the snapshot")
            let idNode = try reader.required("id")
            let id = try reader.string(idNode, "id")
            guard !id.isEmpty else { throw reader.error(idNode, "id", "a non-empty string") }
            var entries: [SnapshotSection.Entry] = []
            for (itemIndex, itemNode) in try reader.array(try reader.required("items"), "items").enumerated() {
                if case .string(let itemID) = itemNode.value {
                    guard !itemID.isEmpty else { throw reader.error(itemNode, "items", "item ids (non-empty strings) or item objects") }
                    entries.append(.id(itemID))
                } else {
                    entries.append(.item(try SceneDecoder.item(itemNode, section: index, index: itemIndex, file: file,
                                                               seenIDs: &seen, defaultID: "")))
                }
            }
            try reader.rejectUnknownKeys(allowed: ["id", "items"])
            result.append(SnapshotSection(id: id, items: entries))
        }
        return result
    }
}
