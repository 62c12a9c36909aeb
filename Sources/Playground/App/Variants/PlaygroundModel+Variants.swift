import AppInput
import CardDrawing
import CollectionLayout
import CollectionView
import LayoutSource
import Pictures
import SceneFormat
import Typography

/// The Variants mode (palette "Variants", script action `setVariants`): the scene in two to six
/// panes side by side along one axis, as Xcode Previews' variants show a view. Each pane is a
/// model of its own, made from the window's scene and state — its edits, items, layout, text
/// size, appearance, direction, device, accessibility settings — with the axis at the pane's
/// value; the window keeps its own model as the one the toolbar, the inspector, undo and Save
/// work on. Whatever changes there makes the panes again; a scroll in any pane (wheel or drag)
/// scrolls the others to the same item; a click selects the item in the window and every pane.
extension PlaygroundModel {
    /// The axis and values shown side by side, nil when the window shows the scene alone.
    public var shownVariants: Variants? { variantPanes?.variants }

    /// The panes' models, in the order of their values (empty when Variants is off): for tests and captures.
    public var variantModels: [PlaygroundModel] { variantPanes?.panes.map(\.model) ?? [] }

    /// Where each pane is drawn in the window (empty when Variants is off).
    public var variantFrames: [Rect] { variantPanes?.panes.map(\.frame) ?? [] }

    /// Shows the scene side by side along `variants`' axis, or alone again (nil).
    public func setVariants(_ variants: Variants?) {
        if let variants, variants == variantPanes?.variants { return }
        variantPanes = variants.map(VariantPanes.init)
        // The panes' titles and the status bar say what is shown; a toast would cover the panes.
        if variants?.axis == .category && !document.scene.followsDynamicType {
            showToast("This scene uses a fixed font (\"dynamicType\": false): every pane shows L")
        }
        settleFrameState()
    }

    /// The palette's "Variants": text sizes side by side, or the scene alone again.
    func toggleVariants() {
        setVariants(variantPanes == nil ? Variants(axis: .category) : nil)
    }

    // MARK: Keeping the panes in step

    /// What the panes are made from now.
    private var variantSource: VariantPanes.Source {
        VariantPanes.Source(revision: document.revision, data: collectionView.data, layoutKind: presentation.layoutKind,
                            showsList: presentation.showsList, category: presentation.category, appearance: presentation.appearance,
                            direction: direction, device: presentation.device, orientation: presentation.orientation,
                            accessibility: accessibility, pseudoLanguage: pseudoLanguage, boldText: fonts.boldText, area: deviceArea,
                            pixelScale: presentation.pixelScale, selectionMode: interactions.press.selectionMode,
                            layoutSource: layoutSource.map(ObjectIdentifier.init))
    }

    /// Brings the panes in step with the window (part of `settleFrameState`): made again when
    /// the window shows anything else, scrolled to where the pane or window scrolled last is,
    /// and selecting what the window selects.
    func settleVariants() {
        guard let variantPanes else { return }
        let source = variantSource
        if variantPanes.source != source { makeVariantPanes(variantPanes, from: source) }
        followScrolling(in: variantPanes)
        followSelection(in: variantPanes)
    }

    /// Makes every pane again for the window as it is now, each scrolled to the window's place.
    private func makeVariantPanes(_ variantPanes: VariantPanes, from source: VariantPanes.Source) {
        variantPanes.source = source
        variantPanes.failure = nil
        let frames = VariantPanes.frames(count: variantPanes.variants.values.count, in: source.area)
        var panes: [VariantPanes.Pane] = []
        do {
            for (value, frame) in zip(variantPanes.variants.values, frames) {
                let model = try makeVariantModel(value, variants: variantPanes.variants, size: frame.size)
                let size = model.presentation.windowSize
                let scale = min(1, frame.width / max(1, size.width), frame.height / max(1, size.height))
                // A screen narrower than its pane is centred in it.
                let x = frame.minX + max(0, (frame.width - size.width * scale) / 2)
                panes.append(VariantPanes.Pane(value: value, title: variantPanes.variants.title(of: value),
                                               frame: Rect(x: x, y: frame.minY, width: size.width * scale, height: size.height * scale),
                                               scale: scale, model: model))
            }
        } catch {
            variantPanes.failure = "Couldn't show the variants: \(error)"
            panes = []
        }
        variantPanes.panes = panes
        // Every pane starts where the window is, and selects what it selects.
        variantPanes.agreedWindowOffset = Point(x: .nan, y: .nan)
        variantPanes.agreedOffsets = panes.map(\.model.collectionView.contentOffset)
        variantPanes.agreedSelection = []
        for pane in panes { pane.model.collectionView.selectOnly([]) }
    }

