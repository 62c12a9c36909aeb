import Foundation

/// Where a collection view's counts and cells come from, as UIKit's `UICollectionViewDataSource`.
///
/// iOS's optional requirements have default implementations here (there is no `@objc optional` on Linux).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (optional on iOS: 1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of a kind (optional on iOS).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A plain reusable view, when the data source does not provide one.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
