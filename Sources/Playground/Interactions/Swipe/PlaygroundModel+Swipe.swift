import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import Interactions
import SceneFormat
import Typography

/// Swipe to edit (the WWDC 2014 session's, on a desktop): a horizontal drag on a grid cell that
/// has actions slides its content to uncover them, tracking the pointer; on release it opens or
/// shuts by `SwipeRelease`'s thresholds, eased. A vertical drag scrolls instead. One cell is open
/// at a time; scrolling, a click elsewhere or Esc shuts it; right to left mirrors it.
extension PlaygroundModel {
    /// The swipe's state (the overlay shows it).
    public var swipeState: SwipeState { interactions.swipe.machine.state }
    /// The item whose cell is swiped or open.
    public var swipedItemID: String? { interactions.swipe.machine.itemID }
    /// How many points of the swiped cell's actions are uncovered.
    public var swipeRevealed: Double { interactions.swipe.revealed }

    /// The actions a cell of `section` reveals: in the grid, the scene's (its section's, else the
    /// grid's, else the session's pair); none in other layouts or an uneditable section.
    func editActions(forSection section: Int) -> [EditAction] {
        guard collectionView.layout is GridLayout, content.sections.indices.contains(section) else { return [] }
        let sceneSection = content.sections[section]
        guard sceneSection.editable else { return [] }
        return sceneSection.editActions ?? scene.layout.grid?.editActions ?? EditAction.standard
    }

    /// Each action button's width: its title (body, semibold) and 16 points each side, at least 72.
    func buttonWidths(_ actions: [EditAction]) -> [Double] {
        let face = try? fonts.systemFace(.semibold)
        return actions.map { action in
            let title = interactions.swipe.confirming == action.kind ? "Confirm \(action.title)" : action.title
            let width = face.map { measurer.measure(title, font: $0, pointSize: TextStyle.body.pointSize(for: category)).width } ?? 60
            return max(72, (width + 32).rounded(.up))
        }
    }

    /// +1 when the actions sit on the right (left to right: the content moves left), −1 mirrored;
    /// a list row's leading actions sit at the other side.
    private var actionsSide: Double { trailingSide * (interactions.swipe.leading ? -1 : 1) }

    /// +1 when trailing actions sit on the right (left to right), −1 in right to left.
    private var trailingSide: Double { collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1 }

