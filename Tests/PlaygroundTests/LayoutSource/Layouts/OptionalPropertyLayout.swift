import UIKit

/// A delegate protocol whose options are `@objc optional` properties, as Objective-C-era layouts declare them.
@objc protocol TileLayoutDelegate {
    @objc optional var tileSide: CGFloat { get }
    @objc optional var tileSpacing: CGFloat { get }
}

/// Square tiles in a row, each `tileSide` wide (else 100) and `tileSpacing` apart (else 20), as the delegate says.
class OptionalPropertyLayout: UICollectionViewLayout {
    var delegate: TileLayoutDelegate? { collectionView?.delegate as? TileLayoutDelegate }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let side = delegate?.tileSide ?? 100
        let spacing = delegate?.tileSpacing ?? 20
        return (0..<3).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * (side + spacing), y: 0, width: side, height: side)
            return attributes
        }
    }
}

#if PLAYGROUND
@_spi(Playground) import UIKit
// The scene's delegate answers one option (tiles 60 wide), not the other.
extension PlaygroundSceneDelegate: TileLayoutDelegate {
    var tileSide: CGFloat { 60 }
}
#endif
