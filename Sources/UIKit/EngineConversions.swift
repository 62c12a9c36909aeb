import Foundation
internal import CollectionLayout

// Conversions between UIKit's values and the layout engine's (internal: the engine is not part of the API).

extension CGPoint {
    /// The point as the engine's value.
    var engine: Point { Point(x: Double(x), y: Double(y)) }
    /// A point from the engine's value.
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The size as the engine's value.
    var engine: Size { Size(width: Double(width), height: Double(height)) }
    /// A size from the engine's value.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The rectangle as the engine's value.
    var engine: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
    /// A rectangle from the engine's value.
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
}

extension UIEdgeInsets {
    /// The insets as the engine's value.
    var engine: EdgeInsets { EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right)) }
    /// Insets from the engine's value.
    init(_ insets: EdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
}

extension NSDirectionalEdgeInsets {
    /// The insets as the engine's value.
    var engine: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
    /// Insets from the engine's value.
    init(_ insets: DirectionalEdgeInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}

extension Foundation.IndexPath {
    /// The index path as the engine's value (section and item).
    var engine: CollectionLayout.IndexPath { CollectionLayout.IndexPath(item: item, section: section) }
    /// An index path from the engine's value.
    init(_ indexPath: CollectionLayout.IndexPath) { self.init(item: indexPath.item, section: indexPath.section) }
}

extension UIUserInterfaceSizeClass {
    /// The engine's size class (unspecified reads as regular, the engine's default).
    var engine: UserInterfaceSizeClass { self == .compact ? .compact : .regular }
    /// A size class from the engine's value.
    init(_ sizeClass: UserInterfaceSizeClass) { self = sizeClass == .compact ? .compact : .regular }
}

extension UICollectionView.ScrollDirection {
    /// The engine's scroll direction.
    var engine: ScrollDirection { self == .vertical ? .vertical : .horizontal }
    /// A scroll direction from the engine's value.
    init(_ direction: ScrollDirection) { self = direction == .vertical ? .vertical : .horizontal }
}

extension UICollectionView.ElementCategory {
    /// The engine's element category.
    var engine: ElementCategory {
        switch self {
        case .cell: .cell
        case .supplementaryView: .supplementary
        case .decorationView: .decoration
        }
    }
}

/// The engine's kinds and UIKit's header and footer kinds are the same names everywhere the
/// bridged layouts hand them over.
enum ElementKindNames {
    /// UIKit's kind for an engine kind (the engine's `header`/`footer` are UIKit's section header/footer).
    static func uikit(_ kind: String?) -> String? {
        switch kind {
        case ElementKind.header?: UICollectionView.elementKindSectionHeader
        case ElementKind.footer?: UICollectionView.elementKindSectionFooter
        default: kind
        }
    }

    /// The engine's kind for a UIKit kind.
    static func engine(_ kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: ElementKind.header
        case UICollectionView.elementKindSectionFooter: ElementKind.footer
        default: kind
        }
    }
}
