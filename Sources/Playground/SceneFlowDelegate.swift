import CollectionLayout
import Typography

/// Answers the flow layout's per-item and per-section questions from a scene: explicit item
/// sizes (UIKit's `sizeForItemAt`) and section overrides; in a self-sizing vertical scene,
/// headers and footers grow to fit their text. Cards self-size through `CardSizer`.
@MainActor
final class SceneFlowDelegate: FlowLayoutDelegate {
    private let scene: Scene
    private let category: ContentSizeCategory
    private let fonts: FontLibrary
    private let measurer: TextMeasurer

    init(scene: Scene, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer) {
        self.scene = scene
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
    }

    nonisolated func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        MainActor.assumeIsolated {
            scene.sections[indexPath.section].items[indexPath.item].size
        }
    }

    nonisolated func flowLayout(_ layout: FlowLayout, metricsForSection section: Int,
                                defaults: FlowSectionMetrics) -> FlowSectionMetrics? {
        MainActor.assumeIsolated {
            var metrics = scene.sections[section].layout.applied(to: defaults)
            if scene.layout.estimatedItemSize != nil, scene.layout.scrollDirection == .vertical {
                // Self-sizing scenes size their headers and footers to their text too.
                if metrics.headerReferenceSize.height > 0, let text = scene.sections[section].headerText {
                    metrics.headerReferenceSize.height = max(metrics.headerReferenceSize.height,
                                                             SupplementaryText.preferredHeight(text, isHeader: true, category: category, fonts: fonts, measurer: measurer))
                }
                if metrics.footerReferenceSize.height > 0, let text = scene.sections[section].footerText {
                    metrics.footerReferenceSize.height = max(metrics.footerReferenceSize.height,
                                                             SupplementaryText.preferredHeight(text, isHeader: false, category: category, fonts: fonts, measurer: measurer))
                }
            }
            return metrics
        }
    }
}
