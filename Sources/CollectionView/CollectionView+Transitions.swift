import CollectionLayout

/// Animated layout changes: every element moves from what is on screen now to the new
/// layout's attributes, and the item at the centre of the view stays at the centre.
extension CollectionView {
    /// Switches to `newLayout`; with `animated`, every element travels from its presentation
    /// (even mid-animation) to its place in the new layout. Elements only in the old layout
    /// leave through its final attributes; elements only in the new one arrive through its
    /// initial attributes.
    public func setLayout(_ newLayout: any CollectionViewLayout, animated: Bool, keepingCenterItem: Bool = true,
                          centering itemToCenter: String? = nil) {
        guard animated else {
            let center = centerItemID()
            setLayout(newLayout)
            animator = Animator(time: animator.time, slowAnimations: animator.slowAnimations)
            settleCentered(keepingCenterItem ? center : nil)
            return
        }
        let oldLayout = layout
        let oldOffset = contentOffset
        let center = itemToCenter ?? (keepingCenterItem ? centerItemID() : nil)
        var before: [ElementIdentity: LayoutAttributes] = [:]
        for element in presentationElements() { before[element.identity] = element.attributes }
        var leaving: [ElementIdentity: LayoutAttributes] = [:]
        for identity in before.keys {
            if let attributes = finalAttributes(of: identity, in: oldLayout) { leaving[identity] = attributes }
        }

        setLayout(newLayout)
        settleCentered(center)
        let delta = Point(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)

        var after: [ElementIdentity: LayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: bounds) {
            if let identity = identity(of: attributes) { after[identity] = attributes }
        }
        var next = Animator(time: animator.time, slowAnimations: animator.slowAnimations)
        for identity in Set(before.keys).union(after.keys) {
            // Keep each element where it is on screen: shift old content points by the offset change.
            let shifted = { (attributes: LayoutAttributes) -> LayoutAttributes in
                var moved = attributes
                moved.center = Point(x: attributes.center.x + delta.x, y: attributes.center.y + delta.y)
                return moved
            }
            let newAttributes = after[identity] ?? layoutAttributes(of: identity)
            let from = before[identity].map(shifted) ?? initialAttributes(of: identity, fallback: newAttributes)
            let to = newAttributes ?? leaving[identity].map(shifted)
            guard let from, let to else { continue }
            next.animate(identity, from: from, to: to, removesOnCompletion: newAttributes == nil)
        }
        animator = next
    }

    /// The item whose cell is nearest the centre of the visible bounds.
    public func centerItemID() -> String? {
        let center = bounds.center
        var best: (id: String, distance: Double, key: ElementKey)?
        for element in presentationElements() where element.attributes.alpha > 0.01 {
            guard case .cell(let id) = element.identity else { continue }
            let dx = element.attributes.center.x - center.x, dy = element.attributes.center.y - center.y
            let distance = dx * dx + dy * dy
            // Ties (cards of one pile share a centre) go to the first item.
            if best == nil || distance < best!.distance - 1e-9
                || (abs(distance - best!.distance) <= 1e-9 && element.attributes.elementKey < best!.key) {
                best = (id, distance, element.attributes.elementKey)
            }
        }
        return best?.id
    }

    /// Centres the item, lets nearby cells measure themselves, and centres it again until the
    /// sizes settle (self-sizing around it may move it).
    func settleCentered(_ itemID: String?) {
        keepCentered(itemID)
        for _ in 0..<4 {
            let before = contentOffset
            layoutIfNeeded()
            keepCentered(itemID)
            if contentOffset == before { break }
        }
        layoutIfNeeded()
    }

    /// Scrolls so that the item's cell is centred (as far as the content allows).
    func keepCentered(_ itemID: String?) {
        guard let itemID, let attributes = layoutAttributes(of: .cell(itemID: itemID)) else { return }
        forceContentOffset(Point(x: attributes.center.x - viewportSize.width / 2,
                                 y: attributes.center.y - viewportSize.height / 2))
    }

    /// Where an element leaves to: `layout`'s final attributes for it (in the current data).
    func finalAttributes(of identity: ElementIdentity, in layout: any CollectionViewLayout) -> LayoutAttributes? {
        guard let current = layoutAttributes(of: identity) else { return nil }
        switch current.category {
        case .cell: return layout.finalLayoutAttributesForDisappearingItem(at: current.indexPath)
        case .supplementary:
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: current.kind ?? "", at: current.indexPath)
        case .decoration: return nil
        }
    }

    /// Where an element arrives from: the current layout's initial attributes for it, or `fallback`.
    func initialAttributes(of identity: ElementIdentity, fallback: LayoutAttributes?) -> LayoutAttributes? {
        guard let current = layoutAttributes(of: identity) else { return fallback }
        switch current.category {
        case .cell: return layout.initialLayoutAttributesForAppearingItem(at: current.indexPath) ?? fallback
        case .supplementary:
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: current.kind ?? "", at: current.indexPath)
                ?? fallback
        case .decoration: return fallback
        }
    }
}
