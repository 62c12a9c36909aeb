import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

extension UIKitCustomLayoutExport {
    /// Apple's CircleLayout with the scene's item size, radius and neighbour overlap.
    static func circle(_ layout: CircleLayout) -> ExportPart {
        let n = SwiftNumber.text
        let radius = layout.radius.map { n($0) } ?? "nil"
        let overlap = layout.maximumNeighbourOverlap.map { n($0) } ?? "nil"
        let decl = DeclSyntax("""
            /// Apple's CircleLayout (WWDC 2012): every item on a circle around the centre of the visible
            /// bounds; inserted items grow out of the centre, deleted ones shrink into it.
            final class ExportedCircleLayout: UICollectionViewLayout {
                /// In a right-to-left collection view the order runs the other way (UIKit mirrors the layout).
                override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

                /// Each item's size.
                var itemSize = CGSize(width: \(raw: n(layout.itemSize.width)), height: \(raw: n(layout.itemSize.height)))
                /// The circle's radius; nil: min(width, height) / 2.5 of the bounds.
                var radius: CGFloat? = \(raw: radius)
                /// Items shrink so that neighbours overlap by at most this fraction of their side (nil: never).
                var maximumNeighbourOverlap: CGFloat? = \(raw: overlap)

                private var center = CGPoint.zero
                private var effectiveRadius: CGFloat = 0
                private var insertedIndexPaths: Set<IndexPath> = []
                private var deletedIndexPaths: Set<IndexPath> = []

                \(raw: itemPositions)

                override func prepare() {
                    super.prepare()
                    guard let collectionView else { return }
                    let size = collectionView.bounds.size
                    center = CGPoint(x: size.width / 2, y: size.height / 2)
                    effectiveRadius = radius ?? min(size.width, size.height) / 2.5
                    countItems()
                }

                override var collectionViewContentSize: CGSize {
                    collectionView?.bounds.size ?? .zero
                }

                /// `itemSize`, shrunk so that neighbours overlap by at most `maximumNeighbourOverlap`.
                private var ringItemSize: CGSize {
                    guard let overlap = maximumNeighbourOverlap, itemCount > 1 else { return itemSize }
                    let allowed = 2 * effectiveRadius * sin(CGFloat.pi / CGFloat(itemCount)) * (1 + overlap)
                    let side = max(itemSize.width, itemSize.height)
                    guard side > allowed, side > 0 else { return itemSize }
                    let factor = allowed / side
                    return CGSize(width: (itemSize.width * factor).rounded(.down), height: (itemSize.height * factor).rounded(.down))
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.size = ringItemSize
                    let angle = 2 * CGFloat.pi * CGFloat(position(of: indexPath)) / CGFloat(max(1, itemCount))
                    attributes.center = CGPoint(x: center.x + effectiveRadius * cos(angle), y: center.y + effectiveRadius * sin(angle))
                    return attributes
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    (0..<itemCount).compactMap { layoutAttributesForItem(at: indexPath(atPosition: $0)) }
                        .filter { $0.frame.intersects(rect) }
                }

                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                    newBounds.size != collectionView?.bounds.size
                }

                override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                    super.prepare(forCollectionViewUpdates: updateItems)
                    insertedIndexPaths = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\\.indexPathAfterUpdate))
                    deletedIndexPaths = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\\.indexPathBeforeUpdate))
                }

                override func finalizeCollectionViewUpdates() {
                    super.finalizeCollectionViewUpdates()
                    insertedIndexPaths = []
                    deletedIndexPaths = []
                }

                override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    guard insertedIndexPaths.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
                    attributes.alpha = 0
                    attributes.center = center
                    return attributes
                }

                override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    guard deletedIndexPaths.contains(itemIndexPath) else { return nil }
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
                    attributes.size = ringItemSize
                    attributes.center = center
                    attributes.alpha = 0
                    attributes.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
                    return attributes
                }
            }
            """)
        var notes = ["round cells: the sample's cells are discs (the cell's layer.cornerRadius = half its side)."]
        if layout.raisedItemSize != nil {
            notes.append("the raised card (the playground lifts the selected or hovered item above the ring at a readable size): raise it in the cell or in layoutAttributesForItem(at:) for the selected index path.")
        }
        return ExportPart(declarations: [decl, makeFunction("ExportedCircleLayout", summary: "Apple's CircleLayout")],
                          unexpressed: notes, usage: ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout()."])
    }
}
