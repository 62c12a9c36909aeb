import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import Typography

/// Turns scene JSON into a `Scene`, checking every key and value; each error names the file,
/// line and column and says what was expected.
public enum SceneDecoder {
    // The keys each object allows, in the order its "unknown key" message lists them.
    /// The scene's top-level keys.
    package static let topKeys: [SceneKey] = [.name, .viewport, .contentSizeCategory, .layout, .sections, .appearance, .device, .orientation,
                                              .direction, .dataSource, .selection, .dynamicType, .hyphenationFactor, .cardStyle, .cell, .language,
                                              .boldText, .contrast, .reduceMotion, .reduceTransparency, .differentiateWithoutColor,
                                              .pseudoLanguage, .fonts, .elementKinds] + scrollingKeys
    /// The flow metrics, in the layout object and a section's `layout`.
    package static let metricKeys: [SceneKey] = [.itemSize, .minimumInteritemSpacing, .minimumLineSpacing, .sectionInset,
                                                 .headerReferenceSize, .footerReferenceSize]
    /// The layout object's keys (a list's, a compositional layout's and a grid's add theirs).
    package static let layoutKeys: [SceneKey] = [.kind, .scrollDirection, .estimatedItemSize, .sectionHeadersPinToVisibleBounds] + metricKeys
        + [.circle, .coverflow, .stacked, .line, .compositional, .grid, .columns, .shelves, .sectionBackgrounds,
           .lineItemAlignment, .sectionInsetReference] + scrollingKeys
    /// A section's keys.
    package static let sectionKeys: [SceneKey] = [.id, .header, .footer, .headers, .footers, .layout, .items, .movable, .editable, .editActions,
                                                  .cardStyle, .cell]
    /// An item's keys.
    package static let itemKeys: [SceneKey] = [.id, .title, .subtitle, .size, .color, .movable, .favorite, .selectable, .font, .language]
        + [.children, .expanded, .leadingSwipeActions, .trailingSwipeActions] + pictureItemKeys

