import CollectionLayout

/// The runtime between data and pixels: it owns the layout, the content offset and the
/// viewport, answers the layout's questions, and paints what is visible into a `DrawList`.
@MainActor
public final class CollectionView: LayoutContext {
    /// The data's structure: sections and stable item ids.
    public private(set) var data: CollectionData {
        didSet { dataChanges &+= 1 }
    }
    /// Whether the layout set the content offset itself as it prepared (`takeAskedScrollState`) since a layout
    /// switch began: the switch then rests where the layout put it rather than at the centre item.
    var layoutAskedContentOffset = false
    /// Counts the changes of `data` (moves included): its `dataVersion`.
    private var dataChanges = 0
    /// The layout deciding where elements go.
    public private(set) var layout: any CollectionViewLayout
    /// Records every call made to the layouts, when set (the inspector's trace, `dump --trace`,
    /// `run --trace`); nil, the default, records nothing.
    public var trace: LayoutTrace?
    /// The size of the visible area, in points.
    public internal(set) var viewportSize: Size
    /// The direction the collection view lays out in (UIKit's `effectiveUserInterfaceLayoutDirection`;
    /// see `CollectionView+LayoutDirection.swift`).
    public internal(set) var effectiveUserInterfaceLayoutDirection = LayoutDirection.leftToRight
    /// The top-left of the visible area in content coordinates.
    public internal(set) var contentOffset: Point = .zero
    /// Measures cells about to appear (self-sizing); nil: cells take the layout's sizes.
    public var cellSizer: (any CellSizer)? {
        didSet { settledSizing = nil }
    }
    /// The layout pass and bounds after which the last self-sizing pass found nothing to measure.
    var settledSizing: (generation: Int, bounds: Rect)?
    /// Items measured since they last came into view, with what they were offered and answered:
    /// each is asked once while visible, and again only when the layout gives it another size.
    var sizedItems: [String: CellMeasurement] = [:]
    /// Section headers and footers measured, by kind and section id, as `sizedItems` are.
    var sizedSupplementaries: [String: CellMeasurement] = [:]
    /// The items measured since they last came into view.
    var sizedItemIDs: Set<String> { Set(sizedItems.keys) }
    /// The content offset each kind of layout was left at by a layout switch, while nothing
    /// else has scrolled: switching back to that kind returns there (a round trip of switches
    /// puts every cell back where it was). Any scroll, update, resize or same-kind switch forgets them.
    var returnOffsets: [ObjectIdentifier: (offset: Point, measured: Set<String>)] = [:]
    /// The running animations and the clock they run on.
    public internal(set) var animator = Animator()

    /// Reduce Motion: animations cross-fade in place instead of moving elements (`Animator.reducesMotion`).
    public var reducesMotion: Bool {
        get { animator.reducesMotion }
        set { animator.reducesMotion = newValue }
    }
    /// Answers and observes selection, and hears when cells come on screen and leave.
    public weak var delegate: (any CollectionViewDelegate)?
    /// Told which items are about to appear, before they do (`CollectionView+Prefetching`).
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// The cells on screen and the items prefetched at the last pass.
    var display = DisplayTracking()
    /// Asked whether an item may move, and told the one move an interactive movement makes.
    public weak var dataSource: (any CollectionViewDataSource)?
    /// Whether items can be selected.
    public var allowsSelection = true
    /// Whether the collection view is editing (UIKit's `isEditing`): every cell's state says so.
    public var isEditing = false
    /// The item whose row shows its swipe actions, if one does: its cell's state is swiped.
    public var swipedItemID: String?
    /// Whether several items can be selected at once (a tap then toggles).
    public var allowsMultipleSelection = false
    /// The selected items, by id.
    public internal(set) var selectedItemIDs: Set<String> = []
    /// The item under a press, by id.
    public internal(set) var highlightedItemID: String?

    /// Whether each untransformed element's drawing goes into the DrawList as one `.flatLayer`
    /// (for a window that keeps layer textures) rather than as loose commands (the default).
    public var groupsFlatElementsIntoLayers = false

    /// How far a transformed cell's layer reaches past its frame, in points.
    public static let layerMargin = 4.0
    /// How far a transformed element's layer reaches past its frame: room for its soft shadow.
    public static let transformedLayerMargin = 28.0

