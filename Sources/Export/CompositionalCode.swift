import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

/// Swift expressions for the compositional layout's values (`NSCollectionLayoutSize`,
/// dimensions, spacings, insets, alignments), shared by the section writer.
enum CompositionalCode {
    /// `.fractionalWidth(0.5)`, `.absolute(44)`, `.estimated(100)`.
    static func dimension(_ dimension: LayoutDimension) -> ExprSyntax {
        let value = dimension.isFractional ? SwiftNumber.fraction(dimension.value) : SwiftNumber.expr(dimension.value)
        switch dimension.kind {
        case .fractionalWidth: return ".fractionalWidth(\(value))"
        case .fractionalHeight: return ".fractionalHeight(\(value))"
        case .absolute: return ".absolute(\(value))"
        case .estimated: return ".estimated(\(value))"
        }
    }

    /// `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
    static func size(_ size: LayoutSize) -> ExprSyntax {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.widthDimension)), heightDimension: \(dimension(size.heightDimension)))"
    }

    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    static func insets(_ insets: DirectionalEdgeInsets) -> ExprSyntax {
        "NSDirectionalEdgeInsets(top: \(SwiftNumber.expr(insets.top)), leading: \(SwiftNumber.expr(insets.leading)), bottom: \(SwiftNumber.expr(insets.bottom)), trailing: \(SwiftNumber.expr(insets.trailing)))"
    }

    /// `.fixed(8)` or `.flexible(8)`.
    static func spacing(_ spacing: LayoutSpacing) -> ExprSyntax {
        switch spacing {
        case .fixed(let points): ".fixed(\(SwiftNumber.expr(points)))"
        case .flexible(let points): ".flexible(\(SwiftNumber.expr(points)))"
        }
    }

    /// An optional spacing: `nil` or the spacing.
    static func optionalSpacing(_ spacing: LayoutSpacing?) -> ExprSyntax { spacing.map(Self.spacing) ?? "nil" }

    /// `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`.
    static func edgeSpacing(_ spacing: LayoutEdgeSpacing) -> ExprSyntax {
        "NSCollectionLayoutEdgeSpacing(leading: \(optionalSpacing(spacing.leading)), top: \(optionalSpacing(spacing.top)), trailing: \(optionalSpacing(spacing.trailing)), bottom: \(optionalSpacing(spacing.bottom)))"
    }

    /// A string literal.
    static func string(_ text: String) -> ExprSyntax { ExprSyntax(StringLiteralExprSyntax(content: text)) }

    /// A point: `CGPoint(x:y:)`.
    static func point(_ point: Point) -> ExprSyntax { "CGPoint(x: \(SwiftNumber.expr(point.x)), y: \(SwiftNumber.expr(point.y)))" }

    /// `NSDirectionalRectEdge` for the anchor's edges: `[.top, .trailing]`.
    static func edges(_ edges: DirectionalRectEdge) -> ExprSyntax {
        var names: [String] = []
        if edges.contains(.top) { names.append(".top") }
        if edges.contains(.leading) { names.append(".leading") }
        if edges.contains(.bottom) { names.append(".bottom") }
        if edges.contains(.trailing) { names.append(".trailing") }
        return "[\(raw: names.joined(separator: ", "))]"
    }

    /// The boundary item's `NSCollectionLayoutBoundarySupplementaryItem(…)` and its settings, as statements
    /// on a variable of that name.
    static func boundaryItem(_ item: LayoutBoundarySupplementaryItem, named name: String) -> [CodeBlockItemSyntax] {
        let offset = item.absoluteOffset == .zero ? "" : ", absoluteOffset: \(point(item.absoluteOffset))"
        var statements: [CodeBlockItemSyntax] = [
            "let \(raw: name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size(item.layoutSize)), elementKind: \(string(item.elementKind)), alignment: .\(raw: item.alignment.rawValue)\(raw: offset))",
        ]
        if item.pinToVisibleBounds { statements.append("\(raw: name).pinToVisibleBounds = true") }
        if !item.extendsBoundary { statements.append("\(raw: name).extendsBoundary = false") }
        // The scene draws a pinned item at `pinnedZIndex` at least; UIKit keeps the zIndex asked for, so it is asked for.
        let zIndex = item.pinToVisibleBounds ? max(item.zIndex, CompositionalLayout.pinnedZIndex) : item.zIndex
        if zIndex != 0 { statements.append("\(raw: name).zIndex = \(raw: zIndex)") }
        return statements
    }
}
