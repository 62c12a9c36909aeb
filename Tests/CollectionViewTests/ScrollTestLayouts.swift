import CollectionLayout
@testable import CollectionView

/// One column of 100×100 cells, cell i at y = 100·i, content as wide as the view; scrolling
/// rests wherever it was proposed (the protocol's default `targetContentOffset`).
class UniformRows: CollectionViewLayout {
    weak var context: (any LayoutContext)?
    var count = 0
    func prepare() { count = context?.numberOfItems(inSection: 0) ?? 0 }
    var collectionViewContentSize: Size { Size(width: context?.bounds.width ?? 0, height: Double(count) * 100) }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let first = max(0, Int(rect.minY / 100)), last = min(count - 1, Int(rect.maxY / 100))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: CollectionLayout.IndexPath(0, $0)) }
    }
    func layoutAttributesForItem(at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = Rect(x: 0, y: Double(indexPath.item) * 100, width: 100, height: 100)
        return attributes
    }
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? { nil }
    /// Rests where proposed (a subclass may snap).
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point { proposed }
}

/// One row of 100×100 cells, cell i at x = 100·i, content as tall as the view; it rests wherever
/// scrolling was proposed.
final class UniformColumns: CollectionViewLayout {
    weak var context: (any LayoutContext)?
    var count = 0
    /// Whether the row is mirrored right to left (UIKit's `flipsHorizontallyInOppositeLayoutDirection`).
    var flipsHorizontallyInOppositeLayoutDirection = false
    func prepare() { count = context?.numberOfItems(inSection: 0) ?? 0 }
    var collectionViewContentSize: Size { Size(width: Double(count) * 100, height: context?.bounds.height ?? 0) }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let first = max(0, Int(rect.minX / 100)), last = min(count - 1, Int(rect.maxX / 100))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: CollectionLayout.IndexPath(0, $0)) }
    }
    func layoutAttributesForItem(at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = Rect(x: Double(indexPath.item) * 100, y: 0, width: 100, height: 100)
        return attributes
    }
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? { nil }
}

/// Views for the scrolling tests.
@MainActor
enum ScrollTestViews {
    /// `count` items "i0"… in one section.
    static func data(count: Int) -> CollectionData {
        CollectionData(sections: [.init(id: "s0", itemIDs: (0..<count).map { "i\($0)" })])
    }

    /// Whether the trace recorded any `targetContentOffset` call.
    static func askedTargetContentOffset(_ trace: LayoutTrace) -> Bool {
        trace.entries.contains { if case .targetContentOffset = $0.call { true } else { false } }
    }
}
