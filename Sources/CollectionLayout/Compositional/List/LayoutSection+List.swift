/// A list's section, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
extension LayoutSection {
    /// One column of full-width rows of estimated height 44, sized to their text: edge to edge
    /// (plain), 35 points below the section before (grouped, or above the first), 20 points from
    /// each side (inset grouped) or 10 (sidebars); a header and footer view when the modes say
    /// `supplementary`; a background behind a grouped section's rows.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment) -> LayoutSection {
        let rowSize = LayoutSize(widthDimension: .fractionalWidth(1),
                                 heightDimension: .estimated(ListConfiguration.estimatedRowHeight))
        let row = LayoutItem(layoutSize: rowSize)
        let section = LayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        let side = configuration.sideInset
        let hasHeaderView = configuration.headerMode == .supplementary
        let top = configuration.appearance.isGrouped && !hasHeaderView ? ListConfiguration.groupedSectionSpacing : 0
        section.contentInsets = DirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        let headerSize = LayoutSize(widthDimension: .fractionalWidth(1),
                                    heightDimension: .estimated(ListConfiguration.estimatedHeaderHeight))
        if hasHeaderView {
            section.boundarySupplementaryItems.append(LayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                                      elementKind: ElementKind.header, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(LayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                                      elementKind: ElementKind.footer, alignment: .bottom))
        }
        if configuration.appearance.isGrouped {
            // The rows' white (10-point rounded corners inset grouped) behind them, not behind the gap above.
            section.decorationItems = [.background(elementKind: ListElementKind.sectionBackground,
                                                   contentInsets: DirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side))]
        }
        section.listConfiguration = configuration
        return section
    }
}
