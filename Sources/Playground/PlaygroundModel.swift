import CollectionLayout
import CollectionView
import Typography

/// The playground's state: a scene shown by a collection view with a layout, at a text size,
/// in a window of some size, on a clock. It turns input and script actions into changes and
/// itself into a `DrawList`.
@MainActor
public final class PlaygroundModel {
    /// The height of the bar across the top of the window, in points.
    public static let barHeight = 56.0

    /// The scene as loaded.
    public let scene: Scene
    /// The layout being shown.
    public private(set) var layoutKind: LayoutKind
    /// The Dynamic Type size.
    public private(set) var category: ContentSizeCategory
    /// The window size in points.
    public private(set) var windowSize: Size
    /// The collection view showing the scene.
    public let collectionView: CollectionView
    /// The fonts text is drawn in.
    public let fonts: FontLibrary

    /// The sections and items as they are now.
    let content: SceneContent
    /// The circle, cover-flow and stacked layouts' parameters now (the scene's, changed by scripts).
    public private(set) var parameters: LayoutParameters
    let measurer: TextMeasurer
    private var delegate: SceneFlowDelegate
    private var painter: CardPainter
    /// Where the pointer went down, while it is down, and when.
    private var press: Point?
    private var pressTime = 0.0
    /// Where the pointer is while it is down.
    private var pointer: Point?
    /// How long a press must rest before the cell lifts for reordering.
    static let liftDelay = 0.3
    /// How close to an edge a lifted cell starts autoscrolling, in points.
    static let autoscrollZone = 48.0
    /// The fastest autoscroll, in points per second.
    static let autoscrollSpeed = 900.0
    /// What the pinch in progress holds.
    var pinch: PinchTarget?
    /// The Alt + drag pinch in progress.
    var simulatedPinch: SimulatedPinch?
    /// The Ctrl + wheel pinch in progress.
    var wheelPinchState: (scale: Double, center: Point, lastStep: Double)?
    /// Where the pointer was last seen over the window.
    var lastPointer: Point?
    /// The last click (a press and release without a drag), for double-clicks.
    var lastClick: (point: Point, time: Double)?
    /// The toolbar control under the pointer, and since when.
    var hoveredControl: (index: Int, since: Double)?
    /// The toolbar control being pressed.
    var pressedControl: Int?
    /// Whether the debug overlay (frames, baselines, index paths, frame time) is shown.
    public internal(set) var debugOverlay = false {
        didSet { collectionView.cellContentsChanged() }
    }
    /// A short message at the bottom of the window, until a moment of the clock.
    public internal(set) var toast: (message: String, until: Double)?
    /// The data before each add, delete, shuffle, reset or reorder, for Ctrl+Z.
    var undoStack: [[SceneSection]] = []
    /// How many shuffles there have been (each shuffles differently, the same every run).
    var shuffleCount = 0
    /// Writes the window's picture somewhere and says where; set by whoever can draw.
    public var screenshotWriter: (@MainActor (PlaygroundModel) throws -> String)?
    /// A scene file's error while watching it (shown in the window until a good edit).
    public internal(set) var sceneError: String?
    /// The last frame's drawing time in seconds, measured by the window loop (for the overlay).
    public var lastFrameTime: Double?

    /// Shows `scene` with its own layout, text size and viewport unless overridden.
    public init(scene: Scene, fonts: FontLibrary, measurer: TextMeasurer? = nil,
                layout: LayoutKind? = nil, category: ContentSizeCategory? = nil, windowSize: Size? = nil,
                showsChrome: Bool = true) throws {
        self.showsChrome = showsChrome
        try fonts.loadAll()
        self.scene = scene
        self.fonts = fonts
        let measurer = measurer ?? fonts.makeMeasurer()
        self.measurer = measurer
        let kind = layout ?? scene.layout.kind
        layoutKind = kind
        let category = category ?? scene.contentSizeCategory
        self.category = category
        let size = windowSize ?? scene.viewport
        self.windowSize = size
        let content = SceneContent(sections: scene.sections)
        self.content = content
        parameters = scene.layout.parameters
        delegate = SceneFlowDelegate(content: content, settings: scene.layout, category: category, fonts: fonts, measurer: measurer)
        painter = CardPainter(content: content, category: category, fonts: fonts, measurer: measurer)
        let data = CollectionData(sections: scene.sections.map {
            CollectionData.Section(id: $0.id, itemIDs: $0.items.map(\.id))
        })
        collectionView = CollectionView(data: data, layout: FlowLayout(),
                                        viewportSize: Self.collectionSize(in: size, chrome: showsChrome ? Self.barHeight : 0))
        delegate.collectionView = collectionView
        collectionView.cellSizer = makeSizer()
        collectionView.setLayout(makeLayout(kind))
        collectionView.layoutIfNeeded()
    }

