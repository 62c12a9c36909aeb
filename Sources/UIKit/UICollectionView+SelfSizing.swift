import Foundation

/// Self-sizing as UIKit runs it: each cell (and supplementary view) is handed its attributes and asked for
/// `preferredLayoutAttributesFitting(_:)`; when the layout says the answer invalidates it
/// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`), the layout's context for it
/// (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`) invalidates the layout, the
/// content offset moves by the context's adjustment, and the layout is prepared again — until nothing changes.
extension UICollectionView {
    /// Runs self-sizing passes over the elements about to be shown (`selfSizingRect`) until none invalidates
    /// the layout (at most `maximumSelfSizingPasses`).
    func runSelfSizingPasses() {
        for _ in 0..<Self.maximumSelfSizingPasses {
            prepareLayoutIfNeeded()
            let layout = collectionViewLayout
            var invalidated = false
            for attributes in layout.layoutAttributesForElements(in: selfSizingRect) ?? []
            where attributes.representedElementCategory != .decorationView {
                let view = attributes.representedElementCategory == .cell
                    ? UICollectionViewCell(frame: attributes.frame) : UICollectionReusableView(frame: attributes.frame)
                view.sizeProvider = hostedPreferredSizeProvider
                view.apply(attributes)
                let preferred = view.preferredLayoutAttributesFitting(attributes)
                guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
                else { continue }
                let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
                layout.invalidateLayout(with: context)
                let adjustment = context.contentOffsetAdjustment
                if adjustment != .zero {
                    contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
                }
                invalidated = true
            }
            if !invalidated { return }
        }
        prepareLayoutIfNeeded()
    }

    /// Where cells are asked for their preferred size: as on iOS, only the cells a collection view shows or is
    /// about to show (its bounds grown by half their size on every side, the playground's prefetch area), so a
    /// cell far down the content keeps its estimate until it is scrolled near, as in the playground's own layouts.
    var selfSizingRect: CGRect {
        bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
    }
}
