import CollectionLayout
import CollectionView

/// Fitted columns (`columns.minimumWidth`) seen from the app: each section's width, and the
/// cards that must be measured again at it after they moved into another section.
extension PlaygroundModel {
    /// Each section's fitted item width in a vertical flow `width` wide — as many columns of at
    /// least `columns.minimumWidth` as fit between that section's insets with its spacing — or
    /// nil when the scene does not fit columns. (`SceneFlowDelegate` gives the layout the same.)
    func fittedColumnWidths(for width: Double) -> [Double]? {
        guard let columns = FittedColumns(document.scene.layout) else { return nil }
        let container = fittedContainerWidth(viewWidth: width)
        return data.content.sections.map { columns.itemWidth(containerWidth: container, metrics: $0.layout.applied(to: document.scene.layout.metrics)) ?? 0 }
    }

    /// The width a vertical flow `viewWidth` wide lays its sections out in on the device shown
    /// now: less the sides its `sectionInsetReference` measures from (the device's safe area, its
    /// margins — 16 a side in a compact width, 20 in a regular one — or the scene's content inset,
    /// which has the safe area's sides only when the content scrolls sideways, never in a vertical flow).
    func fittedContainerWidth(viewWidth: Double) -> Double {
        let safe = presentation.device?.safeArea(presentation.orientation) ?? .zero
        let horizontal = presentation.device?.sizeClasses(presentation.orientation).horizontal ?? .regular
        let inset = document.scene.layout.scrolling.contentInset
        return FittedColumns.containerWidth(viewWidth: viewWidth, reference: document.scene.layout.sectionInsetReference,
                                            adjustedContentInset: inset,
                                            safeArea: safe, layoutMargins: safe + CollectionView.systemMinimumLayoutMargins(for: horizontal))
    }

    /// After the data changed (an update, a drop, an undo, a shuffle): a self-sizing card that
    /// moved into a section with other insets keeps the size it was measured at (measured sizes
    /// belong to items), so its width is its old section's. Such cards are named to the layout in
    /// an invalidation context, as a UIKit app invalidates the items whose size it would now
    /// answer differently: the layout asks the delegate again (the new section's column width
    /// as the estimate) and each card is measured at it.
    func refitFittedColumns() {
        // Where every section's column is the scene's, a card keeps the right width wherever it goes:
        // nothing to look through (a 100,000-item scene would pay for it at every update).
        guard presentation.layoutKind == .flow, document.scene.layout.estimatedItemSize != nil, let layout = collectionView.layout as? FlowLayout,
              FittedColumns.differBySection(data.content.sections, base: document.scene.layout.metrics),
              let widths = fittedColumnWidths(for: collectionView.viewportSize.width) else { return }
        var stale: [IndexPath] = []
        for (section, shown) in collectionView.data.sections.enumerated() where widths.indices.contains(section) {
            for (item, id) in shown.itemIDs.enumerated() where data.content.ownSize(of: id) == nil {
                let indexPath = IndexPath(item: item, section: section)
                if let width = layout.layoutAttributesForItem(at: indexPath)?.size.width, abs(width - widths[section]) > 1e-9 {
                    stale.append(indexPath)
                }
            }
        }
        guard !stale.isEmpty else { return }
        var context = InvalidationContext()
        context.invalidateItems(at: stale)
        collectionView.invalidateLayout(with: context)
    }
}
