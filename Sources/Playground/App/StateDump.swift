import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import LayoutSource
import Typography

/// The `dump` command's JSON (contract: "dump output").
@MainActor
package enum StateDump {
    /// The model's state: visible elements as shown now, or with `all` every element of the content.
    /// With `trace`, the calls the collection view made to its layouts (`"trace"`), oldest first.
    package static func json(_ model: PlaygroundModel, all: Bool, trace: Bool = false) -> String {
        let view = model.collectionView
        view.layoutIfNeeded()
        // Every picture on screen decoded, as `shot` waits for them.
        model.settlePictures()
        // Default: what is on screen now, animations interpolated, each cell named by its own
        // identity (a disappearing cell's index path is from before the update, so looking it up
        // in the current data would name another item); --all: the layout's final attributes.
        let elements: [(attributes: LayoutAttributes, id: String?)] = all
            ? view.allAttributes().map { (view.effectiveAttributes($0), $0.category == .cell ? view.data.itemID(at: $0.indexPath) : nil) }
            : view.presentationElements().filter { !isReloadedCopy($0.identity) }.map { (view.effectiveAttributes($0.attributes), cellID($0.identity)) }.sorted { lhs, rhs in
                lhs.attributes.elementKey != rhs.attributes.elementKey ? lhs.attributes.elementKey < rhs.attributes.elementKey
                    : (lhs.id ?? "") < (rhs.id ?? "")
            }
        var members: [(String, JSONWriter.Value)] = [
            ("time", .number(model.time)),
            ("layout", .string(model.presentation.layoutKind.rawValue)),
            ("contentSizeCategory", .string(model.presentation.category.rawValue)),
            ("appearance", .string(model.presentation.appearance.rawValue)),
            ("accessibility", accessibility(model)),
            ("device", model.presentation.device.map { .string($0.name) } ?? .null),
            ("orientation", .string(model.presentation.orientation.rawValue)),
            ("viewport", size(model.presentation.windowSize)),
            ("collectionFrame", rect(model.collectionFrame)),
            ("contentOffset", .object([("x", .number(view.effectiveContentOffset.x)), ("y", .number(view.effectiveContentOffset.y))])),
            ("contentSize", size(view.contentSize)),
            ("direction", .string(view.effectiveUserInterfaceLayoutDirection.rawValue)),
            ("pseudoLanguage", .string(model.pseudoLanguage.rawValue)),
            ("adjustedContentInset", insets(view.adjustedContentInset)),
            ("safeAreaInsets", insets(view.safeAreaInsets)),
        ]
        // While Variants is on, its axis and values (the panes are the window's scene with each).
        if let variants = model.shownVariants {
            members.append(("variants", .object([("axis", .string(variants.axis.rawValue)), ("values", .array(variants.values.map { .string($0) }))])))
        }
        if let source = model.layoutSource?.build {
            // The user's own layout shown (`--layout-source`): its file and the class or function that makes it.
            members.append(("layoutSource", .object([("file", .string(source.sourcePath)), ("name", .string(source.name))])))
        }
        // `indexPathsForSelectedItems`, in index-path order: selection follows items through updates.
        members.append(("selectedIndexPaths", .array(view.indexPathsForSelectedItems.map { path in
            .array([.number(Double(path.section)), .number(Double(path.item))])
        })))
        if let bands = view.layout as? any OrthogonalScrollingLayout {
            members.append(("orthogonalOffsets", orthogonalOffsets(view.orthogonalBandOffsets, direction: bands.orthogonalScrollDirection)))
        }
        if let sources = model.data.sources {
            // Each basic source's load state by its section's id, and each segmented source's
            // selected segment (the scene's `dataSource`).
            members.append(("loadStates", .object(sources.basicSources.keys.sorted().map { id in
                (id, .string(sources.basicSources[id]?.loadState.rawValue ?? ""))
            })))
            members.append(("selectedSegments", .array(sources.segmentedSources.map { .number(Double($0.selectedIndex ?? 0)) })))
        }
        let userLayout = view.layout as? RemoteLayout
        members.append(("elements", .array(elements.map { element in
            // --all: what each cell with text shows of it (contract: "What is drawn").
            let template = all && element.attributes.category == .cell
                ? element.id.flatMap { templateLayout(model, itemID: $0, attributes: element.attributes) } : nil
            let text = all && element.attributes.category == .cell
                ? template.map { templateText(model, item: $0.0, layout: $0.1) }
                    ?? element.id.flatMap { drawnText(model, itemID: $0, attributes: element.attributes) } : nil
            let image = element.attributes.category == .cell ? element.id.flatMap { picture(model, itemID: $0, size: element.attributes.size) } : nil
            return self.element(element.attributes, id: element.id, text: text, image: image,
                                own: userLayout?.ownValues(of: element.attributes.elementKey) ?? [],
                                nodes: template.map { templateNodes($0.1) })
        })))
        if let inspector = inspector(model) { members.append(("inspector", inspector)) }
        if trace, let entries = model.layoutTrace?.entries {
            members.append(("trace", .array(entries.map(traceEntry))))
        }
        return JSONWriter.write(.object(members)) + "\n"
    }

    /// Insets as `{top, left, bottom, right}` (contract: `"adjustedContentInset"`, `"safeAreaInsets"`).
    private static func insets(_ insets: EdgeInsets) -> JSONWriter.Value {
        .object([("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }

    /// Each orthogonal section's band offset, keyed by section number (contract: `"orthogonalOffsets"`),
    /// along the band's axis.
    private static func orthogonalOffsets(_ offsets: [Int: Double], direction: ScrollDirection) -> JSONWriter.Value {
        .object(offsets.keys.sorted().map { section in
            let offset = offsets[section] ?? 0
            let point = direction == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset)
            return ("\(section)", .object([("x", .number(point.x)), ("y", .number(point.y))]))
        })
    }

    /// Whether an element is a reloaded cell's old copy on its way out (not a cell of the data).
    private static func isReloadedCopy(_ identity: ElementIdentity) -> Bool {
        if case .cell(let id) = identity { ElementIdentity.itemID(ofReloadedCopy: id) != nil } else { false }
    }

    /// The item id of a cell's identity; nil for headers, footers and decorations.
    private static func cellID(_ identity: ElementIdentity) -> String? {
        if case .cell(let itemID) = identity { itemID } else { nil }
    }

    /// `"text": {"lines", "truncated", "initials", "missingGlyphs", "fonts"}` for a cell with text: the lines
    /// drawn, whether text was cut ("…", a line below the card's edge, a subtitle left out), whether
    /// initials stand for it, how many of its scalars no face could draw (drawn as .notdef boxes),
    /// the faces its title and subtitle are drawn in, in order of first use, and the strings laid out
    /// (`"strings"`: its title and subtitle as shown, a pseudo-language's when one is on).
    private static func drawnText(_ model: PlaygroundModel, itemID: String, attributes: LayoutAttributes) -> JSONWriter.Value? {
        guard let item = model.data.content.shownItem(itemID), item.hasText else { return nil }
        let frame = attributes.frame
        let summary: (lines: Int, truncated: Bool, initials: Bool)
        var missing = 0
        var layouts: [TextLayout?] = []
        if model.cells.painter.drawsRows {
            guard let row = try? GridRowContent(item: item, width: frame.width, category: model.presentation.category, fonts: model.fonts,
                                                measurer: model.measurer) else { return nil }
            let lines = (row.title?.lines.count ?? 0) + (row.subtitle?.lines.count ?? 0)
            summary = (lines, row.preferredHeight > frame.height + 0.5, false)
            missing = (row.title?.missingGlyphs ?? 0) + (row.subtitle?.missingGlyphs ?? 0)
            layouts = [row.title, row.subtitle]
        } else {
            let radius = max(0, min(attributes[.cornerRadius], min(frame.width, frame.height) / 2))
            let drawn = model.cells.painter.drawnText(of: item, frame: frame, cornerRadius: radius)
            guard let card = drawn.card else { return nil }
            summary = (drawn.initials ? 0 : card.lineCount, drawn.initials || card.isTruncated, drawn.initials)
            missing = (card.title?.missingGlyphs ?? 0) + (card.subtitle?.missingGlyphs ?? 0)
            layouts = [card.title, card.subtitle]
        }
        var fonts: [String] = []
        for run in layouts.compactMap({ $0 }).flatMap(\.fontRuns) where !fonts.contains(run.font) { fonts.append(run.font) }
        return .object([("lines", .number(Double(summary.lines))), ("truncated", .bool(summary.truncated)),
                        ("initials", .bool(summary.initials)), ("missingGlyphs", .number(Double(missing))),
                        ("fonts", .array(fonts.map { .string($0) })),
                        ("strings", .array([item.title, item.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.map { .string($0) }))])
    }

    private static func element(_ attributes: LayoutAttributes, id: String?, text: JSONWriter.Value? = nil,
                                image: JSONWriter.Value? = nil, own: [(name: String, value: LayoutOwnValue)] = [],
                                nodes: JSONWriter.Value? = nil) -> JSONWriter.Value {
        var members: [(String, JSONWriter.Value)] = [("category", .string(attributes.category.rawValue))]
        if let kind = attributes.kind { members.append(("kind", .string(kind))) }
        members.append(("indexPath", .array([.number(Double(attributes.indexPath.section)), .number(Double(attributes.indexPath.item))])))
        if attributes.category == .cell, let id { members.append(("id", .string(id))) }
        members += [
            ("frame", rect(attributes.frame)),
            ("center", .object([("x", .number(attributes.center.x)), ("y", .number(attributes.center.y))])),
            ("size", size(attributes.size)),
            ("transform", .array(attributes.transform3D.m.map { .number($0) })),
            ("alpha", .number(attributes.alpha)),
            ("zIndex", .number(Double(attributes.zIndex))),
            ("hidden", .bool(attributes.isHidden)),
        ]
        // The layout's own values (custom attributes, and those of a user's attributes subclass), when it set any:
        // `{"cornerRadius": 35}`, `{"lane": 2}`, `{"anchorPoint": {"x": 0, "y": 0.5}}`.
        let custom = attributes.custom.named.map { ($0.name, JSONWriter.Value.number($0.value)) } + own.map { ($0.name, $0.value.json) }
        if !custom.isEmpty {
            members.append(("custom", .object(custom)))
        }
        if let text { members.append(("text", text)) }
        if let image { members.append(("image", image)) }
        if let nodes { members.append(("nodes", nodes)) }
        return .object(members)
    }

    /// The accessibility settings the scene is shown under (Bold Text with them).
    private static func accessibility(_ model: PlaygroundModel) -> JSONWriter.Value {
        let settings = model.accessibility
        return .object([("boldText", .bool(model.document.scene.boldText)), ("contrast", .string(settings.contrast.rawValue)),
                        ("reduceMotion", .bool(settings.reduceMotion)), ("reduceTransparency", .bool(settings.reduceTransparency)),
                        ("differentiateWithoutColor", .bool(settings.differentiateWithoutColor))])
    }

    private static func size(_ size: Size) -> JSONWriter.Value {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    private static func rect(_ rect: Rect) -> JSONWriter.Value {
        .object([("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    /// One call of the trace: when, to which layout, what it was, and — for an invalidation —
    /// the items it named.
    private static func traceEntry(_ entry: LayoutTrace.Entry) -> JSONWriter.Value {
        var members: [(String, JSONWriter.Value)] = [
            ("frame", .number(Double(entry.frame))),
            ("time", .number(entry.time)),
            ("layout", .string(entry.layout)),
            ("call", .string(entry.call.name)),
            ("details", .string(entry.call.details)),
        ]
        if entry.count > 1 { members.append(("count", .number(Double(entry.count)))) }
        if case .invalidateLayout(let summary) = entry.call {
            members.append(("flags", .array(summary.flags.map { .string($0) })))
            members.append(("invalidatedItems", .array(summary.items.map { .array([.number(Double($0.section)), .number(Double($0.item))]) })))
        }
        return .object(members)
    }
}
