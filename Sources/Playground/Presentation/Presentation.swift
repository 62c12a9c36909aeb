import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Owns how the scene is presented, apart from its content: the layout shown, the text size,
/// light or dark and the fade between them, the device, its orientation and how large it is shown,
/// the window's size, the display's room and the pixel scale, the chrome, and the overlays (debug, redlines).
struct Presentation {
    /// The layout being shown.
    var layoutKind: LayoutKind
    /// Whether the compositional layout shows the scene as a UIKit list (`--layout list`, the
    /// script's `setLayout` with `list`), whatever the scene's own compositional description.
    var showsList = false
    /// The Dynamic Type size.
    var category: ContentSizeCategory
    /// The window size in points.
    var windowSize: Size
    /// Whether the toolbar (and its tooltips and messages) is shown; without it the collection
    /// fills the window (`shot --chrome none`).
    let showsChrome: Bool
    /// Light or dark.
    var appearance: Appearance = .light
    /// The crossfade from the previous appearance's colours, while it runs.
    var appearanceFade: AppearanceFade?
    /// The device the scene is shown on, if any (nil: the free-size window).
    var device: DevicePreset?
    /// The device's orientation.
    var orientation = Orientation.portrait
    /// Device pixels per point of the picture being made (1, or 2 for HiDPI).
    var pixelScale: Double = 1
    /// How large the device's screen is drawn: fit to the window, point or pixel accurate.
    var deviceZoom = DeviceZoom.fitToWindow
    /// The largest window the display has room for, in points (nil: no display, as in `shot`).
    var displaySize: Size?
    /// A colour behind everything chosen by `shot --background`; nil for the appearance's own.
    var backgroundOverride: Color?
    /// Whether the debug overlay (frames, baselines, index paths, frame time) is shown.
    var showsDebugOverlay = false
    /// Whether the redline spec is drawn over the collection.
    var showsRedlines = false
    /// Whether the audit's findings are marked over the collection (key U).
    var showsAudit = false
    /// The findings last found for the window, with what they were found for.
    var audit: WindowAudit?
    /// Whether the window's audit is being found now: the frame it draws shows no overlays and
    /// asks for no findings (the toolbar's count, the Audit tab) while it is.
    var isFindingAudit = false
    /// Columns a pinch added to (or, negative, took from) the compositional and grid layouts' sections.
    var columnAdjustment = 0

    /// The height the toolbar takes at the top.
    var toolbarHeight: Double { showsChrome ? Toolbar.height : 0 }
    /// The height the status bar takes at the bottom.
    var statusBarHeight: Double { showsChrome ? StatusBar.height : 0 }
    /// The height the two bars take together.
    var chromeHeight: Double { toolbarHeight + statusBarHeight }

    /// The colours at `time`: the appearance's, or a moment of the crossfade into it.
    func palette(at time: Double) -> Palette {
        let target = Palette.of(appearance)
        return appearanceFade?.palette(towards: target, at: time) ?? target
    }

    /// Whether the crossfade between appearances is still running at `time`.
    func isFadingAppearance(at time: Double) -> Bool {
        appearanceFade.map { time < $0.endTime } ?? false
    }
}
