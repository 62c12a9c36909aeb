import UIKit

// Apple's CircleLayout (WWDC 2012 sample code), written in Swift from the reference math: every item
// on a circle around the centre of the view, radius min(width, height) / 2.5; inserted items grow out
// of the centre, deleted ones shrink into it. Paste it into an iOS project unchanged.

let ITEM_SIZE: CGFloat = 70

class CircleLayout: UICollectionViewLayout {
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var cellCount = 0
    private var insertedIndexPaths: [IndexPath] = []
    private var deletedIndexPaths: [IndexPath] = []

    override func prepare() {
        super.prepare()
        let size = collectionView!.frame.size
        cellCount = collectionView!.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2.0, y: size.height / 2.0)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize {
        collectionView!.frame.size
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: ITEM_SIZE, height: ITEM_SIZE)
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(cellCount)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes: [UICollectionViewLayoutAttributes] = []
        for item in 0..<cellCount {
            attributes.append(layoutAttributesForItem(at: IndexPath(item: item, section: 0))!)
        }
        return attributes
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate }
        deletedIndexPaths = updateItems.filter { $0.updateAction == .delete }.compactMap { $0.indexPathBeforeUpdate }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard insertedIndexPaths.contains(itemIndexPath) else { return nil }
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0.0
        attributes?.center = center
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deletedIndexPaths.contains(itemIndexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.size = CGSize(width: ITEM_SIZE, height: ITEM_SIZE)
        attributes.alpha = 0.0
        attributes.center = center
        attributes.transform3D = CATransform3DMakeScale(0.1, 0.1, 1.0)
        return attributes
    }
}
