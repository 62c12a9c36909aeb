import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

/// The circle, cover-flow, stacked and line layouts as `UICollectionViewLayout` subclasses in
/// Apple's sample-code style (`prepare`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`, initial and final
/// attributes, `targetContentOffset` where they snap), with the numbers the playground uses now.
/// Each subclass is in its own file (`UIKitCustomLayoutExport+Circle.swift`, …).
enum UIKitCustomLayoutExport {
    /// `makeCollectionViewLayout()` returning a new `className`.
    static func makeFunction(_ className: String, summary: String) -> DeclSyntax {
        DeclSyntax("""
            /// The scene's layout: \(raw: summary).
            @MainActor
            func makeCollectionViewLayout() -> UICollectionViewLayout {
                \(raw: className)()
            }
            """)
    }

    /// The members every exported subclass shares: items of every section in one sequence
    /// (positions), counted in `prepare`.
    static let itemPositions = """
        /// Where each section's items start in the one sequence every section's items make.
        private var firstPositions: [Int] = []
        /// How many items all the sections have.
        private var itemCount = 0

        /// Counts the items of every section.
        private func countItems() {
            guard let collectionView else { return }
            firstPositions = []
            itemCount = 0
            for section in 0..<collectionView.numberOfSections {
                firstPositions.append(itemCount)
                itemCount += collectionView.numberOfItems(inSection: section)
            }
        }

        /// The item's place in the sequence.
        private func position(of indexPath: IndexPath) -> Int {
            firstPositions[indexPath.section] + indexPath.item
        }

        /// The index path of the item at a place in the sequence.
        private func indexPath(atPosition position: Int) -> IndexPath {
            let section = (firstPositions.lastIndex { $0 <= position }) ?? 0
            return IndexPath(item: position - firstPositions[section], section: section)
        }
        """

    /// The members a one-row layout (cover flow, the line) shares: the bounds read and the items
    /// counted in `prepare`, and a content size long enough for the first and the last item to
    /// reach the centre, `pitch` apart.
    static func rowMembers(pitch: String) -> String {
        """
        override func prepare() {
            super.prepare()
            bounds = collectionView?.bounds ?? .zero
            countItems()
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: bounds.width + CGFloat(max(0, itemCount - 1)) * \(pitch), height: bounds.height)
        }
        """
    }

    /// The members of a layout whose cells size themselves (UIKit's self-sizing: each cell answers
    /// `preferredLayoutAttributesFitting(_:)`, the layout keeps the height and lays out again).
    static let selfSizing = """
        /// The heights cells preferred (their cells keep `itemSize.width`).
        private var preferredHeights: [IndexPath: CGFloat] = [:]

        /// An item's height: what its cell preferred, or `itemSize.height` until it has, at most `limit`.
        private func height(of indexPath: IndexPath, atMost limit: CGFloat? = nil) -> CGFloat {
            let height = preferredHeights[indexPath] ?? itemSize.height
            guard let limit else { return height }
            return min(height, limit.rounded(.down))
        }

        override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                             withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
            guard preferredAttributes.representedElementCategory == .cell,
                  preferredHeights[preferredAttributes.indexPath] != preferredAttributes.size.height else { return false }
            preferredHeights[preferredAttributes.indexPath] = preferredAttributes.size.height
            return true
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            // Items inserted or deleted: the heights belong to other index paths now, so cells size again.
            if context.invalidateDataSourceCounts { preferredHeights = [:] }
            super.invalidateLayout(with: context)
        }
        """

    /// Scrolling that rests with an item centred: the nearest when slow, past a flick the first
    /// at or beyond the proposal in its direction.
    static func resting(pitch: String, flickVelocity: Double) -> String {
        """
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            guard itemCount > 0, \(pitch) > 0 else { return proposedContentOffset }
            let position = proposedContentOffset.x / \(pitch)
            var index = position.rounded()
            if abs(velocity.x) >= \(SwiftNumber.text(flickVelocity)) {
                index = velocity.x > 0 ? (position - 1e-6).rounded(.up) : (position + 1e-6).rounded(.down)
            }
            index = min(max(index, 0), CGFloat(itemCount - 1))
            return CGPoint(x: index * \(pitch), y: proposedContentOffset.y)
        }
        """
    }
}
