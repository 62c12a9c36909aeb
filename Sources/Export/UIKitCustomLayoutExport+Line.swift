import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

extension UIKitCustomLayoutExport {
    /// Apple's LineLayout with the scene's item size, spacing, active distance and zoom.
    static func line(_ layout: LineLayout) -> ExportPart {
        let n = SwiftNumber.text
        let selfSizing = layout.selfSizing
        let size = selfSizing
            ? "CGSize(width: itemSize.width, height: height(of: indexPath, atMost: bounds.height > 0 ? bounds.height * 0.9 / (1 + max(0, zoomFactor)) : nil))"
            : "itemSize"
        let decl = DeclSyntax("""
            /// Apple's LineLayout (WWDC 2012): items in one row, the item at the centre of the visible
            /// bounds zoomed and its neighbours less the further they are; scrolling rests with an item
            /// exactly centred. Items of every section share the row, which starts and ends half a
            /// bounds width in, so the first and the last item can be centred too.
            final class ExportedLineLayout: UICollectionViewLayout {
                /// Each item's size (the sample's ITEM_SIZE).
                var itemSize = CGSize(width: \(raw: n(layout.itemSize.width)), height: \(raw: n(layout.itemSize.height)))
                /// The space between neighbouring items (the sample's minimumLineSpacing).
                var spacing: CGFloat = \(raw: n(layout.spacing))
                /// How far from the centre an item starts to zoom (the sample's ACTIVE_DISTANCE).
                var activeDistance: CGFloat = \(raw: n(layout.activeDistance))
                /// How much the centred item grows (the sample's ZOOM_FACTOR).
                var zoomFactor: CGFloat = \(raw: n(layout.zoomFactor))

                private var bounds = CGRect.zero
                /// The distance between neighbouring items' centres.
                private var pitch: CGFloat { itemSize.width + spacing }

                \(raw: itemPositions)
                \(raw: selfSizing ? Self.selfSizing : "")

                \(raw: rowMembers(pitch: "pitch"))

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard itemCount > 0, pitch > 0 else { return [] }
                    let reach = itemSize.width * (1 + max(0, zoomFactor)) / 2
                    let first = max(0, Int(((rect.minX - reach - bounds.width / 2) / pitch).rounded(.down)))
                    let last = min(itemCount - 1, Int(((rect.maxX + reach - bounds.width / 2) / pitch).rounded(.up)))
                    guard first <= last else { return [] }
                    return (first...last).compactMap { layoutAttributesForItem(at: indexPath(atPosition: $0)) }
                        .filter { $0.frame.intersects(rect) }
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.size = \(raw: size)
                    attributes.center = CGPoint(x: bounds.width / 2 + CGFloat(position(of: indexPath)) * pitch, y: bounds.height / 2)
                    let distance = bounds.midX - attributes.center.x
                    if activeDistance > 0, abs(distance) < activeDistance {
                        let zoom = 1 + zoomFactor * (1 - abs(distance) / activeDistance)
                        if zoom != 1 {
                            attributes.transform3D = CATransform3DMakeScale(zoom, zoom, 1)
                            attributes.zIndex = 1
                        }
                    }
                    return attributes
                }

                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                    true
                }

                \(raw: resting(pitch: "pitch", flickVelocity: RowResting.flickVelocity))
            }
            """)
        return ExportPart(declarations: [decl, makeFunction("ExportedLineLayout", summary: "Apple's LineLayout")],
                          unexpressed: [], usage: ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout()."])
    }
}
