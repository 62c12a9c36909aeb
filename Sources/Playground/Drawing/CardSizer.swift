import CollectionLayout
import CollectionView
import Typography

/// Self-sizing for cards: keeps the width the layout offers (the estimate's) and asks for the
/// height the card's text needs, as a UIKit cell's `preferredLayoutAttributesFitting` would.
@MainActor
final class CardSizer: CellSizer {
    private let content: SceneContent
    private let category: ContentSizeCategory
    private let fonts: FontLibrary
    private let measurer: TextMeasurer

    init(content: SceneContent, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer) {
        self.content = content
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
    }

    func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
        guard let item = content.item(itemID), item.hasText,
              let content = try? CardContent(item: item, width: attributes.size.width, height: nil,
                                             category: category, fonts: fonts, measurer: measurer) else { return nil }
        var preferred = attributes
        preferred.size = Size(width: attributes.size.width, height: content.preferredHeight)
        return preferred
    }
}
