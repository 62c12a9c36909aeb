import AppSupport

/// The items of a JSON items file: an array of objects with any of `ItemsFile.keys`, their
/// values strings (`favorite` a boolean), checked by the scene's own strict JSON reader.
package enum JSONItemsReader {
    /// The objects of `text` as rows; anything else is an error at its line and column.
    package static func rows(_ text: String, file: String) throws(InputError) -> [ItemsRow] {
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw InputError(file: file, location: error.location, error.message) }
        guard case .array(let elements) = root.value else {
            throw InputError(file: file, location: root.location, "an items file must be an array of objects, got \(root.typeName)")
        }
        var rows: [ItemsRow] = []
        for element in elements {
            var reader = try JSONObjectReader(element, file: file, context: "an item")
            var values: [String: String] = [:]
            for key in ItemsFile.keys {
                guard let node = reader.optional(key) else { continue }
                if key == "favorite" {
                    values[key] = try reader.bool(node, key) ? "true" : "false"
                } else {
                    values[key] = try reader.string(node, key)
                }
            }
            try reader.rejectUnknownKeys(allowed: ItemsFile.keys)
            rows.append(ItemsRow(values: values, location: element.location))
        }
        return rows
    }
}
