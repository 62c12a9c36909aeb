import CollectionLayout

/// What is on screen at the animator's time: layout attributes, or their interpolation for
/// elements that are animating.
extension CollectionView {
    /// One element as it is shown.
    public struct PresentedElement: Sendable {
        /// Who it is.
        public var identity: ElementIdentity
        /// Where and how it is shown now.
        public var attributes: LayoutAttributes
    }

    /// The identity of the element the attributes describe, in the current data.
    public func identity(of attributes: LayoutAttributes) -> ElementIdentity? {
        switch attributes.category {
        case .cell:
            return data.itemID(at: attributes.indexPath).map { .cell(itemID: $0) }
        case .supplementary:
            guard data.sections.indices.contains(attributes.indexPath.section) else { return nil }
            return .supplementary(kind: attributes.kind ?? "", sectionID: data.sections[attributes.indexPath.section].id,
                                  item: attributes.indexPath.item)
        case .decoration:
            guard data.sections.indices.contains(attributes.indexPath.section) else { return nil }
            return .decoration(kind: attributes.kind ?? "", sectionID: data.sections[attributes.indexPath.section].id,
                               item: attributes.indexPath.item)
        }
    }

    /// The current layout's attributes of an element, if it exists now.
    public func layoutAttributes(of identity: ElementIdentity) -> LayoutAttributes? {
        switch identity {
        case .cell(let itemID):
            return indexPathsByItemID[itemID].flatMap { layout.layoutAttributesForItem(at: $0) }
        case .supplementary(let kind, let sectionID, let item):
            return data.sections.firstIndex { $0.id == sectionID }.flatMap {
                layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: $0))
            }
        case .decoration(let kind, let sectionID, let item):
            return data.sections.firstIndex { $0.id == sectionID }.flatMap {
                layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: item, section: $0))
            }
        }
    }

    /// Every element on screen now, in painting order: the visible elements at their layout
    /// attributes, and every animating element at its interpolated attributes.
    public func presentationElements() -> [PresentedElement] {
        var elements: [ElementIdentity: LayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: bounds) {
            guard let identity = identity(of: attributes) else { continue }
            elements[identity] = attributes
        }
        for identity in animator.animations.keys {
            elements[identity] = animator.presentation(of: identity)
        }
        return elements.filter { !$0.value.isHidden }
            .map { PresentedElement(identity: $0.key, attributes: $0.value) }
            .sorted { ($0.attributes.zIndex, $0.attributes.elementKey) < ($1.attributes.zIndex, $1.attributes.elementKey) }
    }

    /// Moves the clock to `time`; animations that have ended are dropped.
    public func advance(to time: Double) {
        animator.advance(to: time)
    }

    /// Whether anything is animating.
    public var isAnimating: Bool { animator.isAnimating }

    /// Whether animations run ten times slower.
    public var slowAnimations: Bool {
        get { animator.slowAnimations }
        set { animator.slowAnimations = newValue }
    }
}
