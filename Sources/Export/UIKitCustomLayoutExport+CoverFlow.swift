import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

extension UIKitCustomLayoutExport {
    /// Cover flow with the scene's deck size, spacing, largest turn and perspective.
    static func coverFlow(_ layout: CoverFlowLayout) -> ExportPart {
        let n = SwiftNumber.text
        let selfSizing = layout.selfSizing
        let size = selfSizing ? "CGSize(width: itemSize.width, height: height(of: indexPath, atMost: bounds.height > 0 ? bounds.height * 0.9 : nil))" : "itemSize"
        let decl = DeclSyntax("""
            /// Cover flow: items in one row; the item nearest the centre faces the viewer, flat and in
            /// front; items to each side turn about the y axis towards the centre, seen in perspective,
            /// and overlap. Scrolling always comes to rest with one item exactly centred.
            final class ExportedCoverFlowLayout: UICollectionViewLayout {
                /// In a right-to-left collection view the order runs the other way (UIKit mirrors the layout).
                override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

                /// Each item's size.
                var itemSize = CGSize(width: \(raw: n(layout.itemSize.width)), height: \(raw: n(layout.itemSize.height)))
                /// The distance between neighbouring items' centres, as a fraction of the item width.
                var spacingFraction: CGFloat = \(raw: n(layout.spacingFraction))
                /// The largest turn of a side item, in radians.
                var maximumAngle: CGFloat = \(raw: SwiftNumber.radians(layout.maximumAngle))
                /// The perspective entry (m34) of the transform.
                var perspective: CGFloat = \(raw: n(layout.perspective))

                private var bounds = CGRect.zero
                /// The distance between neighbouring items' centres.
                private var spacing: CGFloat { itemSize.width * spacingFraction }

                \(raw: itemPositions)
                \(raw: selfSizing ? Self.selfSizing : "")

                \(raw: rowMembers(pitch: "spacing"))

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard itemCount > 0, spacing > 0 else { return [] }
                    let first = max(0, Int(((rect.minX - bounds.width / 2 - itemSize.width) / spacing).rounded(.down)))
                    let last = min(itemCount - 1, Int(((rect.maxX - bounds.width / 2 + itemSize.width) / spacing).rounded(.up)))
                    guard first <= last else { return [] }
                    return (first...last).compactMap { layoutAttributesForItem(at: indexPath(atPosition: $0)) }
                        .filter { $0.frame.intersects(rect) }
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    let position = position(of: indexPath)
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.size = \(raw: size)
                    attributes.center = CGPoint(x: bounds.width / 2 + CGFloat(position) * spacing, y: bounds.height / 2)
                    // −1 … 1: how far from the centre, in half bounds widths.
                    let distance = max(-1, min(1, (attributes.center.x - bounds.midX) / max(1, bounds.width / 2)))
                    if distance != 0 {
                        var perspectiveTransform = CATransform3DIdentity
                        perspectiveTransform.m34 = perspective
                        attributes.transform3D = CATransform3DConcat(CATransform3DMakeRotation(-distance * maximumAngle, 0, 1, 0), perspectiveTransform)
                    }
                    attributes.zIndex = itemCount - Int((abs(attributes.center.x - bounds.midX) / spacing).rounded())
                    return attributes
                }

                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                    true
                }

                \(raw: resting(pitch: "spacing", flickVelocity: RowResting.flickVelocity))
            }
            """)
        return ExportPart(declarations: [decl, makeFunction("ExportedCoverFlowLayout", summary: "cover flow")],
                          unexpressed: [], usage: ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout()."])
    }
}
