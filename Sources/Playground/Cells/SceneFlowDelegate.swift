import CollectionLayout
import CollectionView
import Typography

/// Answers the flow layout's per-item and per-section questions from a scene: explicit item
/// sizes (UIKit's `sizeForItemAt`) and section overrides; in a self-sizing vertical scene,
/// headers and footers grow to fit their text. Cards self-size through `CardSizer`.
@MainActor
final class SceneFlowDelegate: FlowLayoutDelegate {
    private let content: SceneContent
    private let settings: SceneLayout
    /// The collection view whose index paths the layout asks about.
    weak var collectionView: CollectionView?
    private let category: ContentSizeCategory
    private let fonts: FontLibrary
    private let measurer: TextMeasurer

    init(content: SceneContent, settings: SceneLayout, category: ContentSizeCategory, fonts: FontLibrary,
         measurer: TextMeasurer) {
        self.content = content
        self.settings = settings
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
    }

    nonisolated func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        MainActor.assumeIsolated {
            // By id: while a cell is being dragged, the collection view's order runs ahead of the content's.
            guard content.hasItemsWithOwnSize else { return nil }
            return collectionView?.data.itemID(at: indexPath).flatMap { content.ownSize(of: $0) }
        }
    }

    /// Only when some item of the scene has its own `size`.
    nonisolated var providesItemSizes: Bool {
        MainActor.assumeIsolated { content.hasItemsWithOwnSize }
    }

    nonisolated func flowLayout(_ layout: FlowLayout, metricsForSection section: Int,
                                defaults: FlowSectionMetrics) -> FlowSectionMetrics? {
        MainActor.assumeIsolated {
            var metrics = content.sections[section].layout.applied(to: defaults)
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
