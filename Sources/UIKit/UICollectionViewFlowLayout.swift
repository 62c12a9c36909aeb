import Foundation
internal import CollectionLayout

/// Items in lines, lines along the scroll axis, with per-section headers, footers, insets and spacings, as
/// UIKit's `UICollectionViewFlowLayout`.
///
/// A thin layer over the layout engine's `FlowLayout`: the properties configure it, the delegate's answers
/// reach it through `FlowLayoutDelegateBridge`, and every override below forwards to it. Subclass it as on
/// iOS (override `prepare()` or `layoutAttributesForElements(in:)`, calling `super`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from across the scroll axis, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content area: the bounds less the adjusted content inset (the default).
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }

    /// The `estimatedItemSize` asking every cell for its size (its estimate is `itemSize`).
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The engine's layout, not yet pointed at the collection view; read `engine`, which connects it first.
    let unconnectedEngine = FlowLayout()
    /// The engine's layout doing the work, pointed at the collection view and its flow delegate as
    /// they are now (every read connects it, so no entry point can forget to).
    var engine: FlowLayout {
        connectEngine()
        return unconnectedEngine
    }

    /// The delegate's answers, as the engine asks for them.
    lazy var delegateBridge = FlowLayoutDelegateBridge(layout: self)

    /// Set by a default implementation of `UICollectionViewDelegateFlowLayout` while it answers this layout:
    /// how the layout tells a delegate's own answer from a default one (UIKit's `respondsToSelector:`).
    private var delegateAnsweredByDefault = false

    /// Marks the delegate's answer being given to this layout as a default implementation's.
    func noteDefaultDelegateAnswer() { delegateAnsweredByDefault = true }

    /// The delegate's answer from `ask`, or nil when a default implementation gave it.
    func delegateAnswer<Value>(_ ask: () -> Value) -> Value? {
        delegateAnsweredByDefault = false
        let value = ask()
        defer { delegateAnsweredByDefault = false }
        return delegateAnsweredByDefault ? nil : value
    }

    /// The size of items the delegate does not size (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { propertyDidChange(itemSize != oldValue) }
    }

    /// When not zero, items start at this size and take their cells' preferred sizes (self-sizing).
    open var estimatedItemSize: CGSize = .zero {
        didSet { propertyDidChange(estimatedItemSize != oldValue) }
    }

    /// The smallest gap between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { propertyDidChange(minimumLineSpacing != oldValue) }
    }

    /// The smallest gap between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { propertyDidChange(minimumInteritemSpacing != oldValue) }
    }

    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { propertyDidChange(sectionInset != oldValue) }
    }

    /// The size of section headers (only the extent along the scroll axis counts; zero: none).
    open var headerReferenceSize: CGSize = .zero {
        didSet { propertyDidChange(headerReferenceSize != oldValue) }
    }

    /// The size of section footers (only the extent along the scroll axis counts; zero: none).
    open var footerReferenceSize: CGSize = .zero {
        didSet { propertyDidChange(footerReferenceSize != oldValue) }
    }

    /// The axis the content scrolls along.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { propertyDidChange(scrollDirection != oldValue) }
    }

    /// Whether section headers stay on screen while their section is.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { propertyDidChange(sectionHeadersPinToVisibleBounds != oldValue) }
    }

    /// Whether section footers stay on screen while their section is (kept, not applied: the engine pins headers only).
    open var sectionFootersPinToVisibleBounds = false {
        didSet { propertyDidChange(sectionFootersPinToVisibleBounds != oldValue) }
    }

    /// What section insets are measured from across the scroll axis.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { propertyDidChange(sectionInsetReference != oldValue) }
    }

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
        configureEngine()
    }

    /// A flow layout from an archive (archives are not read here: UIKit's defaults).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureEngine()
    }

    /// The flow layout's invalidation contexts.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A flow layout is mirrored in a right-to-left collection view.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Forms the lines (the engine's `prepare()`, with the delegate's metrics).
    open override func prepare() {
        super.prepare()
        engine.prepare()
    }

    /// The collection view's cross extent by the sum of the sections.
    open override var collectionViewContentSize: CGSize { CGSize(engine.collectionViewContentSize) }

    /// Every cell, header and footer meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engine.layoutAttributesForElements(in: rect.engine).map { wrap($0, kind: ElementKindNames.uikit) }
    }

    /// One cell's attributes.
    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: indexPath.engine).map { wrap($0, kind: ElementKindNames.uikit) }
    }

    /// A section header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForSupplementaryView(ofKind: ElementKindNames.engine(elementKind), at: indexPath.engine)
            .map { wrap($0, kind: ElementKindNames.uikit) }
    }

    /// A decoration view's attributes (a flow layout has none unless a subclass adds them).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath.engine).map { wrap($0, kind: ElementKindNames.uikit) }
    }

    /// A new width (or height, scrolling sideways) invalidates; a scroll only with pinned headers.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return engine.shouldInvalidateLayout(forBoundsChange: newBounds.engine)
    }

    /// What a bounds change invalidates.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        return wrap(engine.invalidationContext(forBoundsChange: newBounds.engine))
    }

    /// Records what the context names for the next `prepare()`.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        engine.invalidateLayout(with: context.storage)
        super.invalidateLayout(with: context)
    }

    /// With an estimated item size, whether a cell's preferred size differs from the one the layout has.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        engine.shouldInvalidateLayout(forPreferredLayoutAttributes: unwrap(preferredAttributes, kind: ElementKindNames.engine),
                                      withOriginalAttributes: unwrap(originalAttributes, kind: ElementKindNames.engine))
    }

    /// Names the cell, keeps its preferred size, and says how the content size and offset move.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        wrap(engine.invalidationContext(forPreferredLayoutAttributes: unwrap(preferredAttributes, kind: ElementKindNames.engine),
                                        withOriginalAttributes: unwrap(originalAttributes, kind: ElementKindNames.engine)))
    }

    /// Where scrolling comes to rest (keeping the item the user looks at in place through an update).
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(engine.targetContentOffset(forProposedContentOffset: proposedContentOffset.engine))
    }

    /// Where scrolling comes to rest, given how fast it moves.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(engine.targetContentOffset(forProposedContentOffset: proposedContentOffset.engine, withScrollingVelocity: velocity.engine))
    }

    /// Hands a batch update's changes to the engine.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        engine.prepare(forCollectionViewUpdates: unwrap(updateItems))
    }

    /// Ends a batch update.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        engine.finalizeCollectionViewUpdates()
    }

    /// Where an appearing item starts its animation.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.initialLayoutAttributesForAppearingItem(at: itemIndexPath.engine).map { wrap($0, kind: ElementKindNames.uikit) }
    }

    /// Where a disappearing item ends its animation.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.finalLayoutAttributesForDisappearingItem(at: itemIndexPath.engine).map { wrap($0, kind: ElementKindNames.uikit) }
    }
}
