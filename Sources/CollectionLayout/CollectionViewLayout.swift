/// A layout in UIKit's model (`UICollectionViewLayout`): it decides where every element goes.
///
/// The collection view sets `context`, calls `prepare()`, then asks for attributes. When
/// something changes it calls `invalidateLayout(with:)` and `prepare()` again.
/// Every requirement past the core has a default in `CollectionViewLayout+Defaults.swift`.
public protocol CollectionViewLayout: AnyObject {
    /// The collection view being laid out.
    var context: (any LayoutContext)? { get set }

    /// Computes whatever the layout needs before attributes are asked for.
    func prepare()
    /// The size of the whole scrollable content.
    var collectionViewContentSize: Size { get }
    /// Attributes of every element whose frame meets `rect`.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    /// Attributes of one cell.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// Attributes of one supplementary view.
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// Attributes of one decoration view.
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Whether a change of the visible bounds requires a new layout pass.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool
    /// The context describing what a bounds change invalidates.
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext
    /// Whether a cell's preferred (self-sized) attributes differ enough to invalidate.
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool
    /// The context describing what a cell's preferred attributes invalidate.
    func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                             withOriginalAttributes original: LayoutAttributes) -> InvalidationContext
    /// The dimensions along which an element sizes itself (nil: the layout does not say, and a
    /// cell's sizer decides; a supplementary view is measured only when its layout names some).
    func selfSizingAxes(for attributes: LayoutAttributes) -> SelfSizingAxes?
    /// Marks what the context names as needing a new layout pass.
    func invalidateLayout(with context: InvalidationContext)

    /// Called after the data changed and `prepare()` ran on the new data, with the update's changes.
    func prepare(forCollectionViewUpdates updateItems: [UpdateItem])
    /// Called after a batch update's animations have been set up, before they run.
    func finalizeCollectionViewUpdates()
    /// Where an inserted (or otherwise appearing) item starts its animation.
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// Where a deleted (or otherwise disappearing) item ends its animation.
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// Where an appearing supplementary view starts its animation.
    func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// Where a disappearing supplementary view ends its animation.
    func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Called on the current layout before an animated switch to `newLayout`.
    func prepareForTransition(to newLayout: any CollectionViewLayout)
    /// Called on the new layout (already prepared) before an animated switch from `oldLayout`.
    func prepareForTransition(from oldLayout: any CollectionViewLayout)
    /// Called on both layouts once the switch's attributes are gathered, before it animates.
    func finalizeLayoutTransition()

    /// Where an appearing decoration view starts its animation.
    func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// Where a disappearing decoration view ends its animation.
    func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Where scrolling comes to rest, given where it would.
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point
    /// Where scrolling comes to rest, given where it would and how fast it moves.
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point
    /// The index path an interactively moved item would take at a position.
    func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: Point) -> IndexPath
    /// The attributes of an item being moved interactively, at the pointer's position.
    func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> LayoutAttributes?

    /// Whether the collection view mirrors this layout in a right-to-left layout direction
    /// (UIKit's `flipsHorizontallyInOppositeLayoutDirection`; see `LayoutDirection.swift`).
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }
    /// The direction the layout was written for (UIKit's `developmentLayoutDirection`): a layout that
    /// flips is mirrored when the collection view's direction is the other one.
    var developmentLayoutDirection: LayoutDirection { get }

    /// Whether the layout's elements move by themselves as the clock runs (a user's layout driven by UIKit
    /// Dynamics whose springs are not at rest): the collection view lays it out again every frame while it does.
    var isMovingByItself: Bool { get }
}
