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
    /// Where each item of `identifiers` is, made with it: a layout looking up every item of a large scene costs one
    /// dictionary lookup each, not a pass over the snapshot.
    private var places: [String: IndexPath] = [:]

    /// A data source of `itemCounts` for `collectionView`.
    init(collectionView: UICollectionView, itemCounts: [Int]) {
        self.itemCounts = itemCounts
        super.init(collectionView: collectionView) { _, _, _ in UICollectionViewCell(frame: .zero) }
    }

    /// Forgets the ids asked for: the next lookup asks again (the items changed).
    func forgetIdentifiers() {
        identifiers = nil
        places = [:]
    }

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
        places = [:]
        for (section, id) in snapshot.sectionIdentifiers.enumerated() {
            for (item, itemID) in snapshot.itemIdentifiers(inSection: id).enumerated() where places[itemID] == nil {
                places[itemID] = IndexPath(item: item, section: section)
            }
        }
        return snapshot
    }

    /// The index path of a scene's item, from the places made with the snapshot.
    override func indexPath(for itemIdentifier: String) -> IndexPath? {
        _ = snapshot()
        return places[itemIdentifier]
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
}
