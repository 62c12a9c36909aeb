import CardDrawing
import CollectionLayout
import CollectionView
import Rendering
import SceneFormat
import Typography

/// What the audit may read of a window and ask of it: its collection and the frame around it,
/// the scene's items, the painter and fonts that drew them, the device shown, and the frame
/// drawn (the app's model is one; the checks never see more of it).
@MainActor
package protocol AuditedWindow: AnyObject {
    /// The collection view shown.
    var collectionView: CollectionView { get }
    /// Where the collection is in the window, in points.
    var collectionFrame: Rect { get }
    /// The items shown.
    var shownContent: SceneContent { get }
    /// The painter that draws the cards.
    var cardPainter: CardPainter { get }
    /// The faces text is drawn in.
    var fonts: FontLibrary { get }
    /// The measurer the cards are sized with.
    var measurer: TextMeasurer { get }
    /// The text size shown.
    var shownCategory: ContentSizeCategory { get }
    /// The layout shown.
    var shownLayout: LayoutKind { get }
    /// The device preset shown (nil: the free window).
    var shownDevice: DevicePreset? { get }
    /// The device's orientation.
    var shownOrientation: Orientation { get }
    /// Pixels a point of the frame drawn; the audit draws at 1.
    var framePixelScale: Double { get }
    /// Sets the pixels a point of the frame drawn.
    func setPixelScale(_ scale: Double)
    /// A window point as a point of the device's screen.
    func devicePoint(forWindowPoint point: Point) -> Point
    /// Every picture on screen decoded (the same pixels every run).
    func settlePictures()
    /// The frame as it would be drawn now.
    func drawList() -> DrawList
}
