import CollectionLayout

/// Scrolling the bands of an `OrthogonalScrollingLayout` (a compositional layout's orthogonal
/// sections) inside the one collection view, as UIKit scrolls each band in an inner scroll view.
///
/// The collection view owns each band's offset and pushes it into the layout, so the offsets
/// outlive the layout: after any prepare (a new layout, a resize, a text-size change) they are
/// pushed again, kept within the band's range. A sideways wheel over a band, or a drag that
/// starts over a band and first moves along its axis, moves the band instead of the content;
/// after the wheel has been still for `wheelIdleInterval`, or on release, the band glides to
/// where the layout's `restingOrthogonalOffset(forSection:proposed:velocity:)` says for the
/// section's behaviour. Every change of a band's offset makes the collection view ask the layout
/// again for what is shown (so the layout's visible-items handler runs on every band scroll);
/// it starts no element animations. Band glides run on the collection view's clock.
extension CollectionView {
    /// Each band's offset along its axis, by section, as the collection view keeps it (kept while
    /// the layout has no bands, e.g. after a switch to a flow layout; a section never scrolled is absent).
    public var orthogonalOffsets: [Int: Double] { orthogonalScroll.offsets }

    /// Every band of the current layout with its offset now (0 for a band never scrolled); empty
    /// when the layout has no bands. What `dump` reports.
    public var orthogonalBandOffsets: [Int: Double] {
        guard let bands = layout as? any OrthogonalScrollingLayout else { return [:] }
        var result: [Int: Double] = [:]
        for section in bands.orthogonallyScrollingSections { result[section] = orthogonalOffset(forSection: section) }
        return result
    }

    /// A band's offset along its axis now (0 when never scrolled).
    public func orthogonalOffset(forSection section: Int) -> Double {
        orthogonalScroll.offsets[section] ?? 0
    }

    /// The section whose band lies under a point of the view (viewport coordinates), if any.
    public func orthogonalSection(at location: Point) -> Int? {
        guard let bands = layout as? any OrthogonalScrollingLayout else { return nil }
        let point = contentPoint(forViewPoint: location)
        return bands.orthogonallyScrollingSections.first { section in
            bands.orthogonalBandFrame(forSection: section)?.contains(point) ?? false
        }
    }

    /// Whether a band is moving by itself or a band wheel scroll is still to come to rest.
    public var isOrthogonalScrollAnimating: Bool { orthogonalScroll.isAnimating }

    /// The section whose band a drag is panning, if any.
    public var draggedOrthogonalSection: Int? { orthogonalScroll.drag?.section }

    // MARK: Wheel

    /// A wheel or trackpad event at a point of the view (viewport coordinates). Over a band, with
    /// the delta mostly along the band's axis (|dx| > |dy| for a horizontal band), the band moves
    /// by it at once, kept within its range, and comes to rest for its behaviour once the wheel has
    /// been still for `wheelIdleInterval`; otherwise the content scrolls as `scrollWheel(by:)`
    /// does. (Shift+wheel is the caller's: it turns a vertical delta into a horizontal one.)
    public func scrollWheel(by delta: Point, at location: Point) {
        guard !isDragging else { return }
        let delta = layoutWheelDelta(delta)
        guard let bands = layout as? any OrthogonalScrollingLayout, let section = orthogonalSection(at: location),
              let band = bands.orthogonalBand(forSection: section) else {
            scrollWheel(by: delta)
            return
        }
        let along = bands.orthogonalScrollDirection == .horizontal ? delta.x : delta.y
        let across = bands.orthogonalScrollDirection == .horizontal ? delta.y : delta.x
        guard abs(along) > abs(across) else {
            scrollWheel(by: delta)
            return
        }
        if let pending = orthogonalScroll.wheel, pending.section != section {
            // Another band's wheel scroll ends here: that band starts to rest now.
            orthogonalScroll.wheel = nil
            settle(pending, startingAt: animator.time)
        }
        stopOrthogonalGlideWhereShown(section)
        let current = orthogonalOffset(forSection: section)
        let moved = min(max(0, current + along), band.maximumOffset)
        setOrthogonalOffsetNow(moved, forSection: section)
        var wheel = orthogonalScroll.wheel
            ?? OrthogonalWheelScroll(section: section, startOffset: current, lastTime: animator.time, samples: [])
        wheel.lastTime = animator.time
        wheel.samples.append((animator.time, moved - current))
        wheel.samples.removeAll { animator.time - $0.time > Self.wheelIdleInterval }
        orthogonalScroll.wheel = wheel
    }

