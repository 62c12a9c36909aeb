import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

/// A flow layout as UIKit code: a `UICollectionViewFlowLayout` with every property the scene
/// sets and, where sections or items differ from it, a `UICollectionViewDelegateFlowLayout`
/// (`ExportedFlowLayoutDelegate`) answering those sections and items.
struct UIKitFlowExport {
    /// The layout as the playground configured it.
    let layout: FlowLayout
    /// Each section's metrics as the layout used them (the delegate's answers, or the layout's own).
    let sectionMetrics: [FlowSectionMetrics]
    /// Items whose size is their own (UIKit's `sizeForItemAt`), by index path.
    let itemSizes: [(indexPath: IndexPath, size: Size)]
    /// How many items each section has.
    let itemCounts: [Int]
    /// The scene's fitted columns' least width (`columns.minimumWidth`), if it fits columns.
    var fittedColumnWidth: Double?

    /// The name of the delegate class, when the export needs one.
    static let delegateClass = "ExportedFlowLayoutDelegate"

    /// Reads the layout and asks its delegate as it laid the scene out.
    init(layout: FlowLayout, numberOfSections: Int, itemsInSection: (Int) -> Int) {
        self.layout = layout
        sectionMetrics = (0..<numberOfSections).map {
            layout.delegate?.flowLayout(layout, metricsForSection: $0, defaults: layout.metrics) ?? layout.metrics
        }
        var sizes: [(IndexPath, Size)] = []
        if let delegate = layout.delegate, delegate.providesItemSizes {
            for section in 0..<numberOfSections {
                for item in 0..<itemsInSection(section) {
                    let indexPath = IndexPath(item: item, section: section)
                    if let size = delegate.flowLayout(layout, sizeForItemAt: indexPath) { sizes.append((indexPath, size)) }
                }
            }
        }
        itemSizes = sizes
        itemCounts = (0..<numberOfSections).map(itemsInSection)
    }

    /// What UIKit's flow layout has no property for.
    var unexpressed: [String] {
        var notes: [String] = []
        if let fittedColumnWidth {
            notes.append("columns fitted to the width (as many of at least \(SwiftNumber.text(fittedColumnWidth)) points as fit): the file has the item width for this view's width; work it out from collectionView.bounds in sizeForItemAt to follow other widths.")
        }
        if layout.lineItemAlignment == .top {
            notes.append("lineItemAlignment top: UIKit's flow layout centres a shorter item on its line; align it in a subclass's layoutAttributesForElements(in:).")
        }
        if layout.shelfThickness > 0 {
            notes.append("shelves under each line (decoration views): UIKit's flow layout has none; add them in a subclass with register(_:forDecorationViewOfKind:).")
        }
        if layout.drawsSectionBackgrounds {
            notes.append("section backgrounds (decoration views): UIKit's flow layout has none; add them in a subclass, or use a compositional layout's background decoration.")
        }
        if layout.estimatedItemSize != nil {
            notes.append("self-sizing cells: the cell's own Auto Layout (or preferredLayoutAttributesFitting(_:)) gives each size; the file sets only the estimate.")
        }
        return notes
    }

    /// `makeCollectionViewLayout()` and, when sections or items differ, the delegate.
    var declarations: [DeclSyntax] {
        var decls = [makeLayoutFunction]
        let methods = delegateMethods
        if !methods.isEmpty {
            // One blank line between members.
            let members = MemberBlockItemListSyntax(methods.enumerated().map { index, decl in
                MemberBlockItemSyntax(decl: index == 0 ? decl : decl.with(\.leadingTrivia, .newlines(2) + decl.leadingTrivia))
            })
            decls.append(DeclSyntax("""
                /// The sections and items whose metrics differ from the layout's own. UIKit asks the
                /// collection view's delegate: set `collectionView.delegate` to one of these (and keep it).
                final class \(raw: Self.delegateClass): NSObject, UICollectionViewDelegateFlowLayout {
                \(members)
                }
                """))
        }
        return decls
    }

