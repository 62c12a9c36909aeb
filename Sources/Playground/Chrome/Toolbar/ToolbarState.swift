import SceneFormat

/// What the toolbar shows besides its controls: which layout and text size are current,
/// which toggles are on, whether anything is selected.
struct ToolbarState: Equatable {
    var layout: LayoutKind
    /// The class name of the user's own layout (`--layout-source`), shown or set aside; nil when none is loaded.
    var ownLayoutName: String? = nil
    /// Whether the user's own layout is what is shown (then no built-in segment is on).
    var showsOwnLayout = false
    var categoryIndex: Int
    var slowAnimations: Bool
    var debugOverlay: Bool
    /// Whether the redline spec is drawn.
    var showsRedlines = false
    /// Whether the audit's findings are marked over the collection (key U).
    var showsAudit = false
    /// How many findings the audit marks (0 while it is off).
    var auditFindingCount = 0
    /// Whether the device is turned to landscape.
    var isLandscape = false
    /// Whether the dark appearance is on.
    var isDark = false
    /// Whether the layout direction is right to left.
    var isRightToLeft = false
    /// The accessibility settings turned on, by their short names ("Contrast", "Motion", …).
    var accessibilityNames: [String] = []
    /// The pseudo-language the scene's texts are shown in.
    var pseudoLanguage = PseudoLanguage.none
    /// What the Variants mode's panes differ in ("text sizes"), while it is on.
    var variantsAxis: String?
    /// The device preset's short name, if a device is shown.
    var deviceName: String?
    /// The device and how it is shown (fit to the window, point or pixel accurate, and how large), if a device is shown.
    var deviceDescription: String? = nil
    var hasSelection: Bool
    /// Whether the layout has edit mode (the grid), and whether it is on.
    var canEdit = false
    var isEditing = false
    /// How many items a click may select.
    var selectionMode = SelectionMode.single
    /// Whether the inspector panel is open.
    var isInspectorOpen = false

    /// The state with the user's own layout named (nil: none loaded), and whether it is the one shown.
    func showing(ownLayout name: String?, shown: Bool) -> ToolbarState {
        var state = self
        state.ownLayoutName = name
        state.showsOwnLayout = name != nil && shown
        return state
    }
}
