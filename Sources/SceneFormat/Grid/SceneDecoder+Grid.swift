import AppSupport
import CollectionLayout
import CollectionView
import Typography

/// The grid's keys in scene JSON: metrics (the session's section metrics, key by key), their
/// environment variants, global headers, a section's headers and footers, and the data-source
/// structure with its loads and placeholders.
extension SceneDecoder {
    /// The grid's metrics, in a layout, a section's `grid` or a variant.
    package static let gridMetricKeys: [SceneKey] = [.rowHeight, .numberOfColumns, .padding, .itemSpacing, .showsRowSeparator,
                                                     .showsColumnSeparator, .separatorColor, .separatorInsets, .showsSectionSeparator,
                                                     .sectionSeparatorColor, .sectionSeparatorInsets, .backgroundColor, .selectedBackgroundColor]
    /// The grid's own keys in a layout object of kind `grid` (or a `grid` object).
    package static let gridLayoutKeys: [SceneKey] = gridMetricKeys + [.variants, .globalHeaders, .editActions]

    /// The grid's keys of a layout object (its own keys for kind `grid`, or a `grid` object's).
    package static func gridLayout(_ reader: inout JSONObjectReader, file: String) throws(InputError) -> GridSceneLayout {
        var grid = GridSceneLayout()
        grid.metrics = try gridMetrics(&reader, file: file)
        if let node = reader.optional(.variants) {
            grid.variants = try reader.array(node, .variants).map { node throws(InputError) in try gridVariant(node, file: file) }
        }
        if let node = reader.optional(.editActions) { grid.editActions = try editActions(node, in: reader, file: file) }
        if let node = reader.optional(.globalHeaders) {
            grid.globalHeaders = try reader.array(node, .globalHeaders).map { node throws(InputError) in
                var header = try JSONObjectReader(node, file: file, context: "a global header")
                var description = GlobalHeaderDescription(title: try header.string(try header.required(.title), .title))
                if let subtitle = header.optional(.subtitle) { description.subtitle = try header.string(subtitle, .subtitle) }
                if let color = header.optional(.color) { description.color = try colorValue(color, .color, reader: header) }
                if let pin = header.optional(.pinToVisibleBounds) { description.pinToVisibleBounds = try header.bool(pin, .pinToVisibleBounds) }
                try header.rejectUnknownKeys(allowed: [.title, .subtitle, .color, .pinToVisibleBounds])
                return description
            }
        }
        return grid
    }

    /// `{"when": {…}, metric keys…}`.
    package static func gridVariant(_ node: JSONNode, file: String) throws(InputError) -> GridMetricsVariant {
        var reader = try JSONObjectReader(node, file: file, context: "a grid variant")
        let condition = try environmentCondition(try reader.required(.when), file: file)
        let metrics = try gridMetrics(&reader, file: file)
        try reader.rejectUnknownKeys(allowed: [.when] + gridMetricKeys)
        return GridMetricsVariant(when: condition, metrics: metrics)
    }

    /// The metric keys present in an object; absent keys stay unset (inherited).
    package static func gridMetrics(_ reader: inout JSONObjectReader, file: String) throws(InputError) -> GridSectionMetrics {
        var metrics = GridSectionMetrics()
        if let node = reader.optional(.rowHeight) {
            var row = try JSONObjectReader(node, file: file, key: .rowHeight)
            let fixed = row.optional(.fixed), estimated = row.optional(.estimated)
            try row.rejectUnknownKeys(allowed: [.fixed, .estimated])
            switch (fixed, estimated) {
            case (let fixed?, nil): metrics.rowHeight = .fixed(try row.number(fixed, .fixed, positive: true))
            case (nil, let estimated?): metrics.rowHeight = .estimated(try row.number(estimated, .estimated, positive: true))
            default: throw reader.error(node, .rowHeight, "{\"fixed\": points} or {\"estimated\": points}")
            }
        }
        if let node = reader.optional(.numberOfColumns) {
            let value = try reader.number(node, .numberOfColumns, minimum: 1, maximum: 64)
            guard value == value.rounded() else { throw reader.error(node, .numberOfColumns, "a whole number from 1 to 64") }
            metrics.numberOfColumns = Int(value)
        }
        if let node = reader.optional(.padding) { metrics.padding = try insets(node, file: file) }
        if let node = reader.optional(.itemSpacing) { metrics.itemSpacing = try reader.number(node, .itemSpacing) }
        if let node = reader.optional(.showsRowSeparator) { metrics.showsRowSeparator = try reader.bool(node, .showsRowSeparator) }
        if let node = reader.optional(.showsColumnSeparator) { metrics.showsColumnSeparator = try reader.bool(node, .showsColumnSeparator) }
        if let node = reader.optional(.separatorColor) { metrics.separatorColor = try colorValue(node, .separatorColor, reader: reader) }
        if let node = reader.optional(.separatorInsets) { metrics.separatorInsets = try insets(node, file: file) }
        if let node = reader.optional(.showsSectionSeparator) { metrics.showsSectionSeparator = try reader.bool(node, .showsSectionSeparator) }
        if let node = reader.optional(.sectionSeparatorColor) {
            metrics.sectionSeparatorColor = try colorValue(node, .sectionSeparatorColor, reader: reader)
        }
        if let node = reader.optional(.sectionSeparatorInsets) { metrics.sectionSeparatorInsets = try insets(node, file: file) }
        if let node = reader.optional(.backgroundColor) { metrics.backgroundColor = try colorValue(node, .backgroundColor, reader: reader) }
        if let node = reader.optional(.selectedBackgroundColor) {
            metrics.selectedBackgroundColor = try colorValue(node, .selectedBackgroundColor, reader: reader)
        }
        return metrics
    }

