import CollectionLayout

/// One call the collection view made to its layout, with what it passed and what came back —
/// the line a trace shows (`LayoutTrace`).
public enum LayoutCall: Hashable, Sendable {
    /// `prepare()`.
    case prepare
    /// `collectionViewContentSize`, and the answer.
    case contentSize(Size)
    /// `layoutAttributesForElements(in:)`: the rect and how many attributes came back.
    case elementsInRect(Rect, count: Int)
    /// `layoutAttributesForItem(at:)`, and whether attributes came back.
    case item(IndexPath, found: Bool)
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    case supplementary(kind: String, IndexPath, found: Bool)
    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    case decoration(kind: String, IndexPath, found: Bool)
    /// `shouldInvalidateLayout(forBoundsChange:)`, and the answer.
    case shouldInvalidateForBoundsChange(Rect, answer: Bool)
    /// `invalidationContext(forBoundsChange:)`.
    case invalidationContextForBoundsChange(Rect)
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: the cell, its
    /// preferred and original sizes, and the answer.
    case shouldInvalidateForPreferredAttributes(IndexPath, preferred: Size, original: Size, answer: Bool)
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the cell and the
    /// index paths the context names.
    case invalidationContextForPreferredAttributes(IndexPath, invalidated: [IndexPath])
    /// `invalidateLayout(with:)`: what the context says.
    case invalidateLayout(InvalidationSummary)
    /// `prepare(forCollectionViewUpdates:)`, with the update items in UIKit's words.
    case prepareForUpdates([String])
    /// `finalizeCollectionViewUpdates()`.
    case finalizeUpdates
    /// `initialLayoutAttributesForAppearing…(at:)`: the element's category, kind and index path.
    case initialAttributes(ElementCategory, kind: String?, IndexPath)
    /// `finalLayoutAttributesForDisappearing…(at:)`.
    case finalAttributes(ElementCategory, kind: String?, IndexPath)
    /// `prepareForTransition(to:)`, naming the new layout.
    case prepareForTransitionTo(String)
    /// `prepareForTransition(from:)`, naming the old layout.
    case prepareForTransitionFrom(String)
    /// `finalizeLayoutTransition()`.
    case finalizeTransition
    /// `targetContentOffset(forProposedContentOffset:[withScrollingVelocity:])`: proposed, velocity, answer.
    case targetContentOffset(proposed: Point, velocity: Point?, answer: Point)
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
    case targetIndexPath(IndexPath, position: Point, answer: IndexPath)
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    case interactivelyMovingItem(IndexPath, position: Point)
    /// The data source's `collectionView(_:prefetchItemsAt:)`: items about to appear.
    case prefetchItems([IndexPath])
    /// The data source's `collectionView(_:cancelPrefetchingForItemsAt:)`: prefetched items that will not appear after all.
    case cancelPrefetching([IndexPath])
    /// The delegate's `collectionView(_:willDisplay:forItemAt:)`: a cell comes on screen.
    case willDisplay(IndexPath)
    /// The delegate's `collectionView(_:didEndDisplaying:forItemAt:)`: a cell left the screen.
    case didEndDisplaying(IndexPath)

    /// The call's name as UIKit spells the method.
    public var name: String {
        switch self {
        case .prepare: "prepare()"
        case .contentSize: "collectionViewContentSize"
        case .elementsInRect: "layoutAttributesForElements(in:)"
        case .item: "layoutAttributesForItem(at:)"
        case .supplementary: "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .decoration: "layoutAttributesForDecorationView(ofKind:at:)"
        case .shouldInvalidateForBoundsChange: "shouldInvalidateLayout(forBoundsChange:)"
        case .invalidationContextForBoundsChange: "invalidationContext(forBoundsChange:)"
        case .shouldInvalidateForPreferredAttributes: "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"
        case .invalidationContextForPreferredAttributes: "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)"
        case .invalidateLayout: "invalidateLayout(with:)"
        case .prepareForUpdates: "prepare(forCollectionViewUpdates:)"
        case .finalizeUpdates: "finalizeCollectionViewUpdates()"
        case .initialAttributes(let category, _, _):
            switch category {
            case .cell: "initialLayoutAttributesForAppearingItem(at:)"
            case .supplementary: "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)"
            case .decoration: "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)"
            }
        case .finalAttributes(let category, _, _):
            switch category {
            case .cell: "finalLayoutAttributesForDisappearingItem(at:)"
            case .supplementary: "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)"
            case .decoration: "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)"
            }
        case .prepareForTransitionTo: "prepareForTransition(to:)"
        case .prepareForTransitionFrom: "prepareForTransition(from:)"
        case .finalizeTransition: "finalizeLayoutTransition()"
        case .targetContentOffset(_, let velocity, _):
            velocity == nil ? "targetContentOffset(forProposedContentOffset:)"
                : "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"
        case .targetIndexPath: "targetIndexPath(forInteractivelyMovingItem:withPosition:)"
        case .interactivelyMovingItem: "layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)"
        case .prefetchItems: "collectionView(_:prefetchItemsAt:)"
        case .cancelPrefetching: "collectionView(_:cancelPrefetchingForItemsAt:)"
        case .willDisplay: "collectionView(_:willDisplay:forItemAt:)"
        case .didEndDisplaying: "collectionView(_:didEndDisplaying:forItemAt:)"
        }
    }