    /// Once a band's wheel has been still for the idle interval: the band glides to where its
    /// behaviour rests it, starting when the interval ran out (so the result does not depend on
    /// how often the clock is advanced).
    func settleOrthogonalWheelIfIdle() {
        guard let wheel = orthogonalScroll.wheel, animator.time >= wheel.lastTime + Self.wheelIdleInterval else { return }
        orthogonalScroll.wheel = nil
        settle(wheel, startingAt: wheel.lastTime + Self.wheelIdleInterval)
        advanceOrthogonalScrolling()
    }

    /// Starts a band glide to the resting offset a wheel scroll calls for.
    private func settle(_ wheel: OrthogonalWheelScroll, startingAt start: Double) {
        let current = orthogonalOffset(forSection: wheel.section)
        guard let target = restingOrthogonalOffset(forSection: wheel.section, from: wheel.startOffset,
                                                   proposed: current, velocity: wheel.velocity) else { return }
        glideOrthogonal(wheel.section, to: target, start: start, duration: animator.duration, curve: .decelerate)
    }

    // MARK: Drag

    /// A drag starts at a window point `point` (its own coordinates; only differences count)
    /// that is `location` in the view (viewport coordinates), its first move reaching `next`
    /// (window coordinates). Over a band, moving mostly along the band's axis, the drag pans the
    /// band; otherwise it scrolls the content as `beginDrag(at:)`. `drag(to:)` and `endDrag()`
    /// go on either way. Call it where `beginDrag(at:)` would be called: once the press has
    /// moved past the drag threshold and has not lifted a cell for reordering.
    public func beginDrag(at point: Point, over location: Point, movingTo next: Point) {
        guard let bands = layout as? any OrthogonalScrollingLayout, let section = orthogonalSection(at: location) else {
            beginDrag(at: point)
            return
        }
        let start = layoutDragPoint(point), next = layoutDragPoint(next)
        let horizontal = bands.orthogonalScrollDirection == .horizontal
        let along = horizontal ? next.x - start.x : next.y - start.y
        let across = horizontal ? next.y - start.y : next.x - start.x
        guard abs(along) > abs(across) else {
            beginDrag(at: point)
            return
        }
        if orthogonalScroll.wheel?.section == section { orthogonalScroll.wheel = nil }
        stopOrthogonalGlideWhereShown(section)
        let offset = orthogonalOffset(forSection: section)
        orthogonalScroll.drag = OrthogonalDrag(section: section, startOffset: offset, unclampedOffset: offset, lastPoint: start,
                                               samples: [(animator.time, start)])
    }

    /// The band drag moved: the band follows the pointer, past its ends with resistance.
    func dragOrthogonalBand(to point: Point) {
        guard var drag = orthogonalScroll.drag, let bands = layout as? any OrthogonalScrollingLayout,
              let band = bands.orthogonalBand(forSection: drag.section) else { return }
        let horizontal = bands.orthogonalScrollDirection == .horizontal
        drag.unclampedOffset -= horizontal ? point.x - drag.lastPoint.x : point.y - drag.lastPoint.y
        drag.lastPoint = point
        drag.samples.append((animator.time, point))
        drag.samples.removeAll { animator.time - $0.time > 0.1 }
        orthogonalScroll.drag = drag
        let dimension = horizontal ? viewportSize.width : viewportSize.height
        let value = drag.unclampedOffset
        let shown: Double
        if value < 0 {
            shown = ScrollPhysics.rubberBand(value, dimension: dimension)
        } else if value > band.maximumOffset {
            shown = band.maximumOffset + ScrollPhysics.rubberBand(value - band.maximumOffset, dimension: dimension)
        } else {
            shown = value
        }
        setOrthogonalOffsetNow(shown, forSection: drag.section)
    }

