import Foundation
internal import CollectionLayout

/// A compositional layout's element on screen, as a section's visible-items handler sees it, as UIKit's
/// `NSCollectionLayoutVisibleItem`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// Opacity from 0 to 1.
    var alpha: CGFloat { get set }
    /// Drawing order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The centre.
    var center: CGPoint { get set }
    /// The affine transform.
    var transform: CGAffineTransform { get set }
    /// The 3D transform.
    var transform3D: CATransform3D { get set }
    /// The element's name (its kind, or `cell`).
    var name: String { get }
    /// The element's index path.
    var indexPath: Foundation.IndexPath { get }
    /// The element's frame.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Whether it is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary or decoration kind; nil for a cell.
    var representedElementKind: String? { get }
}

/// Returns nothing; changes the visible items' alpha, zIndex and transforms as the section scrolls.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A visible item backed by a copy of the engine's attributes, read back after the handler ran.
@MainActor
final class CollectionLayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    /// The attributes, as the handler changed them.
    var storage: LayoutAttributes

    init(_ attributes: LayoutAttributes) {
        storage = attributes
        super.init()
    }

    var alpha: CGFloat {
        get { CGFloat(storage.alpha) }
        set { storage.alpha = Double(newValue) }
    }

    var zIndex: Int {
        get { storage.zIndex }
        set { storage.zIndex = newValue }
    }

    var isHidden: Bool {
        get { storage.isHidden }
        set { storage.isHidden = newValue }
    }

    var center: CGPoint {
        get { CGPoint(storage.center) }
        set { storage.center = newValue.engine }
    }

    var transform3D: CATransform3D {
        get { CATransform3D(storage.transform3D) }
        set { storage.transform3D = newValue.engine }
    }

    var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    var name: String { storage.kind ?? "cell" }
    var indexPath: Foundation.IndexPath { Foundation.IndexPath(storage.indexPath) }
    var frame: CGRect { CGRect(storage.frame) }
    var bounds: CGRect { CGRect(origin: .zero, size: CGSize(storage.size)) }

    var representedElementCategory: UICollectionView.ElementCategory {
        switch storage.category {
        case .cell: .cell
        case .supplementary: .supplementaryView
        case .decoration: .decorationView
        }
    }

    var representedElementKind: String? { storage.kind }
}

extension NSCollectionLayoutSection {
    /// The engine's handler for a UIKit one: the visible items wrapped, the handler run, their attributes read back.
    static func engineHandler(_ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler)
        -> (inout [LayoutAttributes], Point, LayoutEnvironment) -> Void {
        { attributes, offset, environment in
            let items = MainActor.assumeIsolated {
                let items = attributes.map(CollectionLayoutVisibleItem.init)
                handler(items, CGPoint(offset), CollectionLayoutEnvironment(environment, traitCollection: UITraitCollection()))
                return MainActorResult(items.map(\.storage))
            }
            attributes = items.value
        }
    }
}