    /// Changes whenever cells' content may have changed (data updates), so cached layer
    /// textures of transformed cells are not reused across it.
    public internal(set) var layerContentGeneration = 0

    /// Tells the collection view that cells will draw differently (e.g. an overlay was turned on),
    /// so cached drawings of transformed cells must not be reused.
    public func cellContentsChanged() {
        layerContentGeneration &+= 1
    }

    /// The recycled views of the elements on or near the screen.
    public let reuse = ReuseQueues()
    /// Whether live views keep their configured drawing while they show the same (off: every
    /// element is painted afresh every frame, for comparison).
    package var reusesConfiguredContent = true
    /// How many cells were configured (painted into their view) since the collection view was made.
    package internal(set) var configuredCellCount = 0

    /// The cell a pinch holds, if any.
    var pinchedItem: PinchedItem?
    /// The move in progress, if any.
    var movement: Movement?
    /// What the live views were last updated for.
    var liveViewsKey: LiveViewsKey?

    /// The state live views depend on.
    struct LiveViewsKey: Equatable {
        var generation: Int
        var animations: Int
        var bounds: Rect
    }

    /// The content offset moving by itself, if it is.
    var scrollAnimation: ScrollAnimation?
    /// The drag in progress, if any.
    var dragState: DragState?
    /// Where the pointer of the last drag is (or was, at its release), in the view's coordinates (`touch`).
    public var touchViewPoint: Point?
    /// A wheel scroll waiting to come to rest, if any.
    var wheelScroll: WheelScroll?
    /// The orthogonal bands' offsets, glides, wheel scroll and drag (see `CollectionView+OrthogonalScrolling.swift`).
    var orthogonalScroll = OrthogonalScrollState()

    /// The content size adjustments of invalidations since the layout last prepared.
    var unpreparedContentSizeAdjustment: Size = .zero
    /// Counts layout passes, so caches of layout answers know when they are stale.
    var layoutGeneration = 0
    /// Changes whenever the layout's answers may have changed (a layout pass, new data, a new layout);
    /// while it stays, every element's attributes stay.
    public var layoutRevision: Int { layoutGeneration }
    /// The visible elements that are not animating, kept while nothing changes (see `presentationElements`).
    var stillElementsCache: (generation: Int, animations: Int, bounds: Rect, elements: [PresentedElement])?
    /// Where each item is, by id (rebuilt when the data changes).
    var indexPathsByItemID: [String: IndexPath] {
        if let index = itemIndex { return index }
        let index = Self.index(data)
        itemIndex = index
        return index
    }
    /// The index behind `indexPathsByItemID`, built when first needed (a million ids take a while).
    private var itemIndex: [String: IndexPath]?
    /// How far beyond the visible bounds, as a fraction of the viewport, cells count as about to appear.
    public static let prefetchFraction = 0.5

    /// Creates a collection view showing `data` with `layout` in a viewport of `viewportSize`.
    public init(data: CollectionData, layout: any CollectionViewLayout, viewportSize: Size) {
        self.data = data
        self.layout = layout
        self.viewportSize = viewportSize
        itemIndex = nil
        layout.context = self
        prepareLayout()
        clampContentOffset()
    }

    // MARK: LayoutContext

    /// The visible bounds in content coordinates.
    public nonisolated var bounds: Rect {
        MainActor.assumeIsolated { Rect(origin: contentOffset, size: viewportSize) }
    }

    /// The direction it lays out in (`effectiveUserInterfaceLayoutDirection`), for a layout asking from its
    /// own code, as a UIKit layout reads `collectionView.effectiveUserInterfaceLayoutDirection`.
    public nonisolated var layoutDirection: LayoutDirection {
        MainActor.assumeIsolated { effectiveUserInterfaceLayoutDirection }
    }

    /// The number of sections.
    public nonisolated var numberOfSections: Int {
        MainActor.assumeIsolated { data.sections.count }
    }

    /// The number of items in a section.
    public nonisolated func numberOfItems(inSection section: Int) -> Int {
        MainActor.assumeIsolated { data.sections[section].itemIDs.count }
    }

