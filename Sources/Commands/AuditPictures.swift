import AppSupport
import Audit
import CardDrawing
import CollectionLayout
import CollectionView
import Playground
import Rendering
import SceneFormat
import Typography

/// The pictures of the audit's sheet and pages: a variant drawn as `shot` draws it, scrolled to
/// a finding's cell, scaled to fit a panel (`panelWidth` × `maximumPanelHeight` points, so that
/// three panels a row fit a screen at 100 % zoom), its findings outlined in red, each with its
/// problem's number on a badge drawn at full size. One model is kept for the variant drawn last,
/// so the caller asks variant by variant; every model draws from one store of pictures.
@MainActor
package final class AuditPictures {
    /// The widest a panel's picture is drawn, in points of the sheet.
    package static let panelWidth = 480.0
    /// The tallest a panel's picture is drawn.
    package static let maximumPanelHeight = 640.0

    /// The faces and measurer the marks are drawn with.
    package let fonts: FontLibrary
    /// The measurer of the marks, labels and legends.
    package let measurer: TextMeasurer
    private let base: ViewOptions
    private let scene: Scene
    private let sceneFile: String
    private let pictures = PictureStore()
    private var current: (variant: AuditVariant, model: PlaygroundModel, rest: Point)?

    /// Pictures of the variants of `scene` over `base` (the scene's warnings already said).
    package init(base: ViewOptions, scene: Scene) throws {
        fonts = FontLibrary(directory: try ResourceLocator.fontsDirectory(override: base.fontsDirectory))
        try fonts.loadAll()
        measurer = fonts.makeMeasurer()
        var base = base
        base.writesWarnings = false
        self.base = base
        self.scene = scene
        sceneFile = try base.sceneFilePath()
    }

    /// The scale a picture of `size` is drawn at in a panel.
    package static func scale(for size: Size) -> Double {
        min(1, panelWidth / max(1, size.width), maximumPanelHeight / max(1, size.height))
    }

    /// `variant` scrolled to the first of `marked` that is a cell (unless it is in view at rest),
    /// drawn at `scale(for:)` with its origin at zero, and each of `marked` outlined and numbered.
    package func panel(_ variant: AuditVariant, marked: [(number: Int, finding: AuditFinding)]) throws -> DrawList {
        let (model, rest) = try model(of: variant)
        let view = model.collectionView
        if view.contentOffset != rest {
            view.setContentOffset(rest)
            view.layoutIfNeeded()
        }
        let restShown = view.effectiveContentOffset
        let screen = Rect(origin: .zero, size: model.presentation.windowSize)
        if let first = marked.first(where: { $0.finding.id != nil })?.finding,
           !(first.frame.minY >= screen.minY && first.frame.maxY <= screen.maxY) {
            // A cell taller than the view shows its top (where most findings are), others their middle.
            view.scrollToItem(at: first.indexPath, at: first.frame.height > screen.height * 0.8 ? .top : .centeredVertically, animated: false)
            view.layoutIfNeeded()
        }
        let moved = view.effectiveContentOffset
        model.setPixelScale(1)
        model.settlePictures()
        // Scrolled to the finding: the card under the pointer may be another.
        model.settleFrameState()
        let drawn = model.drawList()
        let scale = Self.scale(for: drawn.size)
        var list = DrawList(size: Size(width: drawn.size.width * scale, height: drawn.size.height * scale), background: drawn.background)
        list.append(.fill(Rect(origin: .zero, size: list.size), color: drawn.background, cornerRadius: 0))
        list.commands += drawn.commands.map { $0.scaled(by: scale, offset: .zero) }
        let bounds = Rect(origin: .zero, size: list.size)
        let badgeFace = try fonts.face(.bold)
        var badgesOn: [Rect: Int] = [:]
        for (number, finding) in marked {
            let shown = finding.id != nil ? model.windowFrame(ofItemAt: finding.indexPath) ?? finding.frame
                : finding.frame.offsetBy(dx: restShown.x - moved.x, dy: restShown.y - moved.y)
            let frame = Rect(x: shown.minX * scale, y: shown.minY * scale, width: shown.width * scale, height: shown.height * scale)
            guard frame.maxY > 0, frame.minY < bounds.maxY, frame.maxX > 0, frame.minX < bounds.maxX else { continue }
            list.append(.stroke(frame.insetBy(dx: -1, dy: -1), color: AuditBadge.markColor, width: 2))
            let stacked = badgesOn[frame, default: 0]
            badgesOn[frame] = stacked + 1
            let text = measurer.measure("\(number)", font: badgeFace, pointSize: 11)
            // On the element's top leading corner (the window draws it there too), kept inside the picture.
            let badge = AuditBadge.frame(on: frame, stacked: stacked, side: max(18, text.width + 8),
                                         rightToLeft: variant.direction == LayoutDirection.rightToLeft.rawValue, within: bounds)
            list.append(.fill(badge, color: AuditBadge.markColor, cornerRadius: 9))
            for run in text.glyphRuns(at: Point(x: badge.midX - text.width / 2, y: badge.midY - text.height / 2), color: Color(hex: 0xFFFFFF)) {
                list.append(.text(run))
            }
        }
        return list
    }

    /// The model of `variant` and its offset at rest: the one kept when it is the variant drawn last.
    private func model(of variant: AuditVariant) throws -> (PlaygroundModel, Point) {
        if let current, current.variant == variant { return (current.model, current.rest) }
        current = nil
        let model = try AuditCommand.makeModel(variant, base: base, scene: scene, sceneFile: sceneFile, fonts: fonts, pictures: pictures)
        current = (variant, model, model.collectionView.contentOffset)
        return (model, model.collectionView.contentOffset)
    }
}
