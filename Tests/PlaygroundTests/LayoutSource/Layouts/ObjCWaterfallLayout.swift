import UIKit

/// A delegate protocol as CHTCollectionViewWaterfallLayout's: the item size required, the rest `@objc optional`.
@objc protocol ObjCWaterfallDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                       heightForHeaderIn section: Int) -> CGFloat
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                       columnCountFor section: Int) -> Int
}

/// Columns the delegate may choose (else `columnCount`, set in Interface Builder), each item in the column of its
/// index, below a header the delegate may size (else `headerHeight`). Its `prepare()` is in an extension, as
/// Objective-C-era Swift layouts often have it.
@IBDesignable
class ObjCWaterfallLayout: UICollectionViewLayout {
    @IBInspectable var columnCount: Int = 2
    @IBInspectable var headerHeight: CGFloat = 40
    @objc dynamic var spacing: CGFloat = 10
    @IBOutlet weak var owner: UIViewController?
    fileprivate var attributes: [UICollectionViewLayoutAttributes] = []
    fileprivate var contentHeight: CGFloat = 0

    var delegate: ObjCWaterfallDelegate? { collectionView?.delegate as? ObjCWaterfallDelegate }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
}

extension ObjCWaterfallLayout {
    override func prepare() {
        super.prepare()
        attributes = []
        guard let collectionView, let delegate else { return }
        let asksColumns = delegate.responds(to: #selector(ObjCWaterfallDelegate.collectionView(_:layout:columnCountFor:)))
        let columns = asksColumns ? delegate.collectionView!(collectionView, layout: self, columnCountFor: 0) : columnCount
        let header = self.delegate?.collectionView?(collectionView, layout: self, heightForHeaderIn: 0) ?? headerHeight
        let asksHeader = delegate.responds(to: #selector(ObjCWaterfallDelegate.collectionView(_:layout:heightForHeaderIn:)))
        let width = (collectionView.bounds.width - CGFloat(columns + 1) * spacing) / CGFloat(columns)
        var tops = [CGFloat](repeating: header + spacing, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let column = item % columns
            let height = CGFloat(60 + 20 * (item % 3))
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            cell.frame = CGRect(x: spacing + CGFloat(column) * (width + spacing), y: tops[column], width: width, height: height)
            cell.alpha = asksHeader ? 0.5 : 1
            cell.zIndex = asksColumns ? 2 : 0
            tops[column] += height + spacing
            attributes.append(cell)
        }
        contentHeight = tops.max() ?? 0
    }
}

#if PLAYGROUND
@_spi(Playground) import UIKit
// The scene's delegate answers the sizes; it implements one optional requirement (four columns), not the other.
extension PlaygroundSceneDelegate: ObjCWaterfallDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        columnCountFor section: Int) -> Int { 4 }
}
#endif
