import Foundation

/// An items file as own content (`--items FILE.csv|FILE.json`): rows (or objects) naming any
/// of `id`, `title`, `subtitle`, `image`, `color`, `section`, `favorite`, sectioned by
/// `section` in the order sections first appear. `image` paths are relative to the items file
/// (or absolute).
enum ItemsFile {
    /// The keys an item may have (the CSV's column names, the JSON objects' keys).
    static let keys = ["id", "title", "subtitle", "image", "color", "section", "favorite"]

    /// Reads a `.csv` or `.json` file of items; anything wrong is one error line with the file and line.
    static func read(path: String) throws(InputError) -> OwnContent {
        let kind = (path as NSString).pathExtension.lowercased()
        guard kind == "csv" || kind == "json" else {
            throw InputError(file: path, "--items takes a .csv or .json file of items")
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        guard exists, !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, exists ? "cannot read the items file" : "no such items file")
        }
        var text: String
        do { text = try JSONText.decode(data) } catch { throw InputError(file: path, location: error.location, error.message) }
        // UTF-8 with or without a byte-order mark.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let rows = kind == "csv" ? try CSVItemsReader.rows(text, file: path) : try JSONItemsReader.rows(text, file: path)
        guard !rows.isEmpty else { throw InputError(file: path, "no items in \(path) (a header row and no rows)") }
        var seenIDs: [String: Int] = [:]
        for row in rows {
            guard let id = row.values["id"], !id.isEmpty else { continue }
            if let first = seenIDs[id] {
                throw InputError(file: path, location: row.location, "the id \"\(id)\" is used twice (first on line \(first))")
            }
            seenIDs[id] = row.location.line
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return OwnContent(source: .items(path), name: name, sections: try sections(rows, file: path))
    }

    /// The rows as items, sectioned by `section` in first-appearance order.
    private static func sections(_ rows: [ItemsRow], file: String) throws(InputError) -> [OwnContentSection] {
        var order: [String] = []
        var bySection: [String: [OwnContentItem]] = [:]
        for row in rows {
            let section = row.values["section"] ?? ""
            if bySection[section] == nil { order.append(section) }
            bySection[section, default: []].append(try item(row, file: file))
        }
        return order.map { OwnContentSection(title: $0.isEmpty ? nil : $0, items: bySection[$0] ?? []) }
    }

    /// One row as an item, its colour and favourite checked.
    private static func item(_ row: ItemsRow, file: String) throws(InputError) -> OwnContentItem {
        func value(_ key: String) -> String? {
            guard let text = row.values[key], !text.isEmpty else { return nil }
            return text
        }
        var item = OwnContentItem()
        item.location = row.location
        item.id = value("id")
        item.title = value("title")
        item.subtitle = value("subtitle")
        if let image = value("image") { item.imagePath = SceneDecoder.resolvedPicturePath(image, sceneFile: file) }
        if let color = value("color") {
            guard SceneDecoder.parseColor(color) != nil else {
                throw InputError(file: file, location: row.location, "\"color\" must be a colour like #2A9D8F, got \"\(color)\"")
            }
            item.color = color
        }
        if let favorite = value("favorite") {
            switch favorite.lowercased() {
            case "true", "yes", "1", "★": item.favorite = true
            case "false", "no", "0": item.favorite = false
            default:
                throw InputError(file: file, location: row.location,
                                 "\"favorite\" must be true or false (or yes/no, 1/0), got \"\(favorite)\"")
            }
        }
        return item
    }
}

/// One row of an items file: its values by key (empty cells left out or empty) and where it starts.
struct ItemsRow {
    /// The values by key.
    var values: [String: String]
    /// Where the row (or object) starts.
    var location: SourceLocation
}
