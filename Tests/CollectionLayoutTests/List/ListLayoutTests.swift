@testable import CollectionLayout
import Testing

/// `LayoutSection.list(using:layoutEnvironment:)` worked by hand: rows 44 points tall by
/// estimate, the sections' sides and gaps by appearance, separators and header rows as marks.
@Suite struct ListLayoutTests {
    /// A list layout of `appearance` over sections of `itemCounts` rows, `width` wide.
    private func prepared(_ configuration: ListConfiguration, width: Double = 390, itemCounts: [Int]) -> PreparedCompositional {
        let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(
            interSectionSpacing: configuration.interSectionSpacing)) { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
        return PreparedCompositional(layout, width: width, height: 844, itemCounts: itemCounts)
    }

    private func cell(_ prepared: PreparedCompositional, _ item: Int, _ section: Int) -> LayoutAttributes? {
        prepared.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
    }

    @Test func insetGroupedRowsAre350WideAt20() {
        let list = prepared(ListConfiguration(appearance: .insetGrouped), itemCounts: [3, 2])
        // 390 − 20 − 20 = 350, at x 20; the first section's rows start 35 down, 44 each.
        #expect(cell(list, 0, 0)?.frame == rect(20, 35, 350, 44))
        #expect(cell(list, 2, 0)?.frame == rect(20, 35 + 88, 350, 44))
        // The section's background behind its rows, rounded 10, not behind the gap above.
        let background = list.layout.layoutAttributesForDecorationView(ofKind: ListElementKind.sectionBackground,
                                                                       at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == rect(20, 35, 350, 132))
        #expect(background?[.cornerRadius] == 10)
    }

    @Test func groupedSectionsAre35Apart() {
        let list = prepared(ListConfiguration(appearance: .grouped), itemCounts: [2, 2])
        // Section 0's rows: 35 … 35 + 88 = 123; section 1's first row 35 below: 158. Full width.
        #expect(cell(list, 1, 0)?.frame == rect(0, 79, 390, 44))
        #expect(cell(list, 0, 1)?.frame == rect(0, 158, 390, 44))
        #expect(list.contentSize.height == 158 + 88)
    }

    @Test func plainRowsAreEdgeToEdgeWithSeparatorsFromTheText() {
        let list = prepared(ListConfiguration(appearance: .plain), itemCounts: [3])
        #expect(cell(list, 0, 0)?.frame == rect(0, 0, 390, 44))
        // Every row (the last too) has a separator from 16 (where the text starts) to the trailing edge.
        for item in 0..<3 {
            #expect(cell(list, item, 0)?[.separatorLeadingInset] == 16)
            #expect(cell(list, item, 0)?[.separatorTrailingInset] == 0)
            #expect(cell(list, item, 0)?[.listRow] == 1)
        }
    }

    @Test func groupedHasNoSeparatorUnderASectionsLastRow() {
        let list = prepared(ListConfiguration(appearance: .insetGrouped), itemCounts: [3])
        #expect(cell(list, 1, 0)?[.separatorLeadingInset] == 16)
        // −1: none.
        #expect(cell(list, 2, 0)?[.separatorLeadingInset] == -1)
        #expect(cell(list, 2, 0)?.custom[.separatorLeadingInset] == nil)
    }

    @Test func separatorInsetsAndHiddenSeparators() {
        var inset = ListConfiguration(appearance: .plain)
        inset.separatorInsets = DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 8)
        let list = prepared(inset, itemCounts: [2])
        #expect(cell(list, 0, 0)?[.separatorLeadingInset] == 60)
        #expect(cell(list, 0, 0)?[.separatorTrailingInset] == 8)
        var hidden = ListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        #expect(cell(prepared(hidden, itemCounts: [2]), 0, 0)?[.separatorLeadingInset] == -1)
        // Sidebars show none by default, and their rows are rounded 10 inside 10-point sides.
        let sidebar = prepared(ListConfiguration(appearance: .sidebar), itemCounts: [2])
        #expect(cell(sidebar, 0, 0)?[.separatorLeadingInset] == -1)
        #expect(cell(sidebar, 0, 0)?[.cornerRadius] == 10)
        #expect(cell(sidebar, 0, 0)?.frame == rect(10, 0, 370, 44))
    }

    @Test func firstItemInSectionIsMarkedAsTheHeader() {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let list = prepared(configuration, itemCounts: [3, 2])
        #expect(cell(list, 0, 0)?[.listHeader] == 1)
        #expect(cell(list, 1, 0)?[.listHeader] == 0)
        #expect(cell(list, 0, 1)?[.listHeader] == 1)
        // The rect query marks them as the single-item query does.
        let listed = list.layout.layoutAttributesForElements(in: rect(0, 0, 390, 844)).filter { $0.category == .cell }
        #expect(listed.filter { $0[.listHeader] == 1 }.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func supplementaryHeaderSitsAboveTheRows() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let list = prepared(configuration, itemCounts: [2, 2])
        let header = list.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
        // Estimated 38 tall, within the 20-point sides: (20, 0, 350, 38); the rows below it, no 35-point gap.
        #expect(header?.frame == rect(20, 0, 350, 38))
        #expect(cell(list, 0, 0)?.frame == rect(20, 38, 350, 44))
        // The next section 20 below the first's rows (38 + 88 = 126): its header at 146, its rows at 184.
        #expect(list.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))?.frame.minY == 146)
        #expect(cell(list, 0, 1)?.frame.minY == 184)
    }
}
