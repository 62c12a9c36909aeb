import CollectionLayout

/// Animated layout changes: every element moves from what is on screen now to the new
/// layout's attributes, and the item at the centre of the view stays at the centre.
extension CollectionView {
    /// Switches to `newLayout` in UIKit's order: the new layout prepares; the old one hears
    /// `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`; the content offset
    /// keeps the centre item centred and goes where the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` says; with `animated`, elements only in
    /// the old layout leave through its final attributes, elements only in the new one arrive
    /// through its initial attributes, and every other element travels from its presentation
    /// (even mid-animation) to its new place; both layouts then hear `finalizeLayoutTransition()`.
    ///
    /// With `viewportSize` (and `safeAreaInsets`), the view takes that size (and safe area) as the
    /// new layout comes in — a rotation: the elements travel from where they are shown at the old size.
    public func setLayout(_ newLayout: any CollectionViewLayout, animated: Bool, keepingCenterItem: Bool = true,
                          centering itemToCenter: String? = nil, viewportSize newViewportSize: Size? = nil,
                          safeAreaInsets newSafeAreaInsets: EdgeInsets? = nil) {
        let oldLayout = layout
        let resize = { [self] in
            if let newViewportSize { viewportSize = newViewportSize }
            // The new layout prepares next and the offset is kept within it then: no invalidation now.
            if let newSafeAreaInsets { storedSafeAreaInsets = newSafeAreaInsets }
        }
        let returnOffset = takeReturnOffset(from: oldLayout, to: newLayout, keepingCenterItem: keepingCenterItem && itemToCenter == nil)
        layoutAskedContentOffset = false
        guard animated else {
            let center = centerItemID()
            resize()
            setLayout(newLayout)
            calls(oldLayout).prepareForTransition(to: newLayout)
            calls(newLayout).prepareForTransition(from: oldLayout)
            animator = Animator(time: animator.time, slowAnimations: animator.slowAnimations, reducesMotion: animator.reducesMotion)
            // A layout that scrolled its view as it prepared (a user's layout setting `contentOffset`) rests there.
            if !layoutAskedContentOffset {
                settle(returningTo: returnOffset, orCentering: keepingCenterItem ? itemToCenter ?? center : nil)
            }
            restAtLayoutTarget()
            calls(oldLayout).finalizeLayoutTransition()
            calls(newLayout).finalizeLayoutTransition()
            return
        }
        let oldOffset = contentOffset
        let center = itemToCenter ?? (keepingCenterItem ? centerItemID() : nil)
        var before: [ElementIdentity: LayoutAttributes] = [:]
        var oldAttributes: [ElementIdentity: LayoutAttributes] = [:]
        // Elements in a fixed order (the new layout's, then those only on screen now), so the
        // layouts are asked in the same order every run.
        var order: [ElementIdentity] = []
        for element in presentationElements() {
            if before[element.identity] == nil { order.append(element.identity) }
            before[element.identity] = element.attributes
            oldAttributes[element.identity] = layoutAttributes(of: element.identity)
        }

        resize()
        setLayout(newLayout)
        calls(oldLayout).prepareForTransition(to: newLayout)
        calls(newLayout).prepareForTransition(from: oldLayout)
        if !layoutAskedContentOffset { settle(returningTo: returnOffset, orCentering: center) }
        restAtLayoutTarget()
        let delta = Point(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)

        var after: [ElementIdentity: LayoutAttributes] = [:]
        var newOrder: [ElementIdentity] = []
        for attributes in calls(layout).layoutAttributesForElements(in: bounds) {
            guard let identity = identity(of: attributes) else { continue }
            if after[identity] == nil, before[identity] == nil { newOrder.append(identity) }
            after[identity] = attributes
        }
        var next = Animator(time: animator.time, slowAnimations: animator.slowAnimations, reducesMotion: animator.reducesMotion)
        for identity in order + newOrder {
            // Keep each element where it is on screen: shift old content points by the offset change.
            let shifted = { (attributes: LayoutAttributes) -> LayoutAttributes in
                var moved = attributes
                moved.center = Point(x: attributes.center.x + delta.x, y: attributes.center.y + delta.y)
                return moved
            }
            let newAttributes = after[identity] ?? layoutAttributes(of: identity)
            let from = before[identity].map(shifted) ?? newAttributes.map { appearingAttributes($0, in: newLayout) }
            let to = newAttributes ?? oldAttributes[identity].map { shifted(disappearingAttributes($0, in: oldLayout)) }
            guard let from, let to else { continue }
            next.animate(identity, from: from, to: to, removesOnCompletion: newAttributes == nil)
        }
        animator = next
        calls(oldLayout).finalizeLayoutTransition()
        calls(newLayout).finalizeLayoutTransition()
    }