    /// A `#RRGGBB` or `#RRGGBBAA` colour.
    package static func colorValue(_ node: JSONNode, _ key: SceneKey, reader: JSONObjectReader) throws(InputError) -> Color {
        guard case .string(let text) = node.value, let color = parseColor(text) else {
            throw reader.error(node, key, "a colour like \"#C8C7CC\"")
        }
        return color
    }

    /// A section's `headers` or `footers`: `[{"text", "pinToVisibleBounds", "visibleWhileShowingPlaceholder"}]`.
    package static func supplementaries(_ node: JSONNode, _ key: SceneKey, in reader: JSONObjectReader, file: String) throws(InputError) -> [SceneSupplementary] {
        try reader.array(node, key).map { node throws(InputError) in
            var element = try JSONObjectReader(node, file: file, context: "an element of \(key.quoted)")
            var result = SceneSupplementary(text: try element.string(try element.required(.text), .text))
            if let pin = element.optional(.pinToVisibleBounds) {
                guard key == .headers else { throw element.error(pin, .pinToVisibleBounds, "absent: footers do not pin") }
                result.pinToVisibleBounds = try element.bool(pin, .pinToVisibleBounds)
            }
            if let visible = element.optional(.visibleWhileShowingPlaceholder) {
                result.visibleWhileShowingPlaceholder = try element.bool(visible, .visibleWhileShowingPlaceholder)
            }
            try element.rejectUnknownKeys(allowed: [.text, .pinToVisibleBounds, .visibleWhileShowingPlaceholder])
            return result
        }
    }

    // MARK: Data sources

    /// The scene's `dataSource`, checked against its sections: every section in exactly one basic source.
    package static func dataSource(_ node: JSONNode, sections: [SceneSection], file: String) throws(InputError) -> DataSourceDescription {
        var used: Set<String> = []
        let known = Set(sections.map(\.id))
        let description = try dataSourceNode(node, known: known, used: &used, file: file)
        if let missing = sections.first(where: { !used.contains($0.id) }) {
            throw InputError(file: file, location: node.location,
                             "the section \"\(missing.id)\" is in no data source: every section must be in exactly one basic source")
        }
        return description
    }

