/// The geometry of an orthogonally scrolling section's band along its axis (x; y in a horizontal
/// layout, where "width" below reads "height"), and where a flick in it
/// comes to rest for each behaviour. Offsets are the band's own content offset (0 shows its start).
public struct OrthogonalBand: Hashable, Sendable {
    /// The band's visible width (the collection view's width).
    public var containerWidth: Double
    /// The inset before the first group.
    public var leadingInset: Double
    /// The inset after the last group.
    public var trailingInset: Double
    /// The width of one group.
    public var groupWidth: Double
    /// The space between groups.
    public var interGroupSpacing: Double
    /// How many groups the band holds.
    public var groupCount: Int

    /// Creates a band.
    public init(containerWidth: Double, leadingInset: Double, trailingInset: Double, groupWidth: Double,
                interGroupSpacing: Double, groupCount: Int) {
        self.containerWidth = containerWidth
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.groupWidth = groupWidth
        self.interGroupSpacing = interGroupSpacing
        self.groupCount = groupCount
    }

    /// The band's content width: insets plus groups plus the spacing between them.
    public var contentWidth: Double {
        guard groupCount > 0 else { return leadingInset + trailingInset }
        return leadingInset + Double(groupCount) * groupWidth + Double(groupCount - 1) * interGroupSpacing + trailingInset
    }

    /// The largest offset: the band's end at the container's trailing edge.
    public var maximumOffset: Double { max(0, contentWidth - containerWidth) }

    /// The distance from one group's leading edge to the next one's.
    public var groupPitch: Double { groupWidth + interGroupSpacing }

    /// Where a flick that would come to rest at `proposed`, moving at `velocity` (points per
    /// second, positive towards the end) from `current`, rests for `behavior`. Paging behaviours
    /// move at most one page from the page `current` is on; a still release rests on the nearest page.
    public func restingOffset(for behavior: OrthogonalScrollingBehavior, current: Double, proposed: Double, velocity: Double) -> Double {
        switch behavior {
        case .none, .continuous:
            return clamped(proposed)
        case .continuousGroupLeadingBoundary:
            guard groupPitch > 0 else { return clamped(proposed) }
            return clamped((proposed / groupPitch).rounded() * groupPitch)
        case .paging:
            return clamped(page(of: containerWidth, current: current, proposed: proposed, velocity: velocity))
        case .groupPaging, .groupPagingCentered:
            return clamped(page(of: groupPitch, current: current, proposed: proposed, velocity: velocity))
        }
    }

    /// The band with the leading and trailing insets `groupPagingCentered` uses: (container − group) / 2.
    public var centered: OrthogonalBand {
        var band = self
        band.leadingInset = max(0, (containerWidth - groupWidth) / 2)
        band.trailingInset = band.leadingInset
        return band
    }

    private func page(of pageWidth: Double, current: Double, proposed: Double, velocity: Double) -> Double {
        guard pageWidth > 0 else { return proposed }
        let currentPage = (current / pageWidth).rounded()
        let target: Double
        if velocity > 0 {
            target = currentPage + 1
        } else if velocity < 0 {
            target = currentPage - 1
        } else {
            target = (proposed / pageWidth).rounded()
        }
        return target * pageWidth
    }

    private func clamped(_ offset: Double) -> Double { min(max(0, offset), maximumOffset) }
}
