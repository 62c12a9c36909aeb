import CellTemplate
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Self-sizing for grid rows: a cell keeps the width its column gives it and asks for the height
/// its text needs (`GridRowContent`) — in edit mode, at the width the controls leave; the layout
/// makes the row as tall as its tallest cell.
@MainActor
package final class GridRowSizer: CellSizer {
    private let content: SceneContent
    private let category: ContentSizeCategory
    private let fonts: FontLibrary
    private let measurer: TextMeasurer
    /// Points the text gives up to edit mode's controls (0 outside edit mode).
    private let editingInset: Double
    /// The template a row takes when its item has none (a list's: iOS's list cell); nil: the table row's text.
    private let defaultTemplate: CellNode?

    package init(content: SceneContent, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer, editingInset: Double = 0,
                 defaultTemplate: CellNode? = nil) {
        self.editingInset = editingInset
        self.defaultTemplate = defaultTemplate
        self.content = content
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
    }

    package func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
        guard let item = content.shownItem(itemID) else { return nil }
        if let template = item.cellTemplate ?? defaultTemplate {
            // A designer's row: as tall as its template at the width the edit controls leave.
            let engine = ItemTemplateContent(item: item, category: category, fonts: fonts, measurer: measurer, hyphenationFactor: 0)
                .layoutEngine()
            var preferred = attributes
            preferred.size.height = max(1, engine.size(template, width: max(1, attributes.size.width - editingInset)).height.rounded(.up))
            return preferred
        }
        guard item.hasText,
              let row = try? GridRowContent(item: item, width: max(1, attributes.size.width - editingInset), category: category,
                                            fonts: fonts, measurer: measurer) else { return nil }
        var preferred = attributes
        preferred.size.height = row.preferredHeight
        return preferred
    }
}
