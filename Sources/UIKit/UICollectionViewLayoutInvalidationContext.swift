import Foundation
internal import CollectionLayout

/// What changed since the last layout pass, as UIKit's `UICollectionViewLayoutInvalidationContext`.
///
/// Backed by the layout engine's `InvalidationContext`, which the bridged layouts hand to the engine.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// The engine's value behind the public properties.
    var storage = InvalidationContext()

    /// An empty context: nothing invalidated yet.
    public required override init() {
        super.init()
    }

    /// Whether the whole layout must be computed again (set by `invalidateLayout()` and data reloads).
    open var invalidateEverything: Bool { storage.invalidateEverything }

    /// Whether the number of sections or items changed.
    open var invalidateDataSourceCounts: Bool { storage.invalidateDataSourceCounts }

    /// Names cells whose attributes must be computed again.
    open func invalidateItems(at indexPaths: [Foundation.IndexPath]) {
        storage.invalidateItems(at: indexPaths.map(\.engine))
    }

    /// Names supplementary views of a kind whose attributes must be computed again.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [Foundation.IndexPath]) {
        storage.invalidateSupplementaryElements(ofKind: elementKind, at: indexPaths.map(\.engine))
    }

    /// Names decoration views of a kind whose attributes must be computed again.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [Foundation.IndexPath]) {
        storage.invalidatedDecorationIndexPaths[elementKind, default: []].append(contentsOf: indexPaths.map(\.engine))
    }

    /// The cells named so far, or nil when none.
    open var invalidatedItemIndexPaths: [Foundation.IndexPath]? {
        storage.invalidatedItemIndexPaths.isEmpty ? nil : storage.invalidatedItemIndexPaths.map(Foundation.IndexPath.init)
    }

    /// The supplementary views named so far, by kind, or nil when none.
    open var invalidatedSupplementaryIndexPaths: [String: [Foundation.IndexPath]]? {
        storage.invalidatedSupplementaryIndexPaths.isEmpty ? nil
            : storage.invalidatedSupplementaryIndexPaths.mapValues { $0.map(Foundation.IndexPath.init) }
    }

    /// The decoration views named so far, by kind, or nil when none.
    open var invalidatedDecorationIndexPaths: [String: [Foundation.IndexPath]]? {
        storage.invalidatedDecorationIndexPaths.isEmpty ? nil
            : storage.invalidatedDecorationIndexPaths.mapValues { $0.map(Foundation.IndexPath.init) }
    }

    /// How far the content offset moves so that what the user sees stays put.
    open var contentOffsetAdjustment: CGPoint {
        get { CGPoint(storage.contentOffsetAdjustment) }
        set { storage.contentOffsetAdjustment = newValue.engine }
    }

    /// How much the content size grows (or shrinks).
    open var contentSizeAdjustment: CGSize {
        get { CGSize(storage.contentSizeAdjustment) }
        set { storage.contentSizeAdjustment = newValue.engine }
    }
}

extension UICollectionViewLayoutInvalidationContext {
    /// A context of `type` (a layout's `invalidationContextClass`) carrying an engine context.
    static func make(_ type: AnyClass, storage: InvalidationContext) -> UICollectionViewLayoutInvalidationContext {
        let contextType = type as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextType.init()
        context.storage = storage
        return context
    }
}
