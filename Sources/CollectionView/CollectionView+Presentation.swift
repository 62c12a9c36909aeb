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
            // A global header belongs to no section: it stays itself when the sections under it change.
            if attributes.kind == ElementKind.globalHeader {
                return .supplementary(kind: ElementKind.globalHeader, sectionID: "", item: attributes.indexPath.item)
            }
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
            return indexPathsByItemID[itemID].flatMap { calls(layout).layoutAttributesForItem(at: $0) }
        case .supplementary(let kind, let sectionID, let item):
            if kind == ElementKind.globalHeader && sectionID.isEmpty {
                return calls(layout).layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: 0))
            }
            return data.sections.firstIndex { $0.id == sectionID }.flatMap {
                calls(layout).layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: $0))
            }
        case .decoration(let kind, let sectionID, let item):
            return data.sections.firstIndex { $0.id == sectionID }.flatMap {
                calls(layout).layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: item, section: $0))
            }
        }
    }

    /// Every element on screen now, in painting order: the visible elements at their layout
    /// attributes, and every animating element at its interpolated attributes.
    public func presentationElements() -> [PresentedElement] {
        var elements: [PresentedElement] = []
        var keys: [PaintingKey] = []
        let expected = animator.animations.count + 64
        elements.reserveCapacity(expected)
        keys.reserveCapacity(expected)
        var kinds: [String] = []
        func add(_ identity: ElementIdentity, _ attributes: LayoutAttributes) {
            var kind = 0
            if let name = attributes.kind {
                if let known = kinds.firstIndex(of: name) { kind = known + 1 } else {
                    kinds.append(name)
                    kind = kinds.count
                }
            }
            keys.append(PaintingKey(zIndex: attributes.zIndex, category: attributes.category.paintingRank, kind: kind,
                                    section: attributes.indexPath.section, item: attributes.indexPath.item,
                                    index: elements.count))
            elements.append(PresentedElement(identity: identity, attributes: attributes))
        }
        // A plain loop: a closure handed to non-isolated code would pay an executor check per call.
        var timing = Animator.SharedTiming()
        for (identity, animation) in animator.animations {
            let attributes = AttributesInterpolation.interpolate(animation.from, animation.to,
                                                                 progress: timing.progress(of: animation, at: animator.time))
            if !attributes.isHidden { add(identity, attributes) }
        }
        for element in stillElements() { add(element.identity, element.attributes) }
        if let moving = movement, let lifted = liftedAttributes() {
            // The lifted cell is drawn at the pointer, above everything, instead of in its slot.
            let identity = ElementIdentity.cell(itemID: moving.itemID)
            if let index = elements.firstIndex(where: { $0.identity == identity }) {
                elements[index].attributes = lifted
                keys[index] = PaintingKey(zIndex: lifted.zIndex, category: 0, kind: 0, section: lifted.indexPath.section,
                                          item: lifted.indexPath.item, index: index)
            } else {
                add(identity, lifted)
            }
        }
        if let pinched = pinchedItem {
            let identity = ElementIdentity.cell(itemID: pinched.itemID)
            if let index = elements.firstIndex(where: { $0.identity == identity }) {
                let attributes = pinched.applied(to: elements[index].attributes)
                elements[index].attributes = attributes
                keys[index] = PaintingKey(zIndex: attributes.zIndex, category: 0, kind: 0, section: attributes.indexPath.section,
                                          item: attributes.indexPath.item, index: index)
            }
        }
        // Kinds rank by name, as `ElementKey` orders them.
        if kinds.count > 1 {
            let rank = Dictionary(uniqueKeysWithValues: kinds.sorted().enumerated().map { ($1, $0 + 1) })
            let byFirstSeen = kinds.map { rank[$0]! }
            for index in keys.indices { keys[index].rerankKind(byFirstSeen) }
        }
        // Sort small integer keys, then gather: moving whole elements while sorting costs far more.
        keys.sort()
        // Elements tied in painting order (a deleted cell leaving from the index path another cell
        // is moving to) would keep the animations' dictionary order, which changes from run to
        // run: ties go by identity, so `shot` gives the same picture every time. Ties are rare,
        // so only their runs are sorted.
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end].ranksWith(keys[start]) { end += 1 }
            if end - start > 1 {
                keys[start..<end].sort { elements[$0.elementIndex].identity < elements[$1.elementIndex].identity }
            }
            start = end
        }
        return keys.map { elements[$0.elementIndex] }
    }

    /// The visible elements that are not animating, at their layout attributes; cached while the
    /// layout, the bounds and the set of animations stay the same (as during a transition).
    private func stillElements() -> [PresentedElement] {
        if let cache = stillElementsCache, cache.generation == layoutGeneration,
           cache.animations == animator.generation, cache.bounds == bounds {
            return cache.elements
        }
        var result: [PresentedElement] = []
        let animatingKeys = animator.targetKeys()
        for attributes in calls(layout).layoutAttributesForElements(in: bounds)
        where !attributes.isHidden && !animatingKeys.contains(attributes.elementKey) {
            guard let identity = identity(of: attributes), animator.animations[identity] == nil else { continue }
            result.append(PresentedElement(identity: identity, attributes: attributes))
        }
        stillElementsCache = (layoutGeneration, animator.generation, bounds, result)
        return result
    }

    /// Painting order — zIndex, then category, kind and index path, as `ElementKey` orders —
    /// packed into three integers so that sorting compares numbers only.
    private struct PaintingKey: Comparable {
        var high: UInt64
        var middle: UInt64
        var low: UInt64

        init(zIndex: Int, category: Int, kind: Int, section: Int, item: Int, index: Int) {
            high = UInt64(bitPattern: Int64(zIndex)) ^ (1 << 63)
            middle = UInt64(category) << 62 | UInt64(min(kind, 0x3FFF)) << 48 | UInt64(max(0, min(section, 0xFFFF_FFFF_FFFF)))
            low = UInt64(max(0, min(item, 0xFFFF_FFFF))) << 32 | UInt64(index)
        }

        nonisolated static func < (lhs: PaintingKey, rhs: PaintingKey) -> Bool {
            if lhs.high != rhs.high { return lhs.high < rhs.high }
            if lhs.middle != rhs.middle { return lhs.middle < rhs.middle }
            return lhs.low < rhs.low
        }

        /// The element's place in the list the keys were made for.
        var elementIndex: Int { Int(low & 0xFFFF_FFFF) }

        /// Whether two keys tie in painting order (everything but the element's place is equal).
        func ranksWith(_ other: PaintingKey) -> Bool {
            high == other.high && middle == other.middle && low >> 32 == other.low >> 32
        }

        /// Replaces the kind's first-seen number by its rank among the kinds' names.
        mutating func rerankKind(_ ranks: [Int]) {
            let kind = Int((middle >> 48) & 0x3FFF)
            guard kind > 0 else { return }
            middle = (middle & ~(UInt64(0x3FFF) << 48)) | UInt64(ranks[kind - 1]) << 48
        }
    }

    /// Moves the clock to `time`; animations that have ended are dropped.
    public func advance(to time: Double) {
        animator.advance(to: time)
        trace?.time = animator.time
        advanceScrolling()
        settleWheelScrollIfIdle()
        advanceOrthogonalScrolling()
        settleOrthogonalWheelIfIdle()
        // A layout that moves by itself (UIKit Dynamics) is laid out at the new time, after this frame's scroll.
        if layout.isMovingByItself {
            invalidateLayout(with: InvalidationContext())
            layoutIfNeeded()
        }
    }

    /// The collection view's clock, which a layout that moves by itself is stepped to.
    public nonisolated var time: Double {
        MainActor.assumeIsolated { animator.time }
    }

    /// The last drag's pointer in content coordinates (it moves with the content after the release, as UIKit's
    /// recognizer reports its last location in the view's current bounds), and whether the drag goes on.
    public nonisolated var touch: (location: Point, isDown: Bool)? {
        MainActor.assumeIsolated { touchViewPoint.map { (contentPoint(forViewPoint: $0), dragState != nil) } }
    }

    /// How far ahead `animationsEndTime` looks while the layout moves by itself: it says nothing of when it will
    /// rest, so the clock goes on a second at a time until it does.
    static let selfMovingLookahead = 1.0

    /// When every running animation (elements and content offset) ends, or a wheel scroll
    /// waiting to settle is due to (its glide then runs on); a second ahead while the layout moves by itself.
    public var animationsEndTime: Double {
        max(animator.endTime, scrollAnimation.map { $0.start + $0.duration } ?? animator.time,
            wheelScroll.map { $0.lastTime + Self.wheelIdleInterval } ?? animator.time, orthogonalAnimationsEndTime,
            layout.isMovingByItself ? animator.time + Self.selfMovingLookahead : animator.time)
    }

    /// Whether anything is animating (elements, the content offset, a layout that moves by itself) or a wheel
    /// scroll is still to come to rest.
    public var isAnimating: Bool {
        animator.isAnimating || scrollAnimation != nil || wheelScroll != nil || orthogonalScroll.isAnimating || layout.isMovingByItself
    }

    /// Whether animations run ten times slower.
    public var slowAnimations: Bool {
        get { animator.slowAnimations }
        set { animator.slowAnimations = newValue }
    }
}

extension CollectionView {
    /// The frame around a section's first and last items as the layout places them (nil for a
    /// section without items, or one the data does not have): where a supplementary or
    /// decoration view of an unnamed kind sits against its section's items says its role.
    public func frameAroundItems(inSection section: Int) -> Rect? {
        guard section >= 0, section < data.sections.count else { return nil }
        let count = data.sections[section].itemIDs.count
        guard count > 0, let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame else { return nil }
        guard let last = layout.layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))?.frame else { return first }
        let minX = min(first.minX, last.minX), minY = min(first.minY, last.minY)
        return Rect(x: minX, y: minY, width: max(first.maxX, last.maxX) - minX, height: max(first.maxY, last.maxY) - minY)
    }
}