    /// The name shortened to fit a narrow panel: the first argument label kept, the rest elided
    /// (`shouldInvalidateLayout(forPreferred…)`).
    public var shortName: String {
        switch self {
        case .shouldInvalidateForPreferredAttributes: "shouldInvalidateLayout(forPreferred…)"
        case .invalidationContextForPreferredAttributes: "invalidationContext(forPreferred…)"
        case .targetContentOffset(_, let velocity, _): velocity == nil ? "targetContentOffset(forProposed…)" : "targetContentOffset(…withScrollingVelocity:)"
        case .supplementary: "layoutAttributesForSupplementaryView(…)"
        case .decoration: "layoutAttributesForDecorationView(…)"
        case .initialAttributes(let category, _, _) where category != .cell: "initialLayoutAttributesForAppearing\(category == .supplementary ? "Supplementary" : "Decoration")…"
        case .finalAttributes(let category, _, _) where category != .cell: "finalLayoutAttributesForDisappearing\(category == .supplementary ? "Supplementary" : "Decoration")…"
        case .targetIndexPath: "targetIndexPath(forInteractivelyMoving…)"
        case .interactivelyMovingItem: "layoutAttributesForInteractivelyMovingItem(…)"
        case .willDisplay: "collectionView(_:willDisplay:…)"
        case .didEndDisplaying: "collectionView(_:didEndDisplaying:…)"
        case .cancelPrefetching: "collectionView(_:cancelPrefetching…)"
        default: name
        }
    }

    /// The arguments and the answer, in a few words (empty for calls without any).
    public var details: String {
        switch self {
        case .prepare, .finalizeUpdates, .finalizeTransition: ""
        case .contentSize(let size): "→ \(Self.format(size))"
        case .elementsInRect(let rect, let count): "\(Self.format(rect)) → \(count)"
        case .item(let indexPath, let found): "\(indexPath)\(found ? "" : " → nil")"
        case .supplementary(let kind, let indexPath, let found), .decoration(let kind, let indexPath, let found):
            "\(kind) \(indexPath)\(found ? "" : " → nil")"
        case .shouldInvalidateForBoundsChange(let rect, let answer): "\(Self.format(rect)) → \(answer)"
        case .invalidationContextForBoundsChange(let rect): Self.format(rect)
        case .shouldInvalidateForPreferredAttributes(let indexPath, let preferred, let original, let answer):
            "\(indexPath) \(Self.format(original)) → \(Self.format(preferred)): \(answer)"
        case .invalidationContextForPreferredAttributes(let indexPath, let invalidated):
            "\(indexPath) → items \(invalidated.map(\.description).joined(separator: " "))"
        case .invalidateLayout(let summary): summary.description
        case .prepareForUpdates(let items): items.joined(separator: ", ")
        case .initialAttributes(_, let kind, let indexPath), .finalAttributes(_, let kind, let indexPath):
            kind.map { "\($0) \(indexPath)" } ?? indexPath.description
        case .prepareForTransitionTo(let name), .prepareForTransitionFrom(let name): name
        case .targetContentOffset(let proposed, let velocity, let answer):
            Self.format(proposed) + (velocity.map { " velocity \(Self.format($0))" } ?? "") + " → \(Self.format(answer))"
        case .targetIndexPath(let indexPath, let position, let answer): "\(indexPath) at \(Self.format(position)) → \(answer)"
        case .interactivelyMovingItem(let indexPath, let position): "\(indexPath) at \(Self.format(position))"
        case .prefetchItems(let indexPaths), .cancelPrefetching(let indexPaths): indexPaths.map(\.description).joined(separator: " ")
        case .willDisplay(let indexPath), .didEndDisplaying(let indexPath): indexPath.description
        }
    }

    /// A number as a trace prints it: whole numbers bare, others to a tenth.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }

    static func format(_ point: Point) -> String { "(\(format(point.x)), \(format(point.y)))" }
    static func format(_ size: Size) -> String { "\(format(size.width))×\(format(size.height))" }
    static func format(_ rect: Rect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width))×\(format(rect.height)))"
    }
}
