@testable import CollectionLayout
import Testing

/// What a section's content insets are measured from (UIKit's `contentInsetsReference` and
/// `supplementaryContentInsetsReference`), worked by hand in a view whose layout margins are UIKit's
/// 16 points a side (a phone's compact width, under 600) or 20 (a regular width), and whose safe
/// area has no sides.
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

    private func frames(_ section: LayoutSection, width: Double,
                        configuration: CompositionalLayoutConfiguration = .init()) -> (row: Rect, header: Rect) {
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: width, height: 600), itemCounts: [3])
        collection.horizontalSizeClass = width < 600 ? .compact : .regular
        layout.context = collection
        layout.prepare()
        return (layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame,
                layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))!.frame)
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
        // 1024 (regular: margins 20) less the margins is 984; the readable 672 leaves 156 a side:
        // from 20 + 156 = 176, then 10 more.
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

    @Test func aSectionsAutomaticReferenceDefersToTheConfigurations() {
        // The configuration measures from the layout margins (16 a side at 375): the section's
        // automatic reference follows it, 16 + 10 = 26; a section's own `.none` still wins.
        var configuration = CompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        #expect(frames(section(.automatic), width: 375, configuration: configuration).row == Rect(x: 26, y: 30, width: 323, height: 44))
        #expect(frames(section(.none), width: 375, configuration: configuration).row == Rect(x: 10, y: 30, width: 355, height: 44))
    }

    @Test func theEnvironmentsEffectiveContentSizeLeavesOutTheConfigurationsInsets() {
        // 375 wide, compact: margins 16 a side leave 343; with no reference sides, the whole 375.
        var seen: [Double] = []
        var configuration = CompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        for reference in [ContentInsetsReference.layoutMargins, .none] {
            configuration.contentInsetsReference = reference
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)))
            let group = LayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
            let layout = CompositionalLayout(configuration: configuration) { _, environment in
                seen.append(environment.effectiveContentSize.width)
                return LayoutSection(group: group)
            }
            let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: 375, height: 600), itemCounts: [1])
            collection.horizontalSizeClass = .compact
            layout.context = collection
            layout.prepare()
        }
        #expect(seen == [343, 375])
    }
}

