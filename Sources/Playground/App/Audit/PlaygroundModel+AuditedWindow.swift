import Audit
import CardDrawing
import CollectionLayout
import SceneFormat
import Typography

/// The window the audit reads: the model answers what `AuditedWindow` asks from its components,
/// and nothing else of it reaches the checks.
extension PlaygroundModel: AuditedWindow {
    package var shownContent: SceneContent { data.content }
    package var cardPainter: CardPainter { cells.painter }
    package var shownCategory: ContentSizeCategory { presentation.category }
    package var shownLayout: LayoutKind { presentation.layoutKind }
    package var shownDevice: DevicePreset? { presentation.device }
    package var shownOrientation: Orientation { presentation.orientation }
    package var framePixelScale: Double { presentation.pixelScale }
}
