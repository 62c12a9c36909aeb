import Foundation

/// A data source whose sections and items are a snapshot of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: it answers the collection view's counts from the snapshot last applied,
/// and maps index paths to identifiers and back. (The playground draws the scene's cards, so the collection view
/// asks it for counts and identifiers, not cells.)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// The collection view it is the data source of (weak, as the collection view holds it weakly too).
    private weak var collectionView: UICollectionView?
    /// What makes the cells.
    private let cellProvider: CellProvider
    /// What makes supplementary views.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The snapshot last applied.
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the snapshot last applied.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Makes `snapshot` the collection's data: the collection view reloads its counts and the layout lays out
    /// again (the playground animates what it shows itself); `completion` runs once it has.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the collection's data by reloading, without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The identifier of the item at an index path, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        snapshot().item(section: indexPath.section, item: indexPath.item)
    }

    /// The index path of an item, if the snapshot has it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        snapshot().location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The identifier of the section at an index, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let identifiers = snapshot().sectionIdentifiers
        return identifiers.indices.contains(index) ? identifiers[index] : nil
    }

    /// The index of a section, if the snapshot has it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        snapshot().indexOfSection(sectionIdentifier)
    }

    /// The number of sections: the snapshot's.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        snapshot().numberOfSections
    }

    /// The number of items in a section: the snapshot's.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return snapshot().numberOfItems(inSection: identifier)
    }

    /// The cell the cell provider makes for the item (a plain cell when it makes none).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) } ?? UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view the provider makes (a plain view when there is none).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
