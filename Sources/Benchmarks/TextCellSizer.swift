import CollectionLayout
import CollectionView
import Playground
import Typography

/// A cell sizer for benchmarks: each item's text (from a corpus, by item number) wrapped at the
/// cell's width, plus padding.
@MainActor
final class TextCellSizer: CellSizer {
    private let texts: [String]
    private let font: FontFace
    private let pointSize: Double
    private let measurer: TextMeasurer
    /// How many cells were measured.
    private(set) var measured = 0

    init(texts: [String], font: FontFace, pointSize: Double, measurer: TextMeasurer) {
        self.texts = texts
        self.font = font
        self.pointSize = pointSize
        self.measurer = measurer
    }

    func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
        measured += 1
        let text = texts[attributes.indexPath.item % texts.count]
        let layout = measurer.measure(text, font: font, pointSize: pointSize, width: attributes.size.width - 24)
        var preferred = attributes
        preferred.size.height = max(44, layout.height + 24)
        return preferred
    }
}
