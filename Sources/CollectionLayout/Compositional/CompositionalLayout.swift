/// UIKit's `UICollectionViewCompositionalLayout`: sections of repeated groups of items, each
/// sized relative to its container, described once and solved for any width and text size.
///
/// The semantics are in `shared/reference/compositional-layout.md`. A section's group is
/// solved once (`CompositionalSectionGeometry`), so a section of identical groups places
/// group n by arithmetic; measured cells re-solve only their own groups. Queries, pinning and
/// the orthogonal bands' offsets are in `CompositionalLayout+Queries.swift`, self-sizing and
/// batch updates in `CompositionalLayout+Invalidation.swift`. Sections stack along y; a
/// horizontal layout is solved as the vertical layout of its transposed description, in
/// "stacking space" (`CompositionalLayout+ScrollDirection.swift`): everything stored here
/// (sections, measured sizes, the content size, the prepared view size) is in that space.
public final class CompositionalLayout: CollectionViewLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// Returns the description of a section for its index and the current environment.
    public let sectionProvider: (Int, LayoutEnvironment) -> LayoutSection
    /// What applies to the whole layout.
    public var configuration: CompositionalLayoutConfiguration {
        didSet { if configuration.scrollDirection != oldValue.scrollDirection { needsFullPrepare = true } }
    }
    /// The text size category handed to the section provider (Dynamic Type's name, e.g. `large`).
    public var contentSizeCategory = "large" {
        didSet { if contentSizeCategory != oldValue { needsFullPrepare = true } }
    }
    /// The zIndex of pinned boundary items, above cells and badges.
    public static let pinnedZIndex = 1024
    /// Whether a pinned boundary item draws at `pinnedZIndex` at least (the playground's scenes, whose painter
    /// covers the content under a pinned header) or at the zIndex it asks for, as UIKit's compositional layout
    /// keeps it (a user's `NSCollectionLayoutBoundarySupplementaryItem`, `zIndex = 2` in Apple's samples).
    public var raisesPinnedZIndex = true

    var sections: [CompositionalSectionGeometry] = []
    /// Measured cell sizes by section, then item.
    var measuredSizes: [[Int: Size]] = []
    /// Sizes preferred since the last prepare, applied by the next.
    var pendingSizes: [IndexPath: Size] = [:]
    /// The heights estimated section boundary items measured, by section, then element kind.
    var measuredBoundaryHeights: [Int: [String: Double]] = [:]
    /// The item counts of the last prepare (the "before" of a batch update).
    var itemCounts: [Int] = []
    /// Each orthogonal section's band offset along its axis (x, or y in a horizontal layout).
    var orthogonalOffsets: [Int: Double] = [:]
    var needsFullPrepare = true
    var preparedViewSize: Size?
    var contentSize: Size = .zero
    /// The height of the global boundary items that extend above all sections.
    var globalTopExtension = 0.0
    /// Whether the last prepare solved the transposed description (a horizontal layout).
    var isTransposed = false

    /// How many sections the layout has solved since it was created (a full prepare adds every
    /// section, a prepare after measuring cells only the sections measured).
    package internal(set) var solvedSectionCount = 0

    /// A layout whose every section is `section`.
    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(configuration: configuration) { _, _ in section }
    }

    /// A layout asking `sectionProvider` for each section's description.
    public init(configuration: CompositionalLayoutConfiguration = .init(),
                sectionProvider: @escaping (Int, LayoutEnvironment) -> LayoutSection) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        isTransposed = configuration.scrollDirection == .horizontal
    }

    /// The environment the section provider sees now.
    public var environment: LayoutEnvironment {
        let size = context?.bounds.size ?? .zero
        let sides = referenceSides(configuration.contentInsetsReference, width: oriented(size).width)
        return LayoutEnvironment(containerSize: size, contentSizeCategory: contentSizeCategory,
                                 horizontalSizeClass: context?.horizontalSizeClass ?? .regular,
                                 verticalSizeClass: context?.verticalSizeClass ?? .regular,
                                 containerContentInsets: DirectionalEdgeInsets(top: 0, leading: sides.leading, bottom: 0, trailing: sides.trailing))
    }

    /// Solves every section after a change of size, data or description; after measured cells
    /// only, re-solves their groups and moves what follows.
    public func prepare() {
        guard let context else {
            sections = []
            contentSize = .zero
            return
        }
        let transposing = configuration.scrollDirection == .horizontal
        if transposing != isTransposed {
            // Measured sizes are kept in stacking space: a new direction starts from the estimates.
            isTransposed = transposing
            measuredSizes = []
            pendingSizes = [:]
            measuredBoundaryHeights = [:]
            needsFullPrepare = true
        }
        let viewSize = oriented(context.bounds.size)
        let counts = (0..<context.numberOfSections).map { context.numberOfItems(inSection: $0) }
        if measuredSizes.count < counts.count {
            measuredSizes += Array(repeating: [:], count: counts.count - measuredSizes.count)
        } else if measuredSizes.count > counts.count {
            measuredSizes.removeLast(measuredSizes.count - counts.count)
        }
        var changedItems: [Int: [Int]] = [:]
        for (indexPath, size) in pendingSizes where counts.indices.contains(indexPath.section) && indexPath.item < counts[indexPath.section] {
            measuredSizes[indexPath.section][indexPath.item] = size
            changedItems[indexPath.section, default: []].append(indexPath.item)
        }
        pendingSizes = [:]

        if needsFullPrepare || viewSize != preparedViewSize || counts != itemCounts || sections.count != counts.count {
            let environment = self.environment
            var transposedDescriptions: [ObjectIdentifier: LayoutSection] = [:]
            sections = counts.indices.map { index in
                var description = sectionProvider(index, environment)
                if transposing {
                    // A provider returning one section for every index is transposed once.
                    let key = ObjectIdentifier(description)
                    if let transposed = transposedDescriptions[key] {
                        description = transposed
                    } else {
                        let transposed = description.transposedSection()
                        transposedDescriptions[key] = transposed
                        description = transposed
                    }
                }
                var geometry = CompositionalSectionGeometry(section: description, itemCount: counts[index],
                                                            viewSize: viewSize, contentSizeCategory: contentSizeCategory,
                                                            measuredBoundaryHeights: measuredBoundaryHeights[index] ?? [:],
                                                            references: referenceSides(of: description, width: viewSize.width))
                let measured = measuredSizes[index]
                if !measured.isEmpty {
                    geometry.applyMeasurements(measured, changedItems: measured.keys, contentSizeCategory: contentSizeCategory)
                }
                return geometry
            }
            solvedSectionCount += sections.count
        } else {
            for (section, items) in changedItems {
                sections[section].applyMeasurements(measuredSizes[section], changedItems: items, contentSizeCategory: contentSizeCategory)
                solvedSectionCount += 1
            }
        }
        itemCounts = counts
        preparedViewSize = viewSize
        needsFullPrepare = false
        stackSections(viewSize: viewSize)
    }

    /// The room a section's content-insets reference and its boundary items' reference keep at
    /// the view's sides, from the collection view's safe area and layout margins. A horizontal
    /// layout keeps none (*own choice*: its sections' sides are the view's top and bottom, which
    /// the adjusted content inset already keeps clear).
    private func referenceSides(of section: LayoutSection, width: Double)
        -> (content: (leading: Double, trailing: Double), supplementary: (leading: Double, trailing: Double)) {
        // A section's `.automatic` defers to the configuration's reference.
        let contentReference = section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let supplementaryReference = section.supplementaryContentInsetsReference == .automatic
            ? contentReference : section.supplementaryContentInsetsReference
        return (referenceSides(contentReference, width: width), referenceSides(supplementaryReference, width: width))
    }

    /// The room `reference` keeps at the view's sides, from the collection view's safe area and
    /// layout margins (none in a horizontal layout, see above).
    private func referenceSides(_ reference: ContentInsetsReference, width: Double) -> (leading: Double, trailing: Double) {
        guard let context, !isTransposed else { return (0, 0) }
        let safe = (leading: context.safeAreaInsets.left, trailing: context.safeAreaInsets.right)
        let margins = (leading: context.layoutMargins.left, trailing: context.layoutMargins.right)
        return reference.sideInsets(width: width, safeArea: safe, margins: margins)
    }

    /// Places the sections one after another below the global header, with the inter-section
    /// spacing between them (not after the last), and sets the content size.
    private func stackSections(viewSize: Size) {
        var top = 0.0, bottom = 0.0
        for item in stackingBoundaryItems where item.extendsBoundary {
            let height = item.layoutSize.resolved(in: viewSize).height
            if item.alignment.isTop { top = max(top, height) }
            if item.alignment.isBottom { bottom = max(bottom, height) }
        }
        globalTopExtension = top
        var position = top
        for index in sections.indices {
            sections[index].origin = position
            position += sections[index].extent
            if index < sections.count - 1 { position += configuration.interSectionSpacing }
        }
        contentSize = Size(width: viewSize.width, height: position + bottom)
    }
}
