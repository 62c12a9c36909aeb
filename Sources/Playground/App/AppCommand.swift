import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// What the user asks the app to do, however they asked — a key, a toolbar control, a row of
/// the overflow or device menu, the text-size slider, or a script's action that a key or control
/// also gives: each becomes one of these and `PlaygroundModel.apply(_:)` does it. (Script actions
/// with arguments no key has — an update, a swipe at an index path, a parameter — call the model's
/// own functions.)
public enum AppCommand: Equatable, Sendable {
    /// Switch to a layout.
    case setLayout(LayoutKind, animated: Bool)
    /// Change the Dynamic Type size.
    case setCategory(ContentSizeCategory, animated: Bool)
    /// Step the text size up (positive) or down, animated.
    case stepCategory(by: Int)
    /// Switch to light or dark.
    case setAppearance(Appearance, animated: Bool)
    /// Switch between light and dark, animated.
    case toggleAppearance
    /// Lay out left to right or right to left.
    case setDirection(LayoutDirection, animated: Bool)
    /// Switch the layout direction, animated.
    case toggleDirection
    /// Turn an accessibility setting on or off (Increase Contrast, Reduce Motion, Reduce Transparency, Differentiate Without Color).
    case toggleAccessibility(AccessibilityToggle)
    /// Show the scene's texts in a pseudo-language (Xcode's scheme pseudo-languages; `none`: as written).
    case setPseudoLanguage(PseudoLanguage)
    /// Show the next pseudo-language (after the last, none): the status bar's value.
    case cyclePseudoLanguage
    /// Shows the scene side by side along an axis (the Variants mode), or alone again (nil).
    case setVariants(Variants?)
    /// Variants of the text sizes, or the scene alone again (the palette's "Variants").
    case toggleVariants
    /// Show the user's own layout (`--layout-source`) again after a built-in one was chosen.
    case showOwnLayout
    /// Show the scene on a device preset (nil: the free window) in an orientation.
    case setDevice(DevicePreset?, orientation: Orientation, animated: Bool)
    /// Turn the device a quarter.
    case rotate(animated: Bool)
    /// Show the next device preset (after the last, the free window).
    case cycleDevice
    /// Show the device's screen fit to the window, point accurate or pixel accurate.
    case setDeviceZoom(DeviceZoom)
    /// Open or shut the device menu.
    case toggleDeviceMenu
    /// Open or shut the toolbar's overflow menu.
    case toggleOverflowMenu
    /// Enter or leave the grid's batch edit mode.
    case setEditing(Bool)
    /// Enter edit mode, or leave it.
    case toggleEditing
    /// Open or shut the inspector, optionally on a tab.
    case setInspectorOpen(Bool, tab: InspectorTab?)
    /// Open the inspector, or shut it.
    case toggleInspector
    /// Single → multiple → no selection → single.
    case cycleSelectionMode
    /// Slow animations on or off.
    case toggleSlowAnimations
    /// The debug overlay on or off.
    case toggleDebugOverlay
    /// The redline spec on or off.
    case toggleRedlines
    /// The audit's findings marked on screen, or not (key U).
    case toggleAudit
    /// Add an item after the last selected one.
    case addItem
    /// Delete the selected items.
    case deleteSelection
    /// Shuffle every section's items.
    case shuffle
    /// Go back to the scene's items as loaded.
    case reset
    /// Put the layout as Swift on the clipboard, for a framework (nil: the one the inspector
    /// remembers; a framework given is remembered).
    case copyLayoutAsSwift(ExportFramework?)
    /// Undo the last edit.
    case undo
    /// Redo what the last undo took back.
    case redo
    /// Save the scene with its tuned parameters.
    case saveScene
    /// Save a screenshot of the window.
    case screenshot
    /// Scroll one step, gliding to where the layout rests.
    case scroll(ScrollStep)
    /// Open a built-in scene of `Assets/` by its file name (the window swaps to it).
    case openScene(String)
    /// Open a file by its path (a scene, or a script to play); the window swaps to a scene.
    case openFile(String)
    /// Open the command palette on the recent files, or shut it.
    case toggleRecentFiles
    /// Open the command palette, or shut it.
    case toggleCommandPalette
    /// Open the command palette with `query` typed (the status bar's text size: the twelve sizes).
    case openCommandPalette(query: String)
    /// Show every shortcut and gesture, or shut that overlay.
    case toggleHelp
    /// Escape: shut what is open (a menu, a swiped row), else cancel the hands' gesture.
    case dismiss
}

/// A keyboard scroll step.
public enum ScrollStep: Equatable, Sendable {
    /// A line down, up, right or left (in cover flow and the line, exactly one card).
    case lineDown, lineUp, lineRight, lineLeft
    /// Nine tenths of the visible height, down or up.
    case pageDown, pageUp
    /// To the start or the end of the content.
    case home, end
}
