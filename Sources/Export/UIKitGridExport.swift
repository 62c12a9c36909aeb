import CollectionLayout
import Playground
import SwiftSyntax
import SwiftSyntaxBuilder

/// The WWDC 2014 grid as UIKit code: a compositional layout with the grid's metrics section by
/// section — rows of `numberOfColumns` equal columns, fixed or estimated row heights, padding as
/// content insets, item spacing between columns and rows, headers and footers as boundary items.
struct UIKitGridExport {
    /// The layout as the playground configured it.
    let layout: GridLayout
    /// The model, for the number of sections.
    let model: PlaygroundModel

    /// The declarations, what they cannot express and how to use them.
    @MainActor var part: ExportPart {
        let sections = max(1, model.collectionView.numberOfSections)
        var functions: [(name: String, code: String, decl: DeclSyntax)] = []
        var functionOfSection: [String] = []
        var notes: [String] = []
        for section in 0..<sections {
            let metrics = layout.metrics(forSection: section)
            let body = statements(metrics: metrics, headers: layout.sectionHeaders[section] ?? [], footers: layout.sectionFooters[section] ?? [])
            let code = body.lines.description
            if let existing = functions.first(where: { $0.code == code }) {
                functionOfSection.append(existing.name)
                continue
            }
            let name = "makeSection\(functions.count)"
            let columns = max(1, metrics.numberOfColumns ?? 1)
            functions.append((name, code, DeclSyntax("""
                /// A section of rows of \(raw: columns) column\(raw: columns == 1 ? "" : "s").
                @MainActor
                func \(raw: name)(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                \(body.lines)
                }
                """)))
            functionOfSection.append(name)
            if metrics.showsRowSeparator == true || metrics.showsColumnSeparator == true || metrics.showsSectionSeparator == true {
                notes.append("the grid's hairline separators (decoration views): a compositional layout has none but a list's; draw them in the cell, or use UICollectionLayoutListConfiguration for a one-column table.")
            }
        }
        if !layout.placeholders.isEmpty { notes.append("placeholders of sections that are loading or empty: show them as a cell or a background view from the data source.") }
        notes.append("editing (swipe to delete, reordering): UIKit's list cells give them through UICollectionViewListCell's accessories and swipe actions.")
        var seen = Set<String>()
        notes = notes.filter { seen.insert($0).inserted }

        var body: [CodeBlockItemSyntax] = ["let configuration = UICollectionViewCompositionalLayoutConfiguration()"]
        if !layout.globalHeaders.isEmpty {
            var names: [String] = []
            var above = 0.0
            for (index, header) in layout.globalHeaders.enumerated() {
                let name = "globalHeader\(index)"
                names.append(name)
                // The grid stacks its headers; UIKit places every top item at the top, so each is offset by those above it.
                body += CompositionalCode.boundaryItem(Self.boundary(header, kind: Self.kind("globalHeader", index), alignment: .top, offset: above), named: name)
                above += header.height
            }
            body.append("configuration.boundarySupplementaryItems = [\(raw: names.joined(separator: ", "))]")
        }
        let distinct = Set(functionOfSection)
        let provider: CodeBlockItemSyntax = distinct.count == 1
            ? "\(raw: functionOfSection[0])(environment: environment)"
            : """
                switch section {
                \(raw: functionOfSection.enumerated().dropLast().map { "case \($0.offset): return \($0.element)(environment: environment)" }.joined(separator: "\n"))
                default: return \(raw: functionOfSection.last!)(environment: environment)
                }
                """
        body.append("""
            return UICollectionViewCompositionalLayout(sectionProvider: { \(raw: distinct.count == 1 ? "_" : "section"), environment in
            \(provider)
            }, configuration: configuration)
            """)
        let make = DeclSyntax("""
            /// The scene's grid, as a compositional layout.
            @MainActor
            func makeCollectionViewLayout() -> UICollectionViewLayout {
            \(body.lines)
            }
            """)
        return ExportPart(declarations: [make] + functions.map(\.decl), unexpressed: notes,
                          usage: ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout()."])
    }

    /// The element kind of a section's `index`th header or footer: UIKit wants each boundary item of a
    /// section to have its own kind, where the grid numbers them (`header` at items 0, 1, …): the
    /// first keeps the grid's name, the next are `header1`, `header2`, ….
    static func kind(_ base: String, _ index: Int) -> String { index == 0 ? base : "\(base)\(index)" }

    /// A header or footer of the grid as a boundary item of its height.
    private static func boundary(_ metrics: GridSupplementaryMetrics, kind: String, alignment: LayoutRectAlignment,
                                 offset: Double = 0) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(metrics.height)),
                                        elementKind: kind, alignment: alignment, absoluteOffset: Point(x: 0, y: offset),
                                        pinToVisibleBounds: metrics.pinsToVisibleBounds, zIndex: GridLayout.supplementaryZIndex)
    }

    /// The statements that build one section from its metrics.
    private func statements(metrics: GridSectionMetrics, headers: [GridSupplementaryMetrics], footers: [GridSupplementaryMetrics]) -> [CodeBlockItemSyntax] {
        let columns = max(1, metrics.numberOfColumns ?? 1)
        let spacing = metrics.itemSpacing ?? 0
        let height: LayoutDimension = switch metrics.rowHeight ?? .fixed(44) {
        case .fixed(let points): .absolute(points)
        case .estimated(let points): .estimated(points)
        }
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(1 / Double(columns)), heightDimension: height)
        let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
        var body: [CodeBlockItemSyntax] = [
            "let item = NSCollectionLayoutItem(layoutSize: \(CompositionalCode.size(itemSize)))",
            // `subitem:count:` shares the row among the columns less the spacing, as the grid does.
            "let row = NSCollectionLayoutGroup.horizontal(layoutSize: \(CompositionalCode.size(rowSize)), \(raw: spacing != 0 && columns > 1 ? "subitem" : "repeatingSubitem"): item, count: \(raw: columns))",
        ]
        if spacing != 0, columns > 1 { body.append("row.interItemSpacing = .fixed(\(SwiftNumber.expr(spacing)))") }
        body.append("let section = NSCollectionLayoutSection(group: row)")
        if spacing != 0 { body.append("section.interGroupSpacing = \(SwiftNumber.expr(spacing))") }
        if let padding = metrics.padding, padding != .zero {
            body.append("section.contentInsets = \(CompositionalCode.insets(DirectionalEdgeInsets(top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right)))")
        }
        var names: [String] = []
        var above = 0.0
        for (index, header) in headers.enumerated() {
            names.append("header\(index)")
            body += CompositionalCode.boundaryItem(Self.boundary(header, kind: Self.kind("header", index), alignment: .top, offset: above), named: "header\(index)")
            above += header.height
        }
        var below = 0.0
        for (index, footer) in footers.enumerated() {
            names.append("footer\(index)")
            body += CompositionalCode.boundaryItem(Self.boundary(footer, kind: Self.kind("footer", index), alignment: .bottom, offset: below), named: "footer\(index)")
            below += footer.height
        }
        if !names.isEmpty { body.append("section.boundarySupplementaryItems = [\(raw: names.joined(separator: ", "))]") }
        body.append("return section")
        return body
    }
}
