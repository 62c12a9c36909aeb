import CollectionLayout
import CollectionView
import Typography

/// Answers the flow layout's per-item and per-section questions from a scene: explicit item
/// sizes (UIKit's `sizeForItemAt`) and section overrides; in a self-sizing vertical scene,
/// headers and footers grow to fit their text. Cards self-size through `CardSizer`.
///
/// Fitted columns (`columns.minimumWidth`) are worked out here, section by section, from each
/// section's own `sectionInset` and `minimumInteritemSpacing` and the width the layout lays out
/// in — what a UIKit app does in `collectionView(_:layout:sizeForItemAt:)`, since a flow layout's
/// `itemSize` and `estimatedItemSize` are one for all sections. A fixed-size scene gets the
/// width as the section's `itemSize` (`metricsForSection`). A self-sizing scene gets it from
/// `sizeForItemAt`, which is then each item's estimate (the layout's one `estimatedItemSize`
/// would otherwise win over the section's item size); `CardSizer` keeps the width it is offered
/// and asks only for a height, so a card keeps its section's column width. An item with its own
/// `size` keeps that size.
@MainActor
final class SceneFlowDelegate: FlowLayoutDelegate {
    private let content: SceneContent
    private let settings: SceneLayout
    /// The collection view whose index paths the layout asks about.
    weak var collectionView: CollectionView?
    private let category: ContentSizeCategory
    private let fonts: FontLibrary
    private let measurer: TextMeasurer
    /// The scene's fitted columns, if it has them.
    private let columns: FittedColumns?

    init(content: SceneContent, settings: SceneLayout, category: ContentSizeCategory, fonts: FontLibrary,
         measurer: TextMeasurer) {
        self.content = content
        self.settings = settings
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
        columns = FittedColumns(settings)
    }

    nonisolated func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        let (containerWidth, estimate, base) = (Self.containerWidth(of: layout), layout.estimatedItemSize, layout.metrics)
        return MainActor.assumeIsolated {
            // By id: while a cell is being dragged, the collection view's order runs ahead of the content's.
            if content.hasItemsWithOwnSize, let own = collectionView?.data.itemID(at: indexPath).flatMap({ content.ownSize(of: $0) }) {
                return own
            }
            // A self-sizing scene's fitted column: the section's width, the estimate's height.
            guard fitsColumnsToSelfSizingCards, let estimate, content.sections.indices.contains(indexPath.section),
                  let width = fittedWidth(in: containerWidth, metrics: content.sections[indexPath.section].layout.applied(to: base))
            else { return nil }
            return Size(width: width, height: estimate.height)
        }
    }

    /// When some item of the scene has its own `size`, or a self-sizing scene fits its columns.
    nonisolated var providesItemSizes: Bool {
        MainActor.assumeIsolated { content.hasItemsWithOwnSize || fitsColumnsToSelfSizingCards }
    }

    /// Whether the scene fits columns and its cards self-size (an estimate with no zero side).
    private var fitsColumnsToSelfSizingCards: Bool {
        guard columns != nil, let estimate = settings.estimatedItemSize else { return false }
        return estimate.width > 0 && estimate.height > 0
    }

    /// The width a vertical flow lays out in (its collection view's), or nil (horizontal, or no view yet).
    private nonisolated static func containerWidth(of layout: FlowLayout) -> Double? {
        layout.scrollDirection == .vertical ? layout.context?.bounds.size.width : nil
    }

    /// A section's fitted item width in a container that wide, or nil without columns.
    private func fittedWidth(in containerWidth: Double?, metrics: FlowSectionMetrics) -> Double? {
        guard let columns, let containerWidth else { return nil }
        return columns.itemWidth(containerWidth: containerWidth, metrics: metrics)
    }

    nonisolated func flowLayout(_ layout: FlowLayout, metricsForSection section: Int,
                                defaults: FlowSectionMetrics) -> FlowSectionMetrics? {
        let containerWidth = Self.containerWidth(of: layout)
        return MainActor.assumeIsolated {
            var metrics = content.sections[section].layout.applied(to: defaults)
            // Fitted columns: the width from this section's own insets and spacing.
            if let width = fittedWidth(in: containerWidth, metrics: metrics) { metrics.itemSize.width = width }
            if settings.estimatedItemSize != nil, settings.scrollDirection == .vertical {
                // Self-sizing scenes size their headers and footers to their text too.
                if metrics.headerReferenceSize.height > 0, let text = content.sections[section].headerText {
                    metrics.headerReferenceSize.height = max(metrics.headerReferenceSize.height,
                                                             SupplementaryText.preferredHeight(text, isHeader: true, category: category, fonts: fonts, measurer: measurer))
                }
                if metrics.footerReferenceSize.height > 0, let text = content.sections[section].footerText {
                    metrics.footerReferenceSize.height = max(metrics.footerReferenceSize.height,
                                                             SupplementaryText.preferredHeight(text, isHeader: false, category: category, fonts: fonts, measurer: measurer))
                }
            }
            return metrics
        }
    }
}
