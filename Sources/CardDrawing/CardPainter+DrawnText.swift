import CollectionLayout
import CollectionView
import SceneFormat

/// What a card shows of its text: the lines that fit its frame, or — only on a round cell, the
/// circle's ring, where that is the design — the title's initials when the title does not fit whole.
extension CardPainter {
    /// A cell's text as drawn: its layout in the frame, and whether initials stand for it.
    package struct DrawnText {
        /// The text laid out for the cell's frame (nil: no text, or no font).
        package var card: CardContent?
        /// Whether the cell is drawn as a disc with the title's initials.
        package var initials: Bool
    }

    /// The text of an item laid out for a card of `frame`'s size, with the scene's hyphenation.
    package func cardContent(of item: SceneItem, frame: Rect) -> CardContent? {
        guard item.hasText else { return nil }
        return try? CardContent(item: item, width: frame.width, height: frame.height, category: category, fonts: fonts,
                                measurer: measurer, hyphenationFactor: hyphenationFactor)
    }

    /// What a cell of `frame` with `cornerRadius` shows of an item's text: initials only on a round
    /// cell (its radius half its shorter side) too small for its whole title; otherwise the lines that fit.
    package func drawnText(of item: SceneItem, frame: Rect, cornerRadius: Double) -> DrawnText {
        let card = cardContent(of: item, frame: frame)
        let isRound = cornerRadius >= min(frame.width, frame.height) / 2 - 0.5
        return DrawnText(card: card, initials: isRound && card.map { !$0.isTitleWhole } == true)
    }
}
