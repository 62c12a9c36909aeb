import Foundation

/// The object deciding where a collection view's elements go, as UIKit's `UICollectionViewLayout`.
///
/// Subclass it and override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`, as on iOS; every other member has UIKit's default.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view this layout is the layout of (set by `UICollectionView`).
    weak var hostingCollectionView: UICollectionView?
    /// Whether the layout was invalidated since its last `prepare()`.
    var needsPrepare = true
    /// The decoration view classes registered by kind.
    var decorationViewClasses: [String: AnyClass] = [:]

    /// A layout not yet attached to a collection view.
    public override init() {
        super.init()
    }

    /// A layout from an archive (archives are not read here: a new layout).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The collection view this layout lays out, once it has been given to one.
    open var collectionView: UICollectionView? { hostingCollectionView }

    /// The class of the attributes the layout creates (override it to use a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout creates (override it to use a subclass).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Laying out

    /// Computes whatever the layout needs before attributes are asked for; does nothing by default.
    open func prepare() {}

    /// The size of the whole scrollable content; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one cell; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of one decoration view; nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Registers the view class of a decoration kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    // MARK: Invalidating

    /// Whether a change of the visible bounds requires a new layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context describing what a bounds change invalidates; a new context of `invalidationContextClass` by default.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        newInvalidationContext()
    }

    /// Invalidates the whole layout: `invalidateLayout(with:)` with a context that invalidates everything.
    open func invalidateLayout() {
        let context = newInvalidationContext()
        context.storage.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout as needing a new `prepare()` (overrides record what the context names, then call `super`).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
    }

    /// Whether a cell's preferred attributes invalidate the layout; false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context describing what a cell's preferred attributes invalidate: that element, by default.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = newInvalidationContext()
        let indexPaths = [preferredAttributes.indexPath]
        switch preferredAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: indexPaths)
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: preferredAttributes.representedElementKind ?? "", at: indexPaths)
        case .decorationView: context.invalidateDecorationElements(ofKind: preferredAttributes.representedElementKind ?? "", at: indexPaths)
        }
        return context
    }

    // MARK: Scrolling

    /// Where scrolling comes to rest, given where it would and how fast it moves; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where the content offset goes after an update or a layout change; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called with a batch update's changes, after `prepare()` ran on the new data; does nothing by default.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once a batch update's animations are set up; does nothing by default.
    open func finalizeCollectionViewUpdates() {}

    /// Where an appearing item starts its animation; nil (a fade at its place) by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing item ends its animation; nil (a fade at its place) by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing supplementary view starts its animation; nil by default.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a disappearing supplementary view ends its animation; nil by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an appearing decoration view starts its animation; nil by default.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a disappearing decoration view ends its animation; nil by default.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Transitions

    /// Called on the current layout before a switch to `newLayout`; does nothing by default.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout before a switch from `oldLayout`; does nothing by default.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts once a switch is set up; does nothing by default.
    open func finalizeLayoutTransition() {}

    // MARK: Layout direction

    /// Whether the collection view mirrors this layout in a right-to-left layout direction; false by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout was written for; left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The extent `UICollectionView.allElementsRect` covers: the content size (a compositional layout adds
    /// its orthogonal bands, which run past the content's width).
    var allElementsExtent: CGSize { collectionViewContentSize }

    /// A new, empty context of `invalidationContextClass`.
    func newInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = Swift.type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// New attributes of `layoutAttributesClass` carrying an engine value.
    func makeAttributes(_ configure: (UICollectionViewLayoutAttributes) -> Void) -> UICollectionViewLayoutAttributes {
        let type = Swift.type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        configure(attributes)
        return attributes
    }
}
