import CollectionLayout

/// The scroll state a layout sets as it prepares (`ScrollAdjustingLayout`: a user's UIKit layout writing
/// `collectionView.contentInset` or `contentOffset` in `prepare()`), taken as UIKit's scroll view takes it: the
/// inset widens the scrollable range (the offset may go to `-inset.left`, `-inset.top`) and the offset scrolls there.
extension CollectionView {
    /// After a prepare: the content inset the layout asked for replaces the view's (the layout prepares
    /// again with it, as an inset change invalidates), then the content offset it asked for is scrolled to,
    /// kept within the new range.
    func takeAskedScrollState() {
        guard let adjusting = layout as? any ScrollAdjustingLayout else { return }
        let asked = adjusting.takeAskedScrollState()
        if let inset = asked.contentInset, inset != contentInset { contentInset = inset }
        if let offset = asked.contentOffset {
            layoutAskedContentOffset = true
            if offset != contentOffset { setContentOffset(offset) }
        }
    }
}
