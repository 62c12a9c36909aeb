import CollectionLayout

/// Right-to-left, as UIKit does it with `effectiveUserInterfaceLayoutDirection` and the layout's
/// `flipsHorizontallyInOppositeLayoutDirection`.
///
/// The layout always computes in its own (leading = left) coordinates, and the collection view's
/// `contentOffset` is kept in them too, so everything inside the runtime (updates, transitions,
/// self-sizing, orthogonal bands) is the same in both directions: 0 is the leading edge. When the
/// layout flips, the collection view mirrors at its edges only:
/// - out: what is reported and drawn (`effectiveAttributes`, `effectiveContentOffset`, `draw`)
///   is mirrored in the content, x → W − maxX with W = max(content width, viewport width), and
///   the content offset is UIKit's, W − viewport width − offset; so horizontal scrolling starts
///   at the right end and a horizontal flow's first item is at the right;
/// - in: points of the view (hit-testing, drags, the wheel) are mirrored back into the layout's
///   coordinates (`contentPoint(forViewPoint:)`, and horizontal drag and wheel deltas change sign).
extension CollectionView {
    /// Whether what the layout answers is shown mirrored: a layout that flips, in the direction opposite
    /// to the one it was written for (`developmentLayoutDirection`, left to right unless it says otherwise).
    public var isFlippedHorizontally: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width the content is mirrored in: the content's, or the viewport's when that is wider.
    public var mirroringWidth: Double { max(contentSize.width, viewportSize.width) }

    /// Attributes in the layout's coordinates as the collection view shows them (mirrored when flipped).
    public func effectiveAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        isFlippedHorizontally ? attributes.mirroredHorizontally(inWidth: mirroringWidth) : attributes
    }

    /// The content offset as UIKit reports it: when flipped, measured from the left of the
    /// mirrored content (so resting at the leading edge reads `W − viewport width`).
    public var effectiveContentOffset: Point { contentOffset(forShown: contentOffset) }

    /// The layout's content offset that shows `shown` (an offset as `effectiveContentOffset` reports
    /// it), and the other way round: mirroring is its own inverse.
    public func contentOffset(forShown shown: Point) -> Point {
        guard isFlippedHorizontally else { return shown }
        return Point(x: mirroringWidth - viewportSize.width - shown.x, y: shown.y)
    }

    /// A point of the view (viewport coordinates, 0 at its top-left) in the layout's content coordinates.
    public func contentPoint(forViewPoint point: Point) -> Point {
        let x = isFlippedHorizontally ? viewportSize.width - point.x : point.x
        return Point(x: x + contentOffset.x, y: point.y + contentOffset.y)
    }

    /// A window point whose differences only count (drags), as the layout sees them: x changes
    /// sign when flipped, so a drag to the right moves the mirrored content right.
    func layoutDragPoint(_ point: Point) -> Point {
        isFlippedHorizontally ? Point(x: -point.x, y: point.y) : point
    }

    /// A wheel delta as the layout sees it: sideways deltas change sign when flipped.
    func layoutWheelDelta(_ delta: Point) -> Point {
        isFlippedHorizontally ? Point(x: -delta.x, y: delta.y) : delta
    }

    /// The frame an element's (layout-coordinate) attributes take in the window, the collection
    /// shown at `collectionFrame`.
    public func windowFrame(for attributes: LayoutAttributes, collectionFrame: Rect) -> Rect {
        let shown = effectiveAttributes(attributes).frame
        let offset = effectiveContentOffset
        return Rect(x: collectionFrame.minX + shown.minX - offset.x, y: collectionFrame.minY + shown.minY - offset.y,
                    width: shown.width, height: shown.height)
    }

    /// Changes the layout direction. Nothing is laid out again (the layout's answers do not
    /// change); with `animated`, every element on screen moves from where it was shown to its
    /// mirrored place (a turned card turning the other way on the way).
    public func setLayoutDirection(_ direction: LayoutDirection, animated: Bool) {
        guard direction != effectiveUserInterfaceLayoutDirection else { return }
        let wasFlipped = isFlippedHorizontally
        let shown = animated ? presentationElements() : []
        effectiveUserInterfaceLayoutDirection = direction
        cellContentsChanged()
        guard isFlippedHorizontally != wasFlipped else { return }
        // Mirrored about the visible bounds' centre line, layout attributes show where the same
        // attributes showed before the switch; each element animates from there to its place.
        let axis = 2 * contentOffset.x + viewportSize.width
        for element in shown {
            animator.animate(element.identity, from: element.attributes.mirroredHorizontally(inWidth: axis),
                             to: layoutAttributes(of: element.identity) ?? element.attributes, curve: .easeInOut)
        }
    }
}

extension TransitionLayout {
    /// A transition flips when both its layouts do.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool {
        currentLayout.flipsHorizontallyInOppositeLayoutDirection && nextLayout.flipsHorizontallyInOppositeLayoutDirection
            && currentLayout.developmentLayoutDirection == nextLayout.developmentLayoutDirection
    }

    /// The direction both layouts were written for (they flip together only when it is the same).
    public var developmentLayoutDirection: LayoutDirection { currentLayout.developmentLayoutDirection }
}
