/// One dimension of a compositional layout size, as UIKit's `NSCollectionLayoutDimension`.
public struct LayoutDimension: Hashable, Sendable {
    /// How the dimension is computed.
    public enum Kind: Hashable, Sendable {
        /// A fraction of the container's effective width.
        case fractionalWidth
        /// A fraction of the container's effective height.
        case fractionalHeight
        /// A fixed number of points.
        case absolute
        /// A starting guess in points, replaced by the measured size of the content.
        case estimated
    }

    /// How the dimension is computed.
    public var kind: Kind
    /// The fraction or the number of points.
    public var value: Double

    /// A fraction of the container's effective width.
    public static func fractionalWidth(_ fraction: Double) -> LayoutDimension { LayoutDimension(kind: .fractionalWidth, value: fraction) }
    /// A fraction of the container's effective height.
    public static func fractionalHeight(_ fraction: Double) -> LayoutDimension { LayoutDimension(kind: .fractionalHeight, value: fraction) }
    /// A fixed number of points.
    public static func absolute(_ points: Double) -> LayoutDimension { LayoutDimension(kind: .absolute, value: points) }
    /// A starting guess in points; the measured content size replaces it.
    public static func estimated(_ points: Double) -> LayoutDimension { LayoutDimension(kind: .estimated, value: points) }

    /// Whether the dimension is an estimate to be replaced by a measurement.
    public var isEstimated: Bool { kind == .estimated }
    /// Whether the dimension is a fraction of its container.
    public var isFractional: Bool { kind == .fractionalWidth || kind == .fractionalHeight }

    /// The dimension in points inside a container of the given (effective) size; an estimate gives its guess.
    public func resolved(in container: Size) -> Double {
        switch kind {
        case .fractionalWidth: value * container.width
        case .fractionalHeight: value * container.height
        case .absolute, .estimated: value
        }
    }
}
