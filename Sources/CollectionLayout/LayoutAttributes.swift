/// Where and how one element of a collection is shown, as UIKit's `UICollectionViewLayoutAttributes`.
///
/// A value type: layouts hand out copies, so nobody can change a layout's state behind its back.
public struct LayoutAttributes: Hashable, Sendable {
    /// Whether this describes a cell, a supplementary view or a decoration view.
    public var category: ElementCategory
    /// The kind of supplementary or decoration view (`header`, `footer`, …); nil for cells.
    public var kind: String?
    /// The element's position in the data.
    public var indexPath: IndexPath
    /// The centre, in content coordinates.
    public var center: Point
    /// The untransformed size.
    public var size: Size
    /// A 3D transform about the centre.
    public var transform3D: Transform3D
    /// Opacity from 0 to 1.
    public var alpha: Double
    /// Drawing order: higher is in front.
    public var zIndex: Int
    /// Whether the element is not drawn at all.
    public var isHidden: Bool
    /// The layout's own values beyond UIKit's (`CustomAttribute`; none for most layouts).
    public var custom = CustomAttributeValues()

    /// Creates attributes for a cell at the given index path with an empty frame.
    public init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Creates attributes for a supplementary view of a kind at an index path.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .supplementary, kind: kind, indexPath: indexPath)
    }

    /// Creates attributes for a decoration view of a kind at an index path.
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(category: .decoration, kind: kind, indexPath: indexPath)
    }

    private init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        center = .zero
        size = .zero
        transform3D = .identity
        alpha = 1
        zIndex = 0
        isHidden = false
    }

    /// The untransformed frame: the centre ± half the size.
    public var frame: Rect {
        get { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = newValue.center
        }
    }

    /// Identifies the element regardless of where it is: category, kind and index path.
    public var elementKey: ElementKey {
        ElementKey(category: category, kind: kind, indexPath: indexPath)
    }
}
