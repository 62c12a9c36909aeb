import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

extension UIKitCustomLayoutExport {
    /// The WWDC 2012 stacks with the scene's pile size, spacing and label height.
    static func stacked(_ layout: StackedLayout) -> ExportPart {
        let n = SwiftNumber.text
        let selfSizing = layout.selfSizing
        let pileHeight = selfSizing ? """
            guard counts.indices.contains(section), counts[section] > 0 else { return itemSize.height }
                    return (0..<min(counts[section], Self.visibleDepth)).map { height(of: IndexPath(item: $0, section: section)) }.max()!
            """ : "itemSize.height"
        let decl = DeclSyntax("""
            /// The WWDC 2012 stacks: each section is one pile whose top cards are slightly turned (the
            /// first unturned, cards deeper than five hidden), the first card on top; piles in a grid,
            /// each with its label (a header) below.
            final class ExportedStackedLayout: UICollectionViewLayout {
                /// In a right-to-left collection view the order runs the other way (UIKit mirrors the layout).
                override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

                /// Each pile's size.
                var itemSize = CGSize(width: \(raw: n(layout.itemSize.width)), height: \(raw: n(layout.itemSize.height)))
                /// The space between piles.
                var pileSpacing: CGFloat = \(raw: n(layout.pileSpacing))
                /// The height of each pile's label.
                var labelHeight: CGFloat = \(raw: n(layout.labelHeight))
                /// The margin around the grid of piles.
                var inset: CGFloat = \(raw: n(layout.inset))
                /// The largest turn of a card, in radians (Apple's sample).
                static let maximumAngle: CGFloat = \(raw: n(StackedLayout.maximumAngle))
                /// Cards deeper than this are hidden.
                static let visibleDepth = \(raw: StackedLayout.visibleDepth)

                private var counts: [Int] = []
                private var columns = 1
                private var width: CGFloat = 0
                private var pileHeights: [CGFloat] = []
                private var rowTops: [CGFloat] = []
                private var rowPileHeights: [CGFloat] = []
                \(raw: selfSizing ? Self.selfSizing : "")

                override func prepare() {
                    super.prepare()
                    guard let collectionView else { return }
                    width = collectionView.bounds.width
                    counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
                    columns = max(1, Int(((width - 2 * inset + pileSpacing) / (itemSize.width + pileSpacing)).rounded(.down)))
                    pileHeights = counts.indices.map(preferredPileHeight)
                    let rows = (counts.count + columns - 1) / columns
                    rowPileHeights = (0..<rows).map { row in
                        pileHeights[(row * columns)..<min(counts.count, (row + 1) * columns)].max() ?? itemSize.height
                    }
                    rowTops = []
                    var top = inset
                    for height in rowPileHeights {
                        rowTops.append(top)
                        top += height + labelHeight + pileSpacing
                    }
                }

                /// The height of a section's pile: its tallest visible card.
                private func preferredPileHeight(section: Int) -> CGFloat {
                    \(raw: pileHeight)
                }

                override var collectionViewContentSize: CGSize {
                    guard let lastTop = rowTops.last, let lastHeight = rowPileHeights.last else { return CGSize(width: width, height: 0) }
                    return CGSize(width: width, height: lastTop + lastHeight + labelHeight + inset)
                }

                /// Where a section's pile sits: the grid of piles is centred, at least `inset` in.
                private func pileFrame(section: Int) -> CGRect {
                    let usedColumns = min(columns, max(1, counts.count))
                    let gridWidth = CGFloat(usedColumns) * itemSize.width + CGFloat(usedColumns - 1) * pileSpacing
                    let left = max(inset, (width - gridWidth) / 2)
                    let column = section % columns, row = section / columns
                    let top = rowTops.indices.contains(row) ? rowTops[row] : inset
                    let height = pileHeights.indices.contains(section) ? pileHeights[section] : itemSize.height
                    return CGRect(x: left + CGFloat(column) * (itemSize.width + pileSpacing), y: top, width: itemSize.width, height: height)
                }

                /// A card's turn: none for the first, else a fixed pseudo-random angle within ±maximumAngle.
                static func angle(section: Int, item: Int) -> CGFloat {
                    guard item > 0 else { return 0 }
                    var z = UInt64(truncatingIfNeeded: section &* 7919 &+ item &* 104_729) &+ 0x9E37_79B9_7F4A_7C15
                    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                    z ^= z >> 31
                    let unit = CGFloat(z >> 11) / CGFloat(UInt64(1) << 53)
                    return (unit * 2 - 1) * maximumAngle
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    guard counts.indices.contains(indexPath.section), indexPath.item >= 0, indexPath.item < counts[indexPath.section] else { return nil }
                    let pile = pileFrame(section: indexPath.section)
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.size = pile.size
                    attributes.center = CGPoint(x: pile.midX, y: pile.midY)
                    attributes.zIndex = counts[indexPath.section] - indexPath.item
                    attributes.alpha = indexPath.item < Self.visibleDepth ? 1 : 0
                    let angle = Self.angle(section: indexPath.section, item: indexPath.item)
                    if angle != 0 { attributes.transform3D = CATransform3DMakeRotation(angle, 0, 0, 1) }
                    return attributes
                }

                override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    guard elementKind == UICollectionView.elementKindSectionHeader, counts.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
                    let pile = pileFrame(section: indexPath.section)
                    let row = indexPath.section / columns
                    let rowBottom = rowTops.indices.contains(row) ? rowTops[row] + rowPileHeights[row] : pile.maxY
                    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
                    attributes.frame = CGRect(x: pile.minX - pileSpacing / 2, y: rowBottom + 6, width: pile.width + pileSpacing, height: labelHeight)
                    return attributes
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    var result: [UICollectionViewLayoutAttributes] = []
                    for section in counts.indices {
                        for item in 0..<counts[section] {
                            if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)), attributes.frame.intersects(rect) {
                                result.append(attributes)
                            }
                        }
                        if let label = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)),
                           label.frame.intersects(rect) {
                            result.append(label)
                        }
                    }
                    return result
                }

                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                    newBounds.width != width
                }
            }
            """)
        return ExportPart(declarations: [decl, makeFunction("ExportedStackedLayout", summary: "the WWDC 2012 stacks")],
                          unexpressed: ["pinching a pile open (the session's interactive transition to a flow layout): UIKit's startInteractiveTransition(to:completion:) drives it from a pinch gesture recognizer."],
                          usage: ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout(); register a header view for each pile's label."])
    }
}
