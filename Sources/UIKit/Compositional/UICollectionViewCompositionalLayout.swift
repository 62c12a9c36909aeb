import Foundation
internal import CollectionLayout

/// Returns the description of a section for its index and the current environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Sections of repeated groups of items, each sized relative to its container, as UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// A thin layer over the layout engine's `CompositionalLayout`: the section provider's `NSCollectionLayout…`
/// descriptions are turned into the engine's (`UICollectionViewCompositionalLayout+Bridging.swift`), and every
/// override below forwards to it.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The engine's layout, not yet pointed at the collection view; read `engine`, which connects it first.
    let unconnectedEngine: CompositionalLayout
    /// The engine's layout doing the work, pointed at the collection view and its text size as they
    /// are now (every read connects it, so no entry point can forget to).
    var engine: CompositionalLayout {
        connectEngine()
        return unconnectedEngine
    }

    /// The section provider, as the engine calls it.
    let provider: CompositionalSectionProviderBridge

    /// What applies to the whole layout; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet {
            engine.configuration = configuration.engine
            invalidateLayout()
        }
    }

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        (unconnectedEngine, provider, configuration) = Self.parts({ _, _ in section }, .init())
        super.init()
        provider.layout = self
    }

    /// A layout whose every section is `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        (unconnectedEngine, provider, self.configuration) = Self.parts({ _, _ in section }, configuration)
        super.init()
        provider.layout = self
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        (unconnectedEngine, provider, configuration) = Self.parts(sectionProvider, .init())
        super.init()
        provider.layout = self
    }

    /// A layout asking `sectionProvider` for each section, with a configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        (unconnectedEngine, provider, self.configuration) = Self.parts(sectionProvider, configuration)
        super.init()
        provider.layout = self
    }

    /// Archives are not read here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A layout whose every section is a list's.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        layoutConfiguration.interSectionSpacing = CGFloat(configuration.engine.interSectionSpacing)
        return UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }, configuration: layoutConfiguration)
    }

    /// A compositional layout is mirrored in a right-to-left collection view.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Solves the sections (the engine's `prepare()`).
    open override func prepare() {
        super.prepare()
        provider.beginPrepare()
        engine.prepare()
        provider.endPrepare()
    }

    /// The size of the whole content.
    open override var collectionViewContentSize: CGSize { CGSize(engine.collectionViewContentSize) }

    /// The content size widened (or, scrolling sideways, lengthened) to the longest orthogonal band.
    override var allElementsExtent: CGSize {
        var extent = collectionViewContentSize
        let engine = self.engine
        for section in engine.orthogonallyScrollingSections {
            guard let band = engine.orthogonalBand(forSection: section) else { continue }
            if engine.orthogonalScrollDirection == .horizontal {
                extent.width = max(extent.width, CGFloat(band.contentWidth))
            } else {
                extent.height = max(extent.height, CGFloat(band.contentWidth))
            }
        }
        return extent
    }

    /// Every cell, supplementary view and decoration meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engine.layoutAttributesForElements(in: rect.engine).map { wrap($0, kind: { $0 }) }
    }

    /// One cell's attributes.
    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForItem(at: indexPath.engine).map { wrap($0, kind: { $0 }) }
    }

    /// A boundary or anchored supplementary item's attributes.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath.engine).map { wrap($0, kind: { $0 }) }
    }

    /// A section decoration's attributes.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath.engine).map { wrap($0, kind: { $0 }) }
    }

    /// A new size invalidates; a scroll only with pinned boundary items.
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

    /// Whether an element with an estimated dimension prefers another size on that dimension.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let (preferred, original) = engineSelfSizing(preferredAttributes, originalAttributes)
        return engine.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// Names the element, keeps its preferred size, and says how the content size and offset move.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let (preferred, original) = engineSelfSizing(preferredAttributes, originalAttributes)
        return wrap(engine.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    /// Hands a batch update's changes to the engine.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        engine.prepare(forCollectionViewUpdates: unwrap(updateItems))
    }
}
