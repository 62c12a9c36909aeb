import CollectionLayout
import CollectionView
import Typography

/// Self-sizing for grid rows: a cell keeps the width its column gives it and asks for the height
/// its text needs (`GridRowContent`); the layout makes the row as tall as its tallest cell.
@MainActor
final class GridRowSizer: CellSizer {
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
              let row = try? GridRowContent(item: item, width: attributes.size.width, category: category,
                                            fonts: fonts, measurer: measurer) else { return nil }
        var preferred = attributes
        preferred.size.height = row.preferredHeight
        return preferred
    }
}
