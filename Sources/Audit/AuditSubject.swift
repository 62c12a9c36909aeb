import AppSupport
import CollectionLayout
import CollectionView
import Pictures
import Rendering

/// One variant of a scene as the checks see it: the settled window, every element with its frame
/// in content coordinates (as shown: mirrored in right-to-left) and in the picture at rest, and
/// — made on first use — the frame drawn without its text, with the text's runs (and, for
/// `lowContrast`, the frames at the offsets that bring the rest of the content into view:
/// `AuditSubject+Screens`).
@MainActor
package final class AuditSubject {
    /// One element of the layout.
    package struct Element {
        /// The attributes as the collection view shows them (mirrored in right-to-left).
        package var attributes: LayoutAttributes
        /// The cell's item id; nil for a header, footer or decoration.
        package var id: String?
        /// The frame in the picture (points) at the offset the scene rests at.
        package var windowFrame: Rect
        /// Whether it is a cell.
        package var isCell: Bool { attributes.category == .cell }
        /// Whether it can be seen at all (not hidden, not transparent, not empty).
        package var isShown: Bool { !attributes.isHidden && attributes.alpha > 0.01 && attributes.size.width > 0 && attributes.size.height > 0 }
    }

    /// The variant.
    package let variant: AuditVariant
    /// The window, settled.
    package let window: any AuditedWindow
    /// Every element of the content, in element order (cells by index path).
    package let elements: [Element]
    /// The scene's own cells, shown, by index path.
    package var cells: [Element] { elements.filter { $0.isCell && $0.isShown } }

    /// Makes the subject of a settled window.
    package init(variant: AuditVariant, window: any AuditedWindow) {
        self.variant = variant
        self.window = window
        let view = window.collectionView
        view.layoutIfNeeded()
        let collectionFrame = window.collectionFrame
        elements = view.allAttributes().map { attributes in
            Element(attributes: view.effectiveAttributes(attributes),
                    id: attributes.category == .cell ? view.data.itemID(at: attributes.indexPath) : nil,
                    windowFrame: view.windowFrame(for: attributes, collectionFrame: collectionFrame))
        }
    }

    /// A finding of `kind` about `element` (a header, footer or badge names its kind first: `"element": "badge"`).
    package func finding(_ kind: AuditFinding.Kind, _ element: Element, _ evidence: [(String, JSONWriter.Value)]) -> AuditFinding {
        let named = element.isCell ? evidence : [("element", .string(element.attributes.kind ?? element.attributes.category.rawValue))] + evidence
        return AuditFinding(kind: kind, variant: variant, indexPath: element.attributes.indexPath, id: element.id,
                            frame: element.windowFrame, evidence: named)
    }

    /// The frame drawn without any text, at one pixel a point, and every run of text it would have
    /// drawn (window points, not inside a turned layer), made once.
    private(set) lazy var textlessFrame: (image: RGBAImage, runs: [GlyphRun])? = drawTextless()

    /// The elements with text that `forEachScreenBeyondRest` left unseen when it reached its limit of screens.
    package var unjudgedBeyondScreens = 0

    /// The canvas the frames without text are drawn on (made once, for every offset drawn).
    private var canvas: OffscreenCanvas?
    /// The pixels of the last frame drawn at another offset (one buffer for them all).
    private var screenPixels = RGBAImage(width: 0, height: 0, bytes: [])

    /// The frame as the window shows it now, drawn without any text at one pixel a point, and
    /// every run of text it would have drawn (nil: the picture is too large to draw); with
    /// `reusingPixels`, into the buffer of the frame drawn before (which must no longer be read).
    package func drawTextless(reusingPixels: Bool = false) -> (image: RGBAImage, runs: [GlyphRun])? {
        window.setPixelScale(1)
        window.settlePictures()
        let list = window.drawList()
        var runs: [GlyphRun] = []
        var stripped = DrawList(size: list.size, background: list.background)
        stripped.commands = Self.strip(list.commands, runs: &runs, collect: true)
        let pixels = FrameBudget.pixelSize(of: list.size, scale: 1)
        if canvas == nil || canvas?.pixelWidth != pixels.width || canvas?.pixelHeight != pixels.height {
            guard (try? FrameBudget.check(width: pixels.width, height: pixels.height, subject: "the audit's picture",
                                          asked: FrameBudget.describe(list.size, scale: 1), remedy: "")) != nil else { return nil }
            canvas = try? OffscreenCanvas(pixelWidth: pixels.width, pixelHeight: pixels.height, fonts: window.fonts)
        }
        guard let canvas else { return nil }
        guard reusingPixels else { return (canvas.render(stripped, scale: 1), runs) }
        canvas.render(stripped, scale: 1, into: &screenPixels)
        return (screenPixels, runs)
    }

    /// `commands` without their text, the runs collected (only where they are drawn as laid out).
    private static func strip(_ commands: [DrawCommand], runs: inout [GlyphRun], collect: Bool) -> [DrawCommand] {
        commands.compactMap { command in
            switch command {
            case .text(let run):
                if collect { runs.append(run) }
                return nil
            case .flatLayer(let frame, let key, let inner):
                return .flatLayer(frame: frame, contentKey: key ^ 0x7A0D17, commands: strip(inner, runs: &runs, collect: collect))
            case .transformed(let frame, let transform, let alpha, let key, let inner):
                let drawnAsLaidOut = collect && transform.isIdentity && alpha >= 0.99
                return .transformed(frame: frame, transform: transform, alpha: alpha, contentKey: key ^ 0x7A0D17,
                                    commands: strip(inner, runs: &runs, collect: drawnAsLaidOut))
            default:
                return command
            }
        }
    }
}
