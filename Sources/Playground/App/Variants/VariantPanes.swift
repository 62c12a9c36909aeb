import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The window's Variants mode as it stands: the axis and its panes, each a model of its own
/// made from the window's scene and state with the axis at one value, and what the panes last
/// agreed on — the window state they were made from, each one's scroll position, the selection —
/// so that whatever moved since (a pane scrolled, the window's selection changed, the scene was
/// edited) is carried to the others (`PlaygroundModel+Variants`).
@MainActor
final class VariantPanes {
    /// One pane: its value, its title, where it is shown and the model showing it.
    struct Pane {
        /// The axis's value the pane shows.
        let value: String
        /// The title above it ("AX5", "Dark", "Bold Text on").
        let title: String
        /// Where its model's window is drawn, in window points.
        let frame: Rect
        /// Window points per pane point (below 1 when a device's screen is larger than the pane).
        let scale: Double
        /// The scene as the pane shows it.
        let model: PlaygroundModel

        /// A window point in the pane model's own window points.
        func localPoint(_ point: Point) -> Point {
            Point(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
        }
    }

    /// What the window showed when the panes were made: when it shows anything else, they are made again.
    struct Source: Equatable {
        var revision: Int
        var data: CollectionData
        var layoutKind: LayoutKind
        var showsList: Bool
        var category: ContentSizeCategory
        var appearance: Appearance
        var direction: LayoutDirection
        var device: DevicePreset?
        var orientation: Orientation
        var accessibility: AccessibilitySettings
        var pseudoLanguage: PseudoLanguage
        var boldText: Bool
        var area: Rect
        var pixelScale: Double
        var selectionMode: SelectionMode
        var layoutSource: ObjectIdentifier?
    }

    /// The height of the titles' row above the panes.
    static let titleHeight = 28.0
    /// The space around and between the panes.
    static let gap = 8.0

    /// The axis and its values.
    let variants: Variants
    /// The panes, in the order of the values.
    var panes: [Pane] = []
    /// What the panes were made from (nil: not yet).
    var source: Source?
    /// Each pane's content offset when the panes last agreed.
    var agreedOffsets: [Point] = []
    /// The window's own content offset when the panes last agreed.
    var agreedWindowOffset = Point.zero
    /// The selected items when the panes last agreed.
    var agreedSelection: Set<String> = []
    /// The pane holding the pointer from a press to its release.
    var pressedPane: Int?
    /// A line saying why the panes could not be made (shown in their place), nil when they were.
    var failure: String?

    /// Variants along `variants`' axis, made on the next settle.
    init(_ variants: Variants) {
        self.variants = variants
    }

    /// The pane frames for `count` panes side by side in `area`, below the titles' row: equal widths, `gap` apart.
    static func frames(count: Int, in area: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let width = max(0, (area.width - gap * Double(count + 1)) / Double(count))
        let height = max(0, area.height - titleHeight - gap)
        return (0..<count).map { index in
            Rect(x: area.minX + gap + Double(index) * (width + gap), y: area.minY + titleHeight, width: width, height: height)
        }
    }

    /// The index of the pane shown at a window point, if any.
    func pane(at point: Point) -> Int? {
        panes.firstIndex { pane in
            let size = pane.model.presentation.windowSize
            return Rect(x: pane.frame.minX, y: pane.frame.minY, width: size.width * pane.scale, height: size.height * pane.scale).contains(point)
        }
    }
}
