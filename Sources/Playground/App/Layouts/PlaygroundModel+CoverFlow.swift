import CardDrawing
import CollectionLayout
import CollectionView
import Typography

/// Cover flow as a deck: every cover in the row has one size — the layout's item width and the
/// height of the tallest card's text at that width and the current text size, at most four fifths
/// of the bounds — so short cards never stand as slabs in front of tall turned ones. A card whose
/// text needs more than the deck's height shows the lines that fit, the last ending in "…".
extension PlaygroundModel {
    /// The largest share of the collection's height a cover may take.
    static let coverFlowMaximumHeightFraction = 0.8

    /// How many cards with text the deck's height is measured from, at most: every card of a scene
    /// up to this size (a first measurement costs about 0.1 ms a card, so 100,000 never-seen titles
    /// would stall every switch and text-size change for seconds); past it, the first ones.
    static let coverFlowDeckMeasuredCardLimit = 2_000

    /// The size every cover of the deck shares: the scene's `coverflow.itemSize` when it sets one;
    /// otherwise `width` (the scaled item width) by the tallest card's self-sized height — every
    /// item with text measured (up to `coverFlowDeckMeasuredCardLimit`), as a UIKit app sizing its
    /// covers from its data would — or, with no text at all, the scaled estimate's height.
    func coverFlowDeckSize() -> Size {
        if let fixed = document.parameters.coverFlowItemSize { return fixed }
        let estimate = layoutFactory.scaledSize(LayoutFactory.BaseSize.cover)
        if data.content.sections.contains(where: { $0.items.contains { $0.shownStyle == .photo } }) {
            // Album covers: square, with their reflection on the shelf below.
            var height = (estimate.width * PictureCardLayout.coverWithReflectionHeightRatio).rounded()
            let bounds = collectionFrame.size.height
            if bounds > 0 { height = min(height, (bounds * Self.coverFlowMaximumHeightFraction).rounded(.down)) }
            return Size(width: estimate.width, height: height)
        }
        var tallest: Double?
        var measured = 0
        for section in data.content.sections where measured < Self.coverFlowDeckMeasuredCardLimit {
            for item in section.items where item.hasText {
                guard measured < Self.coverFlowDeckMeasuredCardLimit else { break }
                measured += 1
                guard let card = try? CardContent(item: item, width: estimate.width, height: nil, category: presentation.category, fonts: fonts,
                                                  measurer: measurer, hyphenationFactor: document.scene.hyphenationFactor) else { continue }
                tallest = max(tallest ?? 0, card.preferredHeight.rounded(.up))
            }
        }
        var height = tallest ?? estimate.height
        // The size the collection view has or is about to take (a new device's screen comes first).
        let bounds = collectionFrame.size.height
        if bounds > 0 { height = min(height, (bounds * Self.coverFlowMaximumHeightFraction).rounded(.down)) }
        return Size(width: estimate.width, height: max(CardContent.minimumHeight, height))
    }
}

extension PlaygroundModel {
    /// Gives the cover flow on screen the deck's size again after what changes it (a new window
    /// size); nothing when it is unchanged or another layout shows. With `invalidating` false the
    /// caller's next prepare takes it (a batch update, which animates every cover to it).
    /// Returns the size it had, for undoing a refused update.
    @discardableResult
    func refreshCoverFlowDeck(invalidating: Bool = true) -> Size? {
        guard let coverFlow = collectionView.layout as? CoverFlowLayout else { return nil }
        let previous = coverFlow.itemSize, size = coverFlowDeckSize()
        guard previous != size else { return previous }
        coverFlow.itemSize = size
        if invalidating { collectionView.invalidateLayoutNow() }
        return previous
    }
}