    /// How many times the data changed (moves included), which a user's layout that looks items up by id is told of.
    public nonisolated var dataVersion: Int {
        MainActor.assumeIsolated { dataChanges }
    }

    // MARK: Changing

    /// The size of the whole content: the layout's answer, grown by the `contentSizeAdjustment`
    /// of an invalidation the layout has not yet prepared for.
    public var contentSize: Size {
        let size = calls(layout).collectionViewContentSize
        return Size(width: size.width + unpreparedContentSizeAdjustment.width,
                    height: size.height + unpreparedContentSizeAdjustment.height)
    }

    /// Invalidates the layout with a context, as UIKit's `invalidateLayout(with:)`: the layout
    /// records what changed, the content size grows by the context's `contentSizeAdjustment` and
    /// the content offset moves by its `contentOffsetAdjustment` at once; with `preparing`, the
    /// layout then prepares again (its own content size replaces the adjusted one).
    public func invalidateLayout(with context: InvalidationContext, preparing: Bool = true) {
        calls(layout).invalidateLayout(with: context)
        unpreparedContentSizeAdjustment.width += context.contentSizeAdjustment.width
        unpreparedContentSizeAdjustment.height += context.contentSizeAdjustment.height
        if context.contentOffsetAdjustment != .zero {
            contentOffset = Point(x: contentOffset.x + context.contentOffsetAdjustment.x,
                                  y: contentOffset.y + context.contentOffsetAdjustment.y)
            clampContentOffset()
        }
        if preparing { prepareLayout() }
    }

