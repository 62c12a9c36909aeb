import CellTemplate
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Self-sizing for a list (`"kind": "list"`): rows as tall as their cell — the item's template,
/// else iOS's list cell (`BuiltInCellTemplates.list`) — as the grid's table rows are (`GridRowSizer`); a row marked as its section's header (`firstItemInSection`) and
/// header and footer views as tall as their wrapped text, as compositional headers are.
@MainActor
package final class ListRowSizer: CellSizer {
    private let content: SceneContent
    private let category: ContentSizeCategory
    private let fonts: FontLibrary
    private let measurer: TextMeasurer
    private let rows: GridRowSizer
    private let headers: CardSizer

    package init(content: SceneContent, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer) {
        self.content = content
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
        rows = GridRowSizer(content: content, category: category, fonts: fonts, measurer: measurer, defaultTemplate: BuiltInCellTemplates.list)
        headers = CardSizer(content: content, category: category, fonts: fonts, measurer: measurer, hyphenationFactor: 0)
    }

    package func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
        guard attributes[.listHeader] == 1 else { return rows.preferredLayoutAttributes(fitting: attributes, itemID: itemID) }
        guard let item = content.shownItem(itemID), let text = item.title ?? item.subtitle,
              let layout = SupplementaryText.layout(text, isHeader: true, width: attributes.size.width, category: category,
                                                    fonts: fonts, measurer: measurer, maxLines: 0, language: item.language) else { return nil }
        var preferred = attributes
        preferred.size.height = max(ListConfiguration.estimatedRowHeight, (layout.height + 2 * SupplementaryText.verticalPadding).rounded(.up))
        return preferred
    }

    package func preferredLayoutAttributes(fittingSupplementary attributes: LayoutAttributes, sectionID: String,
                                   axes: SelfSizingAxes) -> LayoutAttributes? {
        headers.preferredLayoutAttributes(fittingSupplementary: attributes, sectionID: sectionID, axes: axes)
    }
}