    /// Whether the toolbar (and its tooltips and messages) is shown; without it the collection
    /// fills the window (`shot --chrome none`).
    public let showsChrome: Bool
    /// The colour behind everything; transparent for `shot --background transparent`.
    public var background = Palette.background

    /// The height the toolbar takes.
    private var chromeHeight: Double { showsChrome ? Self.barHeight : 0 }

    /// Where the collection view sits in the window: everything below the bar.
    public var collectionFrame: Rect {
        let size = Self.collectionSize(in: windowSize, chrome: chromeHeight)
        return Rect(x: 0, y: chromeHeight, width: size.width, height: size.height)
    }

    private static func collectionSize(in window: Size, chrome: Double) -> Size {
        Size(width: max(0, window.width), height: max(0, window.height - chrome))
    }

    /// Records a layout change that a gesture made.
    func layoutKindChanged(to kind: LayoutKind) {
        layoutKind = kind
    }

    /// A new layout object of a kind, configured from the scene.
    func makeLayout(_ kind: LayoutKind) -> any CollectionViewLayout {
        switch kind {
        case .flow:
            let flow = FlowLayout()
            flow.scrollDirection = scene.layout.scrollDirection
            flow.metrics = scene.layout.metrics
            flow.sectionHeadersPinToVisibleBounds = scene.layout.sectionHeadersPinToVisibleBounds
            flow.estimatedItemSize = scene.layout.estimatedItemSize
            flow.delegate = delegate
            return flow
        case .circle:
            let circle = CircleLayout()
            // Grown with the text, but never so large that the circle turns into a blob.
            let side = min(scaledSize(Size(width: 96, height: 96)).width,
                           max(70, min(collectionView.viewportSize.width, collectionView.viewportSize.height) / 4.5))
            circle.itemSize = parameters.circleItemSize ?? Size(width: side.rounded(), height: side.rounded())
            circle.radius = parameters.circleRadius
            return circle
        case .stacked:
            let stacked = StackedLayout()
            stacked.itemSize = parameters.stackedItemSize ?? scaledSize(Size(width: 180, height: 200))
            if let spacing = parameters.stackedPileSpacing { stacked.pileSpacing = spacing }
            stacked.labelHeight = (try? fonts.face(.bold).metrics(pointSize: TextStyle.title3.pointSize(for: category)).lineHeight)
                .map { $0 + 12 } ?? 32
            return stacked
        case .coverflow:
            let coverFlow = CoverFlowLayout()
            coverFlow.itemSize = parameters.coverFlowItemSize ?? scaledSize(Size(width: 220, height: 260))
            if let spacing = parameters.coverFlowSpacing { coverFlow.spacingFraction = spacing }
            if let degrees = parameters.coverFlowMaximumAngle { coverFlow.maximumAngle = degrees * .pi / 180 }
            if let perspective = parameters.coverFlowPerspective { coverFlow.perspective = perspective }
            return coverFlow
        }
    }

    /// A size for cards of the circle and cover-flow layouts, grown with the text size
    /// (in proportion to the body style's point size) so their text keeps fitting.
    /// It never outgrows 60% of the viewport's width or 80% of its height (keeping its shape).
    private func scaledSize(_ base: Size) -> Size {
        let viewport = collectionView.viewportSize
        var factor = TextStyle.body.pointSize(for: category) / TextStyle.body.pointSize(for: .L)
        if viewport.width > 0 && viewport.height > 0 {
            factor = min(factor, viewport.width * 0.6 / base.width, viewport.height * 0.8 / base.height)
        }
        return Size(width: (base.width * factor).rounded(), height: (base.height * factor).rounded())
    }

