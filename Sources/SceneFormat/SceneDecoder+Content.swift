import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import Typography

/// Decodes a scene's sections and items: ids, texts, colours, sizes and what each allows.
extension SceneDecoder {
    package static func section(_ node: JSONNode, index: Int, file: String,
                        seenIDs: inout [String: SourceLocation], cell inherited: CellChoice = .text) throws(InputError) -> SceneSection {
        var reader = try JSONObjectReader(node, file: file, context: "section \(index)")
        var section = SceneSection(id: "s\(index)", items: [])
        if let idNode = reader.optional(.id) {
            let id = try reader.string(idNode, .id)
            guard !id.isEmpty else { throw reader.error(idNode, .id, "a non-empty string") }
            section.id = id
        }
        if let node = reader.optional(.headers) { section.headers = try supplementaries(node, .headers, in: reader, file: file) }
        if let node = reader.optional(.footers) { section.footers = try supplementaries(node, .footers, in: reader, file: file) }
        if let header = reader.optional(.header) { section.headerText = try supplementaryText(header, .header, file: file) }
        if let footer = reader.optional(.footer) { section.footerText = try supplementaryText(footer, .footer, file: file) }
        if let layoutNode = reader.optional(.layout) {
            var layoutReader = try JSONObjectReader(layoutNode, file: file, context: "the \"layout\" of section \(index)")
            section.layout = try metricsOverride(&layoutReader, file: file)
            if let node = layoutReader.optional(.section) {
                section.compositionalSection = try sectionDescription(node, file: file, context: "the compositional \"section\" of section \(index)")
            }
            if let node = layoutReader.optional(.grid) {
                var grid = try JSONObjectReader(node, file: file, context: "the \"grid\" of section \(index)")
                section.gridMetrics = try gridMetrics(&grid, file: file)
                if let variants = grid.optional(.variants) {
                    section.gridVariants = try grid.array(variants, .variants).map { node throws(InputError) in try gridVariant(node, file: file) }
                }
                try grid.rejectUnknownKeys(allowed: gridMetricKeys + [.variants])
            }
            try layoutReader.rejectUnknownKeys(allowed: metricKeys + [.section, .grid])
        }
        if let movable = reader.optional(.movable) { section.movable = try reader.bool(movable, .movable) }
        if let editable = reader.optional(.editable) { section.editable = try reader.bool(editable, .editable) }
        if let actions = reader.optional(.editActions) { section.editActions = try editActions(actions, in: reader, file: file) }
        let cell = try cellChoice(&reader, inherited: inherited)
        let itemsNode = try reader.required(.items)
        let itemNodes = try reader.array(itemsNode, .items)
        try reader.rejectUnknownKeys(allowed: sectionKeys)
        section.items.reserveCapacity(itemNodes.count)
        // Made once for the section's items, not once an item.
        let itemCell = cell.inherited
        for (itemIndex, itemNode) in itemNodes.enumerated() {
            section.items.append(try item(itemNode, section: index, index: itemIndex, file: file, seenIDs: &seenIDs, cell: itemCell))
        }
        if cell.isOwn { try checkBindings(cell, against: section.items, file: file) }
        // An outline shows each expanded item's children below it.
        section.items = SceneOutline.shown(section.items)
        return section
    }

    package static func supplementaryText(_ node: JSONNode, _ key: SceneKey, file: String) throws(InputError) -> String {
        var reader = try JSONObjectReader(node, file: file, key: key)
        let text = try reader.string(try reader.required(.text), .text)
        try reader.rejectUnknownKeys(allowed: [.text])
        return text
    }

