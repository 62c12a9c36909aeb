import Foundation

/// The data source a hosted collection view answers with when its layout asks (a layout that
/// reads `collectionView.dataSource?.collectionView(_:numberOfItemsInSection:)` rather than the
/// collection view's own counts): the counts the host set, and plain cells.
@preconcurrency @MainActor
final class HostedDataSource: NSObject, UICollectionViewDataSource {
    /// The counts, one a section.
    var itemCounts: [Int]

    /// A data source of `itemCounts`.
    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
        return cell
    }
}