    /// The band drag ended: the band glides on with the drag's velocity to where its behaviour
    /// rests it (the proposal is where the flick alone would stop, as on the main axis), or
    /// springs back from past an end.
    func endOrthogonalDrag() {
        guard let drag = orthogonalScroll.drag else { return }
        orthogonalScroll.drag = nil
        let horizontal = (layout as? any OrthogonalScrollingLayout)?.orthogonalScrollDirection != .vertical
        var velocity = 0.0
        if let first = drag.samples.first, let last = drag.samples.last, last.time - first.time > 0.001 {
            let moved = horizontal ? last.point.x - first.point.x : last.point.y - first.point.y
            velocity = -moved / (last.time - first.time)
        }
        let current = orthogonalOffset(forSection: drag.section)
        let proposed = current + ScrollPhysics.glideDistance(velocity: velocity)
        guard let target = restingOrthogonalOffset(forSection: drag.section, from: drag.startOffset,
                                                   proposed: proposed, velocity: velocity) else { return }
        let outside = current < 0 || current > (maximumOrthogonalOffset(forSection: drag.section) ?? current)
        let distance = abs(target - current)
        glideOrthogonal(drag.section, to: target, start: animator.time,
                        duration: outside ? 0.45 : ScrollPhysics.glideDuration(distance: distance),
                        curve: outside ? .spring : .decelerate)
    }

    // MARK: Script

    /// Scrolls a band to `offset` (kept within its range): at once, or gliding there over the
    /// usual duration when `animated` (to that offset, not to a resting place). Returns false,
    /// changing nothing, when the section is not a band of the current layout.
    @discardableResult
    public func setOrthogonalOffset(_ offset: Double, forSection section: Int, animated: Bool) -> Bool {
        guard let maximum = maximumOrthogonalOffset(forSection: section) else { return false }
        if orthogonalScroll.wheel?.section == section { orthogonalScroll.wheel = nil }
        if orthogonalScroll.drag?.section == section { orthogonalScroll.drag = nil }
        stopOrthogonalGlideWhereShown(section)
        let target = min(max(0, offset), maximum)
        if animated {
            glideOrthogonal(section, to: target, start: animator.time, duration: animator.duration, curve: .easeInOut)
        } else {
            setOrthogonalOffsetNow(target, forSection: section)
        }
        return true
    }

    // MARK: Keeping the offsets

    /// The largest offset of a band of the current layout; nil when the section is not a band.
    func maximumOrthogonalOffset(forSection section: Int) -> Double? {
        (layout as? any OrthogonalScrollingLayout)?.orthogonalBand(forSection: section)?.maximumOffset
    }

    /// The layouts the offsets go into: the current layout, or both sides of a transition.
    private var orthogonalLayouts: [any OrthogonalScrollingLayout] {
        if let transition = layout as? TransitionLayout {
            return [transition.currentLayout, transition.nextLayout].compactMap { $0 as? any OrthogonalScrollingLayout }
        }
        return (layout as? any OrthogonalScrollingLayout).map { [$0] } ?? []
    }

    /// Sets a band's offset as given (even past its ends, while rubber-banding), pushes it into
    /// the layout and notes that what is shown changed (the next query asks the layout again).
    func setOrthogonalOffsetNow(_ offset: Double, forSection section: Int) {
        orthogonalScroll.offsets[section] = offset
        for bands in orthogonalLayouts { bands.setOrthogonalOffset(offset, forSection: section) }
        layoutGeneration &+= 1
    }

    /// After the layout prepared: every band's offset goes into it, kept within the band's range
    /// (except a band being dragged or gliding, which may be past an end and comes to rest itself).
    func pushOrthogonalOffsets() {
        for bands in orthogonalLayouts {
            for section in bands.orthogonallyScrollingSections {
                var offset = orthogonalScroll.offsets[section] ?? 0
                let moving = orthogonalScroll.drag?.section == section || orthogonalScroll.glides[section] != nil
                if !moving, let band = bands.orthogonalBand(forSection: section) {
                    offset = min(max(0, offset), band.maximumOffset)
                }
                if orthogonalScroll.offsets[section] != nil || offset != 0 { orthogonalScroll.offsets[section] = offset }
                if bands.orthogonalOffset(forSection: section) != offset { bands.setOrthogonalOffset(offset, forSection: section) }
            }
        }
    }

    /// After the layout was replaced: bands gliding arrive at once, a band drag ends where it is,
    /// and the offsets go into the new layout (kept within its bands' ranges).
    func carryOrthogonalOffsetsIntoNewLayout() {
        for (section, glide) in orthogonalScroll.glides { orthogonalScroll.offsets[section] = glide.to }
        orthogonalScroll.glides = [:]
        orthogonalScroll.drag = nil
        pushOrthogonalOffsets()
    }

