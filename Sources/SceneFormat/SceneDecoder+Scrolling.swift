import AppSupport
import CollectionLayout
import CollectionView

/// The scroll view's keys, at a scene's top level or in its `layout` object (the layout's win):
/// `contentInset` {top, left, bottom, right}, `pagingEnabled` (bool), `decelerationRate`
/// (`normal`, `fast`).
extension SceneDecoder {
    /// The keys read here.
    package static let scrollingKeys: [SceneKey] = [.contentInset, .pagingEnabled, .decelerationRate]

    /// Reads whichever of the scrolling keys `reader` holds over `scrolling`.
    package static func scrolling(_ reader: inout JSONObjectReader, over scrolling: SceneScrolling, file: String) throws(InputError) -> SceneScrolling {
        var result = scrolling
        if let node = reader.optional(.contentInset) { result.contentInset = try insets(node, file: file, key: .contentInset) }
        if let node = reader.optional(.pagingEnabled) { result.pagingEnabled = try reader.bool(node, .pagingEnabled) }
        if let node = reader.optional(.decelerationRate) {
            guard case .string(let name) = node.value, let rate = DecelerationRate.named(name) else {
                throw reader.error(node, .decelerationRate, "\"normal\" or \"fast\"")
            }
            result.decelerationRate = rate
        }
        return result
    }
}
