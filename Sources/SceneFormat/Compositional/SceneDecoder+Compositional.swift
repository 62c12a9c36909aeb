import AppSupport
import CollectionLayout
import Typography

/// Decodes compositional layouts (contract.md "Compositional layouts in scenes"): UIKit's names
/// as JSON keys, every key and value checked, every error with its line and column.
extension SceneDecoder {
    /// A compositional layout's own keys (beside the layout object's).
    package static let compositionalKeys: [SceneKey] = [.interSectionSpacing, .boundarySupplementaryItems, .contentInsetsReference, .section]
    /// A section description's keys.
    package static let sectionDescriptionKeys: [SceneKey] = [.group, .contentInsets, .interGroupSpacing, .orthogonalScrollingBehavior,
                                                             .boundarySupplementaryItems, .supplementariesFollowContentInsets,
                                                             .contentInsetsReference, .supplementaryContentInsetsReference,
                                                             .decorationItems, .visibleItemsEffect, .variants]
    /// An item description's keys (and, with `kind`, a group's).
    package static let itemDescriptionKeys: [SceneKey] = [.layoutSize, .contentInsets, .edgeSpacing, .supplementaryItems]
    /// A group description's keys.
    package static let groupDescriptionKeys: [SceneKey] = [.kind] + itemDescriptionKeys + [.subitems, .subitem, .count, .interItemSpacing, .frames]

    /// The compositional keys of a layout object (its `interSectionSpacing`,
    /// `boundarySupplementaryItems` and default `section`, which may be left out when every
    /// scene section has its own), read from `reader`.
    package static func compositionalLayout(_ reader: inout JSONObjectReader, scrollDirection: ScrollDirection,
                                     file: String) throws(InputError) -> CompositionalSceneLayout {
        // Without a default, every scene section describes its own (checked with the sections).
        var layout = CompositionalSceneLayout.singleColumn
        layout.hasDefaultSection = false
        if let sectionNode = reader.optional(.section) {
            layout = CompositionalSceneLayout(section: try sectionDescription(sectionNode, file: file, context: SceneKey.section.quoted))
        }
        layout.scrollDirection = scrollDirection
        if let node = reader.optional(.interSectionSpacing) {
            layout.interSectionSpacing = try reader.number(node, .interSectionSpacing)
        }
        if let node = reader.optional(.contentInsetsReference) {
            layout.contentInsetsReference = try contentInsetsReference(node, key: .contentInsetsReference, reader: reader)
        }
        if let node = reader.optional(.boundarySupplementaryItems) {
            layout.boundarySupplementaryItems = try reader.array(node, .boundarySupplementaryItems).map { item throws(InputError) in
                try boundaryItem(item, file: file)
            }
        }
        return layout
    }

