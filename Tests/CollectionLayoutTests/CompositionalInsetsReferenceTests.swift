@testable import CollectionLayout
import Testing

/// What a section's content insets are measured from (UIKit's `contentInsetsReference` and
/// `supplementaryContentInsetsReference`), worked by hand in a view whose layout margins are UIKit's
/// 16 points a side and whose safe area has no sides.
@Suite struct CompositionalInsetsReferenceTests {
    /// Full-width 44-point rows under a 30-point header, the section inset 10 at each side.
    private func section(_ reference: ContentInsetsReference, supplementary: ContentInsetsReference = .automatic,
                         follows: Bool = true) -> LayoutSection {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)))
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
                                                                              elementKind: "header", alignment: .top)]
        section.contentInsetsReference = reference
        section.supplementaryContentInsetsReference = supplementary
        section.supplementariesFollowContentInsets = follows
        return section
    }

    private func frames(_ section: LayoutSection, width: Double) -> (row: Rect, header: Rect) {
        let prepared = PreparedCompositional(section: section, width: width, itemCounts: [3])
        return (prepared.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame,
                prepared.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))!.frame)
    }

    @Test func noneAndTheSafeAreaMeasureFromTheEdgesWhenTheSafeAreaHasNoSides() {
        for reference in [ContentInsetsReference.none, .automatic, .safeArea] {
            let (row, header) = frames(section(reference), width: 375)
            #expect(row == Rect(x: 10, y: 30, width: 355, height: 44), "\(reference)")
            #expect(header == Rect(x: 10, y: 0, width: 355, height: 30), "\(reference)")
        }
    }

    @Test func layoutMarginsAddSixteenASide() {
        // 16 + 10 from either side of 375: 323 wide at 26; the header follows the section's reference.
        let (row, header) = frames(section(.layoutMargins), width: 375)
        #expect(row == Rect(x: 26, y: 30, width: 323, height: 44))
        #expect(header == Rect(x: 26, y: 0, width: 323, height: 30))
    }

    @Test func theReadableContentGuideCentresAReadableLine() {
        // 1024 less the margins is 992; the readable 672 leaves 160 a side: from 176, then 10 more.
        let (row, _) = frames(section(.readableContent), width: 1024)
        #expect(row == Rect(x: 186, y: 30, width: 652, height: 44))
        // A narrow view is narrower than the readable width: the margins alone.
        #expect(frames(section(.readableContent), width: 375).row == Rect(x: 26, y: 30, width: 323, height: 44))
    }

    @Test func boundaryItemsMayTakeTheirOwnReference() {
        // Rows from the margins; the header, not following the insets, from the view's edges.
        let (row, header) = frames(section(.layoutMargins, supplementary: .none, follows: false), width: 375)
        #expect(row.minX == 26)
        #expect(header == Rect(x: 0, y: 0, width: 375, height: 30))
    }
}
