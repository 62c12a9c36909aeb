import CollectionLayout
@testable import CollectionView

/// Compositional layouts with one orthogonal band per behaviour, for the band-scrolling tests.
@MainActor
enum OrthogonalTestViews {
    /// The behaviours of sections 0…4, in order; section 5 follows the main axis.
    static let behaviours: [OrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary, .paging,
                                                           .groupPaging, .groupPagingCentered]

    /// Sections 0…4 are bands of ten 200 × 100 groups (one cell each) 10 apart, no insets, one per
    /// behaviour; section 5 stacks forty full-width 100-high rows. Sections touch: band s spans
    /// y = 100·s … 100·s + 100 and section 5 starts at y = 500 (content 500 + 4000 = 4500 high).
    /// `groupWidth` gives a section's group width for the environment (200 unless said).
    static func layout(groupWidth: @escaping (Int, LayoutEnvironment) -> Double = { _, _ in 200 },
                       handler: ((inout [LayoutAttributes], Point, LayoutEnvironment) -> Void)? = nil,
                       handlerSection: Int = 2) -> CompositionalLayout {
        CompositionalLayout { index, environment in
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            guard index < behaviours.count else {
                let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                 subitems: [item])
                return LayoutSection(group: row)
            }
            let width = groupWidth(index, environment)
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(100)),
                                               subitems: [item])
            let section = LayoutSection(group: group)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = behaviours[index]
            if index == handlerSection { section.visibleItemsInvalidationHandler = handler }
            return section
        }
    }

    /// The data: ten items "b<section>-<item>" in each band, forty rows "r<item>" in section 5.
    static func data() -> CollectionData {
        var sections = (0..<behaviours.count).map { section in
            CollectionData.Section(id: "band\(section)", itemIDs: (0..<10).map { "b\(section)-\($0)" })
        }
        sections.append(.init(id: "rows", itemIDs: (0..<40).map { "r\($0)" }))
        return CollectionData(sections: sections)
    }

    /// The bands and rows in a 1000 × 600 view.
    static func view(layout: CompositionalLayout = layout()) -> CollectionView {
        CollectionView(data: data(), layout: layout, viewportSize: Size(width: 1000, height: 600))
    }
}
