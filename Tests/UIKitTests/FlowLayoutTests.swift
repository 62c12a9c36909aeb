import Testing
@_spi(Playground) import UIKit

/// UICollectionViewFlowLayout configured as on iOS, frames worked by hand from UIKit's documented rules:
/// items fill a line while they fit (with at least the interitem spacing), a full line's items are spread
/// to its edges, lines are `minimumLineSpacing` apart, and the section inset surrounds the items.
@MainActor
@Suite struct FlowLayoutTests {
    /// 320 wide, items 100 × 50, insets 10, spacings 10.
    private func layout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        return layout
    }

    @Test func twoItemsALineSpreadToTheInsets() {
        // 300 points inside the insets: two items (100 + 10 + 100 = 210) fit, three (320) do not; the two
        // are spread to the edges: x = 10 and 320 − 10 − 100 = 210. Lines at y = 10 and 10 + 50 + 10 = 70.
        let collectionView = host(layout(), width: 320, counts: [4])
        let frames = cellFrames(collectionView.layoutAllElements())
        let expected = [CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 210, y: 10, width: 100, height: 50),
                        CGRect(x: 10, y: 70, width: 100, height: 50), CGRect(x: 210, y: 70, width: 100, height: 50)]
        #expect(frames == expected)
        // 10 + 50 + 10 + 50 + 10 tall.
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 130))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == expected[3])
    }

    @Test func aHeaderSpansTheWidthAboveTheInsets() {
        let flow = layout()
        flow.headerReferenceSize = CGSize(width: 0, height: 40)
        let collectionView = host(flow, width: 320, counts: [2])
        let elements = collectionView.layoutAllElements()
        // Cells first, then the header (ordered by category); the header is 320 × 40 at the top, the items below it and the inset.
        #expect(elements.map(\.representedElementCategory) == [.cell, .cell, .supplementaryView])
        let header = elements[2]
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(elements[0].frame == CGRect(x: 10, y: 50, width: 100, height: 50))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: 0))?.frame == header.frame)
    }

    /// A delegate that implements only the inset of section 1.
    private final class InsetDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            insetForSectionAt section: Int) -> UIEdgeInsets {
            section == 1 ? UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20) : UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
    }

    @Test func aDelegateOverridesOneSectionsInsetAndNothingElse() {
        let delegate = InsetDelegate()
        let collectionView = host(layout(), width: 320, counts: [2, 2])
        collectionView.delegate = delegate
        let frames = cellFrames(collectionView.layoutAllElements())
        // Section 0 as before: 10 + 50 + 10 = 70 tall. Section 1 from y = 70: inset 20, so items at y = 90,
        // x = 20 and 320 − 20 − 100 = 200 (the spacing and the item size stay the layout's).
        #expect(frames == [CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 210, y: 10, width: 100, height: 50),
                           CGRect(x: 20, y: 90, width: 100, height: 50), CGRect(x: 200, y: 90, width: 100, height: 50)])
        // 70 + 20 + 50 + 20.
        #expect(collectionView.collectionViewLayout.collectionViewContentSize.height == 160)
    }

    /// A delegate sizing items: item n is 100 wide and 40 + 10n tall.
    private final class SizeDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: 100, height: 40 + 10 * CGFloat(indexPath.item))
        }
    }

    @Test func aDelegatesItemSizesAreCentredInTheirLine() {
        let delegate = SizeDelegate()
        let collectionView = host(layout(), width: 320, counts: [2])
        collectionView.delegate = delegate
        let frames = cellFrames(collectionView.layoutAllElements())
        // The line is 50 tall (the taller item); the 40-tall item is centred in it: y = 10 + 5.
        #expect(frames == [CGRect(x: 10, y: 15, width: 100, height: 40), CGRect(x: 210, y: 10, width: 100, height: 50)])
    }

    /// A data source of two sections of 3 and 1 items.
    private final class DataSource: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
    }

    @Test func aDataSourceGivesTheCounts() {
        let dataSource = DataSource()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout())
        collectionView.dataSource = dataSource
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(cellFrames(collectionView.layoutAllElements()).count == 4)
    }

    @Test func rightToLeftMirrorsTheLines() {
        // Mirrored in the 320-point width: the first item's frame 10…110 becomes 210…310.
        let collectionView = host(layout(), width: 320, counts: [2])
        collectionView.setTraitCollection(UITraitCollection(layoutDirection: .rightToLeft))
        #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let frames = cellFrames(collectionView.layoutAllElements())
        #expect(frames == [CGRect(x: 210, y: 10, width: 100, height: 50), CGRect(x: 10, y: 10, width: 100, height: 50)])
    }

    @Test func aHorizontalFlowStacksItemsInColumns() {
        // Scrolling sideways, lines are columns: 600 − 20 = 580 points tall hold 9 items of 50 with 10 between
        // (9 × 50 + 8 × 10 = 530; 10 would be 590). Three items make one last column, spaced as if filled with
        // invisible items (UIKit's last line): the 50 points left over shared by 8 gaps, 10 + 6.25 = 16.25 apart,
        // so y = 10, 76.25, 142.5.
        let flow = layout()
        flow.scrollDirection = .horizontal
        let collectionView = host(flow, width: 320, counts: [3])
        let frames = cellFrames(collectionView.layoutAllElements())
        #expect(frames.map(\.minX) == [10, 10, 10])
        #expect(frames.map(\.minY) == [10, 76.25, 142.5])
    }
}
