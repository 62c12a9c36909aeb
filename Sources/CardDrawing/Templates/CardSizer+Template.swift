import CellTemplate
import CollectionLayout
import SceneFormat

/// Self-sizing through a cell template, as UIKit sizes a cell whose content view is pinned to a
/// stack (`systemLayoutSizeFitting`; the sizes exact, as the card styles' are): in a vertical layout the width the layout offers and the
/// height the template needs at it; in a horizontal one the line's height and the width the
/// template takes with nothing wrapping (at most twice the offered width, as a text card); where
/// a compositional layout estimates the width, the natural width (at most the collection's).
extension CardSizer {
    /// The engine laying out an item's template at this sizer's text size.
    func templateEngine(for item: SceneItem) -> TemplateLayoutEngine {
        ItemTemplateContent(item: item, category: category, fonts: fonts, measurer: measurer, hyphenationFactor: hyphenationFactor)
            .layoutEngine()
    }

    /// The attributes a template cell asks for; `axes` nil: along the scroll direction.
    func preferredTemplateCell(_ item: SceneItem, template: CellNode, fitting attributes: LayoutAttributes,
                               axes: SelfSizingAxes?) -> LayoutAttributes {
        let engine = templateEngine(for: item)
        var preferred = attributes
        if let axes {
            if axes.contains(.width) {
                preferred.size.width = min(max(1, engine.naturalWidth(template)), maximumWidth)
            }
            if axes.contains(.height) {
                preferred.size.height = max(1, engine.size(template, width: preferred.size.width).height)
            }
            return preferred
        }
        if scrollDirection == .horizontal {
            preferred.size.width = min(max(1, engine.naturalWidth(template)), 2 * attributes.size.width)
        } else {
            preferred.size.height = max(1, engine.size(template, width: attributes.size.width).height)
        }
        return preferred
    }
}
