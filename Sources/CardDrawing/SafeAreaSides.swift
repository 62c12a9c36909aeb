/// The parts of a content row that the safe area's sides cover, in content coordinates: from
/// `minX` to `leadingEdge` and from `trailingEdge` to `maxX` (nothing when the sides are zero).
package struct SafeAreaSides: Hashable, Sendable {
    /// Content x where the safe area starts at the left.
    package var leftEdge = -Double.infinity
    /// Content x where the safe area ends at the right.
    package var rightEdge = Double.infinity

    /// Sides that cover nothing (infinitely far out) unless given.
    package init(leftEdge: Double = -.infinity, rightEdge: Double = .infinity) {
        self.leftEdge = leftEdge
        self.rightEdge = rightEdge
    }

    /// How far into a frame from `minX` to `maxX` each side reaches (0 when it does not).
    package func intrusion(minX: Double, maxX: Double) -> (left: Double, right: Double) {
        (max(0, leftEdge - minX), max(0, maxX - rightEdge))
    }
}