    /// A pane's model: the window's scene, items and state with the axis at `value`, in a window
    /// of `size` without the toolbar (a device's pane is its screen alone).
    private func makeVariantModel(_ value: String, variants: Variants, size: Size) throws -> PlaygroundModel {
        var scene = document.scene
        // The items as shown (added, deleted, moved); a data source's sections load in the pane as in the window.
        if data.sources == nil { scene.sections = data.content.sections }
        scene.contentSizeCategory = presentation.category
        scene.appearance = presentation.appearance
        scene.direction = pseudoLanguage.mirrorsLayout ? document.scene.direction : direction
        scene.device = presentation.device
        scene.orientation = presentation.orientation
        scene.boldText = fonts.boldText
        scene.accessibility = accessibility
        scene.pseudoLanguage = pseudoLanguage
        scene = variants.applying(value, to: scene)
        let model = try PlaygroundModel(scene: scene, fonts: fonts, layout: presentation.layoutKind, windowSize: size, showsChrome: false)
        if presentation.showsList { model.setLayout(.compositional, asList: true, animated: false) }
        if let device = scene.device {
            model.setDevice(device, orientation: scene.orientation, animated: false)
            model.collectionView.setContentOffset(model.collectionView.minimumContentOffset)
        }
        model.setPixelScale(presentation.pixelScale)
        model.setSelectionMode(interactions.press.selectionMode)
        model.sharePictures(cells.pictures)
        if let layoutSource {
            model.useLayoutSource(try LayoutSourceSession(build: layoutSource.build), animated: false, echoesFailures: false)
        }
        model.collectionView.layoutIfNeeded()
        // On the window's clock, so that pictures fade and animations run in step.
        model.advance(to: time)
        return model
    }

    /// Scrolls every pane to the item at the top of whichever scrolled since they last agreed (a
    /// pane first, then the window's own view, which keys and the script scroll).
    private func followScrolling(in variantPanes: VariantPanes) {
        let panes = variantPanes.panes
        guard !panes.isEmpty else { return }
        let leader: CollectionView
        if let moved = panes.indices.first(where: { panes[$0].model.collectionView.contentOffset != variantPanes.agreedOffsets[$0] }) {
            leader = panes[moved].model.collectionView
            Self.follow(leader, with: collectionView)
        } else if collectionView.contentOffset != variantPanes.agreedWindowOffset {
            leader = collectionView
        } else {
            return
        }
        for pane in panes where pane.model.collectionView !== leader { Self.follow(leader, with: pane.model.collectionView) }
        variantPanes.agreedOffsets = panes.map(\.model.collectionView.contentOffset)
        variantPanes.agreedWindowOffset = collectionView.contentOffset
    }

    /// Scrolls `follower` so that the first item `leader` shows (in item order) is cut by the
    /// top and leading edges at the same share of its size as there — the same card, at the same
    /// place in it, whatever its size in each; at the start of its content, the follower is too.
    /// Cards the follower had only estimated are measured as they come into view, which moves the
    /// card: the offset is worked out again until it holds.
    private static func follow(_ leader: CollectionView, with follower: CollectionView) {
        let offset = leader.contentOffset
        if offset.y <= leader.minimumContentOffset.y + 0.5 && offset.x <= leader.minimumContentOffset.x + 0.5 {
            guard follower.contentOffset != follower.minimumContentOffset else { return }
            follower.setContentOffset(follower.minimumContentOffset)
            follower.layoutIfNeeded()
            return
        }
        guard let first = leader.layout.layoutAttributesForElements(in: leader.bounds)
                .filter({ $0.category == .cell }).min(by: { $0.indexPath < $1.indexPath }),
              let id = leader.data.itemID(at: first.indexPath) else { return }
        let share = Point(x: (offset.x - first.frame.minX) / max(1, first.frame.width), y: (offset.y - first.frame.minY) / max(1, first.frame.height))
        for _ in 0..<3 {
            guard let indexPath = follower.indexPath(forItemID: id), let frame = follower.layout.layoutAttributesForItem(at: indexPath)?.frame else { return }
            let target = Point(x: frame.minX + share.x * frame.width, y: frame.minY + share.y * frame.height)
            guard abs(target.x - follower.contentOffset.x) > 0.01 || abs(target.y - follower.contentOffset.y) > 0.01 else { return }
            follower.setContentOffset(target)
            follower.layoutIfNeeded()
        }
    }

