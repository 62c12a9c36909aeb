import CollectionLayout

/// Scrolling to an item, as UIKit's `scrollToItem(at:at:animated:)`: the item's frame goes to
/// the edge or the middle of the visible bounds inset by `adjustedContentInset` that the
/// position names, on each axis it names, and the offset is kept within the scrollable range.
/// Like `setContentOffset(_:animated:)` it does not ask the layout's `targetContentOffset`. An
/// item of an orthogonally scrolling section is brought into place by its band along the band's
/// axis (UIKit scrolls the section's own scroll view), and by the content across it.
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
        return clamped(contentOffset(forShown: shown))
    }

    /// Scrolls so the item at `indexPath` sits at `position` in the visible bounds, over the
    /// usual duration when `animated`; nothing when there is no such item. Not animated, with
    /// self-sizing cells, the item is placed again once the cells it lands among are measured
    /// (a few passes at most), so it ends where asked rather than where its estimate was.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        var position = position
        if let band = orthogonalOffset(forScrollingToItemAt: indexPath, at: position) {
            // An item in a band: the band scrolls to it along its axis; the content only across.
            setOrthogonalOffset(band.offset, forSection: indexPath.section, animated: animated)
            position.subtract(band.consumed)
        }
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

    /// For an item of an orthogonally scrolling section, the band offset that puts it at the
    /// position's component along the band (left, centred or right of the visible bounds inset
    /// by `adjustedContentInset` in a vertical layout's bands; top, centred or bottom in a
    /// horizontal layout's), kept within the band's range, with the positions it used; nil when
    /// the section follows the main axis or the position names nothing along the band.
    func orthogonalOffset(forScrollingToItemAt indexPath: IndexPath, at position: ScrollPosition)
        -> (offset: Double, consumed: ScrollPosition)? {
        guard let bands = layout as? any OrthogonalScrollingLayout, data.itemID(at: indexPath) != nil,
              let maximum = maximumOrthogonalOffset(forSection: indexPath.section),
              let frame = calls(layout).layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let horizontal = bands.orthogonalScrollDirection == .horizontal
        let consumed: ScrollPosition = horizontal ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom]
        guard !position.isDisjoint(with: consumed) else { return nil }
        let inset = adjustedContentInset
        // In the layout's coordinates: mirrored, the user's left is the layout's right.
        let flipped = horizontal && isFlippedHorizontally
        let lead = horizontal ? (flipped ? inset.right : inset.left) : inset.top
        let trail = horizontal ? (flipped ? inset.left : inset.right) : inset.bottom
        let viewport = horizontal ? viewportSize.width : viewportSize.height
        let visibleStart = (horizontal ? contentOffset.x : contentOffset.y) + lead
        let visibleLength = viewport - lead - trail
        let current = bands.orthogonalOffset(forSection: indexPath.section)
        // Where the item starts with the band at offset 0 (a band's content moves against its offset).
        let start = (horizontal ? frame.minX : frame.minY) + current
        let length = horizontal ? frame.width : frame.height
        let atStart = horizontal ? (flipped ? ScrollPosition.right : .left) : .top
        let atEnd = horizontal ? (flipped ? ScrollPosition.left : .right) : .bottom
        let offset: Double
        if position.contains(atStart) {
            offset = start - visibleStart
        } else if position.contains(horizontal ? .centeredHorizontally : .centeredVertically) {
            offset = start + length / 2 - (visibleStart + visibleLength / 2)
        } else if position.contains(atEnd) {
            offset = start + length - (visibleStart + visibleLength)
        } else {
            return nil
        }
        return (min(max(0, offset), maximum), consumed)
    }
}
