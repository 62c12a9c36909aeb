import CollectionLayout
import Playground
import SwiftSyntax
import SwiftSyntaxBuilder

/// The layout as SwiftUI: `ExportedLayoutView`, a `ScrollView` of `LazyVGrid`/`LazyHGrid` for the
/// flow, compositional and grid layouts (a horizontal band per sideways section, with
/// `.scrollTargetBehavior` where it pages), a `Layout` conformance for the circle and the stacks,
/// and a snapping row with scroll transitions for cover flow and the line layout. Cells are an
/// `ExportedCell` placeholder to replace with the app's own.
@MainActor
struct SwiftUIExport {
    /// The playground showing the layout.
    let model: PlaygroundModel

    /// The declarations, what they cannot express and how to use them.
    var part: ExportPart {
        let view = model.collectionView
        let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        let countsLiteral = "[\(counts.map(String.init).joined(separator: ", "))]"
        var notes: [String] = []
        let body: String
        switch view.layout {
        case let flow as FlowLayout:
            body = flowBody(flow, notes: &notes)
        case let compositional as CompositionalLayout:
            body = compositionalBody(compositional, notes: &notes)
        case let grid as GridLayout:
            body = gridBody(grid, notes: &notes)
        case let circle as CircleLayout:
            return layoutPart(SwiftUICustomLayouts.circle(circle), counts: countsLiteral,
                              body: "ExportedCircleLayout() {\nForEach(0..<sections.reduce(0, +), id: \\.self) { index in\nExportedCell(index: index).frame(width: \(SwiftNumber.text(circle.itemSize.width)), height: \(SwiftNumber.text(circle.itemSize.height)))\n}\n}",
                              notes: ["inserted and deleted items growing out of and into the centre: give the cells a .transition(.scale.combined(with: .opacity))."])
        case let stacked as StackedLayout:
            return layoutPart(SwiftUICustomLayouts.stacked(stacked), counts: countsLiteral,
                              body: "ScrollView {\nExportedStackedLayout(counts: sections) {\nForEach(0..<sections.reduce(0, +), id: \\.self) { index in\nExportedCell(index: index)\n}\n}\n}",
                              notes: ["each pile's label (a header in UIKit): SwiftUI's Layout places only the subviews given; add the labels as further subviews."])
        case let coverFlow as CoverFlowLayout:
            body = rowBody(itemSize: coverFlow.itemSize, spacing: coverFlow.spacing - coverFlow.itemSize.width,
                           effect: ".rotation3DEffect(.radians(Double(-phase.value) * (\(SwiftNumber.radians(coverFlow.maximumAngle)))), axis: (x: 0, y: 1, z: 0), perspective: \(SwiftNumber.text(min(1, abs(coverFlow.perspective) * 500))))")
            notes.append("the turn follows the scroll transition's phase (0 at the centre, ±1 at the row's edges), not the layout's distance in half bounds widths; the z order by distance needs .zIndex from the scroll position.")
        case let line as LineLayout:
            body = rowBody(itemSize: line.itemSize, spacing: line.spacing,
                           effect: ".scaleEffect(1 + \(SwiftNumber.text(line.zoomFactor)) * (1 - abs(phase.value)))")
            notes.append("the zoom follows the scroll transition's phase (0 at the centre, ±1 at the row's edges), not a fixed active distance in points.")
        default:
            body = "Text(\"This layout has no SwiftUI export.\")"
            notes.append("this layout has no SwiftUI export.")
        }
        var seen = Set<String>()
        notes = notes.filter { seen.insert($0).inserted }
        return ExportPart(declarations: [viewDecl(counts: countsLiteral, body: body), cellDecl],
                          unexpressed: notes, usage: ["Use: ExportedLayoutView() (its sections hold the scene's item counts)."])
    }

    /// The `ExportedLayoutView` with a body.
    private func viewDecl(counts: String, body: String) -> DeclSyntax {
        DeclSyntax("""
            /// The scene's layout in SwiftUI.
            struct ExportedLayoutView: View {
                /// How many items each section has.
                var sections: [Int] = \(raw: counts)

                var body: some View {
                    \(raw: body)
                }
            }
            """)
    }

    /// The placeholder cell.
    private var cellDecl: DeclSyntax {
        DeclSyntax("""
            /// A placeholder for the app's own cell.
            struct ExportedCell: View {
                /// The item's place among all the items.
                var index: Int

                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2))
                        Text("\\(index + 1)")
                    }
                }
            }
            """)
    }

    /// A part made of a `Layout` conformance and a view that uses it.
    private func layoutPart(_ layout: DeclSyntax, counts: String, body: String, notes: [String]) -> ExportPart {
        ExportPart(declarations: [viewDecl(counts: counts, body: body), layout, cellDecl], unexpressed: notes,
                   usage: ["Use: ExportedLayoutView() (its sections hold the scene's item counts)."])
    }

