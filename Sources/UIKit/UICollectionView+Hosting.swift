import Foundation
internal import CollectionLayout

/// What the playground's host (the proof harness) uses to run a layout written for iOS: counts without a
/// data source, cells' preferred sizes, and every element's attributes after UIKit's layout pass.
extension UICollectionView {
    /// The number of items of each section (the count is the number of sections), in place of a data source;
    /// nil: the data source answers. Setting it reloads the data.
    @_spi(Playground) public var itemCounts: [Int]? {
        get { hostedItemCounts }
        set {
            hostedItemCounts = newValue
            // A layout that asks the data source itself gets the same counts.
            if let newValue {
                if let hostedDataSource {
                    hostedDataSource.itemCounts = newValue
                } else if dataSource == nil {
                    let source = HostedDataSource(collectionView: self, itemCounts: newValue)
                    source.identifiersProvider = hostedIdentifiersProvider
                    hostedDataSource = source
                    dataSource = source
                }
                // A layout that asks the delegate for sizes gets the scene's.
                if delegate == nil {
                    let sizes = PlaygroundSceneDelegate(collectionView: self)
                    sceneDelegate = sizes
                    delegate = sizes
                }
            }
            reloadData()
        }
    }

    /// Where the scene's section and item ids come from, which a layout reads through the hosted data source as a
    /// `UICollectionViewDiffableDataSource<String, String>` (`itemIdentifier(for:)`), asked when first needed.
    @_spi(Playground) public var sceneIdentifiersProvider: (() -> [(section: String, items: [String])])? {
        get { hostedIdentifiersProvider }
        set {
            hostedIdentifiersProvider = newValue
            hostedDataSource?.identifiersProvider = newValue
            hostedDataSource?.forgetIdentifiers()
        }
    }

    /// Forgets the scene's ids the hosted data source was given (the items moved with the counts unchanged).
    @_spi(Playground) public func forgetSceneIdentifiers() {
        hostedDataSource?.forgetIdentifiers()
    }

    /// The size a cell (or supplementary view) would like for attributes, which cells answer in
    /// `preferredLayoutAttributesFitting(_:)`; nil (or a nil answer): the size the layout gave it.
    @_spi(Playground) public var preferredSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize?)? {
        get { hostedPreferredSizeProvider }
        set {
            hostedPreferredSizeProvider = newValue
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The size the scene gives an element at the width of its attributes — its card measured to fit, its
    /// picture's aspect —, asked by the delegate a layout's sizes come from (`PlaygroundSceneDelegate`), whether
    /// or not the layout self-sizes; nil: the preferred size, if any.
    @_spi(Playground) public var sceneSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize?)? {
        get { hostedSceneSizeProvider }
        set { hostedSceneSizeProvider = newValue }
    }

    /// The most self-sizing passes `layoutAllElements()` runs before it stops waiting for the sizes to settle.
    @_spi(Playground) public static let maximumSelfSizingPasses = 32

    /// The rectangle every element is asked for: the content (origin zero, the layout's content size, widened
    /// to a compositional layout's orthogonal bands) grown by a point on each side, so that elements touching
    /// its edges are included.
    @_spi(Playground) public var allElementsRect: CGRect {
        CGRect(origin: .zero, size: collectionViewLayout.allElementsExtent).insetBy(dx: -1, dy: -1)
    }

    /// Lays out as UIKit does — `prepare()`, then self-sizing passes until no cell's preferred attributes
    /// invalidate the layout — and returns the attributes of every cell, supplementary view and decoration
    /// view in `allElementsRect`, as shown: mirrored when the layout flips in this direction
    /// (`isFlippedHorizontally`) unless `mirrored` is false (the layout's own coordinates, which the
    /// playground's layout host sends so that its engine mirrors), ordered by category, kind and index path.
    @_spi(Playground) public func layoutAllElements(mirrored: Bool = true) -> [UICollectionViewLayoutAttributes] {
        prepareLayoutIfNeeded()
        if hostedPreferredSizeProvider != nil { runSelfSizingPasses() }
        let layout = collectionViewLayout
        let elements = (layout.layoutAttributesForElements(in: allElementsRect) ?? []).map { attributes in
            let shown = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes ?? attributes
            if mirrored && isFlippedHorizontally {
                let width = max(Double(layout.collectionViewContentSize.width), Double(bounds.width))
                shown.storage = shown.storage.mirroredHorizontally(inWidth: width)
            }
            return shown
        }
        return elements.sorted { $0.storage.elementKey < $1.storage.elementKey }
    }

    /// Whether what the layout answers is shown mirrored: a layout that flips, in the direction opposite to
    /// its `developmentLayoutDirection` (as UIKit decides it).
    @_spi(Playground) public var isFlippedHorizontally: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }
}
