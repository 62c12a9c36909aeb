import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Owns how the scene is presented, apart from its content: the layout shown, the text size,
/// light or dark and the fade between them, the device, its orientation and how large it is shown,
/// the window's size, the display's room and the pixel scale, the chrome, and the overlays (debug, redlines).
public struct Presentation {
    /// The layout being shown.
    public private(set) var layoutKind: LayoutKind
    /// Whether the compositional layout shows the scene as a UIKit list (`--layout list`, the
    /// script's `setLayout` with `list`), whatever the scene's own compositional description.
    private(set) var showsList = false
    /// The Dynamic Type size.
    public private(set) var category: ContentSizeCategory
    /// The window size in points.
    public private(set) var windowSize: Size
    /// Whether the toolbar (and its tooltips and messages) is shown; without it the collection
    /// fills the window (`shot --chrome none`).
    public let showsChrome: Bool
    /// Light or dark.
    public private(set) var appearance: Appearance = .light
    /// The crossfade from the previous appearance's colours, while it runs.
    private(set) var appearanceFade: AppearanceFade?
    /// The device the scene is shown on, if any (nil: the free-size window).
    public private(set) var device: DevicePreset?
    /// The device's orientation.
    public private(set) var orientation = Orientation.portrait
    /// Device pixels per point of the picture being made (1, or 2 for HiDPI).
    public private(set) var pixelScale: Double = 1
    /// How large the device's screen is drawn: fit to the window, point or pixel accurate.
    private(set) var deviceZoom = DeviceZoom.fitToWindow
    /// The largest window the display has room for, in points (nil: no display, as in `shot`).
    private(set) var displaySize: Size?
    /// A colour behind everything chosen by `shot --background`; nil for the appearance's own.
    private(set) var backgroundOverride: Color?
    /// Whether the debug overlay (frames, baselines, index paths, frame time) is shown.
    private(set) var showsDebugOverlay = false
    /// Whether the redline spec is drawn over the collection.
    private(set) var showsRedlines = false
    /// Whether the audit's findings are marked over the collection (key U).
    private(set) var showsAudit = false
    /// The findings last found for the window, with what they were found for.
    private(set) var audit: WindowAudit?
    /// Whether the window's audit is being found now: the frame it draws shows no overlays and
    /// asks for no findings (the toolbar's count, the Audit tab) while it is.
    private(set) var isFindingAudit = false
    /// Columns a pinch added to (or, negative, took from) the compositional and grid layouts' sections.
    private(set) var columnAdjustment = 0

    // MARK: Changes (each a change a user or a host asks for; the model lays out and redraws after)

    /// Shows another layout; `asList` counts only for the compositional layout.
    mutating func show(_ kind: LayoutKind, asList: Bool) {
        showsList = asList && kind == .compositional
        layoutKind = kind
    }

    /// Records a layout a gesture switched to (a pinch from the grid to the flow layout).
    mutating func noteLayoutSwitched(to kind: LayoutKind) { layoutKind = kind }

    /// Changes the Dynamic Type size.
    mutating func setCategory(_ newCategory: ContentSizeCategory) { category = newCategory }

    /// Changes the window size; a zero or negative side is kept as zero.
    mutating func setWindowSize(_ size: Size) {
        windowSize = Size(width: max(0, size.width), height: max(0, size.height))
    }

    /// The accessibility settings shown under (the scene's, or the window's overrides of them).
    private(set) var accessibility = AccessibilitySettings()

    /// Shows under other accessibility settings; a change of contrast crossfades the colours from `from`, as an appearance does.
    mutating func setAccessibility(_ settings: AccessibilitySettings, fadingFrom from: Palette?, at time: Double, duration: Double) {
        if settings.contrast != accessibility.contrast { appearanceFade = from.map { AppearanceFade(from: $0, start: time, duration: duration) } }
        accessibility = settings
    }

    /// Switches to light or dark; with a fade, the colours of `from` crossfade into the new
    /// appearance's from `time` for `duration` seconds.
    mutating func setAppearance(_ newAppearance: Appearance, fadingFrom from: Palette?, at time: Double, duration: Double) {
        appearance = newAppearance
        appearanceFade = from.map { AppearanceFade(from: $0, start: time, duration: duration) }
    }

    /// Shows the scene on a device (nil: the free-size window) in an orientation.
    mutating func setDevice(_ newDevice: DevicePreset?, orientation newOrientation: Orientation) {
        device = newDevice
        orientation = newOrientation
    }

    /// How large the device's screen is drawn.
    mutating func setDeviceZoom(_ zoom: DeviceZoom) { deviceZoom = zoom }

    /// The largest window the display has room for.
    mutating func setDisplaySize(_ size: Size) { displaySize = size }

    /// Device pixels per point of the picture being made.
    mutating func setPixelScale(_ scale: Double) { pixelScale = scale }

    /// A colour behind everything (`shot --background`); nil for the appearance's own.
    mutating func setBackgroundOverride(_ color: Color?) { backgroundOverride = color }

    /// Shows or hides the debug overlay.
    mutating func setShowsDebugOverlay(_ shows: Bool) { showsDebugOverlay = shows }

    /// Shows or hides the redlines.
    mutating func setShowsRedlines(_ shows: Bool) { showsRedlines = shows }

    /// Shows or hides the audit's marks.
    mutating func setShowsAudit(_ shows: Bool) { showsAudit = shows }

    /// Columns a pinch added to (or took from) the compositional and grid layouts' sections.
    mutating func setColumnAdjustment(_ adjustment: Int) { columnAdjustment = adjustment }

    /// Keeps the findings found for the window.
    mutating func keepAudit(_ found: WindowAudit) { audit = found }

    /// The audit begins drawing the frame it checks: no marks, no overlays asked for; returns
    /// whether the marks were shown, for `endFindingAudit(showingMarks:)`.
    mutating func beginFindingAudit() -> Bool {
        let shown = showsAudit
        isFindingAudit = true
        showsAudit = false
        return shown
    }

    /// The audit's frame is drawn: the marks show as they did.
    mutating func endFindingAudit(showingMarks shown: Bool) {
        showsAudit = shown
        isFindingAudit = false
    }

    /// The height the toolbar takes at the top.
    var toolbarHeight: Double { showsChrome ? Toolbar.height : 0 }
    /// The height the status bar takes at the bottom.
    var statusBarHeight: Double { showsChrome ? StatusBar.height : 0 }
    /// The height the two bars take together.
    var chromeHeight: Double { toolbarHeight + statusBarHeight }

    /// The colours at `time`: the appearance's, or a moment of the crossfade into it.
    func palette(at time: Double) -> Palette {
        let target = Palette.of(appearance, increasedContrast: accessibility.increasesContrast)
        return appearanceFade?.palette(towards: target, at: time) ?? target
    }

    /// Whether the crossfade between appearances is still running at `time`.
    func isFadingAppearance(at time: Double) -> Bool {
        appearanceFade.map { time < $0.endTime } ?? false
    }
}