    /// Space the content keeps clear of at rest, the scene's own (UIKit's `contentInset`); the
    /// safe area adds to it (`adjustedContentInset`).
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { insetsChanged() } }
    }

    /// The safe area behind `safeAreaInsets` (a layout switch sets it as the new layout comes in).
    var storedSafeAreaInsets = EdgeInsets.zero

    /// How many batch updates (and snapshots) were performed: a test tells an update from a reload by it.
    public internal(set) var batchUpdateCount = 0

    /// Whether the prepared content is wider than the view (see `adjustedContentInset`).
    var contentScrollsSideways = false

    /// The margins inside the safe area (UIKit's `systemMinimumLayoutMargins` of a view
    /// controller's view: 16 points at each side in a compact width, 20 in a regular one — set
    /// with the size classes, see `setSizeClasses`).
    public var minimumLayoutMargins: EdgeInsets {
        get { storedMinimumLayoutMargins }
        set {
            guard newValue != storedMinimumLayoutMargins else { return }
            storedMinimumLayoutMargins = newValue
            insetsChanged()
        }
    }

    /// The margins behind `minimumLayoutMargins` (a new layout about to prepare sets them quietly).
    var storedMinimumLayoutMargins = CollectionView.systemMinimumLayoutMargins(for: .regular)

    /// The size classes behind `horizontalSizeClass` and `verticalSizeClass` (regular both ways
    /// until told: a window on a Mac).
    var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) = (.regular, .regular)

    /// Whether a drag or flick comes to rest on a multiple of the bounds' size (UIKit's
    /// `isPagingEnabled`; see `CollectionView+Paging.swift`), instead of where the layout says.
    public var isPagingEnabled = false

    /// How quickly a flick slows down (UIKit's `decelerationRate`: `.normal` or `.fast`).
    public var decelerationRate = DecelerationRate.normal

    /// Prepares the layout and notes that its answers changed.
    func prepareLayout() {
        calls(layout).prepare()
        unpreparedContentSizeAdjustment = .zero
        layoutGeneration &+= 1
        pushOrthogonalOffsets()
        noteContentWidthAfterPrepare()
        takeAskedScrollState()
    }

    /// Where each item is, by id.
    static func index(_ data: CollectionData) -> [String: IndexPath] {
        var result: [String: IndexPath] = [:]
        for (section, contents) in data.sections.enumerated() {
            for (item, id) in contents.itemIDs.enumerated() { result[id] = IndexPath(item: item, section: section) }
        }
        return result
    }

    /// Replaces the data without animation (see `performBatchUpdates` for animated changes).
    /// `removedItemIDs`, when known (a batch update's deletions), spares a pass over every id.
    func replaceData(_ newData: CollectionData, removedItemIDs: Set<String>? = nil) {
        carryOrthogonalOffsets(from: data, to: newData)
        data = newData
        layerContentGeneration &+= 1
        layoutGeneration &+= 1
        if let removedItemIDs {
            selectedItemIDs.subtract(removedItemIDs)
            if let highlighted = highlightedItemID, removedItemIDs.contains(highlighted) { highlightedItemID = nil }
        } else {
            let ids = Set(newData.allItemIDs)
            selectedItemIDs.formIntersection(ids)
            if let highlighted = highlightedItemID, !ids.contains(highlighted) { highlightedItemID = nil }
        }
        itemIndex = nil
    }

    /// Replaces the layout at once, keeping the content offset where the new content allows.
    public func setLayout(_ newLayout: any CollectionViewLayout) {
        stopScrollingWhereShown()
        layout.context = nil
        layout = newLayout
        newLayout.context = self
        calls(newLayout).prepare()
        unpreparedContentSizeAdjustment = .zero
        layoutGeneration &+= 1
        carryOrthogonalOffsetsIntoNewLayout()
        sizedItems = [:]
        sizedSupplementaries = [:]
        clampContentOffset()
        takeAskedScrollState()
    }

    /// Replaces the data and lays out again.
    public func reloadData(_ newData: CollectionData) {
        carryOrthogonalOffsets(from: data, to: newData)
        data = newData
        layoutGeneration &+= 1
        itemIndex = nil
        sizedItems = [:]
        sizedSupplementaries = [:]
        var context = InvalidationContext.everything
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Sets the content offset without clamping side effects on animations (transitions use it);
    /// a layout that lays out by the visible bounds (cover flow) hears of the bounds change.
    func forceContentOffset(_ offset: Point) {
        let oldBounds = bounds
        contentOffset = offset
        clampContentOffset()
        let newBounds = bounds
        if newBounds != oldBounds, calls(layout).shouldInvalidateLayout(forBoundsChange: newBounds) {
            invalidateLayout(with: calls(layout).invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Changes the viewport size; the layout decides whether it must lay out again, and the
    /// content comes to rest where its `targetContentOffset(forProposedContentOffset:)` says.
    public func resize(to size: Size) {
        returnOffsets = [:]
        let newBounds = Rect(origin: contentOffset, size: size)
        let invalidate = calls(layout).shouldInvalidateLayout(forBoundsChange: newBounds)
        let oldSize = viewportSize
        viewportSize = size
        if invalidate {
            let context = calls(layout).invalidationContext(forBoundsChange: newBounds)
            // A layout that starts again at a new size has dropped what cells measured: they are
            // asked for their preferred attributes again, as UIKit asks cells it lays out anew.
            if context.invalidateEverything, size != oldSize {
                sizedItems = [:]
                sizedSupplementaries = [:]
                settledSizing = nil
            }
            invalidateLayout(with: context)
        }
        clampContentOffset()
        restAfterResize()
    }

    /// Scrolls to an offset, kept within the content.
    public func setContentOffset(_ offset: Point) {
        returnOffsets = [:]
        let oldBounds = bounds
        contentOffset = offset
        clampContentOffset()
        let newBounds = bounds
        if newBounds != oldBounds, calls(layout).shouldInvalidateLayout(forBoundsChange: newBounds) {
            invalidateLayout(with: calls(layout).invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Sets the offset as given, even past the content's edges (rubber-banding); asks the layout
    /// about the bounds change as any scroll does.
    func setContentOffsetAllowingOverscroll(_ offset: Point) {
        returnOffsets = [:]
        let oldBounds = bounds
        contentOffset = offset
        let newBounds = bounds
        if newBounds != oldBounds, calls(layout).shouldInvalidateLayout(forBoundsChange: newBounds) {
            invalidateLayout(with: calls(layout).invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// Scrolls by a distance; positive values move the content offset right and down.
    public func scroll(by delta: Point) {
        setContentOffset(Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }

    /// Keeps the content offset within the content (after the content size changed).
    func clampContentOffsetNow() {
        clampContentOffset()
    }

    func clampContentOffset() {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        contentOffset = Point(x: min(max(minimum.x, contentOffset.x), maximum.x), y: min(max(minimum.y, contentOffset.y), maximum.y))
    }
}
