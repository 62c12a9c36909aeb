import Foundation

/// The data source a hosted collection view answers with when its layout asks (a layout that
/// reads `collectionView.dataSource?.collectionView(_:numberOfItemsInSection:)` rather than the
/// collection view's own counts): the counts the host set, plain cells, and — as a diffable data source of
/// strings — the scene's section and item ids (`itemIdentifier(for:)`, `snapshot()`), asked of the host when
/// first needed and again after the counts or the items change.
@preconcurrency @MainActor
final class HostedDataSource: UICollectionViewDiffableDataSource<String, String> {
    /// The counts, one a section.
    var itemCounts: [Int] {
        didSet { if itemCounts != oldValue { forgetIdentifiers() } }
    }
    /// Where the scene's ids come from (the host asks the playground); nil: ids made of the index paths.
    var identifiersProvider: (() -> [(section: String, items: [String])])?
    /// The scene's ids as a snapshot, once asked for.
    private var identifiers: NSDiffableDataSourceSnapshot<String, String>?

    /// A data source of `itemCounts` for `collectionView`.
    init(collectionView: UICollectionView, itemCounts: [Int]) {
        self.itemCounts = itemCounts
        super.init(collectionView: collectionView) { _, _, _ in UICollectionViewCell(frame: .zero) }
    }

    /// Forgets the ids asked for: the next lookup asks again (the items changed).
    func forgetIdentifiers() { identifiers = nil }

    /// The scene's sections and items by id: the provider's, else `"0"`, `"1"`… for sections and `"0.0"`, `"0.1"`…
    /// for items, one for each counted.
    override func snapshot() -> NSDiffableDataSourceSnapshot<String, String> {
        if let identifiers { return identifiers }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        if let sections = identifiersProvider?() {
            for section in sections {
                snapshot.appendSections([section.section])
                snapshot.appendItems(section.items, toSection: section.section)
            }
        } else {
            for (section, count) in itemCounts.enumerated() {
                snapshot.appendSections(["\(section)"])
                snapshot.appendItems((0..<count).map { "\(section).\($0)" }, toSection: "\(section)")
            }
        }
        identifiers = snapshot
        return snapshot
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
}