    /// One section's `ForEach` of cells, with its header when it has one.
    private func sectionContent(header: Bool, cell: String = "ExportedCell(index: item)") -> String {
        let cells = "ForEach(0..<sections[section], id: \\.self) { item in\n\(cell)\n}"
        return header ? "Section {\n\(cells)\n} header: {\nText(\"Section \\(section + 1)\").font(.headline)\n}" : cells
    }

    private func flowBody(_ flow: FlowLayout, notes: inout [String]) -> String {
        let metrics = flow.metrics
        let n = SwiftNumber.text
        let hasHeader = metrics.headerReferenceSize != .zero
        let pinned = flow.sectionHeadersPinToVisibleBounds ? "[.sectionHeaders]" : "[]"
        if flow.estimatedItemSize != nil { notes.append("self-sizing cells: a grid row is as tall as its tallest cell; cells of one row do not keep their own heights as a flow layout's do.") }
        if metrics.footerReferenceSize != .zero { notes.append("section footers: add a footer: closure to each Section.") }
        notes.append("the flow layout's centred lines with even gaps: LazyVGrid fills fixed columns from the leading edge; the spacing between columns is the minimum, not the distributed gap.")
        let inset = metrics.sectionInset
        let padding = ".padding(EdgeInsets(top: \(n(inset.top)), leading: \(n(inset.left)), bottom: \(n(inset.bottom)), trailing: \(n(inset.right))))"
        if flow.scrollDirection == .horizontal {
            return """
                ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.adaptive(minimum: \(n(metrics.itemSize.height)), maximum: \(n(metrics.itemSize.height))), spacing: \(n(metrics.minimumInteritemSpacing)))], spacing: \(n(metrics.minimumLineSpacing)), pinnedViews: \(pinned)) {
                ForEach(sections.indices, id: \\.self) { section in
                \(sectionContent(header: hasHeader, cell: "ExportedCell(index: item).frame(width: \(n(metrics.itemSize.width)))"))
                }
                }
                \(padding)
                }
                """
        }
        return """
            ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: \(n(metrics.itemSize.width)), maximum: \(n(metrics.itemSize.width))), spacing: \(n(metrics.minimumInteritemSpacing)))], spacing: \(n(metrics.minimumLineSpacing)), pinnedViews: \(pinned)) {
            ForEach(sections.indices, id: \\.self) { section in
            \(sectionContent(header: hasHeader, cell: flow.estimatedItemSize.map { "ExportedCell(index: item).frame(minHeight: \(n($0.height)))" } ?? "ExportedCell(index: item).frame(height: \(n(metrics.itemSize.height)))"))
            }
            }
            \(padding)
            }
            """
    }

