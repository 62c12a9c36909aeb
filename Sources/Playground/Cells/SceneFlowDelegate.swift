import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat
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
    /// Each section's fitted estimate (`fittedEstimate`), as last worked out for its metrics.
    private var fittedEstimates: [Int: Size] = [:]

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
        let known: Size?? = MainActor.assumeIsolated {
            // By id: while a cell is being dragged, the collection view's order runs ahead of the content's.
            if content.hasItemsWithOwnSize, let own = collectionView?.data.itemID(at: indexPath).flatMap({ content.ownSize(of: $0) }) {
                return own
            }
            guard fitsColumnsToSelfSizingCards else { return .some(nil) }
            // A self-sizing scene's fitted column: the section's width, the estimate's height —
            // worked out once a section, when the layout asked for its metrics just before its items.
            return fittedEstimates[indexPath.section].map { .some($0) }
        }
        if let known { return known }
        let (containerWidth, estimate, base) = (Self.containerWidth(of: layout), layout.estimatedItemSize, layout.metrics)
        return MainActor.assumeIsolated {
            fittedEstimate(section: indexPath.section, containerWidth: containerWidth, estimate: estimate,
                           metrics: content.sections.indices.contains(indexPath.section)
                               ? content.sections[indexPath.section].layout.applied(to: base) : base)
        }
    }

    /// A self-sizing scene's fitted estimate of a section's items, kept by section (`fittedEstimates`):
    /// its column's width in a container that wide with the section's `metrics`, by the estimate's
    /// height. Worked out for each of 10,000 items it cost 3 ms a prepare; read back, a tenth of that.
    private func fittedEstimate(section: Int, containerWidth: Double?, estimate: Size?, metrics: FlowSectionMetrics) -> Size? {
        guard fitsColumnsToSelfSizingCards, let estimate, let width = fittedWidth(in: containerWidth, metrics: metrics) else {
            fittedEstimates[section] = nil
            return nil
        }
        let size = Size(width: width, height: estimate.height)
        fittedEstimates[section] = size
        return size
    }

    /// When some item of the scene has its own `size`, or a self-sizing scene fits its columns and
    /// some section's column differs from the layout's (other side insets or spacing): when every
    /// section's is the layout's, the layout's own estimate carries the fitted width (`makeLayout`)
    /// and no item need be asked — asking 10,000 costs a prepare 2 ms, 15 times what it costs without.
    nonisolated var providesItemSizes: Bool {
        MainActor.assumeIsolated { content.hasItemsWithOwnSize || (fitsColumnsToSelfSizingCards && sectionsFitOtherColumns) }
    }

    /// Whether some section's fitted column differs from the scene layout's.
    private var sectionsFitOtherColumns: Bool { FittedColumns.differBySection(content.sections, base: settings.metrics) }

    /// Whether the scene fits columns and its cards self-size (an estimate with no zero side).
    private var fitsColumnsToSelfSizingCards: Bool {
        guard columns != nil, let estimate = settings.estimatedItemSize else { return false }
        return estimate.width > 0 && estimate.height > 0
    }

    /// The width a vertical flow lays its sections out in (its collection view's, less the sides
    /// its section insets are measured from), or nil (horizontal, or no view yet).
    private nonisolated static func containerWidth(of layout: FlowLayout) -> Double? {
        guard layout.scrollDirection == .vertical, let context = layout.context else { return nil }
        return FittedColumns.containerWidth(viewWidth: context.bounds.size.width, reference: layout.sectionInsetReference,
                                            adjustedContentInset: context.adjustedContentInset,
                                            safeArea: context.safeAreaInsets, layoutMargins: context.layoutMargins)
    }

    /// A section's fitted item width in a container that wide, or nil without columns.
    private func fittedWidth(in containerWidth: Double?, metrics: FlowSectionMetrics) -> Double? {
        guard let columns, let containerWidth else { return nil }
        return columns.itemWidth(containerWidth: containerWidth, metrics: metrics)
    }

    nonisolated func flowLayout(_ layout: FlowLayout, metricsForSection section: Int,
                                defaults: FlowSectionMetrics) -> FlowSectionMetrics? {
        let (containerWidth, estimate) = (Self.containerWidth(of: layout), layout.estimatedItemSize)
        return MainActor.assumeIsolated {
            var metrics = content.sections[section].layout.applied(to: defaults)
            // Fitted columns: the width from this section's own insets and spacing.
            if let width = fittedWidth(in: containerWidth, metrics: metrics) { metrics.itemSize.width = width }
            _ = fittedEstimate(section: section, containerWidth: containerWidth, estimate: estimate, metrics: metrics)
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
