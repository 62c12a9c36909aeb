import Foundation
internal import CollectionLayout

/// Where and how one element of a collection view is shown, as UIKit's `UICollectionViewLayoutAttributes`.
///
/// Backed by the layout engine's `LayoutAttributes` value; subclasses add their own properties and
/// override `copy(with:)` and `isEqual(_:)`, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The engine's value behind the public properties (read by NSObject's nonisolated `isEqual` and `hash`).
    nonisolated(unsafe) var storage: LayoutAttributes

    /// Attributes for the cell at `[0, 0]` with an empty frame.
    public required override init() {
        storage = LayoutAttributes(forCellWith: CollectionLayout.IndexPath(item: 0, section: 0))
        super.init()
    }

    /// Attributes for a cell at an index path.
    public convenience init(forCellWith indexPath: Foundation.IndexPath) {
        self.init()
        storage = LayoutAttributes(forCellWith: indexPath.engine)
    }

    /// Attributes for a supplementary view of a kind at an index path.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.init()
        storage = LayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath.engine)
    }

    /// Attributes for a decoration view of a kind at an index path.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: Foundation.IndexPath) {
        self.init()
        storage = LayoutAttributes(forDecorationViewOfKind: decorationViewKind, with: indexPath.engine)
    }

    /// The frame, in the collection view's content coordinates (untransformed).
    open var frame: CGRect {
        get { CGRect(storage.frame) }
        set { storage.frame = newValue.engine }
    }

    /// The centre, in content coordinates.
    open var center: CGPoint {
        get { CGPoint(storage.center) }
        set { storage.center = newValue.engine }
    }

    /// The untransformed size.
    open var size: CGSize {
        get { CGSize(storage.size) }
        set { storage.size = newValue.engine }
    }

    /// The bounds: the origin zero, the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// A 3D transform about the centre.
    open var transform3D: CATransform3D {
        get { CATransform3D(storage.transform3D) }
        set { storage.transform3D = newValue.engine }
    }

    /// The affine part of the transform; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Opacity from 0 to 1.
    open var alpha: CGFloat {
        get { CGFloat(storage.alpha) }
        set { storage.alpha = Double(newValue) }
    }

    /// Drawing order: higher is in front.
    open var zIndex: Int {
        get { storage.zIndex }
        set { storage.zIndex = newValue }
    }

    /// Whether the element is not shown.
    open var isHidden: Bool {
        get { storage.isHidden }
        set { storage.isHidden = newValue }
    }

    /// The element's index path.
    open var indexPath: Foundation.IndexPath {
        get { Foundation.IndexPath(storage.indexPath) }
        set { storage.indexPath = newValue.engine }
    }

    /// Whether this describes a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory {
        switch storage.category {
        case .cell: .cell
        case .supplementary: .supplementaryView
        case .decoration: .decorationView
        }
    }

    /// The supplementary or decoration kind; nil for a cell.
    open var representedElementKind: String? { storage.kind }

    /// A copy of the same class with the same values (subclasses copy their own properties after `super`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.storage = storage
        return copy
    }

    /// Equal when the other is attributes with the same values (subclasses compare their own too).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.storage == storage
    }

    /// A hash of the values `isEqual(_:)` compares.
    open override var hash: Int { storage.hashValue }

    /// A readable form with the index path and frame.
    open override var description: String {
        "<\(type(of: self)) indexPath: \(storage.indexPath); frame = \(storage.frame); kind: \(storage.kind ?? "cell")>"
    }
}

extension UICollectionViewLayoutAttributes: @preconcurrency NSCopying {}

/// Attributes are what a layout's dynamic animator moves, as on iOS.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
