import AppInput
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

    /// The scene as loaded, its layout parameters as the inspector or `setParameter` last set them.
    public internal(set) var scene: Scene
    /// The layout being shown.
    public private(set) var layoutKind: LayoutKind
    /// The Dynamic Type size.
    public private(set) var category: ContentSizeCategory
    /// The window size in points.
    public internal(set) var windowSize: Size
    /// The collection view showing the scene.
    public let collectionView: CollectionView
    /// The fonts text is drawn in.
    public let fonts: FontLibrary

    /// The sections and items as they are now.
    let content: SceneContent
    /// The circle, cover-flow and stacked layouts' parameters now (the scene's, changed by scripts).
    public internal(set) var parameters: LayoutParameters
    let measurer: TextMeasurer
    var delegate: SceneFlowDelegate
    var painter: CardPainter
    /// Where the pointer went down, while it is down, and when.
    var press: Point?
    /// Whether the press down now was a Ctrl- or Shift-click (it adds to the selection).
    var pressExtendsSelection = false
    /// How many items a click may select (the scene's `selection`, changed by the toolbar or key S).
    public internal(set) var selectionMode = SelectionMode.single
    var pressTime = 0.0
    /// Where the pointer is while it is down.
    var pointer: Point?
    /// How long a press must rest before the cell lifts for reordering.
    static let liftDelay = 0.3
    /// How close to an edge a lifted cell starts autoscrolling, in points.
    static let autoscrollZone = 48.0
    /// The fastest autoscroll, in points per second.
    static let autoscrollSpeed = 900.0
    /// What the pinch in progress holds.
    var pinch: PinchTarget?
    /// Columns a pinch added to (or, negative, took from) the compositional and grid layouts' sections.
    var columnAdjustment = 0
    /// The swipe to edit in progress or at rest.
    var swipeSession = SwipeSession()
    /// Whether batch edit mode is on (the Edit button, key E): remove and reorder controls shown.
    public internal(set) var isEditing = false
    /// When edit mode last changed, for the controls' slide in and out.
    var editingChangedAt = -1.0
    /// What was there before each undo, for Ctrl+Shift+Z.
    var redoStack: [UndoStep] = []
    /// The last updates the data sources reported, at global index paths, newest last (the last 20).
    package var reportedDataSourceUpdates: [BatchUpdate] = []
    /// The scene's data sources, when it describes them (`dataSource`).
    var dataSources: SceneDataSources?
    /// Row heights the grid's cells measured, by text size, width and edit mode, then item id:
    /// coming back to a text size lays the rows out at once (`PlaygroundModel+Grid`).
    var gridHeightCache: [GridHeightKey: GridMeasuredHeights] = [:]
    /// The key the grid on screen was configured for.
    var gridShownKey: GridHeightKey?
    /// What the grid's headers, footers, placeholders and decorations show now.
    var gridContent = GridSupplementaryContent()
    /// Device pixels per point of the picture being made (1, or 2 for HiDPI): grid separators
    /// are one device pixel thick.
    public var pixelScale: Double = 1 {
        didSet {
            guard pixelScale != oldValue, let grid = collectionView.layout as? GridLayout else { return }
            grid.displayScale = pixelScale
            collectionView.invalidateLayout(with: GridLayout.metricsChanged)
            collectionView.layoutIfNeeded()
        }
    }
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
    /// What was there before each add, delete, shuffle, reset, reorder or parameter change, for Ctrl+Z.
    var undoStack: [UndoStep] = []
    /// How many shuffles there have been (each shuffles differently, the same every run).
    var shuffleCount = 0
    /// Writes the window's picture somewhere and says where; set by whoever can draw.
    public var screenshotWriter: (@MainActor (PlaygroundModel) throws -> String)?
    /// A scene file's error while watching it (shown in the window until a good edit).
    public internal(set) var sceneError: String?
    /// The last frame's drawing time in seconds, measured by the window loop (for the overlay).
    public var lastFrameTime: Double?

    /// Shows `scene` with its own layout, text size and viewport unless overridden; with `trace`,
    /// every call the collection view makes to its layouts is recorded there from the start.
    public init(scene: Scene, fonts: FontLibrary, measurer: TextMeasurer? = nil,
                layout: LayoutKind? = nil, category: ContentSizeCategory? = nil, windowSize: Size? = nil,
                showsChrome: Bool = true, trace: LayoutTrace? = nil) throws {
        self.showsChrome = showsChrome
        try fonts.loadAll()
        self.scene = scene
        self.fonts = fonts
        let measurer = measurer ?? fonts.makeMeasurer()
        self.measurer = measurer
        let kind = layout ?? scene.layout.kind
        layoutKind = kind
        // A scene with a fixed font shows its text at L whatever the text size.
        let category = scene.followsDynamicType ? category ?? scene.contentSizeCategory : .L
        self.category = category
        let size = windowSize ?? scene.viewport
        self.windowSize = size
        let sources = try scene.dataSource.map { description throws(InputError) in
            try SceneDataSources(description, sections: scene.sections)
        }
        // Loads begin as the scene opens; until they end their sections show no items.
        sources?.root.loadContent(at: 0)
        let shown = sources.map { Self.shownSections($0.root.data, scene: scene) } ?? scene.sections
        let content = SceneContent(sections: shown, catalogue: scene.sections.flatMap(\.items))
        self.content = content
        dataSources = sources
        parameters = scene.layout.parameters
        delegate = SceneFlowDelegate(content: content, settings: scene.layout, category: category, fonts: fonts, measurer: measurer)
        painter = CardPainter(content: content, category: category, fonts: fonts, measurer: measurer)
        let data = CollectionData(sections: shown.map {
            CollectionData.Section(id: $0.id, itemIDs: $0.items.map(\.id))
        })
        collectionView = CollectionView(data: data, layout: FlowLayout(),
                                        viewportSize: Self.collectionSize(in: size, chrome: showsChrome ? Self.barHeight : 0))
        delegate.collectionView = collectionView
        // Traced from the first layout on (`dump --trace`, `run --trace`).
        collectionView.trace = trace
        inspector.keepsTrace = trace != nil
        collectionView.dataSource = content
        collectionView.delegate = content
        collectionView.cellSizer = makeSizer(for: kind)
        collectionView.setLayout(makeLayout(kind))
        collectionView.setLayoutDirection(scene.direction, animated: false)
        collectionView.layoutIfNeeded()
        sources?.root.delegate = self
        appearance = scene.appearance
        painter.palette = palette
        setSelectionMode(scene.selectionMode)
    }

    /// Whether the toolbar (and its tooltips and messages) is shown; without it the collection
    /// fills the window (`shot --chrome none`).
    public let showsChrome: Bool
    /// A colour behind everything chosen by `shot --background` (transparent, or a colour); nil
    /// for the appearance's own background.
    public var backgroundOverride: Color?
    /// The colour behind everything: the override, or the appearance's background.
    public var background: Color {
        get { backgroundOverride ?? palette.background }
        set { backgroundOverride = newValue }
    }
    /// Light or dark.
    public internal(set) var appearance: Appearance = .light
    /// Whether the redline spec (spacings, insets, sizes, baselines, fonts) is drawn over the collection.
    public internal(set) var showsRedlines = false {
        didSet { collectionView.cellContentsChanged() }
    }
    /// The cell whose context menu is open, where the right-click was, and whether the clipboard
    /// held anything to paste then.
    var contextMenuTarget: (itemID: String, point: Point, canPaste: Bool)?
    /// Where Copy and Paste go: the system clipboard in the window, the model's own otherwise.
    public var clipboard: any TextClipboard = MemoryClipboard()
    /// Whether a parameter changed since the scene was opened or last saved.
    public internal(set) var hasUnsavedParameters = false
    /// Whether the scene is one of the app's own (Save then writes a copy to the working folder).
    public var isBuiltInScene = false
    /// The inspector panel's state: open or not, which tab, its scroll, the control being dragged.
    var inspector = InspectorState()
    /// Whether the device menu is open.
    public internal(set) var isDeviceMenuOpen = false
    /// Whether the toolbar's overflow menu ("⋯") is open.
    public internal(set) var isOverflowMenuOpen = false
    /// The device the scene is shown on, if any (nil: the free-size window).
    public internal(set) var device: DevicePreset?
    /// The device's orientation.
    public internal(set) var orientation = Orientation.portrait
    /// The crossfade from the previous appearance's colours, while it runs.
    var appearanceFade: (from: Palette, start: Double, duration: Double)?

    /// The height the toolbar takes.
    var chromeHeight: Double { showsChrome ? Self.barHeight : 0 }

    /// Where the collection view sits in the window: everything below the bar.
    public var collectionFrame: Rect {
        if let screen = deviceScreenFrame, let device {
            // A device's screen, less the safe area across the scroll axis (UIKit insets the
            // content there); along it the content scrolls under the status bar and home
            // indicator and rests clear of them (`contentInset`).
            let safe = device.safeArea(orientation)
            return Rect(x: screen.minX + safe.left, y: screen.minY, width: max(0, screen.width - safe.left - safe.right),
                        height: screen.height)
        }
        let size = Self.collectionSize(in: Size(width: windowSize.width - inspectorWidth, height: windowSize.height), chrome: chromeHeight)
        return Rect(x: 0, y: chromeHeight, width: size.width, height: size.height)
    }

    static func collectionSize(in window: Size, chrome: Double) -> Size {
        Size(width: max(0, window.width), height: max(0, window.height - chrome))
    }

    /// Records a layout change that a gesture made.
    func layoutKindChanged(to kind: LayoutKind) {
        layoutKind = kind
        collectionView.cellSizer = makeSizer(for: kind)
    }

    // MARK: Changes

    /// Switches to another layout, animated (from what is on screen now) or at once.
    public func setLayout(_ kind: LayoutKind, animated: Bool) {
        if kind != .grid {
            // Swipes and edit mode belong to the grid's rows.
            shutSwipe(animated: false)
            setEditing(false)
        }
        layoutKind = kind
        collectionView.cellSizer = makeSizer(for: kind)
        collectionView.setLayout(makeLayout(kind), animated: animated)
    }

    /// Changes layout parameters; the layout on screen takes them at once (animated or not).
    public func configureLayouts(_ changes: LayoutParameters, animated: Bool) {
        // Into the scene's JSON when there is one, so the inspector, undo of a later change and
        // Save all see them.
        if scene.document != nil, (try? setParameters(changes.sceneEdits, animated: animated, undoable: false)) != nil { return }
        parameters = parameters.merging(changes)
        if layoutKind != .flow { collectionView.setLayout(makeLayout(layoutKind), animated: animated, keepingCenterItem: false) }
    }

    /// Changes the text size: cards and headers are measured again; with `animated`, every
    /// element moves from where it is to its new place.
    public func setCategory(_ newCategory: ContentSizeCategory, animated: Bool) {
        guard newCategory != category else { return }
        guard scene.followsDynamicType else {
            showToast("This scene uses a fixed font (\"dynamicType\": false): its text stays at L")
            return
        }
        category = newCategory
        delegate = SceneFlowDelegate(content: content, settings: scene.layout, category: newCategory, fonts: fonts,
                                     measurer: measurer)
        delegate.collectionView = collectionView
        painter = CardPainter(content: content, category: newCategory, fonts: fonts, measurer: measurer)
        painter.palette = palette
        collectionView.cellSizer = makeSizer(for: layoutKind)
        collectionView.setLayout(makeLayout(layoutKind), animated: animated)
    }

    /// Changes the window size; a zero or negative size is kept as an empty collection area.
    public func resize(to size: Size) {
        windowSize = Size(width: max(0, size.width), height: max(0, size.height))
        // The grid's metrics may depend on the width (variants): set them for the new one first.
        if let grid = collectionView.layout as? GridLayout { configureGrid(grid, width: collectionFrame.size.width) }
        let columns = fittedColumnWidth(for: collectionView.viewportSize.width)
        collectionView.resize(to: collectionFrame.size)
        // Fitted flow columns follow the width: the layout is made again for the new one.
        if layoutKind == .flow, columns != fittedColumnWidth(for: collectionFrame.size.width) {
            collectionView.setLayout(makeLayout(.flow), animated: false)
        }
        collectionView.layoutIfNeeded()
    }

    // MARK: Output

    /// The title the window shows.
    public var windowTitle: String { "\(scene.name) — Collection Playground" }

    /// Everything the window shows now.
    public func drawList() -> DrawList {
        var list = DrawList(size: windowSize, background: background)
        painter.showsBaselines = debugOverlay
        painter.palette = palette
        painter.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection
        painter.drawsRows = layoutKind == .grid
        painter.editProgress = layoutKind == .grid ? editProgress : 0
        painter.swipe = swipedItemID.map {
            SwipeDrawing(itemID: $0, revealed: swipeSession.revealed, actions: swipeSession.actions, widths: swipeSession.buttonWidths,
                         confirming: swipeSession.confirming)
        }
        painter.grid = layoutKind == .grid || collectionView.layout is GridLayout ? gridContent : nil
        painter.spinnerPhase = gridContent.placeholders.values.contains(where: \.showsActivityIndicator) ? Int(time * 12) % 12 : 0
        markRefusedDrop()
        updateRaisedCircleItems()
        drawCircleLabel(into: &list)
        collectionView.draw(in: collectionFrame, painter: painter, into: &list)
        drawDevice(into: &list)
        if debugOverlay { drawOverlay(into: &list) }
        if showsRedlines { drawRedlines(into: &list) }
        if inspector.isOpen {
            drawInvalidationFlashes(into: &list)
            drawInspector(into: &list)
        }
        drawSimulatedTouches(into: &list)
        if showsChrome { drawChrome(into: &list) }
        return list
    }
}
