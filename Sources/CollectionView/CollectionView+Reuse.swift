import CollectionLayout

/// Live views: the reusable views of the elements on or near the screen.
extension CollectionView {
    /// Gives every element in or near the visible bounds (and every animating one) a live view
    /// from the reuse queues, and returns the others' views to them.
    public func updateLiveViews() {
        updateDisplayAndPrefetching()
        // Nothing moved since the last update: the live views are still the right ones.
        let key = LiveViewsKey(generation: layoutGeneration, animations: animator.generation, bounds: bounds)
        if !isAnimating, movement == nil, pinchedItem == nil, key == liveViewsKey { return }
        liveViewsKey = key
        var elements: [ElementIdentity: LayoutAttributes] = [:]
        for attributes in calls(layout).layoutAttributesForElements(in: prefetchRect) {
            if let identity = identity(of: attributes) { elements[identity] = attributes }
        }
        for element in presentationElements() { elements[element.identity] = element.attributes }
        reuse.update(to: elements)
    }
}
