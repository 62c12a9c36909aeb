import CollectionLayout

/// Scrolling to an item, as UIKit's `scrollToItem(at:at:animated:)`: the item's frame goes to
/// the edge or the middle of the visible bounds inset by `adjustedContentInset` that the
/// position names, on each axis it names, and the offset is kept within the scrollable range.
/// Like `setContentOffset(_:animated:)` it does not ask the layout's `targetContentOffset`.
extension CollectionView {
    /// The content offset that shows the item at `indexPath` at `position` (kept within the
    /// content); nil when the data or the layout has no such item. Worked in the coordinates shown (right to
    /// left: mirrored), so `.left` is the left the user sees.
    public func contentOffset(forScrollingToItemAt indexPath: IndexPath, at position: ScrollPosition) -> Point? {
        guard data.itemID(at: indexPath) != nil, let attributes = calls(layout).layoutAttributesForItem(at: indexPath) else { return nil }
        let frame = effectiveAttributes(attributes).frame
        let inset = adjustedContentInset
        var shown = effectiveContentOffset
        if position.contains(.top) {
            shown.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            shown.y = frame.midY - (inset.top + (viewportSize.height - inset.top - inset.bottom) / 2)
        } else if position.contains(.bottom) {
            shown.y = frame.maxY - (viewportSize.height - inset.bottom)
        }
        if position.contains(.left) {
            shown.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            shown.x = frame.midX - (inset.left + (viewportSize.width - inset.left - inset.right) / 2)
        } else if position.contains(.right) {
            shown.x = frame.maxX - (viewportSize.width - inset.right)
        }
        let x = isFlippedHorizontally ? mirroringWidth - viewportSize.width - shown.x : shown.x
        return clamped(Point(x: x, y: shown.y))
    }

    /// Scrolls so the item at `indexPath` sits at `position` in the visible bounds, over the
    /// usual duration when `animated`; nothing when there is no such item. Not animated, with
    /// self-sizing cells, the item is placed again once the cells it lands among are measured
    /// (a few passes at most), so it ends where asked rather than where its estimate was.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard var target = contentOffset(forScrollingToItemAt: indexPath, at: position) else { return }
        guard !animated else { return setContentOffset(target, animated: true) }
        for _ in 0..<4 {
            setContentOffset(target, animated: false)
            layoutIfNeeded()
            guard let measured = contentOffset(forScrollingToItemAt: indexPath, at: position),
                  abs(measured.x - contentOffset.x) > 1e-6 || abs(measured.y - contentOffset.y) > 1e-6 else { return }
            target = measured
        }
    }
}