    private static func dataSourceNode(_ node: JSONNode, known: Set<String>, used: inout Set<String>,
                                       file: String) throws(InputError) -> DataSourceDescription {
        var reader = try JSONObjectReader(node, file: file, context: "a data source")
        let kindNode = try reader.required(.kind)
        let kind = try reader.string(kindNode, .kind)
        switch kind {
        case "basic":
            let sectionNode = try reader.required(.section)
            let sectionID = try reader.string(sectionNode, .section)
            guard known.contains(sectionID) else {
                throw reader.error(sectionNode, .section, "the id of a section of this scene (\(known.sorted().joined(separator: ", ")))")
            }
            guard used.insert(sectionID).inserted else {
                throw InputError(file: file, location: sectionNode.location, "the section \"\(sectionID)\" is already in another data source")
            }
            var basic = BasicSourceDescription(sectionID: sectionID)
            if let title = reader.optional(.title) { basic.title = try reader.string(title, .title) }
            if let load = reader.optional(.load) { basic.load = try sceneLoad(load, file: file) }
            if let placeholder = reader.optional(.noContent) { basic.noContent = try placeholderDescription(placeholder, file: file) }
            if let placeholder = reader.optional(.error) { basic.error = try placeholderDescription(placeholder, file: file) }
            try reader.rejectUnknownKeys(allowed: [.kind, .section, .title, .load, .noContent, .error])
            return .basic(basic)
        case "composed", "segmented":
            let childrenNode = try reader.required(.children)
            let childNodes = try reader.array(childrenNode, .children)
            guard !childNodes.isEmpty else { throw reader.error(childrenNode, .children, "a non-empty array of data sources") }
            var children: [DataSourceDescription] = []
            for child in childNodes { children.append(try dataSourceNode(child, known: known, used: &used, file: file)) }
            if kind == "composed" {
                try reader.rejectUnknownKeys(allowed: [.kind, .children])
                return .composed(children: children)
            }
            var segmented = SegmentedSourceDescription(children: children)
            if let selected = reader.optional(.selected) {
                let value = try reader.number(selected, .selected, maximum: Double(children.count - 1))
                guard value == value.rounded() else { throw reader.error(selected, .selected, "a segment number from 0 to \(children.count - 1)") }
                segmented.selected = Int(value)
            }
            if let pin = reader.optional(.pinToVisibleBounds) { segmented.pinToVisibleBounds = try reader.bool(pin, .pinToVisibleBounds) }
            try reader.rejectUnknownKeys(allowed: [.kind, .children, .selected, .pinToVisibleBounds])
            return .segmented(segmented)
        default:
            throw reader.error(kindNode, .kind, "\"basic\", \"composed\" or \"segmented\"")
        }
    }

    /// `{"after": seconds, "outcome": "content" | "noContent" | "error", "message": …}`.
    package static func sceneLoad(_ node: JSONNode, file: String) throws(InputError) -> SceneLoad {
        var reader = try JSONObjectReader(node, file: file, key: .load)
        let after = try reader.number(try reader.required(.after), .after, maximum: 3600)
        let outcomeNode = try reader.required(.outcome)
        let message = try reader.optional(.message).map { node throws(InputError) in try reader.string(node, .message) }
        let outcome: SceneLoad.Outcome
        switch try reader.string(outcomeNode, .outcome) {
        case "content": outcome = .content
        case "noContent": outcome = .noContent
        case "error": outcome = .error(message ?? "The content could not be loaded.")
        default: throw reader.error(outcomeNode, .outcome, "\"content\", \"noContent\" or \"error\"")
        }
        try reader.rejectUnknownKeys(allowed: [.after, .outcome, .message])
        return SceneLoad(after: after, outcome: outcome)
    }

    /// `{"title", "message", "button"}`: a placeholder's text.
    package static func placeholderDescription(_ node: JSONNode, file: String) throws(InputError) -> DataSourcePlaceholder {
        var reader = try JSONObjectReader(node, file: file, context: "a placeholder")
        var placeholder = DataSourcePlaceholder()
        if let title = reader.optional(.title) { placeholder.title = try reader.string(title, .title) }
        if let message = reader.optional(.message) { placeholder.message = try reader.string(message, .message) }
        if let button = reader.optional(.button) { placeholder.buttonTitle = try reader.string(button, .button) }
        try reader.rejectUnknownKeys(allowed: [.title, .message, .button])
        return placeholder
    }

    /// `[{"title", "action": "delete" | "favorite" | "more", "destructive", "confirm"}]`: the
    /// actions a swiped row reveals, in order.
    package static func editActions(_ node: JSONNode, in reader: JSONObjectReader, file: String,
                            key: SceneKey = .editActions) throws(InputError) -> [EditAction] {
        try reader.array(node, key).map { node throws(InputError) in
            var action = try JSONObjectReader(node, file: file, context: "an edit action")
            let title = try action.string(try action.required(.title), .title)
            let kindNode = try action.required(.action)
            guard case .string(let name) = kindNode.value, let kind = EditAction.Kind(rawValue: name) else {
                throw action.error(kindNode, .action, "one of: \(EditAction.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            var result = EditAction(title: title, kind: kind, isDestructive: kind == .delete)
            if let destructive = action.optional(.destructive) { result.isDestructive = try action.bool(destructive, .destructive) }
            if let confirm = action.optional(.confirm) { result.requiresConfirmation = try action.bool(confirm, .confirm) }
            try action.rejectUnknownKeys(allowed: [.title, .action, .destructive, .confirm])
            return result
        }
    }
}
