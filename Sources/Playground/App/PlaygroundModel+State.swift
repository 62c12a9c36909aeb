import CardDrawing
import CollectionLayout
import CollectionView
import Interactions
import SceneFormat
import Typography

/// What the app shows of its components' state to commands, scripts and tests, by the names
/// they had before the split: mostly read-only views of the document, the presentation, the data
/// and the chrome; the few a host sets as it opens a model (the debug overlay, redlines, pixel
/// scale, background, screenshot writer, clipboard, frame time, a watched file's error) write
/// through to their component, with what the change needs redrawn.
extension PlaygroundModel {
    /// The scene as loaded, its layout parameters as the inspector or `setParameter` last set them.
    public var scene: Scene { document.scene }
    /// The circle, cover-flow and stacked layouts' parameters now (the scene's, changed by scripts).
    public var parameters: LayoutParameters { self.document.parameters }
    /// Whether a parameter changed since the scene was opened or last saved (a slider's drag
    /// under way counts once it has moved the value).
    public var hasUnsavedParameters: Bool { self.document.hasUnsavedParameters || inspectorDragHasChangedTheScene }
    /// Whether the scene is one of the app's own (Save then writes a copy to the working folder).
    public var isBuiltInScene: Bool {
        get { document.isBuiltInScene }
        set { document.isBuiltInScene = newValue }
    }
    /// A scene file's error while watching it (shown in the window until a good edit).
    public internal(set) var sceneError: String? {
        get { document.fileError }
        set { document.fileError = newValue }
    }

    /// The layout being shown.
    public var layoutKind: LayoutKind { presentation.layoutKind }
    /// The Dynamic Type size.
    public var category: ContentSizeCategory { presentation.category }
    /// The window size in points.
    public var windowSize: Size { presentation.windowSize }
    /// Whether the toolbar (and its tooltips and messages) is shown; without it the collection
    /// fills the window (`shot --chrome none`).
    public var showsChrome: Bool { presentation.showsChrome }
    /// The height the toolbar takes.
    var chromeHeight: Double { presentation.chromeHeight }
    /// The height the toolbar takes at the top of the window.
    var toolbarHeight: Double { presentation.toolbarHeight }
    /// The height the status bar takes at the bottom of the window.
    var statusBarHeight: Double { presentation.statusBarHeight }
    /// Light or dark.
    public var appearance: Appearance { presentation.appearance }
    /// The device the scene is shown on, if any (nil: the free-size window).
    public var device: DevicePreset? { presentation.device }
    /// The device's orientation.
    public var orientation: Orientation { presentation.orientation }
    /// Whether the debug overlay (frames, baselines, index paths, frame time) is shown.
    public internal(set) var debugOverlay: Bool {
        get { presentation.showsDebugOverlay }
        set {
            presentation.showsDebugOverlay = newValue
            collectionView.cellContentsChanged()
        }
    }
    /// Whether the redline spec (spacings, insets, sizes, baselines, fonts) is drawn over the collection.
    public internal(set) var showsRedlines: Bool {
        get { presentation.showsRedlines }
        set {
            presentation.showsRedlines = newValue
            collectionView.cellContentsChanged()
        }
    }
    /// Device pixels per point of the picture being made (1, or 2 for HiDPI): grid separators
    /// are one device pixel thick.
    public var pixelScale: Double {
        get { presentation.pixelScale }
        set {
            guard newValue != presentation.pixelScale else { return }
            presentation.pixelScale = newValue
            guard let grid = collectionView.layout as? GridLayout else { return }
            grid.displayScale = newValue
            collectionView.invalidateLayout(with: GridLayout.metricsChanged)
            collectionView.layoutIfNeeded()
        }
    }
    /// A colour behind everything chosen by `shot --background` (transparent, or a colour); nil
    /// for the appearance's own background.
    public var backgroundOverride: Color? {
        get { presentation.backgroundOverride }
        set { presentation.backgroundOverride = newValue }
    }
    /// The colour behind everything: the override, or the appearance's background.
    public var background: Color {
        get { presentation.backgroundOverride ?? palette.background }
        set { presentation.backgroundOverride = newValue }
    }
    /// The colours of this moment: the appearance's, or a moment of the crossfade into it.
    var palette: Palette { presentation.palette(at: time) }

    /// The sections and items as they are now.
    package var content: SceneContent { data.content }
    /// The scene's data sources, when it describes them (`dataSource`).
    var dataSources: SceneDataSources? { data.sources }
    /// The last updates the data sources reported, at global index paths, newest last (the last 20).
    package var reportedDataSourceUpdates: [BatchUpdate] { data.reportedUpdates }
    /// What the grid's headers, footers, placeholders and decorations show now.
    var gridContent: GridSupplementaryContent { grid.content }
    /// Whether batch edit mode is on (the Edit button, key E): remove and reorder controls shown.
    public var isEditing: Bool { grid.editMode.isOn }
    /// The painter cells are drawn with.
    package var painter: CardPainter { cells.painter }

    /// How many items a click may select (the scene's `selection`, changed by the toolbar or key S).
    public var selectionMode: SelectionMode { interactions.press.selectionMode }

    /// A short message at the bottom of the window, until a moment of the clock.
    public var toast: (message: String, until: Double)? { chrome.toast.map { ($0.message, $0.until) } }
    /// Whether the device menu is open.
    public var isDeviceMenuOpen: Bool { chrome.isDeviceMenuOpen }
    /// Whether the toolbar's overflow menu ("⋯") is open.
    public var isOverflowMenuOpen: Bool { chrome.isOverflowMenuOpen }

    /// Writes the window's picture somewhere and says where; set by whoever can draw.
    public var screenshotWriter: (@MainActor (PlaygroundModel) throws -> String)? {
        get { host.screenshotWriter }
        set { host.screenshotWriter = newValue }
    }
    /// Where Copy and Paste go: the system clipboard in the window, the model's own otherwise.
    public var clipboard: any TextClipboard {
        get { host.clipboard }
        set { host.clipboard = newValue }
    }
    /// The last frame's drawing time in seconds, measured by the window loop (for the overlay).
    public var lastFrameTime: Double? {
        get { host.lastFrameTime }
        set { host.lastFrameTime = newValue }
    }
}
