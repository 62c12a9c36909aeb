import CollectionLayout

/// The runtime between data and pixels: it owns the layout, the content offset and the
/// viewport, answers the layout's questions, and paints what is visible into a `DrawList`.
@MainActor
public final class CollectionView: LayoutContext {
    /// The data's structure: sections and stable item ids.
    public private(set) var data: CollectionData
    /// The layout deciding where elements go.
    public private(set) var layout: any CollectionViewLayout
    /// The size of the visible area, in points.
    public private(set) var viewportSize: Size
    /// The top-left of the visible area in content coordinates.
    public private(set) var contentOffset: Point = .zero

    /// Creates a collection view showing `data` with `layout` in a viewport of `viewportSize`.
    public init(data: CollectionData, layout: any CollectionViewLayout, viewportSize: Size) {
        self.data = data
        self.layout = layout
        self.viewportSize = viewportSize
        layout.context = self
        layout.prepare()
        clampContentOffset()
    }

    // MARK: LayoutContext

    /// The visible bounds in content coordinates.
    public nonisolated var bounds: Rect {
        MainActor.assumeIsolated { Rect(origin: contentOffset, size: viewportSize) }
    }

    /// The number of sections.
    public nonisolated var numberOfSections: Int {
        MainActor.assumeIsolated { data.sections.count }
    }

    /// The number of items in a section.
    public nonisolated func numberOfItems(inSection section: Int) -> Int {
        MainActor.assumeIsolated { data.sections[section].itemIDs.count }
    }

    // MARK: Changing

    /// The size of the whole content, from the layout.
    public var contentSize: Size { layout.collectionViewContentSize }

    /// The largest content offset scrolling may reach.
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - viewportSize.width), y: max(0, contentSize.height - viewportSize.height))
    }

    /// Replaces the layout, keeping the content offset where the new content allows.
    public func setLayout(_ newLayout: any CollectionViewLayout) {
        layout.context = nil
        layout = newLayout
        newLayout.context = self
        newLayout.prepare()
        clampContentOffset()
    }

    /// Replaces the data and lays out again.
    public func reloadData(_ newData: CollectionData) {
        data = newData
        layout.invalidateLayout(with: .everything)
        layout.prepare()
        clampContentOffset()
    }

    /// Changes the viewport size; the layout decides whether it must lay out again.
    public func resize(to size: Size) {
        let newBounds = Rect(origin: contentOffset, size: size)
        let invalidate = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        viewportSize = size
        if invalidate {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
            layout.prepare()
        }
        clampContentOffset()
    }

    /// Scrolls to an offset, kept within the content.
    public func setContentOffset(_ offset: Point) {
        let oldBounds = bounds
        contentOffset = offset
        clampContentOffset()
        let newBounds = bounds
        if newBounds != oldBounds, layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
            layout.prepare()
        }
    }

    /// Scrolls by a distance; positive values move the content offset right and down.
    public func scroll(by delta: Point) {
        setContentOffset(Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }

    private func clampContentOffset() {
        let maximum = maximumContentOffset
        contentOffset = Point(x: min(max(0, contentOffset.x), maximum.x), y: min(max(0, contentOffset.y), maximum.y))
    }

    // MARK: Reading

    /// The attributes of every element in the visible bounds, in painting order
    /// (ascending zIndex, then category, kind and index path).
    public func visibleAttributes() -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: bounds)
            .filter { !$0.isHidden }
            .sorted { ($0.zIndex, $0.elementKey) < ($1.zIndex, $1.elementKey) }
    }

    /// The attributes of every element of the whole content, ordered as `dump --all` lists them.
    public func allAttributes() -> [LayoutAttributes] {
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9 + contentSize.width, height: 2e9 + contentSize.height)
        return layout.layoutAttributesForElements(in: everything).sorted { $0.elementKey < $1.elementKey }
    }

    /// Paints the visible elements into `list`, the collection shown at `frame` in the window.
    public func draw(in frame: Rect, painter: any ElementPainter, into list: inout DrawList) {
        list.append(.pushClip(frame))
        for attributes in visibleAttributes() {
            let origin = windowPoint(forContentPoint: attributes.frame.origin, collectionFrame: frame)
            let windowFrame = Rect(origin: origin, size: attributes.size)
            let itemID = attributes.category == .cell ? data.itemID(at: attributes.indexPath) : nil
            painter.paint(attributes, itemID: itemID, frame: windowFrame, into: &list)
        }
        list.append(.popClip)
    }

    /// Converts a content point to window points: collectionFrame.origin + point − contentOffset.
    public func windowPoint(forContentPoint point: Point, collectionFrame: Rect) -> Point {
        Point(x: collectionFrame.minX + point.x - contentOffset.x, y: collectionFrame.minY + point.y - contentOffset.y)
    }
}