    /// Starts tracking a swipe of the cell pressed at `start`, now at `point` (a press that
    /// `InputArbitration` offered a swipe); false when there is no cell there or it has no actions.
    func beginSwipe(pressedAt start: Point, to point: Point) -> Bool {
        guard let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: start)) else { return false }
        return beginSwipe(on: indexPath, from: start, to: point)
    }

    /// Starts tracking a swipe of the row at `indexPath`, pressed at `start` and now at `point`.
    func beginSwipe(on indexPath: IndexPath, from start: Point, to point: Point) -> Bool {
        guard let itemID = collectionView.data.itemID(at: indexPath) else { return false }
        // A row already swiped keeps its side; otherwise a move towards the trailing edge
        // uncovers a list row's leading actions, one towards the leading edge its trailing ones.
        let continuing = swipedItemID == itemID && swipeState != .nothing
        let leading = continuing ? interactions.swipe.leading : (point.x - start.x) * trailingSide > 0
        let actions = swipeActions(at: indexPath, leading: leading)
        guard !actions.isEmpty, !isEditing else { return false }
        if let open = swipedItemID, open != itemID { shutSwipe(animated: true) }
        if !continuing {
            interactions.swipe = SwipeInteraction(actions: actions, buttonWidths: buttonWidths(actions), leading: leading)
        }
        guard (try? interactions.swipe.beginTracking(itemID: itemID, at: start, time: time)) != nil else { return false }
        collectionView.unhighlight()
        trackSwipe(to: point)
        return true
    }

    /// Moves the swiped content with the pointer (no further than the actions and a little more).
    func trackSwipe(to point: Point) {
        guard swipeState == .tracking, interactions.swipe.trackStart != nil else { return }
        interactions.swipe.track(toX: point.x, at: time, side: actionsSide)
        collectionView.cellContentsChanged()
    }

    /// Lets go of a tracked swipe: it opens or shuts by the session's thresholds.
    func endSwipe() {
        guard swipeState == .tracking else { return }
        let release = interactions.swipe.release(side: actionsSide)
        slideSwipe(open: release.opens, duration: release.duration)
    }

    /// Opens the actions of `itemID`'s cell (a script's swipe, the remove control in edit mode).
    func openSwipe(itemID: String, leading: Bool = false, duration: Double = SwipeRelease.baseDuration) throws(InputError) {
        guard let indexPath = collectionView.indexPath(forItemID: itemID) else { throw InputError("no item \"\(itemID)\"") }
        let actions = swipeActions(at: indexPath, leading: leading)
        guard !actions.isEmpty else { throw InputError("the item \"\(itemID)\" has no actions in this layout") }
        if let open = swipedItemID, open != itemID { shutSwipe(animated: false) }
        if swipedItemID != itemID || interactions.swipe.leading != leading {
            interactions.swipe = SwipeInteraction(actions: actions, buttonWidths: buttonWidths(actions), leading: leading)
        }
        guard interactions.swipe.machine.canEnter(.animatingOpen) || swipeState == .tracking else { return }
        if swipeState == .nothing { try? interactions.swipe.machine.enter(.animatingOpen, itemID: itemID) }
        slideSwipe(open: true, duration: duration)
    }

    /// Shuts the open or moving cell, eased (or at once).
    func shutSwipe(animated: Bool = true) {
        guard swipeState != .nothing else { return }
        interactions.swipe.confirming = nil
        if animated && interactions.swipe.revealed > 0 {
            slideSwipe(open: false, duration: SwipeRelease.baseDuration)
        } else {
            interactions.swipe = SwipeInteraction()
            collectionView.cellContentsChanged()
        }
    }

    private func slideSwipe(open: Bool, duration: Double) {
        guard interactions.swipe.beginSlide(open: open, at: time, duration: duration) else { return }
        collectionView.cellContentsChanged()
    }

    /// Moves a slide on with the clock; at its end the cell is open (editing) or shut (nothing).
    func advanceSwipe() {
        if interactions.swipe.advanceSlide(to: time) { collectionView.cellContentsChanged() }
    }

    /// When the swiped cell's slide ends, if one is under way.
    var swipeEndTime: Double? { interactions.swipe.slideEndTime }

    /// The open cell's action buttons in window points, in order, for hit-testing.
    func swipeActionFrames() -> [(action: EditAction, frame: Rect)] {
        guard let itemID = swipedItemID, swipeState == .editing || swipeState == .animatingOpen,
              let indexPath = collectionView.indexPath(forItemID: itemID),
              let attributes = collectionView.layout.layoutAttributesForItem(at: indexPath) else { return [] }
        let shown = collectionView.effectiveAttributes(attributes).frame
        let offset = collectionView.effectiveContentOffset
        let cell = Rect(x: collectionFrame.minX + shown.minX - offset.x, y: collectionFrame.minY + shown.minY - offset.y,
                        width: shown.width, height: shown.height)
        return SwipeActionLayout.buttons(widths: interactions.swipe.buttonWidths, in: cell, rightToLeft: actionsSide < 0)
            .enumerated().map { (interactions.swipe.actions[$0.offset], $0.element) }
    }

    /// A press on an open cell's action button performs it (or asks to confirm); a press
    /// elsewhere shuts the open cell. True when the press was taken.
    func swipePress(at point: Point) -> Bool {
        guard swipeState != .nothing else { return false }
        if let hit = swipeActionFrames().first(where: { $0.frame.contains(point) }) {
            do { try tapAction(hit.action.kind, itemID: swipedItemID) } catch { showToast("error: \(error)") }
            return true
        }
        // On the open cell itself a drag may move it again; anywhere else the press only shuts it.
        if let itemID = swipedItemID, let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: point)),
           collectionView.data.itemID(at: indexPath) == itemID {
            return false
        }
        shutSwipe(animated: true)
        return true
    }

    /// Performs an action on the open cell's item (or `itemID`'s): a destructive action that
    /// asks for confirmation turns into "Confirm …" first.
    public func tapAction(_ kind: EditAction.Kind, itemID: String?) throws(InputError) {
        guard let itemID = itemID ?? swipedItemID, let indexPath = collectionView.indexPath(forItemID: itemID) else {
            throw InputError("no open cell to act on")
        }
        let actions = swipedItemID == itemID ? interactions.swipe.actions
            : swipeActions(at: indexPath) + swipeActions(at: indexPath, leading: true)
        guard let action = actions.first(where: { $0.kind == kind }) else {
            throw InputError("the item \"\(itemID)\" has no \(kind.rawValue) action")
        }
        if action.requiresConfirmation && interactions.swipe.confirming != kind && swipedItemID == itemID {
            interactions.swipe.confirming = kind
            interactions.swipe.buttonWidths = buttonWidths(interactions.swipe.actions)
            interactions.swipe.revealed = interactions.swipe.actionsWidth
            collectionView.cellContentsChanged()
            return
        }
        switch kind {
        case .delete:
            shutSwipe(animated: false)
            try deleteItemsUndoably(at: [indexPath])
        case .favorite:
            toggleFavorite(itemID)
            shutSwipe(animated: true)
        case .more:
            showToast("More actions for “\(content.item(itemID)?.title ?? itemID)”")
            shutSwipe(animated: true)
        }
    }

    /// A script's swipe: `dx` points sideways on the row at `indexPath`, released at `velocity`
    /// points a second — it tracks, then opens or shuts exactly as a hand's would.
    public func swipe(at indexPath: IndexPath, dx: Double, velocity: Double) throws(InputError) {
        guard let row = windowFrame(ofItemAt: indexPath) else { throw InputError("no item at [\(indexPath.section), \(indexPath.item)]") }
        let start = Point(x: row.midX, y: row.midY)
        let end = Point(x: start.x + dx, y: start.y)
        guard beginSwipe(on: indexPath, from: start, to: end) else {
            throw InputError("the item at [\(indexPath.section), \(indexPath.item)] has no actions to swipe to in this layout")
        }
        // The release speed the script gives: two samples 1/60 s apart.
        interactions.swipe.samples = [(time - 1.0 / 60, end.x - velocity / 60), (time, end.x)]
        endSwipe()
    }

    /// A script's tap on a row's action: the row opens first when it is shut.
    public func tapAction(_ kind: EditAction.Kind, at indexPath: IndexPath) throws(InputError) {
        guard let itemID = collectionView.data.itemID(at: indexPath) else {
            throw InputError("no item at [\(indexPath.section), \(indexPath.item)]")
        }
        // The side whose actions hold `kind` (a list row's trailing ones first).
        let leading = !swipeActions(at: indexPath).contains { $0.kind == kind }
            && swipeActions(at: indexPath, leading: true).contains { $0.kind == kind }
        if swipedItemID != itemID || interactions.swipe.leading != leading {
            try openSwipe(itemID: itemID, leading: leading, duration: 0)
            advanceSwipe()
        }
        try tapAction(kind, itemID: itemID)
    }

    /// A trackpad's sideways two-finger movement over a row with actions (or the row it is
    /// already swiping): the row's content follows as under a drag; true when it was taken.
    /// The wheel's `dx` moves the content offset right, so the row's content moves left.
    func wheelSwipe(dx: Double, dy: Double, at pointer: Point) -> Bool {
        guard abs(dx) > abs(dy), collectionView.layout is GridLayout || showsList, !isEditing else { return false }
        if swipeState == .tracking, let wheel = interactions.swipe.wheel {
            interactions.swipe.wheel = (wheel.x - dx, time)
            trackSwipe(to: Point(x: wheel.x - dx, y: pointer.y))
            return true
        }
        guard let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: pointer)),
              beginSwipe(on: indexPath, from: pointer, to: Point(x: pointer.x - dx, y: pointer.y)) else { return false }
        interactions.swipe.wheel = (pointer.x - dx, time)
        return true
    }

    /// Releases a wheel's swipe once the wheel has been quiet for `SwipeInteraction.wheelIdle`.
    func releaseQuietWheelSwipe() {
        guard interactions.swipe.wheelHasRested(at: time) else { return }
        interactions.swipe.wheel = nil
        // The speed is that of the wheel's last movements (samples taken as it moved).
        endSwipe()
    }
}
