import Audit
import CardDrawing
import CollectionLayout
import SceneFormat
import Typography

/// The window the audit reads: the model answers what `AuditedWindow` asks from its components,
/// and nothing else of it reaches the checks.
extension PlaygroundModel: AuditedWindow {
    /// The items shown.
    package var shownContent: SceneContent { data.content }
    /// The painter that draws the cards.
    package var cardPainter: CardPainter { cells.painter }
    /// The text size shown.
    package var shownCategory: ContentSizeCategory { presentation.category }
    /// The layout shown.
    package var shownLayout: LayoutKind { presentation.layoutKind }
    /// The device preset shown (nil: the free window).
    package var shownDevice: DevicePreset? { presentation.device }
    /// The device's orientation.
    package var shownOrientation: Orientation { presentation.orientation }
    /// Pixels a point of the frame drawn.
    package var framePixelScale: Double { presentation.pixelScale }
}
