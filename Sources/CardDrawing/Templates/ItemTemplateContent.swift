import CellTemplate
import CollectionLayout
import SceneFormat
import Typography

/// One item's content as its cell template reads it: its texts measured with real glyphs in the
/// node's text style at the text size (in the designer's family, one weight heavier with Bold
/// Text, as every scene text is), and its picture's proportions from the picture's header.
///
/// A stack asks a text for its natural width (on one line) and then for its size at the width it
/// gives it; when that width holds the one line, the answer is the natural one, kept here, and
/// the text is not laid out again.
@MainActor
package final class ItemTemplateContent: TemplateContent {
    /// The item the cell shows.
    package let item: SceneItem
    /// The text size.
    package let category: ContentSizeCategory
    /// The fonts.
    package let fonts: FontLibrary
    /// The measurer (its cache is the cards' cache).
    package let measurer: TextMeasurer
    /// The scene's hyphenation factor.
    package let hyphenationFactor: Double

    /// The content of `item` at `category`.
    package init(item: SceneItem, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer, hyphenationFactor: Double) {
        self.item = item
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
        self.hyphenationFactor = hyphenationFactor
    }

    /// The engine that lays the item's template out with this content, laid out `direction` (stacks
    /// take their accessibility axis from AX1): what the painter, the card sizer and the row sizer all use.
    package func layoutEngine(direction: LayoutDirection = .leftToRight) -> TemplateLayoutEngine {
        TemplateLayoutEngine(content: self, isAccessibilitySize: category >= .AX1, direction: direction)
    }

    /// The weight a badge's text is set in.
    package static let badgeWeight = FontWeight.semibold

    /// A text node's text laid out at most `width` wide (nil: on one line), on at most its `lines`.
    package func textLayout(_ node: TextNode, width: Double?) -> TextLayout? {
        guard let text = item.text(forKey: node.bind), !text.isEmpty, let face = try? fonts.contentFace(node.shownWeight) else { return nil }
        return measurer.measure(text, font: face, pointSize: node.style.pointSize(for: category), width: width.map { max(1, $0) },
                                maxLines: node.lines, hyphenationFactor: hyphenationFactor, language: item.language)
    }

    /// A badge's text on one line.
    package func badgeLayout(_ node: BadgeNode) -> TextLayout? {
        guard let text = item.text(forKey: node.bind), !text.isEmpty, let face = try? fonts.contentFace(Self.badgeWeight) else { return nil }
        return measurer.measure(text, font: face, pointSize: BadgeNode.textStyle.pointSize(for: category), maxLines: 1,
                                language: item.language)
    }

    /// Each text node's measurement on one line, by node.
    private var natural: [TextNode: MeasuredText] = [:]

    package func measureText(_ node: TextNode, width: Double?) -> MeasuredText? {
        if let width, let known = natural[node], known.width <= max(1, width), known.firstBaseline == known.lastBaseline {
            return known
        }
        guard let measured = textLayout(node, width: width).map({ measured($0, text: item.text(forKey: node.bind)) }) else { return nil }
        // Laid out whole at some width, a text is laid out as it is on one line: that is its natural measurement too.
        if width == nil || !measured.wrapped { natural[node] = measured }
        return measured
    }

    package func hasText(_ key: String) -> Bool {
        item.text(forKey: key).map { !$0.isEmpty } ?? false
    }

    package func measureBadge(_ node: BadgeNode) -> MeasuredText? {
        badgeLayout(node).map { measured($0, text: item.text(forKey: node.bind)) }
    }

    package func textScale(_ style: TextStyle) -> Double {
        style.pointSize(for: category) / style.pointSize(for: .L)
    }

    package func pictureAspectRatio(_ node: ImageNode) -> Double? {
        item.picture?.aspectRatio
    }

    package func hasPicture(_ node: ImageNode) -> Bool {
        item.picture != nil
    }

    private func measured(_ layout: TextLayout, text: String?) -> MeasuredText {
        // More lines than paragraphs, or a cut: the width broke it.
        let paragraphs = (text?.split(separator: "\n", omittingEmptySubsequences: false).count) ?? 1
        return MeasuredText(width: layout.width, height: layout.height, firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
                            wrapped: layout.truncated || layout.lines.count > paragraphs)
    }
}