    /// A section description: `group` and the section's keys.
    package static func sectionDescription(_ node: JSONNode, file: String, context: String) throws(InputError) -> SectionDescription {
        var reader = try JSONObjectReader(node, file: file, context: context)
        let groupNode = try reader.required(.group)
        let group = try itemDescription(groupNode, file: file, context: "the section's \"group\"")
        guard group.group != nil else {
            throw InputError(file: file, location: groupNode.location,
                             "a section's \"group\" must be a group (with \"kind\": horizontal, vertical or custom)")
        }
        var section = SectionDescription(group: group)
        if let node = reader.optional(.contentInsets) { section.contentInsets = try directionalInsets(node, file: file) }
        if let node = reader.optional(.interGroupSpacing) { section.interGroupSpacing = try reader.number(node, .interGroupSpacing) }
        if let node = reader.optional(.orthogonalScrollingBehavior) {
            guard case .string(let name) = node.value, let behavior = OrthogonalScrollingBehavior(rawValue: name) else {
                throw reader.error(node, .orthogonalScrollingBehavior,
                                   "one of: \(OrthogonalScrollingBehavior.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            section.orthogonalScrollingBehavior = behavior
        }
        if let node = reader.optional(.boundarySupplementaryItems) {
            section.boundarySupplementaryItems = try reader.array(node, .boundarySupplementaryItems).map { item throws(InputError) in
                try boundaryItem(item, file: file)
            }
        }
        if let node = reader.optional(.supplementariesFollowContentInsets) {
            section.supplementariesFollowContentInsets = try reader.bool(node, .supplementariesFollowContentInsets)
        }
        for key: SceneKey in [.contentInsetsReference, .supplementaryContentInsetsReference] {
            guard let node = reader.optional(key) else { continue }
            let reference = try contentInsetsReference(node, key: key, reader: reader)
            if key == .contentInsetsReference { section.contentInsetsReference = reference } else { section.supplementaryContentInsetsReference = reference }
        }
        if let node = reader.optional(.decorationItems) {
            section.decorationItems = try reader.array(node, .decorationItems).map { item throws(InputError) in
                try decorationItem(item, file: file)
            }
        }
        if let node = reader.optional(.visibleItemsEffect) { section.visibleItemsEffect = try visibleItemsEffect(node, file: file) }
        if let node = reader.optional(.variants) {
            section.variants = try reader.array(node, .variants).map { variant throws(InputError) in
                try sectionVariant(variant, file: file)
            }
        }
        try reader.rejectUnknownKeys(allowed: sectionDescriptionKeys)
        return section
    }

    /// An item, or a group when it has a `kind`.
    package static func itemDescription(_ node: JSONNode, file: String, context: String) throws(InputError) -> ItemDescription {
        var reader = try JSONObjectReader(node, file: file, context: context)
        var item = ItemDescription(layoutSize: try layoutSize(try reader.required(.layoutSize), .layoutSize, file: file))
        if let node = reader.optional(.contentInsets) { item.contentInsets = try directionalInsets(node, file: file) }
        if let node = reader.optional(.edgeSpacing) { item.edgeSpacing = try edgeSpacing(node, file: file) }
        if let node = reader.optional(.supplementaryItems) {
            item.supplementaryItems = try reader.array(node, .supplementaryItems).map { child throws(InputError) in
                try supplementaryItem(child, file: file)
            }
        }
        guard let kindNode = reader.optional(.kind) else {
            try reader.rejectUnknownKeys(allowed: itemDescriptionKeys + [.kind])
            return item
        }
        guard case .string(let name) = kindNode.value, let kind = GroupContent.Kind(rawValue: name) else {
            throw reader.error(kindNode, .kind, "\"horizontal\", \"vertical\" or \"custom\"")
        }
        var group = GroupContent(kind: kind)
        if let node = reader.optional(.interItemSpacing) { group.interItemSpacing = try spacing(node, .interItemSpacing, file: file) }
        let subitems = reader.optional(.subitems), subitem = reader.optional(.subitem), count = reader.optional(.count)
        let frames = reader.optional(.frames)
        switch kind {
        case .custom:
            guard let frames else { throw InputError(file: file, location: node.location, "a custom group needs \"frames\"") }
            if let extra = subitems ?? subitem ?? count {
                throw InputError(file: file, location: extra.location, "a custom group takes \"frames\", not subitems or a count")
            }
            group.frames = try reader.array(frames, .frames).map { frame throws(InputError) in try customFrame(frame, file: file) }
        case .horizontal, .vertical:
            if let frames { throw InputError(file: file, location: frames.location, "only a custom group takes \"frames\"") }
            if let subitem {
                guard let count else {
                    throw InputError(file: file, location: subitem.location, "\"subitem\" goes with \"count\" (or use \"subitems\")")
                }
                if let subitems {
                    throw InputError(file: file, location: subitems.location, "a group takes \"subitems\" or \"subitem\" with \"count\", not both")
                }
                guard case .number(let value) = count.value, value >= 1, value <= 1000, value == value.rounded() else {
                    throw reader.error(count, .count, "a whole number from 1 to 1000")
                }
                group.count = Int(value)
                group.subitems = [try itemDescription(subitem, file: file, context: SceneKey.subitem.quoted)]
            } else {
                if let count { throw InputError(file: file, location: count.location, "\"count\" goes with \"subitem\"") }
                guard let subitems else {
                    throw InputError(file: file, location: node.location, "a \(name) group needs \"subitems\" or \"subitem\" with \"count\"")
                }
                let nodes = try reader.array(subitems, .subitems)
                guard !nodes.isEmpty else { throw reader.error(subitems, .subitems, "a non-empty array") }
                group.subitems = try nodes.enumerated().map { index, child throws(InputError) in
                    try itemDescription(child, file: file, context: "subitem \(index)")
                }
            }
        }
        item.group = group
        try reader.rejectUnknownKeys(allowed: groupDescriptionKeys)
        return item
    }

    /// `{"width": dimension, "height": dimension}`.
    package static func layoutSize(_ node: JSONNode, _ key: SceneKey, file: String) throws(InputError) -> LayoutSize {
        var reader = try JSONObjectReader(node, file: file, key: key)
        let width = try dimension(try reader.required(.width), .width, file: file)
        let height = try dimension(try reader.required(.height), .height, file: file)
        try reader.rejectUnknownKeys(allowed: [.width, .height])
        return LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// One of `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": p}`, `{"estimated": p}`.
    package static func dimension(_ node: JSONNode, _ key: SceneKey, file: String) throws(InputError) -> LayoutDimension {
        let expectation = "one of {\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"absolute\": points}, {\"estimated\": points}"
        guard case .object(let members) = node.value, members.count == 1, let member = members.first else {
            throw InputError(file: file, location: node.location, "\(key.quoted) must be \(expectation), got \(node.snippet)")
        }
        let reader = try JSONObjectReader(node, file: file, key: key)
        let kinds: [(SceneKey, LayoutDimension.Kind)] = [(.fractionalWidth, .fractionalWidth), (.fractionalHeight, .fractionalHeight),
                                                         (.absolute, .absolute), (.estimated, .estimated)]
        guard let kind = kinds.first(where: { $0.0.rawValue == member.key }) else {
            throw InputError(file: file, location: member.keyLocation, "\(key.quoted) must be \(expectation), got the key \"\(member.key)\"")
        }
        let value: Double
        switch kind.1 {
        case .fractionalWidth, .fractionalHeight: value = try reader.number(member.value, member.key, positive: true, maximum: 100)
        case .absolute: value = try reader.number(member.value, member.key, maximum: 16384)
        case .estimated: value = try reader.number(member.value, member.key, positive: true, maximum: 16384)
        }
        switch kind.1 {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        }
    }

    /// `{"top", "leading", "bottom", "trailing"}`, each optional.
    package static func directionalInsets(_ node: JSONNode, file: String, key: SceneKey = .contentInsets) throws(InputError) -> DirectionalEdgeInsets {
        var reader = try JSONObjectReader(node, file: file, key: key)
        var insets = DirectionalEdgeInsets.zero
        if let top = reader.optional(.top) { insets.top = try reader.number(top, .top) }
        if let leading = reader.optional(.leading) { insets.leading = try reader.number(leading, .leading) }
        if let bottom = reader.optional(.bottom) { insets.bottom = try reader.number(bottom, .bottom) }
        if let trailing = reader.optional(.trailing) { insets.trailing = try reader.number(trailing, .trailing) }
        try reader.rejectUnknownKeys(allowed: [.top, .leading, .bottom, .trailing])
        return insets
    }

    /// `{"fixed": points}` or `{"flexible": points}`.
    package static func spacing(_ node: JSONNode, _ key: SceneKey, file: String) throws(InputError) -> LayoutSpacing {
        guard case .object(let members) = node.value, members.count == 1, let member = members.first,
              let kind = SceneKey(rawValue: member.key), kind == .fixed || kind == .flexible else {
            throw InputError(file: file, location: node.location,
                             "\(key.quoted) must be {\"fixed\": points} or {\"flexible\": points}, got \(node.snippet)")
        }
        let reader = try JSONObjectReader(node, file: file, key: key)
        let points = try reader.number(member.value, kind)
        return kind == .fixed ? .fixed(points) : .flexible(points)
    }

    /// `{"leading", "top", "trailing", "bottom"}`, each a spacing.
    package static func edgeSpacing(_ node: JSONNode, file: String) throws(InputError) -> LayoutEdgeSpacing {
        var reader = try JSONObjectReader(node, file: file, key: .edgeSpacing)
        var spacing = LayoutEdgeSpacing()
        if let node = reader.optional(.leading) { spacing.leading = try self.spacing(node, .leading, file: file) }
        if let node = reader.optional(.top) { spacing.top = try self.spacing(node, .top, file: file) }
        if let node = reader.optional(.trailing) { spacing.trailing = try self.spacing(node, .trailing, file: file) }
        if let node = reader.optional(.bottom) { spacing.bottom = try self.spacing(node, .bottom, file: file) }
        try reader.rejectUnknownKeys(allowed: [.leading, .top, .trailing, .bottom])
        return spacing
    }

    /// `{"x": …, "y": …}`, either sign.
    package static func offset(_ node: JSONNode, _ key: SceneKey, file: String) throws(InputError) -> Point {
        var reader = try JSONObjectReader(node, file: file, key: key)
        let x = try reader.number(try reader.required(.x), .x, minimum: -JSONObjectReader.maximum)
        let y = try reader.number(try reader.required(.y), .y, minimum: -JSONObjectReader.maximum)
        try reader.rejectUnknownKeys(allowed: [.x, .y])
        return Point(x: x, y: y)
    }
}

extension SceneDecoder {
    /// Refuses a compositional scene with no default `section` where a section has no
    /// `layout.section` of its own, and a list whose section has one: one error naming that section.
    package static func checkCompositionalSections(_ sections: [SceneSection], nodes: [JSONNode], layout: SceneLayout,
                                           file: String) throws(InputError) {
        if layout.compositional?.list != nil {
            for (index, section) in sections.enumerated() where section.compositionalSection != nil {
                throw InputError(file: file, location: nodes[index].location,
                                 "section \(index) (\"\(section.id)\") has a \"section\" in its \"layout\", but a list's sections are its rows; leave it out")
            }
            return
        }
        guard let compositional = layout.compositional, !compositional.hasDefaultSection else { return }
        for (index, section) in sections.enumerated() where section.compositionalSection == nil {
            throw InputError(file: file, location: nodes[index].location,
                             "section \(index) (\"\(section.id)\") has no \"section\" in its \"layout\" and the compositional layout has no default \"section\"; give one or the other")
        }
    }

    /// A `contentInsetsReference`-style value: one of the reference's names.
    package static func contentInsetsReference(_ node: JSONNode, key: SceneKey, reader: JSONObjectReader) throws(InputError) -> ContentInsetsReference {
        guard case .string(let name) = node.value, let reference = ContentInsetsReference(rawValue: name) else {
            throw reader.error(node, key, "one of: \(ContentInsetsReference.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return reference
    }
}