    /// Reads and decodes a scene file.
    public static func load(path: String) throws(InputError) -> Scene {
        let name = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw InputError(file: path, exists ? "cannot read the scene file" : "no such scene file")
        }
        let root: JSONNode
        do { root = try JSONText.parse(data) } catch { throw InputError(file: path, location: error.location, error.message) }
        var scene = try decode(root: root, file: path, defaultName: (name as NSString).deletingPathExtension)
        scene.document?.readFingerprint = FileFingerprint(data)
        return scene
    }

    /// Decodes scene JSON; `file` names it in errors.
    public static func decode(_ text: String, file: String, defaultName: String = "Scene") throws(InputError) -> Scene {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw InputError(file: file, location: error.location, error.message)
        }
        return try decode(root: root, file: file, defaultName: defaultName)
    }

    /// Decodes a parsed scene; `file` names it in errors.
    public static func decode(root: JSONNode, file: String, defaultName: String = "Scene") throws(InputError) -> Scene {
        var reader = try JSONObjectReader(root, file: file, context: "the scene")
        let name = try reader.optional(.name).map { node throws(InputError) in try reader.string(node, .name) } ?? defaultName
        let viewport = try reader.optional(.viewport).map { node throws(InputError) in
            try size(node, .viewport, file: file, positive: true, maximum: 16384)
        } ?? Size(width: 1024, height: 768)
        var category = ContentSizeCategory.default
        if let node = reader.optional(.contentSizeCategory) {
            category = try contentSizeCategory(node, file: file)
        }
        let sceneScrolling = try scrolling(&reader, over: SceneScrolling(), file: file)
        let layoutNode = reader.optional(.layout)
        var layout = try layoutNode.map { node throws(InputError) in
            try sceneLayout(node, file: file, scrolling: sceneScrolling)
        } ?? SceneLayout()
        if layoutNode == nil { layout.scrolling = sceneScrolling }
        let appearanceNode = reader.optional(.appearance)
        let deviceNode = reader.optional(.device), orientationNode = reader.optional(.orientation)
        let direction = try reader.optional(.direction).map { node throws(InputError) in try layoutDirection(node, file: file) }
        let sectionsNode = try reader.required(.sections)
        let sectionNodes = try reader.array(sectionsNode, .sections)
        let dataSourceNode = reader.optional(.dataSource)
        let selectionNode = reader.optional(.selection)
        let dynamicTypeNode = reader.optional(.dynamicType)
        let hyphenationNode = reader.optional(.hyphenationFactor)
        let languageNode = reader.optional(.language)
        let boldTextNode = reader.optional(.boldText)
        let accessibility = try accessibilitySettings(&reader)
        let pseudoLanguageNode = reader.optional(.pseudoLanguage)
        let fontsNode = reader.optional(.fonts)
        let elementKinds = try elementKinds(&reader)
        let sceneCell = try cellChoice(&reader, inherited: .text)
        try reader.rejectUnknownKeys(allowed: topKeys)

        let itemCount = itemCountHint(sectionNodes)
        guard itemCount <= itemLimit else {
            throw InputError(file: file, location: sectionsNode.location, "the scene has \(itemCount) items; a scene holds at most \(itemLimit.groupedDigits)")
        }
        var sections: [SceneSection] = []
        var seenIDs = [String: SourceLocation](minimumCapacity: itemCount)
        for (index, node) in sectionNodes.enumerated() {
            sections.append(try section(node, index: index, file: file, seenIDs: &seenIDs, cell: sceneCell.inherited))
        }
        if sceneCell.isOwn { try checkBindings(sceneCell, against: sections.flatMap(\.items), file: file) }
        var sectionIDs: [String: SourceLocation] = [:]
        for (index, section) in sections.enumerated() {
            if let first = sectionIDs[section.id] {
                throw InputError(file: file, location: sectionNodes[index].location,
                                 "duplicate section id \"\(section.id)\" (first used at \(first)); ids must be unique")
            }
            sectionIDs[section.id] = sectionNodes[index].location
        }
        try checkCompositionalSections(sections, nodes: sectionNodes, layout: layout, file: file)
        var scene = Scene(name: name, viewport: viewport, contentSizeCategory: category, layout: layout, sections: sections)
        if let dataSourceNode { scene.dataSource = try dataSource(dataSourceNode, sections: sections, file: file) }
        if let node = appearanceNode {
            guard case .string(let value) = node.value, let appearance = Appearance(rawValue: value) else {
                throw reader.error(node, .appearance, "one of: \(Appearance.allNames)")
            }
            scene.appearance = appearance
        }
        if let node = deviceNode {
            guard case .string(let name) = node.value, let device = DevicePreset.named(name) else {
                throw reader.error(node, .device, "one of: \(DevicePreset.allNames)")
            }
            scene.device = device
        }
        if let node = orientationNode {
            guard case .string(let name) = node.value, let orientation = Orientation(rawValue: name) else {
                throw reader.error(node, .orientation, "one of: \(Orientation.allNames)")
            }
            scene.orientation = orientation
        }
        scene.direction = direction ?? .leftToRight
        if let node = dynamicTypeNode {
            scene.followsDynamicType = try reader.bool(node, .dynamicType)
        }
        if let node = hyphenationNode {
            scene.hyphenationFactor = try reader.number(node, .hyphenationFactor, maximum: 1)
        }
        if let node = languageNode { scene.language = try languageTag(node, in: reader) }
        if let node = boldTextNode { scene.boldText = try reader.bool(node, .boldText) }
        scene.accessibility = accessibility
        if let node = pseudoLanguageNode {
            guard case .string(let name) = node.value, let pseudoLanguage = PseudoLanguage(rawValue: name) else {
                throw reader.error(node, .pseudoLanguage, "one of: \(PseudoLanguage.allNames)")
            }
            scene.pseudoLanguage = pseudoLanguage
        }
        if let node = fontsNode { scene.fontFamily = try fontFamily(node, file: file) }
        scene.elementKinds = elementKinds
        if let node = selectionNode {
            guard case .string(let name) = node.value, let mode = SelectionMode(rawValue: name) else {
                throw reader.error(node, .selection, "one of: \(SelectionMode.allNames)")
            }
            scene.selectionMode = mode
        }
        scene.document = SceneDocument(file: file, root: root)
        return scene
    }

    /// The most items a scene may list (ten times the bench's 100,000-item scene): each is
    /// measured, laid out and kept, so memory stays a bounded multiple of the file's size.
    package static let itemLimit = JSONParser.sceneItemLimit

    /// How many items the sections list directly (their `items` arrays' lengths, before any
    /// checking), to size the table of ids once.
    package static func itemCountHint(_ sectionNodes: [JSONNode]) -> Int {
        sectionNodes.reduce(0) { count, node in
            guard case .object(let members) = node.value,
                  case .array(let items)? = members.first(where: { $0.key == SceneKey.items.rawValue })?.value.value else { return count }
            return count + items.count
        }
    }

    package static func contentSizeCategory(_ node: JSONNode, file: String) throws(InputError) -> ContentSizeCategory {
        guard case .string(let name) = node.value, let category = ContentSizeCategory(rawValue: name) else {
            throw InputError(file: file, location: node.location,
                             "\(SceneKey.contentSizeCategory.quoted) must be one of \(ContentSizeCategory.allNames), got \(node.snippet)")
        }
        return category
    }

    package static func sceneLayout(_ node: JSONNode, file: String, scrolling: SceneScrolling = SceneScrolling()) throws(InputError) -> SceneLayout {
        var reader = try JSONObjectReader(node, file: file, key: .layout)
        var layout = SceneLayout()
        layout.scrolling = try self.scrolling(&reader, over: scrolling, file: file)
        var isList = false
        if let kind = reader.optional(.kind) {
            if case .string("list") = kind.value {
                // A list runs as the compositional layout (`ListConfiguration` makes its sections).
                isList = true
                layout.kind = .compositional
            } else {
                guard case .string(let name) = kind.value, let value = LayoutKind(rawValue: name) else {
                    throw reader.error(kind, .kind, "one of: \(LayoutKind.allNames), list")
                }
                layout.kind = value
            }
        }
        if let direction = reader.optional(.scrollDirection) {
            guard case .string(let name) = direction.value, let value = ScrollDirection(rawValue: name) else {
                throw reader.error(direction, .scrollDirection, "\"vertical\" or \"horizontal\"")
            }
            layout.scrollDirection = value
        }
        if let estimated = reader.optional(.estimatedItemSize) {
            if case .null = estimated.value {
                layout.estimatedItemSize = nil
            } else {
                let size = try size(estimated, .estimatedItemSize, file: file, positive: false)
                layout.estimatedItemSize = size == .zero ? nil : size
            }
        }
        if let pinned = reader.optional(.sectionHeadersPinToVisibleBounds) {
            layout.sectionHeadersPinToVisibleBounds = try reader.bool(pinned, .sectionHeadersPinToVisibleBounds)
        }
        layout.metrics = try metricsOverride(&reader, file: file).applied(to: layout.metrics)
        layout.parameters = try layoutParameters(&reader, file: file)
        if let node = reader.optional(.shelves) {
            var shelves = try JSONObjectReader(node, file: file, key: .shelves)
            layout.shelfThickness = try shelves.number(try shelves.required(.thickness), .thickness, positive: true, maximum: 1000)
            try shelves.rejectUnknownKeys(allowed: [.thickness])
        }
        if let node = reader.optional(.sectionBackgrounds) {
            layout.drawsSectionBackgrounds = try reader.bool(node, .sectionBackgrounds)
        }
        if let node = reader.optional(.lineItemAlignment) {
            guard case .string(let name) = node.value, let alignment = FlowLineItemAlignment(rawValue: name) else {
                throw reader.error(node, .lineItemAlignment, "one of: \(FlowLineItemAlignment.allNames)")
            }
            layout.lineItemAlignment = alignment
        }
        if let node = reader.optional(.sectionInsetReference) {
            guard case .string(let name) = node.value, let reference = FlowSectionInsetReference(rawValue: name) else {
                throw reader.error(node, .sectionInsetReference, "one of: \(FlowSectionInsetReference.allNames)")
            }
            layout.sectionInsetReference = reference
        }
        if let node = reader.optional(.columns) {
            var columns = try JSONObjectReader(node, file: file, key: .columns)
            layout.minimumColumnWidth = try columns.number(try columns.required(.minimumWidth), .minimumWidth, positive: true, maximum: 16384)
            try columns.rejectUnknownKeys(allowed: [.minimumWidth])
        }
        if isList {
            var list = CompositionalSceneLayout.singleColumn
            list.scrollDirection = layout.scrollDirection
            list.list = try listConfiguration(&reader, file: file)
            list.interSectionSpacing = list.list?.interSectionSpacing ?? 0
            layout.compositional = list
            try reader.rejectUnknownKeys(allowed: layoutKeys + listKeys)
        } else if layout.kind == .compositional {
            layout.compositional = try compositionalLayout(&reader, scrollDirection: layout.scrollDirection, file: file)
            if let node = reader.optional(.compositional) {
                throw InputError(file: file, location: node.location,
                                 "a layout of kind \"compositional\" holds its keys itself, not in a \"compositional\" object")
            }
            try reader.rejectUnknownKeys(allowed: layoutKeys + compositionalKeys)
        } else if layout.kind == .grid {
            layout.grid = try gridLayout(&reader, file: file)
            if let node = reader.optional(.grid) {
                throw InputError(file: file, location: node.location,
                                 "a layout of kind \"grid\" holds its keys itself, not in a \"grid\" object")
            }
            try reader.rejectUnknownKeys(allowed: layoutKeys + gridLayoutKeys)
        } else {
            if let node = reader.optional(.compositional) {
                var compositional = try JSONObjectReader(node, file: file, key: .compositional)
                var direction = ScrollDirection.vertical
                if let directionNode = compositional.optional(.scrollDirection) {
                    guard case .string(let name) = directionNode.value, let value = ScrollDirection(rawValue: name) else {
                        throw compositional.error(directionNode, .scrollDirection, "\"vertical\" or \"horizontal\"")
                    }
                    direction = value
                }
                layout.compositional = try compositionalLayout(&compositional, scrollDirection: direction, file: file)
                try compositional.rejectUnknownKeys(allowed: [.scrollDirection] + compositionalKeys)
            }
            if let node = reader.optional(.grid) {
                var grid = try JSONObjectReader(node, file: file, key: .grid)
                layout.grid = try gridLayout(&grid, file: file)
                try grid.rejectUnknownKeys(allowed: gridLayoutKeys)
            }
            try reader.rejectUnknownKeys(allowed: layoutKeys)
        }
        return layout
    }

    /// The `circle`, `coverflow` and `stacked` objects of a layout object (or a script action).
    package static func layoutParameters(_ reader: inout JSONObjectReader, file: String) throws(InputError) -> LayoutParameters {
        var parameters = LayoutParameters()
        if let node = reader.optional(.circle) {
            var circle = try JSONObjectReader(node, file: file, key: .circle)
            if let size = circle.optional(.itemSize) { parameters.circleItemSize = try self.size(size, .itemSize, file: file, positive: true) }
            if let radius = circle.optional(.radius) { parameters.circleRadius = try circle.number(radius, .radius, positive: true) }
            try circle.rejectUnknownKeys(allowed: [.itemSize, .radius])
        }
        if let node = reader.optional(.coverflow) {
            var cover = try JSONObjectReader(node, file: file, key: .coverflow)
            if let size = cover.optional(.itemSize) { parameters.coverFlowItemSize = try self.size(size, .itemSize, file: file, positive: true) }
            if let spacing = cover.optional(.spacing) { parameters.coverFlowSpacing = try cover.number(spacing, .spacing, positive: true) }
            if let angle = cover.optional(.maximumAngle) {
                let degrees = try cover.number(angle, .maximumAngle)
                guard degrees <= 90 else { throw cover.error(angle, .maximumAngle, "a number of degrees from 0 to 90") }
                parameters.coverFlowMaximumAngle = degrees
            }
            if let perspective = cover.optional(.perspective) {
                guard case .number(let value) = perspective.value, value < 0, value > -1 else {
                    throw cover.error(perspective, .perspective, "a negative number above −1 (m34, e.g. -0.002)")
                }
                parameters.coverFlowPerspective = value
            }
            try cover.rejectUnknownKeys(allowed: [.itemSize, .spacing, .maximumAngle, .perspective])
        }
        if let node = reader.optional(.stacked) {
            var stacked = try JSONObjectReader(node, file: file, key: .stacked)
            if let size = stacked.optional(.itemSize) { parameters.stackedItemSize = try self.size(size, .itemSize, file: file, positive: true) }
            if let spacing = stacked.optional(.pileSpacing) { parameters.stackedPileSpacing = try stacked.number(spacing, .pileSpacing) }
            try stacked.rejectUnknownKeys(allowed: [.itemSize, .pileSpacing])
        }
        if let node = reader.optional(.line) {
            var line = try JSONObjectReader(node, file: file, key: .line)
            if let size = line.optional(.itemSize) { parameters.lineItemSize = try self.size(size, .itemSize, file: file, positive: true) }
            if let spacing = line.optional(.spacing) { parameters.lineSpacing = try line.number(spacing, .spacing) }
            if let distance = line.optional(.activeDistance) {
                parameters.lineActiveDistance = try line.number(distance, .activeDistance, positive: true)
            }
            if let zoom = line.optional(.zoomFactor) {
                let value = try line.number(zoom, .zoomFactor)
                guard value <= 3 else { throw line.error(zoom, .zoomFactor, "a number from 0 to 3 (0.3: the centred item is 1.3×)") }
                parameters.lineZoomFactor = value
            }
            try line.rejectUnknownKeys(allowed: [.itemSize, .spacing, .activeDistance, .zoomFactor])
        }
        return parameters
    }

    package static func metricsOverride(_ reader: inout JSONObjectReader, file: String) throws(InputError) -> SectionMetricsOverride {
        var result = SectionMetricsOverride()
        if let node = reader.optional(.itemSize) { result.itemSize = try size(node, .itemSize, file: file, positive: true) }
        if let node = reader.optional(.minimumInteritemSpacing) {
            result.minimumInteritemSpacing = try reader.number(node, .minimumInteritemSpacing)
        }
        if let node = reader.optional(.minimumLineSpacing) {
            result.minimumLineSpacing = try reader.number(node, .minimumLineSpacing)
        }
        if let node = reader.optional(.sectionInset) { result.sectionInset = try insets(node, file: file) }
        if let node = reader.optional(.headerReferenceSize) {
            result.headerReferenceSize = try size(node, .headerReferenceSize, file: file, positive: false)
        }
        if let node = reader.optional(.footerReferenceSize) {
            result.footerReferenceSize = try size(node, .footerReferenceSize, file: file, positive: false)
        }
        return result
    }

    package static func size(_ node: JSONNode, _ key: SceneKey, file: String, positive: Bool,
                     maximum: Double = 16384) throws(InputError) -> Size {
        var reader = try JSONObjectReader(node, file: file, key: key)
        let width = try reader.number(try reader.required(.width), .width, positive: positive, maximum: maximum)
        let height = try reader.number(try reader.required(.height), .height, positive: positive, maximum: maximum)
        try reader.rejectUnknownKeys(allowed: [.width, .height])
        return Size(width: width, height: height)
    }

    package static func insets(_ node: JSONNode, file: String, key: SceneKey = .sectionInset) throws(InputError) -> EdgeInsets {
        var reader = try JSONObjectReader(node, file: file, key: key)
        var insets = EdgeInsets.zero
        if let top = reader.optional(.top) { insets.top = try reader.number(top, .top) }
        if let left = reader.optional(.left) { insets.left = try reader.number(left, .left) }
        if let bottom = reader.optional(.bottom) { insets.bottom = try reader.number(bottom, .bottom) }
        if let right = reader.optional(.right) { insets.right = try reader.number(right, .right) }
        try reader.rejectUnknownKeys(allowed: [.top, .left, .bottom, .right])
        return insets
    }
}