    /// When the data's sections change (inserted, deleted, moved): each band's offset follows its
    /// section by id (a deleted section's is forgotten); glides arrive at once, a band wheel scroll
    /// or drag ends where it is.
    func carryOrthogonalOffsets(from old: CollectionData, to new: CollectionData) {
        guard !orthogonalScroll.offsets.isEmpty || orthogonalScroll.isAnimating || orthogonalScroll.drag != nil else { return }
        let oldIDs = old.sections.map(\.id), newIDs = new.sections.map(\.id)
        guard oldIDs != newIDs else { return }
        for (section, glide) in orthogonalScroll.glides { orthogonalScroll.offsets[section] = glide.to }
        orthogonalScroll.glides = [:]
        orthogonalScroll.wheel = nil
        orthogonalScroll.drag = nil
        var newIndex: [String: Int] = [:]
        for (index, id) in newIDs.enumerated() { newIndex[id] = index }
        var carried: [Int: Double] = [:]
        for (section, offset) in orthogonalScroll.offsets where oldIDs.indices.contains(section) {
            if let index = newIndex[oldIDs[section]] { carried[index] = offset }
        }
        orthogonalScroll.offsets = carried
    }

    // MARK: Gliding

    /// Where a band moved from `start` to where it is, proposing `proposed` at `velocity`, comes to
    /// rest: the layout's answer for the section's behaviour, with the paging behaviours counting
    /// pages from the page the gesture started on (UIKit's paging moves at most one page per
    /// gesture); nil when the section is not a band.
    private func restingOrthogonalOffset(forSection section: Int, from start: Double, proposed: Double,
                                         velocity: Double) -> Double? {
        guard let bands = layout as? any OrthogonalScrollingLayout, let band = bands.orthogonalBand(forSection: section)
        else { return nil }
        let now = bands.orthogonalOffset(forSection: section)
        bands.setOrthogonalOffset(start, forSection: section)
        let target = bands.restingOrthogonalOffset(forSection: section, proposed: proposed, velocity: velocity)
        bands.setOrthogonalOffset(now, forSection: section)
        return min(max(0, target ?? proposed), band.maximumOffset)
    }

    /// Starts a band gliding from where it is to `target`; when it is already there, it stays.
    private func glideOrthogonal(_ section: Int, to target: Double, start: Double, duration: Double, curve: TimingCurve) {
        let current = orthogonalOffset(forSection: section)
        guard abs(target - current) > 1e-9 else {
            orthogonalScroll.glides[section] = nil
            return
        }
        orthogonalScroll.glides[section] = OrthogonalGlide(from: current, to: target, start: start, duration: duration, curve: curve)
    }

    /// Stops a band's glide where it is shown at the clock's time.
    private func stopOrthogonalGlideWhereShown(_ section: Int) {
        guard let glide = orthogonalScroll.glides.removeValue(forKey: section) else { return }
        setOrthogonalOffsetNow(glide.offset(at: animator.time), forSection: section)
    }

    /// Moves every band glide to the clock's time; an ended glide leaves its band at its target,
    /// kept within the band's range.
    func advanceOrthogonalScrolling() {
        guard !orthogonalScroll.glides.isEmpty else { return }
        for (section, glide) in orthogonalScroll.glides.sorted(by: { $0.key < $1.key }) {
            if animator.time >= glide.end {
                orthogonalScroll.glides[section] = nil
                let maximum = maximumOrthogonalOffset(forSection: section) ?? glide.to
                setOrthogonalOffsetNow(min(max(0, glide.to), maximum), forSection: section)
            } else {
                setOrthogonalOffsetNow(glide.offset(at: animator.time), forSection: section)
            }
        }
        layoutIfNeeded()
    }

    /// When the band glides and a pending band wheel scroll end (or are due to settle).
    var orthogonalAnimationsEndTime: Double {
        let glides = orthogonalScroll.glides.values.map(\.end).max() ?? animator.time
        let wheel = orthogonalScroll.wheel.map { $0.lastTime + Self.wheelIdleInterval } ?? animator.time
        return max(glides, wheel)
    }
}
