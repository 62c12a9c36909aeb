import AppSupport
import Foundation
import SceneFormat

/// An items file as own content (`--items FILE.csv|FILE.json`): rows (or objects) naming any
/// of `id`, `title`, `subtitle`, `image`, `color`, `section`, `favorite`, sectioned by
/// `section` in the order sections first appear. `image` paths are relative to the items file
/// (or absolute).
package enum ItemsFile {
    /// The keys an item may have (the CSV's column names, the JSON objects' keys).
    package static let keys = ["id", "title", "subtitle", "image", "color", "section", "favorite"]
    /// The largest items file read, in bytes (32 MiB: some 300,000 rows of a recipe app's
    /// titles): the items it makes take a small multiple of the file's size, never more.
    package static let byteLimit = 32 << 20
    /// The most characters a cell (or a JSON item's value) may hold: a title of a whole book
    /// is no item's text, and each cell is measured at every text size.
    package static let cellCharacterLimit = 10_000

    /// Reads a `.csv` or `.json` file of items; anything wrong is one error line with the file and line.
    package static func read(path: String) throws(InputError) -> OwnContent {
        let kind = (path as NSString).pathExtension.lowercased()
        guard kind == "csv" || kind == "json" else {
            throw InputError(file: path, "--items takes a .csv or .json file of items")
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw InputError(file: path, errno == ENOENT ? "no such items file" : "cannot read the items file")
        }
        // A FIFO or a device would be read for ever: only a regular file is an items file.
        guard status.st_mode & S_IFMT == S_IFREG else { throw InputError(file: path, "cannot read the items file (not a regular file)") }
        guard status.st_size <= byteLimit else {
            throw InputError(file: path, "the items file has \(status.st_size) bytes; an items file holds at most \(byteLimit) (32 MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError(file: path, "cannot read the items file") }
        var text: String
        do { text = try JSONText.decode(data) } catch { throw InputError(file: path, location: error.location, error.message) }
        // UTF-8 with or without a byte-order mark.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let rows = kind == "csv" ? try CSVItemsReader.rows(text, file: path) : try JSONItemsReader.rows(text, file: path)
        guard !rows.isEmpty else { throw InputError(file: path, "no items in \(path) (a header row and no rows)") }
        var seenIDs: [String: Int] = [:]
        for row in rows {
            for key in keys {
                guard let value = row.values[key], value.utf8.count > cellCharacterLimit, value.count > cellCharacterLimit else { continue }
                throw InputError(file: path, location: row.location,
                                 "the \"\(key)\" value has \(value.count) characters; an item's value holds at most \(cellCharacterLimit)")
            }
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
package struct ItemsRow {
    /// The values by key.
    package var values: [String: String]
    /// Where the row (or object) starts.
    package var location: SourceLocation
}
