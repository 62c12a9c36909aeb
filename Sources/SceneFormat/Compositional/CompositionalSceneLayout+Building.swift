import CollectionLayout
import Typography

/// Builds UIKit's layout objects from a scene's description, in an environment, with the
/// columns a pinch added or took away.
extension CompositionalSceneLayout {
    /// The layout's configuration.
    public var configuration: CompositionalLayoutConfiguration {
        CompositionalLayoutConfiguration(scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing,
                                         boundarySupplementaryItems: boundarySupplementaryItems,
                                         contentInsetsReference: contentInsetsReference)
    }

    /// A compositional layout for sections described by `sectionDescriptions` (nil entries use
    /// the default section); sections past the list use the entry at their index modulo its
    /// length, so a description written for a few sections shapes any data.
    ///
    /// `boundaryItemEstimate(section, kind)` raises the estimate of a section's boundary items
    /// whose height is estimated (one line of a header's text, say); they stay estimated and are
    /// measured as cells are. nil keeps the description's estimate.
    public func makeLayout(sectionDescriptions: [SectionDescription?], category: ContentSizeCategory,
                           columnAdjustment: Int = 0,
                           boundaryItemEstimate: ((Int, String) -> Double?)? = nil) -> CompositionalLayout {
        let fallback = section
        let descriptions = sectionDescriptions.isEmpty ? [nil] : sectionDescriptions
        let layout = CompositionalLayout(configuration: configuration) { index, environment in
            let section: LayoutSection
            if let list {
                section = .list(using: list, layoutEnvironment: environment)
            } else {
                section = Self.description(at: index, in: descriptions, fallback: fallback, environment: environment, category: category)
                    .makeSection(columnAdjustment: columnAdjustment)
            }
            if let boundaryItemEstimate {
                section.boundarySupplementaryItems = section.boundarySupplementaryItems.map { item in
                    guard item.layoutSize.heightDimension.isEstimated,
                          let height = boundaryItemEstimate(index, item.elementKind) else { return item }
                    var sized = item
                    sized.layoutSize.heightDimension = .estimated(max(height, item.layoutSize.heightDimension.value))
                    return sized
                }
            }
            return section
        }
        layout.contentSizeCategory = category.uikitName
        return layout
    }

    /// The description section `index` uses, with its variants for other environments: its own (or,
    /// past the list, the entry at its index modulo the list's length; or `fallback`).
    package static func unresolvedDescription(at index: Int, in descriptions: [SectionDescription?], fallback: SectionDescription) -> SectionDescription {
        let descriptions = descriptions.isEmpty ? [nil] : descriptions
        return descriptions[index % descriptions.count] ?? fallback
    }

    /// The description section `index` uses in an environment: its own (or, past the list, the
    /// entry at its index modulo the list's length; or `fallback`), variants resolved.
    package static func description(at index: Int, in descriptions: [SectionDescription?], fallback: SectionDescription,
                            environment: LayoutEnvironment, category: ContentSizeCategory) -> SectionDescription {
        unresolvedDescription(at: index, in: descriptions, fallback: fallback).resolved(width: environment.containerSize.width, effectiveWidth: environment.effectiveContentSize.width,
                                    category: category, horizontal: environment.horizontalSizeClass, vertical: environment.verticalSizeClass)
    }
}

extension SectionDescription {
    /// The fewest and most columns a pinch can make.
    package static let columnRange = 1...12

    /// UIKit's section object for this description (variants already resolved); a section that
    /// follows the main axis gets `columnAdjustment` more (or fewer) columns in its groups.
    public func makeSection(columnAdjustment: Int = 0) -> LayoutSection {
        let adjustment = orthogonalScrollingBehavior == .none ? columnAdjustment : 0
        guard let built = group.makeItem(columnAdjustment: adjustment) as? LayoutGroup else {
            preconditionFailure("a section description's group is always a group (the decoder checks it)")
        }
        let section = LayoutSection(group: built)
        section.contentInsets = contentInsets
        section.interGroupSpacing = interGroupSpacing
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        section.boundarySupplementaryItems = boundarySupplementaryItems
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        section.contentInsetsReference = contentInsetsReference
        section.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        section.decorationItems = decorationItems
        section.visibleItemsInvalidationHandler = visibleItemsEffect?.handler(scrollsOrthogonally: orthogonalScrollingBehavior != .none)
        return section
    }
}

extension ItemDescription {
    /// UIKit's item (or group) object. Horizontal groups take `columnAdjustment` more columns:
    /// a `count` group's count changes, and subitems a whole fraction of the group wide
    /// (1/n) become 1/(n + adjustment) wide.
    package func makeItem(columnAdjustment: Int = 0) -> LayoutItem {
        guard let group else {
            let item = LayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
            item.contentInsets = contentInsets
            item.edgeSpacing = edgeSpacing
            return item
        }
        let built: LayoutGroup
        let adjusts = group.kind == .horizontal && columnAdjustment != 0
        switch group.kind {
        case .horizontal, .vertical:
            let children = group.subitems.map { child -> LayoutItem in
                var child = child
                if adjusts, group.count == nil { child.layoutSize.widthDimension = Self.adjusted(child.layoutSize.widthDimension, by: columnAdjustment) }
                return child.makeItem(columnAdjustment: columnAdjustment)
            }
            if let count = group.count, let only = children.first {
                let columns = adjusts ? Self.clampedColumns(count + columnAdjustment) : count
                built = group.kind == .horizontal ? .horizontal(layoutSize: layoutSize, subitem: only, count: columns)
                    : .vertical(layoutSize: layoutSize, subitem: only, count: columns)
            } else {
                built = group.kind == .horizontal ? .horizontal(layoutSize: layoutSize, subitems: children)
                    : .vertical(layoutSize: layoutSize, subitems: children)
            }
        case .custom:
            let frames = group.frames
            built = .custom(layoutSize: layoutSize) { _ in frames }
        }
        built.contentInsets = contentInsets
        built.edgeSpacing = edgeSpacing
        built.supplementaryItems = supplementaryItems
        built.interItemSpacing = group.interItemSpacing
        return built
    }

    /// A width that is a whole fraction 1/n of its container, made 1/(n + adjustment); any other width as it was.
    package static func adjusted(_ dimension: LayoutDimension, by adjustment: Int) -> LayoutDimension {
        guard dimension.kind == .fractionalWidth, dimension.value > 0 else { return dimension }
        let columns = (1 / dimension.value).rounded()
        guard abs(1 / dimension.value - columns) < 0.01 else { return dimension }
        return .fractionalWidth(1 / Double(clampedColumns(Int(columns) + adjustment)))
    }

    package static func clampedColumns(_ columns: Int) -> Int {
        min(max(columns, SectionDescription.columnRange.lowerBound), SectionDescription.columnRange.upperBound)
    }
}
