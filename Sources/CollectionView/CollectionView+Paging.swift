import CollectionLayout
import Foundation

/// Paging, as UIKit's `isPagingEnabled`: scrolling by hand comes to rest on a multiple of the
/// bounds' size (a page), kept within the content. A drag or a flick moves at most to the page
/// next to where it was released, in the direction it was going, however fast (UIKit's
/// one-page-a-flick); a key step or jump goes to the page nearest what it proposes, and at
/// least to the next page its way when it starts on one (an arrow key turns a page). With paging
/// on, the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is
/// not asked: the page decides.
extension CollectionView {
    /// Where paging comes to rest for a scroll proposing `proposed`: per axis, the multiple of
    /// the viewport's size nearest `proposed`; with `limitingToAdjacentPage` (a drag, a wheel),
    /// no further than the pages on either side of the content's position now. Kept within the content.
    func pagedRestingOffset(proposed: Point, limitingToAdjacentPage: Bool) -> Point {
        func page(_ proposed: Double, current: Double, pageSize: Double) -> Double {
            guard pageSize > 0 else { return proposed }
            var index = (proposed / pageSize).rounded()
            let position = current / pageSize
            if limitingToAdjacentPage {
                let lower = position == position.rounded() ? position - 1 : position.rounded(.down)
                let upper = position == position.rounded() ? position + 1 : position.rounded(.up)
                index = min(max(index, lower), upper)
            } else if index == position, abs(proposed - current) > 1e-9 {
                // A key step shorter than half a page still turns one page its way.
                index += proposed > current ? 1 : -1
            }
            return index * pageSize
        }
        return clamped(Point(x: page(proposed.x, current: contentOffset.x, pageSize: viewportSize.width),
                             y: page(proposed.y, current: contentOffset.y, pageSize: viewportSize.height)))
    }
}
