import AppSupport
import CollectionLayout
import CollectionView
import SceneFormat

/// The parameters the inspector offers for the layout on screen, each read from the scene (or,
/// where the scene leaves it to the layout, from the layout object itself) and written back
/// into the scene's JSON at the key a scene file would hold it.
extension PlaygroundModel {
    /// What the inspector lists for the layout shown now: a title, a note when there is nothing
    /// to tune, and the parameters.
    func inspectorParameters() -> (title: String, note: String?, parameters: [InspectorParameter]) {
        guard let document = document.scene.document else {
            return ("Layout", "This scene was not read from a file.", [])
        }
        switch presentation.layoutKind {
        case .flow: return ("Flow layout", nil, flowParameters())
        case .circle: return ("Circle layout", nil, circleParameters())
        case .coverflow: return ("Cover flow layout", nil, coverFlowParameters())
        case .stacked: return ("Stacked layout", nil, stackedParameters())
        case .grid: return gridParameters(document)
        case .line: return ("Line layout", nil, lineParameters())
        case .compositional: return compositionalParameters(document)
        }
    }

    private func flowParameters() -> [InspectorParameter] {
        let layout = document.scene.layout, metrics = layout.metrics
        let root = ParameterPath(components: [.key(.layout)])
        func path(_ keys: SceneKey...) -> ParameterPath { ParameterPath(components: root.components + keys.map { .key($0) }) }
        // Self-sizing cells take their size from their text: the layout starts from the estimate
        // (UIKit ignores `itemSize` then), so that is what the size controls set.
        let estimated = layout.estimatedItemSize
        let sizeKey: SceneKey = estimated == nil ? .itemSize : .estimatedItemSize
        let sizeWord = estimated == nil ? "Item" : "Estimated"
        let shownSize = estimated ?? metrics.itemSize
        let size = [("width", shownSize.width), ("height", shownSize.height)]
        let inset = metrics.sectionInset
        let insets = [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
        let header = [("width", metrics.headerReferenceSize.width), ("height", metrics.headerReferenceSize.height)]
        let footer = [("width", metrics.footerReferenceSize.width), ("height", metrics.footerReferenceSize.height)]
        var list: [InspectorParameter] = [
            InspectorParameter(label: "Scroll direction", control: .choice(["vertical", "horizontal"]),
                               value: .choice(layout.scrollDirection.rawValue), path: path(.scrollDirection)) { value in
                if case .choice(let name) = value { return .string(name) }
                return .null
            },
            .member("\(sizeWord) height", of: path(sizeKey), key: "height", object: size, range: 10...600),
            .number("Line spacing", path(.minimumLineSpacing), metrics.minimumLineSpacing, range: 0...80),
            .number("Item spacing", path(.minimumInteritemSpacing), metrics.minimumInteritemSpacing, range: 0...80),
            .member("Inset top", of: path(.sectionInset), key: "top", object: insets, range: 0...120),
            .member("Inset left", of: path(.sectionInset), key: "left", object: insets, range: 0...120),
            .member("Inset bottom", of: path(.sectionInset), key: "bottom", object: insets, range: 0...120),
            .member("Inset right", of: path(.sectionInset), key: "right", object: insets, range: 0...120),
            .member(layout.scrollDirection == .vertical ? "Header height" : "Header width", of: path(.headerReferenceSize),
                    key: layout.scrollDirection == .vertical ? "height" : "width", object: header, range: 0...120),
            .member(layout.scrollDirection == .vertical ? "Footer height" : "Footer width", of: path(.footerReferenceSize),
                    key: layout.scrollDirection == .vertical ? "height" : "width", object: footer, range: 0...120),
        ]
        if let minimum = layout.minimumColumnWidth, layout.scrollDirection == .vertical {
            // Fitted columns decide the item width: their minimum is the control, not the width.
            list.insert(.number("Column min. width", path(.columns, .minimumWidth), minimum, range: 60...600), at: 1)
        } else {
            list.insert(.member("\(sizeWord) width", of: path(sizeKey), key: "width", object: size, range: 10...600), at: 1)
        }
        list.append(InspectorParameter(label: "Estimated sizes", control: .toggle, value: .flag(layout.estimatedItemSize != nil),
                                       path: path(.estimatedItemSize)) { value in
            guard case .flag(true) = value else { return .null }
            return JSONNode.objectValue([("width", .number(metrics.itemSize.width)), ("height", .number(metrics.itemSize.height))])
        })
        list.append(InspectorParameter(label: "Pin headers", control: .toggle, value: .flag(layout.sectionHeadersPinToVisibleBounds),
                                       path: path(.sectionHeadersPinToVisibleBounds)) { value in
            if case .flag(let on) = value { return .bool(on) }
            return .null
        })
        return list
    }

    private func circleParameters() -> [InspectorParameter] {
        let circle = collectionView.layout as? CircleLayout
        let path = Self.parameterPath(.layout, .circle)
        return itemSizeParameters(path, document.parameters.circleItemSize ?? circle?.itemSize ?? Size(width: 96, height: 96), range: 20...400) + [
            .number("Radius", path(.radius), document.parameters.circleRadius ?? circle?.effectiveRadius ?? 200, range: 20...800),
        ]
    }

    private func coverFlowParameters() -> [InspectorParameter] {
        let cover = collectionView.layout as? CoverFlowLayout
        let path = Self.parameterPath(.layout, .coverflow)
        return itemSizeParameters(path, document.parameters.coverFlowItemSize ?? cover?.itemSize ?? Size(width: 220, height: 260), range: 40...800) + [
            .number("Spacing (× width)", path(.spacing), document.parameters.coverFlowSpacing ?? cover?.spacingFraction ?? 0.5,
                    range: 0.1...1.5, step: 0.01),
            .number("Maximum angle (°)", path(.maximumAngle),
                    document.parameters.coverFlowMaximumAngle ?? (cover?.maximumAngle ?? .pi / 4) * 180 / .pi, range: 0...90),
            .number("Perspective (m34)", path(.perspective), document.parameters.coverFlowPerspective ?? cover?.perspective ?? -0.002,
                    range: -0.01 ... -0.0001, step: 0.0001),
        ]
    }

    private func stackedParameters() -> [InspectorParameter] {
        let stacked = collectionView.layout as? StackedLayout
        let path = Self.parameterPath(.layout, .stacked)
        return itemSizeParameters(path, document.parameters.stackedItemSize ?? stacked?.itemSize ?? Size(width: 180, height: 200), range: 40...600) + [
            .number("Pile spacing", path(.pileSpacing), document.parameters.stackedPileSpacing ?? stacked?.pileSpacing ?? 48, range: 0...200),
        ]
    }

    private func lineParameters() -> [InspectorParameter] {
        let line = collectionView.layout as? LineLayout
        let path = Self.parameterPath(.layout, .line)
        return itemSizeParameters(path, document.parameters.lineItemSize ?? line?.itemSize ?? Size(width: 200, height: 200), range: 40...600) + [
            .number("Spacing", path(.spacing), document.parameters.lineSpacing ?? line?.spacing ?? 50, range: 0...200),
            .number("Active distance", path(.activeDistance), document.parameters.lineActiveDistance ?? line?.activeDistance ?? 200, range: 20...600),
            .number("Zoom factor", path(.zoomFactor), document.parameters.lineZoomFactor ?? line?.zoomFactor ?? 0.3, range: 0...1, step: 0.01),
        ]
    }

    /// The width and height sliders of a layout's `itemSize` (written as a whole object).
    private func itemSizeParameters(_ path: (SceneKey) -> ParameterPath, _ size: Size, range: ClosedRange<Double>) -> [InspectorParameter] {
        let members = [("width", size.width), ("height", size.height)]
        return [
            .member("Item width", of: path(.itemSize), key: "width", object: members, range: range),
            .member("Item height", of: path(.itemSize), key: "height", object: members, range: range),
        ]
    }

    /// A function making the path of a key under `keys` (`layout.circle` → `layout.circle.radius`).
    private static func parameterPath(_ keys: SceneKey...) -> (SceneKey) -> ParameterPath {
        { key in ParameterPath(components: (keys + [key]).map { .key($0) }) }
    }

    private func gridParameters(_ document: SceneDocument) -> (title: String, note: String?, parameters: [InspectorParameter]) {
        // The grid's keys sit in the layout object for a grid scene, in its `grid` object otherwise.
        let ownKeys = self.document.scene.layout.kind == .grid
        let root: [ParameterPath.Component] = ownKeys ? [.key(.layout)] : [.key(.layout), .key(.grid)]
        let description = self.document.scene.layout.grid ?? .table
        let width = collectionFrame.width
        // The section of the selected item, when it sets grid metrics of its own.
        let selected = collectionView.indexPathsForSelectedItems.first?.section
        let section = selected.flatMap { index -> (index: Int, sceneIndex: Int)? in
            guard data.content.sections.indices.contains(index),
                  let sceneIndex = self.document.scene.sections.firstIndex(where: { $0.id == data.content.sections[index].id }) else { return nil }
            return (index, sceneIndex)
        }
        // Where each key is set now, most specific first: the section's variant in effect, the
        // section, the layout's variant in effect, the layout. A change goes where the key is set
        // (a key set nowhere goes into the layout), so the control moves what is on screen.
        var levels: [[ParameterPath.Component]] = []
        if let section {
            let sceneSection = self.document.scene.sections[section.sceneIndex]
            let sectionRoot: [ParameterPath.Component] = [.key(.sections), .index(section.sceneIndex), .key(.layout), .key(.grid)]
            if let variant = sceneSection.gridVariants.firstIndex(where: { $0.when.matches(width: width, category: presentation.category) }) {
                levels.append(sectionRoot + [.key(.variants), .index(variant)])
            }
            levels.append(sectionRoot)
        }
        if let variant = description.variants.firstIndex(where: { $0.when.matches(width: width, category: presentation.category) }) {
            levels.append(root + [.key(.variants), .index(variant)])
        }
        func path(_ key: SceneKey) -> ParameterPath {
            let level = levels.first { document.value(at: ParameterPath(components: $0 + [.key(key)])) != nil } ?? root
            return ParameterPath(components: level + [.key(key)])
        }
        // The metrics in effect where the controls write.
        var metrics = description.variants.resolve(description.metrics, width: width, category: presentation.category)
        if let section {
            let sceneSection = self.document.scene.sections[section.sceneIndex]
            metrics = sceneSection.gridVariants.resolve(sceneSection.gridMetrics, width: width, category: presentation.category).applied(to: metrics)
        }
        let padding = metrics.padding ?? .zero
        let paddings = [("top", padding.top), ("left", padding.left), ("bottom", padding.bottom), ("right", padding.right)]
        var list: [InspectorParameter] = [
            .number("Columns", path(.numberOfColumns), Double(metrics.numberOfColumns ?? 1), range: 1...8),
            .number("Item spacing", path(.itemSpacing), metrics.itemSpacing ?? 0, range: 0...40),
            .member("Padding top", of: path(.padding), key: "top", object: paddings, range: 0...80),
            .member("Padding left", of: path(.padding), key: "left", object: paddings, range: 0...80),
            .member("Padding bottom", of: path(.padding), key: "bottom", object: paddings, range: 0...80),
            .member("Padding right", of: path(.padding), key: "right", object: paddings, range: 0...80),
        ]
        let (rowKind, rowValue): (String, Double) = switch metrics.rowHeight ?? .fixed(44) {
        case .fixed(let height): ("fixed", height)
        case .estimated(let height): ("estimated", height)
        }
        list.append(InspectorParameter(label: rowKind == "fixed" ? "Row height" : "Estimated row height",
                                       control: .slider(20...200, step: 1), value: .number(rowValue), path: path(.rowHeight)) { value in
            guard case .number(let number) = value else { return .null }
            return JSONNode.objectValue([(rowKind, .number(number))])
        })
        list.append(InspectorParameter(label: "Estimated rows", control: .toggle, value: .flag(rowKind == "estimated"),
                                       path: path(.rowHeight)) { value in
            guard case .flag(let on) = value else { return .null }
            return JSONNode.objectValue([(on ? "estimated" : "fixed", .number(rowValue))])
        })
        for (label, key, standard) in [("Row separators", SceneKey.showsRowSeparator, true), ("Column separators", SceneKey.showsColumnSeparator, false)] {
            let on = (key == .showsRowSeparator ? metrics.showsRowSeparator : metrics.showsColumnSeparator) ?? standard
            list.append(InspectorParameter(label: label, control: .toggle, value: .flag(on), path: path(key)) { value in
                if case .flag(let flag) = value { return .bool(flag) }
                return .null
            })
        }
        if !ownKeys, self.document.scene.layout.grid == nil {
            // No grid object yet: the first change writes one holding the table it shows now.
            list = list.map { parameter in
                guard parameter.path.components.count == root.count + 1 else { return parameter }
                var seeded = parameter
                let key = parameter.path.components.last
                seeded.path = ParameterPath(components: root)
                seeded.write = { value in
                    var members: [(String, JSONNode.Value)] = [("rowHeight", JSONNode.objectValue([("estimated", .number(44))])),
                                                               ("numberOfColumns", .number(1))]
                    if case .key(let name) = key {
                        members.removeAll { $0.0 == name }
                        members.append((name, parameter.write(value)))
                    }
                    return JSONNode.objectValue(members)
                }
                return seeded
            }
        }
        let title = section.map { "Grid layout · section \($0.index)" } ?? "Grid layout"
        return (title, nil, list)
    }

    private func compositionalParameters(_ document: SceneDocument) -> (title: String, note: String?, parameters: [InspectorParameter]) {
        let title = "Compositional layout"
        let section = collectionView.indexPathsForSelectedItems.first?.section ?? 0
        // Where the shown section's description is written: its own, the layout's default, or the `compositional` object's.
        let configuration: [ParameterPath.Component]
        if self.document.scene.layout.kind == .compositional {
            configuration = [.key(.layout)]
        } else if self.document.scene.layout.compositional != nil {
            configuration = [.key(.layout), .key(.compositional)]
        } else {
            return (title, "This scene describes no compositional layout: the Compositional segment shows its items in the built-in app-store page. Add a \"compositional\" object to the scene's layout to tune one.", [])
        }
        let ownSection = self.document.scene.sections.indices.contains(section) && self.document.scene.sections[section].compositionalSection != nil
        let sectionRoot: [ParameterPath.Component] = ownSection
            ? [.key(.sections), .index(section), .key(.layout), .key(.section)] : configuration + [.key(.section)]
        var list: [InspectorParameter] = [
            .number("Inter-section spacing", ParameterPath(components: configuration + [.key(.interSectionSpacing)]),
                    document.value(at: ParameterPath(components: configuration + [.key(.interSectionSpacing)]))?.number ?? 0,
                    range: 0...80),
            .number("Inter-group spacing", ParameterPath(components: sectionRoot + [.key(.interGroupSpacing)]),
                    document.value(at: ParameterPath(components: sectionRoot + [.key(.interGroupSpacing)]))?.number ?? 0,
                    range: 0...60),
        ]
        let insetsPath = ParameterPath(components: sectionRoot + [.key(.contentInsets)])
        let insetsNode = document.value(at: insetsPath)
        let insets = ["top", "leading", "bottom", "trailing"].map { ($0, insetsNode?[$0]?.number ?? 0) }
        for (key, _) in insets {
            list.append(.member("Section inset \(key)", of: insetsPath, key: key, object: insets, range: 0...80))
        }
        let group = sectionRoot + [.key(.group)]
        list += dimensionParameters("Group", at: group + [.key(.layoutSize)], document: document)
        list += dimensionParameters("Item", at: group + [.key(.subitems), .index(0), .key(.layoutSize)], document: document)
        return (ownSection ? "\(title) · section \(section)" : title, nil, list)
    }

    /// Sliders for the width and height dimensions of a `layoutSize`, each keeping its kind
    /// (fractional, absolute or estimated).
    private func dimensionParameters(_ name: String, at layoutSize: [ParameterPath.Component],
                                     document: SceneDocument) -> [InspectorParameter] {
        ["width", "height"].compactMap { axis in
            let path = ParameterPath(components: layoutSize + [.key(axis)])
            guard case .object(let members) = document.value(at: path)?.value, let member = members.first,
                  let number = member.value.number else { return nil }
            let kind = member.key
            let fractional = kind.hasPrefix("fractional")
            let label = "\(name) \(axis) (\(fractional ? kind.replacingOccurrences(of: "fractional", with: "fraction of ").lowercased() : kind))"
            return InspectorParameter(label: label, control: .slider(fractional ? 0.05...1 : 10...600, step: fractional ? 0.01 : 1),
                                      value: .number(number), path: path) { value in
                guard case .number(let number) = value else { return .null }
                return JSONNode.objectValue([(kind, .number(number))])
            }
        }
    }
}
