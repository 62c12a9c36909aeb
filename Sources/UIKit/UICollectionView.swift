import Foundation
internal import CollectionLayout

/// A scrolling view of items placed by a layout object, as UIKit's `UICollectionView`.
///
/// Nothing is drawn: the collection view hosts a `UICollectionViewLayout` (its counts, bounds, insets and
/// traits are what the layout reads), and the playground's host reads the attributes back through SPI
/// (`UICollectionView+Hosting.swift`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The axis a layout's content scrolls along, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down.
        case vertical = 0
        /// Left and right.
        case horizontal = 1
    }

    /// What sort of view an element is, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view (header, footer, badge).
        case supplementaryView = 1
        /// A decoration view owned by the layout.
        case decorationView = 2
    }

    /// The kind of a flow layout's section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items; setting it hands the layout this collection view.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.hostingCollectionView === self { oldValue.hostingCollectionView = nil }
            attach(collectionViewLayout)
        }
    }

    /// Where the counts (and cells) come from.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Who answers the layout's questions (a flow layout asks a `UICollectionViewDelegateFlowLayout`).
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Counts the host set instead of a data source (SPI `itemCounts`).
    var hostedItemCounts: [Int]?
    /// Where the hosted data source gets the scene's ids (SPI `sceneIdentifiersProvider`).
    var hostedIdentifiersProvider: (() -> [(section: String, items: [String])])?
    /// The data source answering the host's counts, kept while it is the data source (which is weak).
    var hostedDataSource: HostedDataSource?
    /// The delegate answering with the scene's sizes, kept while it is the delegate (which is weak).
    var sceneDelegate: PlaygroundSceneDelegate?
    /// Asks the host for an element's preferred size (SPI `preferredSizeProvider`).
    var hostedPreferredSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize?)?
    /// Asks the host for the scene's size of an element at a width, whatever the layout (SPI `sceneSizeProvider`).
    var hostedSceneSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize?)?
    /// What the layout engine's layouts read of this collection view.
    lazy var engineContext = CollectionViewLayoutContext(collectionView: self)

    /// A collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout)
        // The app's interface has this view's direction (`UIApplication.shared.userInterfaceLayoutDirection`).
        UIApplication.shared.hostedView = self
        AppContentSizeCategory.set(traitCollection.preferredContentSizeCategory)
    }

    /// A collection view from an archive (archives are not read here: an empty frame and a flow layout).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(collectionViewLayout)
    }

    /// The bounds; a change asks the layout whether it must lay out again (`shouldInvalidateLayout(forBoundsChange:)`),
    /// before it is made, as UIKit asks: the layout reads the old bounds from its collection view and the new ones
    /// from the argument (a springy layout's scroll delta).
    /// The layout is invalidated once the bounds are set (a layout that scrolls its view there, setting
    /// `contentOffset` in `invalidateLayout(with:)`, sets bounds already made and stops).
    open override var bounds: CGRect {
        willSet {
            pendingBoundsInvalidation = nil
            guard newValue != bounds, collectionViewLayout.hostingCollectionView === self else { return }
            let layout = collectionViewLayout
            if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                pendingBoundsInvalidation = layout.invalidationContext(forBoundsChange: newValue)
            }
        }
        didSet {
            guard let context = pendingBoundsInvalidation else { return }
            pendingBoundsInvalidation = nil
            collectionViewLayout.invalidateLayout(with: context)
        }
    }

    /// What the bounds change being made invalidates, asked of the layout before it is made.
    private var pendingBoundsInvalidation: UICollectionViewLayoutInvalidationContext?

    /// The number of sections: the host's counts, else the data source's answer (1 by default), else 0.
    open var numberOfSections: Int {
        if let hostedItemCounts { return hostedItemCounts.count }
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of items in a section: the host's counts, else the data source's answer, else 0.
    open func numberOfItems(inSection section: Int) -> Int {
        if let hostedItemCounts { return hostedItemCounts.indices.contains(section) ? hostedItemCounts[section] : 0 }
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return dataSource.collectionView(self, numberOfItemsInSection: section)
    }

    /// Reloads the counts: the layout is invalidated with `invalidateDataSourceCounts` and `invalidateEverything`.
    open func reloadData() {
        let layout = collectionViewLayout
        var storage = InvalidationContext.everything
        storage.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: .make(type(of: layout).invalidationContextClass, storage: storage))
    }

    /// Changes the layout (there is no animation here).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The layout's attributes of one cell.
    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of one supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: What a layout asks of what is shown (answered from the layout's attributes: the playground draws the cells)

    /// The item whose cell covers a point of the content (the topmost by `zIndex`), or nil.
    open func indexPathForItem(at point: CGPoint) -> Foundation.IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// A cell for an item the layout places, with its attributes applied (nil for one it does not place).
    open func cellForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        guard let attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        let cell = UICollectionViewCell(frame: attributes.frame)
        cell.apply(attributes)
        return cell
    }

    /// The index paths of the items in the visible bounds, in order.
    open var indexPathsForVisibleItems: [Foundation.IndexPath] {
        prepareLayoutIfNeeded()
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// Runs `updates` and lays out again, as UIKit's `performBatchUpdates(_:completion:)` (the
    /// playground animates the change it sees; here the completion runs at once, finished).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        collectionViewLayout.invalidateLayout()
        prepareLayoutIfNeeded()
        completion?(true)
    }

    /// Lays out again now if the layout was invalidated, and (hosted, with sizes to ask) lets the cells about to
    /// be shown self-size, as UIKit's layout pass does.
    open override func layoutIfNeeded() {
        prepareLayoutIfNeeded()
        if hostedPreferredSizeProvider != nil { runSelfSizingPasses() }
    }

    /// Hands a layout this collection view and marks it as needing a prepare.
    private func attach(_ layout: UICollectionViewLayout) {
        layout.hostingCollectionView = self
        layout.invalidateLayout()
    }

    /// Prepares the layout when it was invalidated since its last prepare, and takes its content size. A
    /// layout that invalidates itself while it prepares (a subclass setting `itemSize` after `super.prepare()`)
    /// is prepared again, as UIKit's next layout pass would, at most `maximumPreparesPerPass` times.
    func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        for _ in 0..<Self.maximumPreparesPerPass where layout.needsPrepare {
            layout.needsPrepare = false
            layout.prepare()
        }
        contentSize = layout.collectionViewContentSize
    }

    /// The most prepares one layout pass runs while the layout keeps invalidating itself.
    static let maximumPreparesPerPass = 8

    /// A change of the host's safe area or traits invalidates the whole layout, as a trait change does on iOS.
    override func hostedEnvironmentDidChange() {
        collectionViewLayout.invalidateLayout()
    }
}