    private func compositionalBody(_ layout: CompositionalLayout, notes: inout [String]) -> String {
        let environment = layout.environment
        let view = model.collectionView
        var sectionViews: [String] = []
        for index in 0..<max(1, view.numberOfSections) {
            let section = layout.sectionProvider(index, environment)
            let group = section.group
            // Columns: the group's subitems across (a count, or how many of its items fit).
            let columns: Int
            if let count = group.count {
                columns = count
            } else if group.subitems.count == 1, let only = group.subitems.first, only.layoutSize.widthDimension.kind == .fractionalWidth,
                      only.layoutSize.widthDimension.value > 0 {
                // One item a fraction of the row wide, repeated while it fits: that many columns.
                columns = max(1, Int((1 / only.layoutSize.widthDimension.value + 1e-6).rounded(.down)))
            } else {
                columns = max(1, group.subitems.count(where: { $0.layoutSize.widthDimension.kind == .fractionalWidth }))
            }
            let spacing = group.interItemSpacing?.minimum ?? 0
            let n = SwiftNumber.text
            let inset = section.contentInsets
            let padding = ".padding(EdgeInsets(top: \(n(inset.top)), leading: \(n(inset.leading)), bottom: \(n(inset.bottom)), trailing: \(n(inset.trailing))))"
            let header = section.boundarySupplementaryItems.contains { $0.alignment == .top }
            let cellHeight = Self.heightModifier(item: group.subitems.first, group: group)
            let cells = "ForEach(0..<sections[\(index)], id: \\.self) { item in\nExportedCell(index: item)\(cellHeight)\n}"
            if section.orthogonalScrollingBehavior != .none {
                let width = group.layoutSize.widthDimension
                let share = width.value == 1 ? "length" : "length * \(n(width.value))"
                let frame = width.kind == .absolute ? ".frame(width: \(n(width.value)))" : ".containerRelativeFrame(.horizontal) { length, _ in \(share) }"
                let snaps = section.orthogonalScrollingBehavior == .continuous ? "" : "\n.scrollTargetBehavior(.viewAligned)"
                if header { sectionViews.append("Text(\"Section \(index + 1)\").font(.headline).frame(maxWidth: .infinity, alignment: .leading)") }
                sectionViews.append("""
                    ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: \(n(section.interGroupSpacing))) {
                    ForEach(0..<sections[\(index)], id: \\.self) { item in
                    ExportedCell(index: item)\(frame)\(cellHeight)
                    }
                    }
                    .scrollTargetLayout()
                    \(padding)
                    }\(snaps)
                    """)
                if section.orthogonalScrollingBehavior == .groupPagingCentered {
                    notes.append("groupPagingCentered: .viewAligned rests a group at the leading edge; centre it with .contentMargins.")
                }
            } else {
                sectionViews.append("""
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: \(n(spacing))), count: \(columns)), spacing: \(n(section.interGroupSpacing))) {
                    \(header ? "Section {\n\(cells)\n} header: {\nText(\"Section \(index + 1)\").font(.headline)\n}" : cells)
                    }
                    \(padding)
                    """)
                if group.subitems.contains(where: { $0 is LayoutGroup }) {
                    notes.append("nested groups (a large item beside a column of small ones): LazyVGrid has one row shape; write the group as an HStack of VStacks, or a Layout.")
                }
            }
            if !section.decorationItems.isEmpty { notes.append("section backgrounds (decoration items): put a .background on the section's stack.") }
        }
        let (description, descriptions) = model.compositionalDescription
        if !description.section.variants.isEmpty || descriptions.contains(where: { $0?.variants.isEmpty == false }) {
            notes.append("sections described for other widths and text sizes: the file has the ones shown now; branch on @Environment(\\.dynamicTypeSize) or a GeometryReader's width as the scene does.")
        }
        return "ScrollView {\nLazyVStack(spacing: \(SwiftNumber.text(layout.configuration.interSectionSpacing))) {\n\(sectionViews.joined(separator: "\n"))\n}\n}"
    }

    private func gridBody(_ layout: GridLayout, notes: inout [String]) -> String {
        let metrics = layout.metrics(forSection: 0)
        let columns = max(1, metrics.numberOfColumns ?? 1)
        let spacing = SwiftNumber.text(metrics.itemSpacing ?? 0)
        notes.append("the grid's separators, placeholders and editing: a SwiftUI List gives separators and swipe actions; LazyVGrid has none.")
        let height: String = switch metrics.rowHeight ?? .fixed(44) {
        case .fixed(let points): ".frame(height: \(SwiftNumber.text(points)))"
        case .estimated(let points): ".frame(minHeight: \(SwiftNumber.text(points)))"
        }
        return """
            ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: \(spacing)), count: \(columns)), spacing: \(spacing)) {
            ForEach(sections.indices, id: \\.self) { section in
            \(sectionContent(header: !(layout.sectionHeaders[0] ?? []).isEmpty, cell: "ExportedCell(index: item)\(height)"))
            }
            }
            }
            """
    }

    /// The height a section's cells take: an item's absolute height, its estimate as a minimum, or
    /// the group's when the item fills it; "" when neither says.
    static func heightModifier(item: LayoutItem?, group: LayoutGroup) -> String {
        func modifier(_ dimension: LayoutDimension) -> String? {
            switch dimension.kind {
            case .absolute: ".frame(height: \(SwiftNumber.text(dimension.value)))"
            case .estimated: ".frame(minHeight: \(SwiftNumber.text(dimension.value)))"
            default: nil
            }
        }
        if let item, let own = modifier(item.layoutSize.heightDimension) { return own }
        if let item, item.layoutSize.heightDimension.kind == .fractionalHeight, let whole = modifier(group.layoutSize.heightDimension) {
            return item.layoutSize.heightDimension.value == 1 ? whole : whole.replacingOccurrences(
                of: SwiftNumber.text(group.layoutSize.heightDimension.value),
                with: SwiftNumber.text(group.layoutSize.heightDimension.value * item.layoutSize.heightDimension.value))
        }
        return ""
    }

    /// A snapping horizontal row whose cells change with their scroll position.
    private func rowBody(itemSize: Size, spacing: Double, effect: String) -> String {
        let n = SwiftNumber.text
        return """
            ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: \(n(spacing))) {
            ForEach(0..<sections.reduce(0, +), id: \\.self) { index in
            ExportedCell(index: index).frame(width: \(n(itemSize.width)), height: \(n(itemSize.height))).scrollTransition(.interactive.threshold(.centered), axis: .horizontal) { content, phase in
            content\(effect)
            }
            }
            }
            .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            """
    }
}