    /// Records where `oldLayout`'s kind was left and gives the offset `newLayout`'s kind was
    /// left at by an earlier switch, if nothing has scrolled since; a switch to the same kind
    /// (new parameters, a new text size) forgets every recorded offset.
    func takeReturnOffset(from oldLayout: any CollectionViewLayout, to newLayout: any CollectionViewLayout,
                          keepingCenterItem: Bool) -> (offset: Point, measured: Set<String>)? {
        let oldKind = ObjectIdentifier(type(of: oldLayout)), newKind = ObjectIdentifier(type(of: newLayout))
        guard oldKind != newKind, keepingCenterItem else {
            returnOffsets = [:]
            return nil
        }
        let offset = returnOffsets[newKind]
        returnOffsets[oldKind] = (contentOffset, sizedItemIDs)
        return offset
    }

    /// Goes back to a recorded offset with the cells measured then measured again (so every
    /// frame is what it was), or centres the item.
    func settle(returningTo recorded: (offset: Point, measured: Set<String>)?, orCentering itemID: String?) {
        guard let recorded else {
            settleCentered(itemID)
            return
        }
        measureItems(recorded.measured)
        forceContentOffset(recorded.offset)
        layoutIfNeeded()
    }

    /// Moves the content offset to where the layout wants it to rest, given where it is.
    func restAtLayoutTarget() {
        let target = calls(layout).targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset {
            forceContentOffset(target)
            layoutIfNeeded()
        }
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

    /// Where an element leaves to in `layout` (the current data): the layout's final attributes,
    /// or — UIKit's default, when the layout says nil — where it is, faded out.
    func finalAttributes(of identity: ElementIdentity, in layout: any CollectionViewLayout) -> LayoutAttributes? {
        layoutAttributes(of: identity).map { disappearingAttributes($0, in: layout) }
    }

    /// The final attributes `layout` gives a disappearing element whose attributes (at its index
    /// path at the time) were `attributes`; nil from the layout means fading out in place.
    func disappearingAttributes(_ attributes: LayoutAttributes, in layout: any CollectionViewLayout) -> LayoutAttributes {
        let answer: LayoutAttributes? = switch attributes.category {
        case .cell: calls(layout).finalLayoutAttributesForDisappearingItem(at: attributes.indexPath)
        case .supplementary:
            calls(layout).finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: attributes.kind ?? "", at: attributes.indexPath)
        case .decoration:
            calls(layout).finalLayoutAttributesForDisappearingDecorationElement(ofKind: attributes.kind ?? "", at: attributes.indexPath)
        }
        return answer ?? Self.faded(attributes)
    }

    /// The initial attributes `layout` gives an appearing element that will have `attributes`;
    /// nil from the layout means fading in at its place.
    func appearingAttributes(_ attributes: LayoutAttributes, in layout: any CollectionViewLayout) -> LayoutAttributes {
        let answer: LayoutAttributes? = switch attributes.category {
        case .cell: calls(layout).initialLayoutAttributesForAppearingItem(at: attributes.indexPath)
        case .supplementary:
            calls(layout).initialLayoutAttributesForAppearingSupplementaryElement(ofKind: attributes.kind ?? "", at: attributes.indexPath)
        case .decoration:
            calls(layout).initialLayoutAttributesForAppearingDecorationElement(ofKind: attributes.kind ?? "", at: attributes.indexPath)
        }
        return answer ?? Self.faded(attributes)
    }

    /// The initial attributes `layout` gives a cell that will have `attributes`, or nil when it
    /// has none of its own (UIKit's default: the cell starts from where it was).
    func askedInitialAttributes(_ attributes: LayoutAttributes, in layout: any CollectionViewLayout) -> LayoutAttributes? {
        calls(layout).initialLayoutAttributesForAppearingItem(at: attributes.indexPath)
    }

    /// The same attributes, fully transparent.
    static func faded(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var faded = attributes
        faded.alpha = 0
        return faded
    }
}
