import Foundation
internal import CollectionLayout

/// How the flow layout's properties and its collection view's delegate reach the engine's `FlowLayout`.
extension UICollectionViewFlowLayout {
    /// Copies every property into the engine's layout.
    func configureEngine() {
        engine.scrollDirection = scrollDirection.engine
        engine.metrics = FlowSectionMetrics(itemSize: itemSize.engine,
                                            minimumInteritemSpacing: Double(minimumInteritemSpacing),
                                            minimumLineSpacing: Double(minimumLineSpacing),
                                            sectionInset: sectionInset.engine,
                                            headerReferenceSize: headerReferenceSize.engine,
                                            footerReferenceSize: footerReferenceSize.engine)
        if estimatedItemSize == Self.automaticSize {
            engine.estimatedItemSize = itemSize.engine
        } else {
            engine.estimatedItemSize = estimatedItemSize == .zero ? nil : estimatedItemSize.engine
        }
        engine.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        engine.sectionInsetReference = switch sectionInsetReference {
        case .fromContentInset: .contentInset
        case .fromSafeArea: .safeArea
        case .fromLayoutMargins: .layoutMargins
        }
    }

    /// A property changed: the engine takes it and, when it differs, the layout is invalidated, as on iOS.
    func propertyDidChange(_ changed: Bool) {
        guard changed else { return }
        configureEngine()
        invalidateLayout()
    }

    /// Points the engine at the collection view and, when it has a flow delegate, at the delegate's answers.
    func connectEngine() {
        unconnectedEngine.context = collectionView?.engineContext
        unconnectedEngine.delegate = collectionView?.delegate is any UICollectionViewDelegateFlowLayout ? delegateBridge : nil
    }
}

/// The engine's `FlowLayoutDelegate` answered by the collection view's `UICollectionViewDelegateFlowLayout`:
/// only the methods the delegate implements override the layout's properties, as UIKit's `respondsToSelector:`.
@preconcurrency @MainActor
final class FlowLayoutDelegateBridge: @preconcurrency FlowLayoutDelegate {
    /// The UIKit layout the delegate is asked about.
    private weak var layout: UICollectionViewFlowLayout?

    /// A bridge for a flow layout.
    init(layout: UICollectionViewFlowLayout) {
        self.layout = layout
    }

    /// The layout, its collection view and the collection view's flow delegate, when all three exist.
    private var parties: (UICollectionViewFlowLayout, UICollectionView, any UICollectionViewDelegateFlowLayout)? {
        guard let layout, let collectionView = layout.collectionView,
              let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else { return nil }
        return (layout, collectionView, delegate)
    }

    /// Every item is asked: a delegate without `sizeForItemAt` answers by default, read as nil.
    var providesItemSizes: Bool { parties != nil }

    /// The delegate's `collectionView(_:layout:sizeForItemAt:)`, if it implements it.
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: CollectionLayout.IndexPath) -> Size? {
        guard let (owner, collectionView, delegate) = parties else { return nil }
        return owner.delegateAnswer {
            delegate.collectionView(collectionView, layout: owner, sizeForItemAt: Foundation.IndexPath(indexPath))
        }?.engine
    }

    /// The section's metrics: each the delegate implements replaces the layout's.
    func flowLayout(_ layout: FlowLayout, metricsForSection section: Int, defaults: FlowSectionMetrics) -> FlowSectionMetrics? {
        guard let (owner, collectionView, delegate) = parties else { return nil }
        var metrics = defaults
        if let inset = owner.delegateAnswer({ delegate.collectionView(collectionView, layout: owner, insetForSectionAt: section) }) {
            metrics.sectionInset = inset.engine
        }
        if let spacing = owner.delegateAnswer({
            delegate.collectionView(collectionView, layout: owner, minimumLineSpacingForSectionAt: section)
        }) {
            metrics.minimumLineSpacing = Double(spacing)
        }
        if let spacing = owner.delegateAnswer({
            delegate.collectionView(collectionView, layout: owner, minimumInteritemSpacingForSectionAt: section)
        }) {
            metrics.minimumInteritemSpacing = Double(spacing)
        }
        if let size = owner.delegateAnswer({
            delegate.collectionView(collectionView, layout: owner, referenceSizeForHeaderInSection: section)
        }) {
            metrics.headerReferenceSize = size.engine
        }
        if let size = owner.delegateAnswer({
            delegate.collectionView(collectionView, layout: owner, referenceSizeForFooterInSection: section)
        }) {
            metrics.footerReferenceSize = size.engine
        }
        return metrics
    }
}
