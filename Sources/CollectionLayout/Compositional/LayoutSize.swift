/// A width and a height, each a `LayoutDimension`, as UIKit's `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: LayoutDimension
    /// The height.
    public var heightDimension: LayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of the given (effective) size, estimates at their guess.
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The dimension along an axis.
    func dimension(_ axis: LayoutAxis) -> LayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}

/// One of the two axes of a compositional layout.
enum LayoutAxis: Hashable, Sendable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical

    /// The other axis.
    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The extent along an axis.
    func extent(_ axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

    /// A size from extents along an axis and across it.
    static func along(_ axis: LayoutAxis, _ main: Double, across cross: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
