import CollectionLayout

/// The display callbacks and prefetching, as UIKit calls them: `willDisplay` when a cell comes on
/// screen and `didEndDisplaying` when it leaves; `prefetchItemsAt` for the items one screen ahead
/// in the direction of scrolling, before they appear, and `cancelPrefetchingForItemsAt` for those
/// left behind when scrolling turns — separate from the self-sizing margin (`prefetchRect`).
extension CollectionView {
    /// How far ahead prefetching looks in the direction of scrolling, in viewports.
    public static let prefetchLookahead = 1.0

    /// Compares what is on screen and ahead with the last pass and makes the calls that follow.
    /// Runs after each layout pass; the layout is asked directly (its answers are the pass's own).
    func updateDisplayAndPrefetching() {
        guard delegate != nil || prefetchDataSource != nil || trace != nil else { return }
        if let checked = display.checked, checked.generation == layoutGeneration, checked.bounds == bounds { return }
        display.checked = (layoutGeneration, bounds)
        let offset = contentOffset
        if let last = display.lastOffset {
            let dx = offset.x - last.x, dy = offset.y - last.y
            if dx != 0 || dy != 0 { display.direction = Point(x: dx > 0 ? 1 : dx < 0 ? -1 : 0, y: dy > 0 ? 1 : dy < 0 ? -1 : 0) }
        }
        display.lastOffset = offset
        let visible = cells(meeting: bounds)
        let ended = display.displayed.filter { visible[$0.key] == nil }.sorted { $0.value < $1.value }
        let began = visible.filter { display.displayed[$0.key] == nil }.sorted { $0.value < $1.value }
        for (_, indexPath) in ended {
            trace?.record(LayoutTrace.delegateReceiver, .didEndDisplaying(indexPath))
            delegate?.collectionView(self, didEndDisplayingItemAt: indexPath)
        }
        for (_, indexPath) in began {
            trace?.record(LayoutTrace.delegateReceiver, .willDisplay(indexPath))
            delegate?.collectionView(self, willDisplayItemAt: indexPath)
        }
        display.displayed = visible
        // Prefetching: the screen ahead, shifted one viewport in the direction of scrolling.
        let ahead = Rect(x: bounds.minX + display.direction.x * viewportSize.width * Self.prefetchLookahead,
                         y: bounds.minY + display.direction.y * viewportSize.height * Self.prefetchLookahead,
                         width: bounds.width, height: bounds.height)
        let upcoming = display.direction == .zero ? [:] : cells(meeting: ahead).filter { visible[$0.key] == nil }
        for id in display.prefetched.keys where visible[id] != nil { display.prefetched[id] = nil }
        let cancelled = display.prefetched.filter { upcoming[$0.key] == nil }.map(\.value).sorted()
        let fresh = upcoming.filter { display.prefetched[$0.key] == nil }.map(\.value).sorted()
        if !cancelled.isEmpty {
            trace?.record(LayoutTrace.dataSourceReceiver, .cancelPrefetching(cancelled))
            prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
        }
        if !fresh.isEmpty {
            trace?.record(LayoutTrace.dataSourceReceiver, .prefetchItems(fresh))
            prefetchDataSource?.collectionView(self, prefetchItemsAt: fresh)
        }
        display.prefetched = upcoming
    }

    /// The cells whose frames meet `rect`, by item id.
    private func cells(meeting rect: Rect) -> [String: IndexPath] {
        var cells: [String: IndexPath] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect)
        where attributes.category == .cell && !attributes.isHidden && attributes.frame.intersects(rect) {
            if let id = data.itemID(at: attributes.indexPath) { cells[id] = attributes.indexPath }
        }
        return cells
    }
}