    /// Selects in every pane what the window selects, when that changed since they last agreed.
    private func followSelection(in variantPanes: VariantPanes) {
        let selected = collectionView.selectedItemIDs
        guard selected != variantPanes.agreedSelection else { return }
        for pane in variantPanes.panes { pane.model.collectionView.selectOnly(selected) }
        variantPanes.agreedSelection = selected
    }

    // MARK: Input

    /// A press in the variants' area: the pane under it takes the pointer until the release, as
    /// the collection does without panes (a drag scrolls it, a click selects).
    func variantsPointerDown(at point: Point, modifiers: Set<KeyModifier>) {
        guard let variantPanes, let index = variantPanes.pane(at: point) else { return }
        variantPanes.pressedPane = index
        let pane = variantPanes.panes[index]
        pane.model.handle(.pointerDown(pane.localPoint(point), modifiers: modifiers))
    }

    /// The pointer moved: to the pane holding it, or the one under it (its hover).
    func variantsPointerMoved(to point: Point) {
        guard let variantPanes, let index = variantPanes.pressedPane ?? variantPanes.pane(at: point) else { return }
        let pane = variantPanes.panes[index]
        pane.model.handle(.pointerMove(pane.localPoint(point)))
    }

    /// The release: the pane's selection becomes the window's (and every pane's); an item a
    /// drag moved in the pane alone goes back (the window's order is the scene's).
    func variantsPointerUp(at point: Point) {
        guard let variantPanes, let index = variantPanes.pressedPane, index < variantPanes.panes.count else { return }
        variantPanes.pressedPane = nil
        let pane = variantPanes.panes[index]
        pane.model.handle(.pointerUp(pane.localPoint(point)))
        pane.model.settle()
        let selected = pane.model.collectionView.selectedItemIDs
        if selected != collectionView.selectedItemIDs { collectionView.selectOnly(selected) }
        if pane.model.collectionView.data != collectionView.data { variantPanes.source = nil }
    }

    /// The wheel over a pane scrolls it (the others follow on the settle).
    func variantsWheel(dx: Double, dy: Double, modifiers: Set<KeyModifier>, at point: Point) -> Bool {
        guard let variantPanes, let index = variantPanes.pane(at: point) else { return false }
        let pane = variantPanes.panes[index]
        pane.model.handle(.pointerMove(pane.localPoint(point)))
        pane.model.handle(.wheel(dx: dx, dy: dy, modifiers: modifiers))
        return true
    }

    // MARK: Clock and pictures

    /// Moves every pane's clock to `moment`, with the window's.
    func advanceVariants(to moment: Double) {
        for pane in variantPanes?.panes ?? [] { pane.model.advance(to: moment) }
    }

    /// Whether anything moves in a pane.
    var isAnimatingVariants: Bool { variantPanes?.panes.contains { $0.model.isAnimating } ?? false }

    /// The pictures the panes show now (the window's own view is not drawn meanwhile).
    var variantPictureKeysOnScreen: Set<PictureKey> {
        var keys = Set<PictureKey>()
        for pane in variantPanes?.panes ?? [] { keys.formUnion(pane.model.pictureKeysOnScreen) }
        return keys
    }

    /// Draws every pane's cells again (pictures arrived in the store they share).
    func variantPicturesArrived() {
        for pane in variantPanes?.panes ?? [] { pane.model.collectionView.cellContentsChanged() }
    }

    // MARK: Drawing

    /// The panes in the area the collection takes otherwise, each under its title, on the desk's colour.
    func drawVariants(into list: inout DrawList) {
        guard let variantPanes else { return }
        let area = deviceArea
        list.append(.fill(area, color: palette.sectionBackground, cornerRadius: 0))
        guard let face = try? fonts.face(.semibold) else { return }
        if let failure = variantPanes.failure {
            drawText(failure, at: Point(x: area.minX + 16, y: area.minY + 16), width: area.width - 32, font: face, size: 13,
                     color: palette.label, into: &list)
            return
        }
        for pane in variantPanes.panes {
            let titleBox = Rect(x: pane.frame.minX, y: pane.frame.minY - VariantPanes.titleHeight, width: pane.frame.width, height: VariantPanes.titleHeight)
            drawCentred(pane.title, in: titleBox, font: face, size: 13, color: palette.label, into: &list)
            let drawn = pane.model.drawList()
            list.append(.pushClip(pane.frame))
            list.append(.fill(pane.frame, color: drawn.background, cornerRadius: 0))
            // At one point a point the pane is only moved (as `shot` draws it); a device larger than its pane is scaled.
            list.commands += pane.scale == 1 ? drawn.commands.map { $0.translated(by: pane.frame.origin) }
                : drawn.commands.map { $0.scaled(by: pane.scale, offset: pane.frame.origin) }
            list.append(.popClip)
        }
    }
}
