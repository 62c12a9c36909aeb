import CollectionLayout

/// UIKit's `UICollectionViewTransitionLayout`: a layout between two others, at a progress a
/// gesture drives. Every element's attributes are the interpolation of its attributes in the
/// two layouts; an element in only one fades (alpha 0 on the other side).
public final class TransitionLayout: CollectionViewLayout {
    /// The collection view being laid out (both layouts answer it too).
    public weak var context: (any LayoutContext)?
    /// The layout the transition starts from.
    public let currentLayout: any CollectionViewLayout
    /// The layout the transition leads to.
    public let nextLayout: any CollectionViewLayout
    /// 0 (the current layout) … 1 (the next one).
    public var transitionProgress = 0.0

    /// A transition between two layouts, at progress 0.
    public init(currentLayout: any CollectionViewLayout, nextLayout: any CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
    }

    /// Prepares both layouts for the same collection view.
    public func prepare() {
        currentLayout.context = context
        nextLayout.context = context
        currentLayout.prepare()
        nextLayout.prepare()
    }

    /// The two content sizes, interpolated.
    public var collectionViewContentSize: Size {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        let t = transitionProgress
        return Size(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    /// The interpolated attributes of every element either layout puts near `rect`.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // Elements travel: look well beyond the rect in both layouts, keep those that meet it now.
        let reach = rect.insetBy(dx: -rect.width, dy: -rect.height)
        var from: [ElementKey: LayoutAttributes] = [:], to: [ElementKey: LayoutAttributes] = [:]
        for attributes in currentLayout.layoutAttributesForElements(in: reach) { from[attributes.elementKey] = attributes }
        for attributes in nextLayout.layoutAttributesForElements(in: reach) { to[attributes.elementKey] = attributes }
        var result: [LayoutAttributes] = []
        for key in Set(from.keys).union(to.keys) {
            let attributes = blend(from[key] ?? other(key, in: currentLayout), to[key] ?? other(key, in: nextLayout))
            if let attributes, attributes.frame.intersects(rect) { result.append(attributes) }
        }
        return result
    }

    /// One item's interpolated attributes.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        blend(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// One supplementary view's interpolated attributes.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        blend(currentLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
              nextLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Any change of the bounds may matter to one of the two.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds) || nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    private func other(_ key: ElementKey, in layout: any CollectionViewLayout) -> LayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementary: layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decoration: layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func blend(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> LayoutAttributes? {
        switch (a, b) {
        case let (a?, b?): return AttributesInterpolation.interpolate(a, b, progress: transitionProgress)
        case let (a?, nil):
            var gone = a
            gone.alpha = 0
            return AttributesInterpolation.interpolate(a, gone, progress: transitionProgress)
        case let (nil, b?):
            var coming = b
            coming.alpha = 0
            return AttributesInterpolation.interpolate(coming, b, progress: transitionProgress)
        default: return nil
        }
    }
}