    /// The cell sizer for self-sizing scenes, at the current text size.
    private func makeSizer() -> (any CellSizer)? {
        scene.layout.estimatedItemSize == nil ? nil
            : CardSizer(content: content, category: category, fonts: fonts, measurer: measurer)
    }

    // MARK: Changes

    /// Switches to another layout, animated (from what is on screen now) or at once.
    public func setLayout(_ kind: LayoutKind, animated: Bool) {
        layoutKind = kind
        collectionView.setLayout(makeLayout(kind), animated: animated)
    }

    /// Changes layout parameters; the layout on screen takes them at once (animated or not).
    public func configureLayouts(_ changes: LayoutParameters, animated: Bool) {
        parameters = parameters.merging(changes)
        if layoutKind != .flow { collectionView.setLayout(makeLayout(layoutKind), animated: animated, keepingCenterItem: false) }
    }

    /// Changes the text size: cards and headers are measured again; with `animated`, every
    /// element moves from where it is to its new place.
    public func setCategory(_ newCategory: ContentSizeCategory, animated: Bool) {
        guard newCategory != category else { return }
        category = newCategory
        delegate = SceneFlowDelegate(content: content, settings: scene.layout, category: newCategory, fonts: fonts,
                                     measurer: measurer)
        delegate.collectionView = collectionView
        painter = CardPainter(content: content, category: newCategory, fonts: fonts, measurer: measurer)
        collectionView.cellSizer = makeSizer()
        collectionView.setLayout(makeLayout(layoutKind), animated: animated)
    }

