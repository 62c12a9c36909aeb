import Foundation
internal import CollectionLayout

/// What the playground's layout host asks of a compositional layout beyond UIKit's API.
extension UICollectionViewCompositionalLayout {
    /// The dimensions the layout estimates for an element (which its view's preferred size may change), or nil
    /// when it estimates none; the host measures a self-sizing element along these, as the playground's own
    /// compositional layout is measured.
    @_spi(Playground) public func estimatedDimensions(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? {
        guard let axes = engine.selfSizingAxes(for: attributes.storage), !axes.isEmpty else { return nil }
        return (axes.contains(.width), axes.contains(.height))
    }
}
