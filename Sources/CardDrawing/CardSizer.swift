import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Self-sizing for cards, as a UIKit cell's `preferredLayoutAttributesFitting` would: in a
/// vertical layout a card keeps the width the layout offers (the estimate's, or the item's own
/// size, which acts as its estimate) and asks for the height its text needs; in a horizontal
/// layout it keeps the height (the line's) and asks for the width its text needs on one line,
/// at most twice the offered width. A swatch (no text) keeps the size it is offered, and so does
/// a card offered less width (height, in a horizontal layout) than the smallest card height (a disc on the circle's ring, drawn
/// as a chip, whose text would not be read). A layout that says which dimensions it estimates
/// (the compositional layout) is answered along those: an estimated width asks for the text's
/// natural width on one line (at most `maximumWidth`), an estimated height for the height the
/// text needs at that width; and its estimated headers and footers for their text's height,
/// wrapped at their width.
@MainActor
package final class CardSizer: CellSizer {
    package let content: SceneContent
    package let category: ContentSizeCategory
    package let fonts: FontLibrary
    package let measurer: TextMeasurer
    package let scrollDirection: ScrollDirection
    package let hyphenationFactor: Double
    /// The widest a card of natural width may be (the collection's width).
    let maximumWidth: Double

    package init(content: SceneContent, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer,
         hyphenationFactor: Double, scrollDirection: ScrollDirection = .vertical, maximumWidth: Double = .infinity) {
        self.maximumWidth = maximumWidth
        self.scrollDirection = scrollDirection
        self.hyphenationFactor = hyphenationFactor
        self.content = content
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
    }

    package func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
        // The item's texts as shown (a pseudo-language's), as the painter draws them.
        guard let item = content.shownItem(itemID) else { return nil }
        if let template = item.cellTemplate {
            return preferredTemplateCell(item, template: template, fitting: attributes, axes: nil)
        }
        if item.shownStyle != .text {
            return preferredPictureCard(item, fitting: attributes, sizesWidth: scrollDirection == .horizontal)
        }
        let keptExtent = scrollDirection == .vertical ? attributes.size.width : attributes.size.height
        guard item.hasText, keptExtent >= CardContent.minimumHeight else { return nil }
        if scrollDirection == .horizontal { return preferredWidth(of: item, fitting: attributes) }
        guard let content = try? CardContent(item: item, width: attributes.size.width, height: nil,
                                             category: category, fonts: fonts, measurer: measurer,
                                             hyphenationFactor: hyphenationFactor) else { return nil }
        var preferred = attributes
        preferred.size = Size(width: attributes.size.width, height: content.preferredHeight)
        return preferred
    }

    package func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String, axes: SelfSizingAxes?) -> LayoutAttributes? {
        guard let axes, axes.contains(.width) else { return preferredLayoutAttributes(fitting: attributes, itemID: itemID) }
        guard let item = content.shownItem(itemID) else { return nil }
        if let template = item.cellTemplate {
            return preferredTemplateCell(item, template: template, fitting: attributes, axes: axes)
        }
        if item.shownStyle != .text {
            return preferredPictureCard(item, fitting: attributes, sizesWidth: true)
        }
        guard item.hasText, attributes.size.height >= CardContent.minimumHeight || axes.contains(.height),
              var preferred = naturalWidth(of: item, fitting: attributes) else { return nil }
        guard axes.contains(.height), let content = try? CardContent(item: item, width: preferred.size.width, height: nil, category: category,
                                                                    fonts: fonts, measurer: measurer, hyphenationFactor: hyphenationFactor)
        else { return preferred }
        preferred.size.height = content.preferredHeight
        return preferred
    }

    package func preferredLayoutAttributes(fittingSupplementary attributes: LayoutAttributes, sectionID: String,
                                   axes: SelfSizingAxes) -> LayoutAttributes? {
        let isHeader = attributes.kind == ElementKind.header
        guard axes.contains(.height), isHeader || attributes.kind == ElementKind.footer, let section = content.shownSection(id: sectionID),
              let text = isHeader ? section.headerText : section.footerText,
              let layout = SupplementaryText.layout(text, isHeader: isHeader, width: attributes.size.width, category: category,
                                                    fonts: fonts, measurer: measurer, maxLines: 0) else { return nil }
        var preferred = attributes
        preferred.size.height = (layout.height + 2 * SupplementaryText.verticalPadding).rounded(.up)
        return preferred
    }

    /// A card of natural width: its widest text on one line with the padding, at least the
    /// smallest card and at most `maximumWidth`; the height as offered.
    private func naturalWidth(of item: SceneItem, fitting attributes: LayoutAttributes) -> LayoutAttributes? {
        guard let natural = try? CardContent(item: item, width: 100_000, height: nil, category: category, fonts: fonts,
                                             measurer: measurer, hyphenationFactor: hyphenationFactor) else { return nil }
        let textWidth = max(natural.title?.width ?? 0, natural.subtitle?.width ?? 0)
        let width = (CardContent.accentWidth + 2 * CardContent.padding + textWidth).rounded(.up)
        var preferred = attributes
        preferred.size.width = min(max(CardContent.minimumHeight, width), maximumWidth)
        return preferred
    }

    /// A horizontal layout's card: the line's height, and the width its widest text needs on one line.
    private func preferredWidth(of item: SceneItem, fitting attributes: LayoutAttributes) -> LayoutAttributes? {
        guard let natural = try? CardContent(item: item, width: 100_000, height: attributes.size.height,
                                             category: category, fonts: fonts, measurer: measurer,
                                             hyphenationFactor: hyphenationFactor) else { return nil }
        let textWidth = max(natural.title?.width ?? 0, natural.subtitle?.width ?? 0)
        let width = (CardContent.accentWidth + 2 * CardContent.padding + textWidth).rounded(.up)
        var preferred = attributes
        preferred.size = Size(width: min(max(CardContent.minimumHeight, width), 2 * attributes.size.width),
                              height: attributes.size.height)
        return preferred
    }
}
