import CollectionLayout

/// Gesture-driven changes: an interactive transition between two layouts whose progress
/// follows the fingers, and a pinched cell that follows them (Apple's PinchIt).
extension CollectionView {
    /// Starts a transition to `next` driven by `updateInteractiveTransition(progress:)`.
    @discardableResult
    public func startInteractiveTransition(to next: any CollectionViewLayout) -> TransitionLayout {
        let transition = TransitionLayout(currentLayout: layout, nextLayout: next)
        animator = Animator(time: animator.time, slowAnimations: animator.slowAnimations, reducesMotion: animator.reducesMotion)
        setLayout(transition)
        return transition
    }

    /// The running interactive transition, if any.
    public var interactiveTransition: TransitionLayout? { layout as? TransitionLayout }

    /// Moves the interactive transition to a progress (0 … 1).
    public func updateInteractiveTransition(progress: Double) {
        guard let transition = interactiveTransition else { return }
        transition.transitionProgress = min(1, max(0, progress))
        layoutGeneration &+= 1
        clampContentOffsetNow()
    }

    /// Ends the interactive transition on the next layout, animating the rest of the way.
    public func finishInteractiveTransition() {
        guard let transition = interactiveTransition else { return }
        setLayout(transition.nextLayout, animated: true)
    }

    /// Ends the interactive transition back on the current layout, animating back.
    public func cancelInteractiveTransition() {
        guard let transition = interactiveTransition else { return }
        setLayout(transition.currentLayout, animated: true, keepingCenterItem: false)
    }

    /// A pinched cell: it follows the pinch centre (content coordinates) at the pinch's scale,
    /// above everything else.
    public func pinchItem(_ itemID: String, center: Point, scale: Double) {
        pinchedItem = PinchedItem(itemID: itemID, center: center, scale: max(0.2, min(6, scale)))
    }

    /// Releases the pinched cell: it springs back to its place.
    public func releasePinchedItem() {
        guard let pinched = pinchedItem else { return }
        pinchedItem = nil
        let identity = ElementIdentity.cell(itemID: pinched.itemID)
        guard let target = layoutAttributes(of: identity) else { return }
        animator.animate(identity, from: pinched.applied(to: target), to: target, curve: .spring)
    }

    /// Lays the current layout out again at once (after changing one of its parameters).
    public func invalidateLayoutNow() {
        calls(layout).invalidateLayout(with: .everything)
        prepareLayout()
        clampContentOffsetNow()
    }
}

/// A cell held by a pinch.
struct PinchedItem {
    var itemID: String
    var center: Point
    var scale: Double

    /// The cell's attributes while pinched: moved to the pinch centre, scaled, in front.
    func applied(to attributes: LayoutAttributes) -> LayoutAttributes {
        var pinched = attributes
        pinched.center = center
        pinched.transform3D = .scale(x: scale, y: scale, z: 1)
        pinched.zIndex = Int.max / 4
        pinched.alpha = 1
        return pinched
    }
}