    private var makeLayoutFunction: DeclSyntax {
        let metrics = layout.metrics
        var body: [CodeBlockItemSyntax] = ["let layout = UICollectionViewFlowLayout()"]
        func set(_ property: String, _ value: ExprSyntax) { body.append("layout.\(raw: property) = \(value)") }
        set("scrollDirection", layout.scrollDirection == .vertical ? ".vertical" : ".horizontal")
        set("itemSize", SwiftNumber.size(width: metrics.itemSize.width, height: metrics.itemSize.height))
        if let estimate = layout.estimatedItemSize {
            set("estimatedItemSize", SwiftNumber.size(width: estimate.width, height: estimate.height))
        }
        set("minimumInteritemSpacing", SwiftNumber.expr(metrics.minimumInteritemSpacing))
        set("minimumLineSpacing", SwiftNumber.expr(metrics.minimumLineSpacing))
        set("sectionInset", Self.insets(metrics.sectionInset))
        if layout.sectionInsetReference != .contentInset {
            set("sectionInsetReference", layout.sectionInsetReference == .safeArea ? ".fromSafeArea" : ".fromLayoutMargins")
        }
        if metrics.headerReferenceSize != .zero {
            set("headerReferenceSize", SwiftNumber.size(width: metrics.headerReferenceSize.width, height: metrics.headerReferenceSize.height))
        }
        if metrics.footerReferenceSize != .zero {
            set("footerReferenceSize", SwiftNumber.size(width: metrics.footerReferenceSize.width, height: metrics.footerReferenceSize.height))
        }
        if layout.sectionHeadersPinToVisibleBounds { set("sectionHeadersPinToVisibleBounds", "true") }
        body.append("return layout")
        return DeclSyntax("""
            /// The scene's flow layout.
            @MainActor
            func makeCollectionViewLayout() -> UICollectionViewLayout {
            \(body.lines)
            }
            """)
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`.
    static func insets(_ insets: EdgeInsets) -> ExprSyntax {
        ExprSyntax("UIEdgeInsets(top: \(SwiftNumber.expr(insets.top)), left: \(SwiftNumber.expr(insets.left)), bottom: \(SwiftNumber.expr(insets.bottom)), right: \(SwiftNumber.expr(insets.right)))")
    }

    /// The delegate's methods: one per metric some section overrides, and `sizeForItemAt` for items of their own size.
    private var delegateMethods: [DeclSyntax] {
        let base = layout.metrics
        var methods: [DeclSyntax] = []
        let signature = "_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout"
        func perSection<Value: Equatable>(_ value: (FlowSectionMetrics) -> Value, _ expr: (Value) -> ExprSyntax,
                                          name: String, returns: String, fallback: String) {
            let differing = sectionMetrics.enumerated().filter { value($0.element) != value(base) }
            guard !differing.isEmpty else { return }
            let cases = differing.map { "case \($0.offset): return \(expr(value($0.element)))" }.joined(separator: "\n")
            methods.append(DeclSyntax("""
                func collectionView(\(raw: signature), \(raw: name) section: Int) -> \(raw: returns) {
                    switch section {
                    \(raw: cases)
                    default: return (collectionViewLayout as! UICollectionViewFlowLayout).\(raw: fallback)
                    }
                }
                """))
        }
        perSection(\.sectionInset, Self.insets, name: "insetForSectionAt", returns: "UIEdgeInsets", fallback: "sectionInset")
        perSection(\.minimumLineSpacing, SwiftNumber.expr, name: "minimumLineSpacingForSectionAt", returns: "CGFloat", fallback: "minimumLineSpacing")
        perSection(\.minimumInteritemSpacing, SwiftNumber.expr, name: "minimumInteritemSpacingForSectionAt", returns: "CGFloat", fallback: "minimumInteritemSpacing")
        perSection(\.headerReferenceSize, { SwiftNumber.size(width: $0.width, height: $0.height) },
                   name: "referenceSizeForHeaderInSection", returns: "CGSize", fallback: "headerReferenceSize")
        perSection(\.footerReferenceSize, { SwiftNumber.size(width: $0.width, height: $0.height) },
                   name: "referenceSizeForFooterInSection", returns: "CGSize", fallback: "footerReferenceSize")
        methods.insert(contentsOf: sizeForItemMethod(signature: signature), at: 0)
        return methods
    }

    /// `sizeForItemAt`: items of their own size by index path; sections whose item size differs
    /// from the layout's by section.
    private func sizeForItemMethod(signature: String) -> [DeclSyntax] {
        var cases: [String] = []
        var sizedByItem = Set<Int>(), sizedBySection = Set<Int>()
        // Sections whose every item has one size given by the delegate answer by section.
        let bySection = Dictionary(grouping: itemSizes, by: { $0.indexPath.section })
        for (section, entries) in bySection.sorted(by: { $0.key < $1.key }) {
            if let first = entries.first?.size, entries.count == itemCounts[section], entries.allSatisfy({ $0.size == first }) {
                cases.append("case \(section): return \(SwiftNumber.size(width: first.width, height: first.height))")
                sizedBySection.insert(section)
            } else {
                sizedByItem.insert(section)
            }
        }
        let itemEntries = itemSizes.filter { sizedByItem.contains($0.indexPath.section) }.map {
            "IndexPath(item: \($0.indexPath.item), section: \($0.indexPath.section)): \(SwiftNumber.size(width: $0.size.width, height: $0.size.height)),"
        }
        let sectionItemSizes = sectionMetrics.enumerated().filter { $0.element.itemSize != layout.metrics.itemSize && !sizedBySection.contains($0.offset) }
        cases += sectionItemSizes.map { "case \($0.offset): return \(SwiftNumber.size(width: $0.element.itemSize.width, height: $0.element.itemSize.height))" }
        guard !cases.isEmpty || !itemEntries.isEmpty else { return [] }
        let fallback = "(collectionViewLayout as! UICollectionViewFlowLayout).itemSize"
        let bySectionSwitch = cases.isEmpty ? "return \(fallback)" : """
            switch indexPath.section {
            \(cases.joined(separator: "\n"))
            default: return \(fallback)
            }
            """
        let body = itemEntries.isEmpty ? bySectionSwitch : "if let size = Self.itemSizes[indexPath] { return size }\n\(bySectionSwitch)"
        var decls: [DeclSyntax] = []
        if !itemEntries.isEmpty {
            decls.append(DeclSyntax("""
                /// The items with a size of their own.
                static let itemSizes: [IndexPath: CGSize] = [
                \(raw: itemEntries.joined(separator: "\n"))
                ]
                """))
        }
        decls.append(DeclSyntax("""
            func collectionView(\(raw: signature), sizeForItemAt indexPath: IndexPath) -> CGSize {
            \(raw: body)
            }
            """))
        return decls
    }
}
