import CollectionLayout

/// One element moving from one set of attributes to another over time.
public struct ElementAnimation: Sendable {
    /// Where it starts.
    public var from: LayoutAttributes
    /// Where it ends.
    public var to: LayoutAttributes
    /// When it starts, in seconds on the collection view's clock.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// How progress follows time.
    public var curve: TimingCurve
    /// Whether the element goes away when the animation ends (it is not in the layout any more).
    public var removesElementOnCompletion: Bool

    /// The attributes at `time`.
    public func attributes(at time: Double) -> LayoutAttributes {
        guard duration > 0 else { return to }
        return AttributesInterpolation.interpolate(from, to, progress: curve.progress((time - start) / duration))
    }

    /// Whether the animation has ended by `time`.
    public func isFinished(at time: Double) -> Bool { time >= start + duration }
}