    /// Applies one input event; returns false when the user asked to quit.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .quit:
            return false
        case .resized(let size):
            resize(to: size)
        case .wheel(let dx, let dy, let modifiers):
            if modifiers.contains(.ctrl) {
                wheelPinch(dy: dy)
            } else {
                collectionView.scroll(by: Point(x: dx, y: dy))
                collectionView.layoutIfNeeded()
            }
        case .key(let key, let modifiers):
            if key == "q" && modifiers.contains(.ctrl) { return false }
            handleKey(key, modifiers: modifiers)
        case .redraw:
            break
        case .pointerDown(let point, let modifiers):
            if point.y < chromeHeight {
                toolbarPointerDown(at: point)
            } else if modifiers.contains(.alt) {
                beginSimulatedPinch(at: point)
            } else {
                pointerDown(at: point)
            }
        case .pointerMove(let point):
            lastPointer = point
            if simulatedPinch != nil { moveSimulatedPinch(to: point) } else if pressedControl != nil { toolbarPointerMoved(to: point) } else {
                pointerMoved(to: point)
                updateHover(at: point)
            }
        case .pointerUp(let point):
            if simulatedPinch != nil { endSimulatedPinch(at: point) } else if pressedControl != nil { toolbarPointerUp(at: point) } else {
                pointerUp(at: point)
            }
        case .pinch(let center, let scale, let phase):
            handlePinch(center: center, scale: scale, phase: phase)
        }
        return true
    }

    /// A window point in the collection's content coordinates.
    public func contentPoint(forWindowPoint point: Point) -> Point {
        Point(x: point.x - collectionFrame.minX + collectionView.contentOffset.x,
              y: point.y - collectionFrame.minY + collectionView.contentOffset.y)
    }

    /// How far a press must move before it becomes a scroll, in points.
    static let dragThreshold = 4.0

    private func pointerDown(at point: Point) {
        guard collectionFrame.contains(point) else { return }
        press = point
        pressTime = time
        pointer = point
        collectionView.touchDown(at: contentPoint(forWindowPoint: point))
    }

    private func pointerMoved(to point: Point) {
        guard let start = press else { return }
        pointer = point
        if collectionView.movingItemID != nil {
            collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
            return
        }
        if !collectionView.isDragging {
            guard abs(point.x - start.x) > Self.dragThreshold || abs(point.y - start.y) > Self.dragThreshold else { return }
            // Held still long enough on a cell: the cell lifts and follows (reordering).
            if time - pressTime >= Self.liftDelay,
               let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: start)),
               collectionView.beginInteractiveMovementForItem(at: indexPath) {
                collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
                return
            }
            collectionView.unhighlight()
            collectionView.beginDrag(at: start)
        }
        collectionView.drag(to: point)
    }

    private func pointerUp(at point: Point) {
        guard press != nil else { return }
        press = nil
        pointer = nil
        if collectionView.movingItemID != nil {
            // A drop outside the collection cancels; inside it commits the new order.
            if collectionFrame.contains(point) { commitMove() } else { collectionView.cancelInteractiveMovement() }
            collectionView.layoutIfNeeded()
            return
        }
        if collectionView.isDragging {
            collectionView.endDrag()
        } else {
            let contentPoint = contentPoint(forWindowPoint: point)
            // In cover flow a click on a side item brings it to the centre.
            if let coverFlow = collectionView.layout as? CoverFlowLayout,
               let indexPath = collectionView.indexPathForItem(at: contentPoint),
               let offset = coverFlow.contentOffset(centering: indexPath), offset != collectionView.contentOffset {
                collectionView.unhighlight()
                collectionView.setContentOffset(offset, animated: true)
            } else if let last = lastClick, time - last.time <= Self.doubleClickInterval,
                      abs(last.point.x - point.x) <= 6, abs(last.point.y - point.y) <= 6 {
                lastClick = nil
                collectionView.unhighlight()
                open(at: contentPoint)
                collectionView.layoutIfNeeded()
                return
            } else {
                collectionView.touchUp(at: contentPoint)
            }
            lastClick = (point, time)
        }
        collectionView.layoutIfNeeded()
    }

    /// How soon a second click makes a double-click.
    static let doubleClickInterval = 0.35

    /// A double-click in cover flow or on a pile opens it: the flow layout, the item (or the
    /// pile's first item) selected and centred.
    private func open(at contentPoint: Point) {
        var target: CollectionLayout.IndexPath?
        if let stacked = collectionView.layout as? StackedLayout, let section = stacked.section(at: contentPoint),
           !content.sections[section].items.isEmpty {
            target = CollectionLayout.IndexPath(item: 0, section: section)
        } else if collectionView.layout is CoverFlowLayout {
            target = collectionView.indexPathForItem(at: contentPoint)
        }
        guard let target, let id = collectionView.data.itemID(at: target) else { return }
        collectionView.selectItem(at: target)
        layoutKindChanged(to: .flow)
        let flow = makeLayout(.flow)
        collectionView.setLayout(flow, animated: true, centering: id)
    }

    /// Ends a reorder: the data keeps the new order (and Ctrl+Z can take it back). The content
    /// takes the collection view's order, item by item id.
    private func commitMove() {
        let before = content.sections
        guard let moved = collectionView.endInteractiveMovement(), moved.from != moved.to else { return }
        var sections = before
        for (index, section) in collectionView.data.sections.enumerated() where sections.indices.contains(index) {
            sections[index].items = section.itemIDs.compactMap { content.item($0) }
        }
        undoStack.append(before)
        content.replaceSections(sections)
    }

    /// Puts a lifted cell back before the data changes under it (an update, undo, shuffle…).
    func cancelMovementBeforeDataChange() {
        guard collectionView.movingItemID != nil else { return }
        collectionView.cancelInteractiveMovement()
        press = nil
        pointer = nil
    }

    /// Cancels what the hands are doing: a reorder goes back, a pinch lets go.
    func cancelGesture() {
        if collectionView.movingItemID != nil {
            collectionView.cancelInteractiveMovement()
            press = nil
            pointer = nil
        }
        if pinch != nil {
            collectionView.releasePinchedItem()
            if collectionView.interactiveTransition != nil { collectionView.cancelInteractiveTransition() }
            pinch = nil
        }
    }

    /// While a lifted cell is near the top or bottom (left or right) edge, the content scrolls
    /// towards it, faster the closer it is.
    private func autoscroll(by seconds: Double) {
        guard collectionView.movingItemID != nil, let pointer, seconds > 0 else { return }
        let frame = collectionFrame
        let zone = Self.autoscrollZone
        func speed(_ distanceIn: Double) -> Double { max(0, (zone - distanceIn) / zone) * Self.autoscrollSpeed }
        var delta = Point.zero
        if collectionView.contentSize.height > collectionView.viewportSize.height {
            delta.y = speed(pointer.y - frame.minY) > 0 ? -speed(pointer.y - frame.minY) : speed(frame.maxY - pointer.y)
        } else {
            delta.x = speed(pointer.x - frame.minX) > 0 ? -speed(pointer.x - frame.minX) : speed(frame.maxX - pointer.x)
        }
        guard delta != .zero else { return }
        collectionView.scroll(by: Point(x: delta.x * seconds, y: delta.y * seconds))
        collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: pointer))
    }

    private func handleKey(_ key: String, modifiers: Set<KeyModifier>) {
        let page = collectionFrame.height * 0.9
        switch key {
        case "down": collectionView.scroll(by: Point(x: 0, y: 40))
        case "up": collectionView.scroll(by: Point(x: 0, y: -40))
        case "right": collectionView.scroll(by: Point(x: 40, y: 0))
        case "left": collectionView.scroll(by: Point(x: -40, y: 0))
        case "pagedown", "space": collectionView.scroll(by: Point(x: 0, y: page))
        case "pageup": collectionView.scroll(by: Point(x: 0, y: -page))
        case "home": collectionView.setContentOffset(.zero)
        case "end": collectionView.setContentOffset(collectionView.maximumContentOffset)
        case "1": setLayout(.flow, animated: true)
        case "2": setLayout(.stacked, animated: true)
        case "3": setLayout(.circle, animated: true)
        case "4": setLayout(.coverflow, animated: true)
        case "=", "+", "keypad +": stepCategory(by: 1)
        case "-", "keypad -": stepCategory(by: -1)
        case "t" where modifiers.contains(.shift): collectionView.slowAnimations.toggle()
        case "s" where modifiers.contains(.ctrl): perform(.screenshot)
        case "z" where modifiers.contains(.ctrl): undo()
        case "d": debugOverlay.toggle()
        case "delete", "backspace": perform(.delete)
        case "escape": cancelGesture()
        default: break
        }
        collectionView.layoutIfNeeded()
    }

    private func stepCategory(by step: Int) {
        let all = ContentSizeCategory.allCases
        let index = min(max(0, category.index + step), all.count - 1)
        setCategory(all[index], animated: true)
    }

    /// Changes the window size; a zero or negative size is kept as an empty collection area.
    public func resize(to size: Size) {
        windowSize = Size(width: max(0, size.width), height: max(0, size.height))
        collectionView.resize(to: Self.collectionSize(in: windowSize, chrome: chromeHeight))
        collectionView.layoutIfNeeded()
    }

    // MARK: Time

    /// The seconds of simulated time that have passed.
    public var time: Double { collectionView.animator.time }

    /// Advances the clock by `seconds`.
    public func advance(by seconds: Double) {
        advance(to: time + max(0, seconds))
    }

    /// Advances the clock to `moment` (never backwards), autoscrolling in steps of a frame
    /// while a lifted cell is near an edge.
    public func advance(to moment: Double) {
        defer { endWheelPinchIfIdle() }
        if collectionView.movingItemID != nil {
            while moment - time > 1e-9 {
                let step = min(1.0 / 60, moment - time)
                collectionView.advance(to: time + step)
                autoscroll(by: step)
            }
        } else {
            collectionView.advance(to: moment)
        }
    }

    /// Whether anything is moving.
    public var isAnimating: Bool { collectionView.isAnimating }

    /// When the running animations end.
    public var animationsEndTime: Double { collectionView.animationsEndTime }

    // MARK: Output

    /// The title the window shows.
    public var windowTitle: String { "\(scene.name) — Collection Playground" }

    /// Everything the window shows now.
    public func drawList() -> DrawList {
        var list = DrawList(size: windowSize, background: background)
        painter.showsBaselines = debugOverlay
        collectionView.draw(in: collectionFrame, painter: painter, into: &list)
        if debugOverlay { drawOverlay(into: &list) }
        drawSimulatedTouches(into: &list)
        if showsChrome { drawChrome(into: &list) }
        return list
    }
}
