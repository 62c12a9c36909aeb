import CollectionLayout

/// The drag a user's layout reads from its collection view's `panGestureRecognizer` (a springy layout pushes its
/// items by their distance from the finger): where the pointer is, in content coordinates, and whether it is down.
extension LayoutHostWire {
    /// The last drag's pointer.
    package struct Touch: Hashable, Sendable {
        /// The pointer in the content's coordinates.
        package var location: Point
        /// Whether the drag goes on (the recognizer's state `.changed`; `.ended` after the release).
        package var isDown: Bool

        /// The touch a layout context reports, if any.
        package init?(context: (any LayoutContext)?) {
            guard let touch = context?.touch else { return nil }
            location = touch.location
            isDown = touch.isDown
        }

        /// As JSON for a request's environment: `[x, y, down]`.
        package var json: [Any] { [location.x, location.y, isDown] }
    }
}