    package static func item(_ node: JSONNode, section: Int, index: Int, file: String,
                     seenIDs: inout [String: SourceLocation], defaultID: String? = nil,
                     cell inherited: CellChoice = .text) throws(InputError) -> SceneItem {
        var reader = try JSONObjectReader(node, file: file, context: "item [\(section), \(index)]")
        var item: SceneItem
        var idLocation = node.location
        if let idNode = reader.optional(.id) {
            let id = try reader.string(idNode, .id)
            guard !id.isEmpty else { throw reader.error(idNode, .id, "a non-empty string") }
            item = SceneItem(id: id)
            idLocation = idNode.location
        } else {
            item = SceneItem(id: defaultID ?? "s\(section)-i\(index)")
        }
        // One look in the table: a repeated id finds where it was first used (and the decoding ends).
        if let previous = seenIDs.updateValue(idLocation, forKey: item.id), !item.id.isEmpty {
            throw InputError(file: file, location: idLocation,
                             "duplicate item id \"\(item.id)\" (first used at \(previous)); ids must be unique")
        }
        // The item's own cell, if it says one; else the one it inherits (a choice shares its template,
        // so this copies none). A template is set only when there is one: an item without one keeps
        // no extra fields.
        let own = try ownCellChoice(&reader)
        let cell = own ?? inherited
        item.cardStyle = cell.style
        if let template = cell.template { item.cellTemplate = template }
        if let title = reader.optional(.title) { item.title = try reader.string(title, .title) }
        if let subtitle = reader.optional(.subtitle) { item.subtitle = try reader.string(subtitle, .subtitle) }
        if let size = reader.optional(.size) { item.size = try self.size(size, .size, file: file, positive: true) }
        if let color = reader.optional(.color) {
            let text = try reader.string(color, .color)
            guard let parsed = parseColor(text) else { throw reader.error(color, .color, "a colour like \"#2A9D8F\"") }
            item.color = parsed
        }
        if let movable = reader.optional(.movable) { item.movable = try reader.bool(movable, .movable) }
        if let favorite = reader.optional(.favorite) { item.isFavorite = try reader.bool(favorite, .favorite) }
        if let selectable = reader.optional(.selectable) { item.selectable = try reader.bool(selectable, .selectable) }
        if let font = reader.optional(.font) {
            let name = try reader.string(font, .font)
            guard FontLibrary.bundledFaceNames.contains(name) else {
                throw reader.error(font, .font, "one of the bundled faces: \(FontLibrary.bundledFaceNames.joined(separator: ", "))")
            }
            item.fontName = name
        }
        if let node = reader.optional(.language) { item.language = try languageTag(node, in: reader) }
        if let node = reader.optional(.children) {
            // An outline: children are items too (ids unique with every other), by default `<parent id>-<n>`.
            for (childIndex, child) in try reader.array(node, .children).enumerated() {
                item.children.append(try self.item(child, section: section, index: childIndex, file: file, seenIDs: &seenIDs,
                                                   defaultID: item.id.isEmpty ? "" : "\(item.id)-\(childIndex)",
                                                   cell: cell.inherited))
            }
        }
        if let node = reader.optional(.expanded) { item.isExpanded = try reader.bool(node, .expanded) }
        if let node = reader.optional(.leadingSwipeActions) {
            item.leadingSwipeActions = try editActions(node, in: reader, file: file, key: .leadingSwipeActions)
        }
        if let node = reader.optional(.trailingSwipeActions) {
            item.trailingSwipeActions = try editActions(node, in: reader, file: file, key: .trailingSwipeActions)
        }
        try pictureKeys(of: &item, reader: &reader, file: file)
        // The keys of the item's own its template binds (`rating`, `time`): read as text.
        var customKeys: [String] = []
        for key in item.cellTemplate?.boundKeys ?? [] where SceneKey(rawValue: key) == nil {
            customKeys.append(key)
            guard let value = reader.optional(key) else { continue }
            switch value.value {
            case .string(let text): item.customFields[key] = text
            case .number(let number): item.customFields[key] = JSONWriter.format(number)
            default: throw reader.error(value, key, "a string or a number (the cell shows it)")
            }
        }
        // The allowed keys' names are made only for the message.
        try reader.rejectUnknownKeys(allowed: itemKeys.map(\.rawValue) + customKeys)
        if let own { try checkBindings(own, against: [item], file: file) }
        return item
    }

    /// A `language` value: a BCP 47 tag (`en`, `ja`, `zh-Hans`, `pt-BR`): letters and digits in
    /// subtags of 1 to 8, joined by hyphens, the first of letters.
    package static func languageTag(_ node: JSONNode, in reader: JSONObjectReader) throws(InputError) -> String {
        let tag = try reader.string(node, .language)
        guard LanguageTag.isWellFormed(tag) else {
            throw reader.error(node, .language, "a BCP 47 language tag such as \"ja\", \"zh-Hant\" or \"th\"")
        }
        return tag
    }

    /// The scene's `fonts`: `{"family": NAME, "folder": PATH}`, the folder relative to the scene file's.
    package static func fontFamily(_ node: JSONNode, file: String) throws(InputError) -> SceneFontFamily {
        var reader = try JSONObjectReader(node, file: file, context: SceneKey.fonts.rawValue)
        let familyNode = try reader.required(.family)
        let name = try reader.string(familyNode, .family)
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw reader.error(familyNode, .family, "a font family's name") }
        var family = SceneFontFamily(name: name)
        if let folderNode = reader.optional(.folder) {
            let folder = (try reader.string(folderNode, .folder) as NSString).expandingTildeInPath
            let base = URL(fileURLWithPath: file).deletingLastPathComponent()
            family.folder = folder.hasPrefix("/") ? folder : base.appendingPathComponent(folder).standardizedFileURL.path
        }
        try reader.rejectUnknownKeys(allowed: [.family, .folder])
        return family
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    package static func parseColor(_ text: String) -> Color? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              let value = UInt64(text.dropFirst(), radix: 16) else { return nil }
        if text.count == 7 { return Color(hex: UInt32(value)) }
        return Color(red: UInt8((value >> 24) & 0xFF), green: UInt8((value >> 16) & 0xFF),
                     blue: UInt8((value >> 8) & 0xFF), alpha: UInt8(value & 0xFF))
    }
}
