import CollectionLayout

/// Animated layout changes: every element moves from what is on screen now to the new
/// layout's attributes, and the item at the centre of the view stays at the centre.
extension CollectionView {
    /// Switches to `newLayout`; with `animated`, every element travels from its presentation
    /// (even mid-animation) to its place in the new layout. Elements only in the old layout
    /// leave through its final attributes; elements only in the new one arrive through its
    /// initial attributes.
    public func setLayout(_ newLayout: any CollectionViewLayout, animated: Bool, keepingCenterItem: Bool = true) {
        guard animated else {
            let center = centerItemID()
            setLayout(newLayout)
            animator = Animator(time: animator.time, slowAnimations: animator.slowAnimations)
            if keepingCenterItem { keepCentered(center) }
            layoutIfNeeded()
            return
        }
        let oldLayout = layout
        let oldOffset = contentOffset
        let center = keepingCenterItem ? centerItemID() : nil
        var before: [ElementIdentity: LayoutAttributes] = [:]
        for element in presentationElements() { before[element.identity] = element.attributes }
        var leaving: [ElementIdentity: LayoutAttributes] = [:]
        for identity in before.keys {
            if let attributes = finalAttributes(of: identity, in: oldLayout) { leaving[identity] = attributes }
        }

        setLayout(newLayout)
        keepCentered(center)
        layoutIfNeeded()
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
    func centerItemID() -> String? {
        let center = bounds.center
        var best: (String, Double)?
        for element in presentationElements() {
            guard case .cell(let id) = element.identity else { continue }
            let dx = element.attributes.center.x - center.x, dy = element.attributes.center.y - center.y
            let distance = dx * dx + dy * dy
            if best == nil || distance < best!.1 { best = (id, distance) }
        }
        return best?.0
    }

    /// Scrolls so that the item's cell is centred (as far as the content allows).
    func keepCentered(_ itemID: String?) {
        guard let itemID, let attributes = layoutAttributes(of: .cell(itemID: itemID)) else { return }
        forceContentOffset(Point(x: attributes.center.x - viewportSize.width / 2,
                                 y: attributes.center.y - viewportSize.height / 2))
    }

    private func finalAttributes(of identity: ElementIdentity, in layout: any CollectionViewLayout) -> LayoutAttributes? {
        guard let current = layoutAttributes(of: identity) else { return nil }
        switch current.category {
        case .cell: return layout.finalLayoutAttributesForDisappearingItem(at: current.indexPath)
        case .supplementary:
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: current.kind ?? "", at: current.indexPath)
        case .decoration: return nil
        }
    }

    private func initialAttributes(of identity: ElementIdentity, fallback: LayoutAttributes?) -> LayoutAttributes? {
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
