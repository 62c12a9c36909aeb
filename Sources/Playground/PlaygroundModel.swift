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
    /// Where the pointer went down, while it is down.
    private var press: Point?
    /// What the pinch in progress holds.
    var pinch: PinchTarget?

    /// Shows `scene` with its own layout, text size and viewport unless overridden.
    public init(scene: Scene, fonts: FontLibrary, measurer: TextMeasurer? = nil,
                layout: LayoutKind? = nil, category: ContentSizeCategory? = nil, windowSize: Size? = nil) throws {
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
        collectionView = CollectionView(data: data, layout: FlowLayout(), viewportSize: Self.collectionSize(in: size))
        collectionView.cellSizer = makeSizer()
        collectionView.setLayout(makeLayout(kind))
        collectionView.layoutIfNeeded()
    }

    /// Where the collection view sits in the window: everything below the bar.
    public var collectionFrame: Rect {
        let size = Self.collectionSize(in: windowSize)
        return Rect(x: 0, y: Self.barHeight, width: size.width, height: size.height)
    }

    private static func collectionSize(in window: Size) -> Size {
        Size(width: max(0, window.width), height: max(0, window.height - barHeight))
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
        case .wheel(let dx, let dy):
            collectionView.scroll(by: Point(x: dx, y: dy))
            collectionView.layoutIfNeeded()
        case .key(let key, let modifiers):
            if key == "q" && modifiers.contains(.ctrl) { return false }
            handleKey(key, modifiers: modifiers)
        case .redraw:
            break
        case .pointerDown(let point):
            pointerDown(at: point)
        case .pointerMove(let point):
            pointerMoved(to: point)
        case .pointerUp(let point):
            pointerUp(at: point)
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
        collectionView.touchDown(at: contentPoint(forWindowPoint: point))
    }

    private func pointerMoved(to point: Point) {
        guard let start = press else { return }
        if !collectionView.isDragging {
            guard abs(point.x - start.x) > Self.dragThreshold || abs(point.y - start.y) > Self.dragThreshold else { return }
            collectionView.unhighlight()
            collectionView.beginDrag(at: start)
        }
        collectionView.drag(to: point)
    }

    private func pointerUp(at point: Point) {
        guard press != nil else { return }
        press = nil
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
            } else {
                collectionView.touchUp(at: contentPoint)
            }
        }
        collectionView.layoutIfNeeded()
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
        collectionView.resize(to: Self.collectionSize(in: windowSize))
        collectionView.layoutIfNeeded()
    }

    // MARK: Time

    /// The seconds of simulated time that have passed.
    public var time: Double { collectionView.animator.time }

    /// Advances the clock by `seconds`.
    public func advance(by seconds: Double) {
        collectionView.advance(to: time + max(0, seconds))
    }

    /// Advances the clock to `moment` (never backwards).
    public func advance(to moment: Double) {
        collectionView.advance(to: moment)
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
        var list = DrawList(size: windowSize, background: Palette.background)
        collectionView.draw(in: collectionFrame, painter: painter, into: &list)
        drawBar(into: &list)
        return list
    }

    private func drawBar(into list: inout DrawList) {
        let bar = Rect(x: 0, y: 0, width: windowSize.width, height: min(Self.barHeight, windowSize.height))
        list.append(.fill(bar, color: Palette.bar, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: bar.maxY - 1, width: bar.width, height: 1), color: Palette.separator, cornerRadius: 0))
        guard bar.width > 32, let titleFace = try? fonts.face(for: .headline),
              let detailFace = try? fonts.face(for: .subheadline) else { return }
        list.append(.pushClip(bar))
        let size = TextStyle.headline.pointSize(for: .L)
        let title = measurer.measure(scene.name, font: titleFace, pointSize: size, width: bar.width / 2 - 24, maxLines: 1)
        for run in title.glyphRuns(at: Point(x: 16, y: (bar.height - title.height) / 2), color: Palette.label) {
            list.append(.text(run))
        }
        let detailSize = TextStyle.subheadline.pointSize(for: .L)
        let slow = collectionView.slowAnimations ? " · slow animations" : ""
        let detailText = "\(layoutKind.rawValue.capitalized) layout · text size \(category.rawValue)\(slow)"
        let detail = measurer.measure(detailText, font: detailFace, pointSize: detailSize, width: bar.width / 2 - 24, maxLines: 1)
        let origin = Point(x: bar.width - 16 - detail.width, y: (bar.height - detail.height) / 2)
        for run in detail.glyphRuns(at: origin, color: Palette.secondaryLabel) {
            list.append(.text(run))
        }
        list.append(.popClip)
    }
}
