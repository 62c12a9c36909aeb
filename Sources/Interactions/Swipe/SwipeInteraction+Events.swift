import AppSupport
import CollectionLayout
import CollectionView
import SceneFormat

/// Swipe to edit as a controller (the WWDC 2014 session's, on a desktop): a horizontal drag on a
/// cell that has actions slides its content to uncover them, tracking the pointer; on release it
/// opens or shuts by `SwipeRelease`'s thresholds, eased. One cell is open at a time; scrolling, a
/// press elsewhere or Esc shuts it; right to left mirrors it. Every event comes in through
/// `handle`, which reads the window only through `SwipeEnvironment` and asks for anything beyond
/// its own state (redrawing, deleting, a message) as `SwipeCommand`s.
@MainActor
extension SwipeInteraction {
    /// The state the swipe is in.
    package var state: SwipeState { machine.state }
    /// The item whose cell is swiped or open.
    package var itemID: String? { machine.itemID }

    /// Takes `event`, reading the window through `environment`: whether the swipe took it, and
    /// what it asks of the window. Throws for a script's or a caller's request that cannot be met
    /// (no such item, no such action); what had changed before stays changed.
    package mutating func handle(_ event: SwipeEvent, in environment: some SwipeEnvironment) throws(InputError) -> SwipeOutcome {
        var outcome = SwipeOutcome()
        switch event {
        case .pressMoved(let start, let point):
            if let indexPath = environment.indexPath(atWindowPoint: start) {
                outcome.taken = begin(on: indexPath, from: start, to: point, environment, &outcome.commands)
            }
        case .moved(let point):
            follow(to: point, environment, &outcome.commands)
        case .released:
            end(environment, &outcome.commands)
        case .open(let itemID, let leading, let duration):
            try open(itemID: itemID, leading: leading, duration: duration, environment, &outcome.commands)
        case .shut(let animated):
            shut(animated: animated, environment, &outcome.commands)
        case .clockTicked:
            // A wheel's swipe is released once the wheel has been quiet, at the speed of its last movements.
            if wheelHasRested(at: environment.time) {
                wheel = nil
                end(environment, &outcome.commands)
            }
            if advanceSlide(to: environment.time) { outcome.commands.append(.redrawCells) }
        case .pressed(let point):
            outcome.taken = press(at: point, environment, &outcome.commands)
        case .actionTapped(let kind, let itemID):
            try tap(kind, itemID: itemID, environment, &outcome.commands)
        case .wheel(let dx, let dy, let pointer):
            outcome.taken = wheelMove(dx: dx, dy: dy, at: pointer, environment, &outcome.commands)
        case .scriptedSwipe(let indexPath, let dx, let velocity):
            try scriptedSwipe(indexPath, dx: dx, velocity: velocity, environment, &outcome.commands)
        case .scriptedTap(let kind, let indexPath):
            try scriptedTap(kind, at: indexPath, environment, &outcome.commands)
        }
        return outcome
    }

    /// The open cell's action buttons in window points, in order, for hit-testing.
    package func actionFrames(in environment: some SwipeEnvironment) -> [(action: EditAction, frame: Rect)] {
        guard let itemID, state == .editing || state == .animatingOpen, let indexPath = environment.indexPath(forItemID: itemID),
              let cell = environment.windowFrame(ofItemAt: indexPath) else { return [] }
        return SwipeActionLayout.buttons(widths: buttonWidths, in: cell, rightToLeft: actionsSide(environment) < 0)
            .enumerated().map { (actions[$0.offset], $0.element) }
    }

    // MARK: What each event does

    /// +1 when trailing actions sit on the right (left to right), −1 in right to left.
    private func trailingSide(_ environment: some SwipeEnvironment) -> Double { environment.isRightToLeft ? -1 : 1 }

    /// +1 when the actions sit on the right (left to right: the content moves left), −1 mirrored;
    /// a list row's leading actions sit at the other side.
    private func actionsSide(_ environment: some SwipeEnvironment) -> Double { trailingSide(environment) * (leading ? -1 : 1) }

    /// Each action button's width: its title and 16 points each side, at least 72.
    private func widths(of actions: [EditAction], _ environment: some SwipeEnvironment) -> [Double] {
        actions.map { action in
            let title = confirming == action.kind ? "Confirm \(action.title)" : action.title
            return max(72, (environment.titleWidth(title) + 32).rounded(.up))
        }
    }

    /// Starts tracking a swipe of the row at `indexPath`, pressed at `start` and now at `point`;
    /// false when it has no actions (or the collection is in edit mode).
    private mutating func begin(on indexPath: IndexPath, from start: Point, to point: Point, _ environment: some SwipeEnvironment,
                                _ commands: inout [SwipeCommand]) -> Bool {
        guard let itemID = environment.itemID(at: indexPath) else { return false }
        // A row already swiped keeps its side; otherwise a move towards the trailing edge
        // uncovers a list row's leading actions, one towards the leading edge its trailing ones.
        let continuing = self.itemID == itemID && state != .nothing
        let leading = continuing ? self.leading : (point.x - start.x) * trailingSide(environment) > 0
        let actions = environment.swipeActions(at: indexPath, leading: leading)
        guard !actions.isEmpty, !environment.isEditingRows else { return false }
        if let open = self.itemID, open != itemID { shut(animated: true, environment, &commands) }
        if !continuing {
            self = SwipeInteraction(actions: actions, buttonWidths: widths(of: actions, environment), leading: leading)
        }
        guard (try? beginTracking(itemID: itemID, at: start, time: environment.time)) != nil else { return false }
        commands.append(.unhighlight)
        follow(to: point, environment, &commands)
        return true
    }

    /// Moves the swiped content with the pointer (no further than the actions and a little more).
    private mutating func follow(to point: Point, _ environment: some SwipeEnvironment, _ commands: inout [SwipeCommand]) {
        guard state == .tracking, trackStart != nil else { return }
        track(toX: point.x, at: environment.time, side: actionsSide(environment))
        commands.append(.redrawCells)
    }

    /// Lets go of a tracked swipe: it opens or shuts by the thresholds.
    private mutating func end(_ environment: some SwipeEnvironment, _ commands: inout [SwipeCommand]) {
        guard state == .tracking else { return }
        let release = release(side: actionsSide(environment))
        slide(open: release.opens, duration: release.duration, environment, &commands)
    }

    /// Slides open or shut from where the content is.
    private mutating func slide(open: Bool, duration: Double, _ environment: some SwipeEnvironment, _ commands: inout [SwipeCommand]) {
        guard beginSlide(open: open, at: environment.time, duration: duration) else { return }
        commands.append(.redrawCells)
    }

    /// Opens the actions of `itemID`'s cell.
    private mutating func open(itemID: String, leading: Bool, duration: Double, _ environment: some SwipeEnvironment,
                               _ commands: inout [SwipeCommand]) throws(InputError) {
        guard let indexPath = environment.indexPath(forItemID: itemID) else { throw InputError("no item \"\(itemID)\"") }
        let actions = environment.swipeActions(at: indexPath, leading: leading)
        guard !actions.isEmpty else { throw InputError("the item \"\(itemID)\" has no actions in this layout") }
        if let open = self.itemID, open != itemID { shut(animated: false, environment, &commands) }
        if self.itemID != itemID || self.leading != leading {
            self = SwipeInteraction(actions: actions, buttonWidths: widths(of: actions, environment), leading: leading)
        }
        guard machine.canEnter(.animatingOpen) || state == .tracking else { return }
        if state == .nothing { try? machine.enter(.animatingOpen, itemID: itemID) }
        slide(open: true, duration: duration, environment, &commands)
    }

    /// Shuts the open or moving cell, eased (or at once).
    private mutating func shut(animated: Bool, _ environment: some SwipeEnvironment, _ commands: inout [SwipeCommand]) {
        guard state != .nothing else { return }
        confirming = nil
        if animated && revealed > 0 {
            slide(open: false, duration: SwipeRelease.baseDuration, environment, &commands)
        } else {
            self = SwipeInteraction()
            commands.append(.redrawCells)
        }
    }

    /// A press on an open cell's action button performs it (or asks to confirm); a press
    /// elsewhere shuts the open cell. True when the press was taken.
    private mutating func press(at point: Point, _ environment: some SwipeEnvironment, _ commands: inout [SwipeCommand]) -> Bool {
        guard state != .nothing else { return false }
        if let hit = actionFrames(in: environment).first(where: { $0.frame.contains(point) }) {
            do { try tap(hit.action.kind, itemID: itemID, environment, &commands) } catch { commands.append(.toast("error: \(error)")) }
            return true
        }
        // On the open cell itself a drag may move it again; anywhere else the press only shuts it.
        if let itemID, let indexPath = environment.indexPath(atWindowPoint: point), environment.itemID(at: indexPath) == itemID {
            return false
        }
        shut(animated: true, environment, &commands)
        return true
    }

    /// Performs an action on the open cell's item (or `itemID`'s): a destructive action that
    /// asks for confirmation turns into "Confirm …" first.
    private mutating func tap(_ kind: EditAction.Kind, itemID: String?, _ environment: some SwipeEnvironment,
                              _ commands: inout [SwipeCommand]) throws(InputError) {
        guard let itemID = itemID ?? self.itemID, let indexPath = environment.indexPath(forItemID: itemID) else {
            throw InputError("no open cell to act on")
        }
        let actions = self.itemID == itemID ? self.actions
            : environment.swipeActions(at: indexPath, leading: false) + environment.swipeActions(at: indexPath, leading: true)
        guard let action = actions.first(where: { $0.kind == kind }) else {
            throw InputError("the item \"\(itemID)\" has no \(kind.rawValue) action")
        }
        if action.requiresConfirmation && confirming != kind && self.itemID == itemID {
            confirming = kind
            buttonWidths = widths(of: self.actions, environment)
            revealed = actionsWidth
            commands.append(.redrawCells)
            return
        }
        switch kind {
        case .delete:
            shut(animated: false, environment, &commands)
            commands.append(.delete(indexPath))
        case .favorite:
            commands.append(.toggleFavorite(itemID: itemID))
            shut(animated: true, environment, &commands)
        case .more:
            commands.append(.toast("More actions for “\(environment.title(ofItem: itemID) ?? itemID)”"))
            shut(animated: true, environment, &commands)
        }
    }

    /// A trackpad's sideways two-finger movement over a row with actions (or the row it is
    /// already swiping): the row's content follows as under a drag; true when it was taken.
    /// The wheel's `dx` moves the content offset right, so the row's content moves left.
    private mutating func wheelMove(dx: Double, dy: Double, at pointer: Point, _ environment: some SwipeEnvironment,
                                    _ commands: inout [SwipeCommand]) -> Bool {
        guard abs(dx) > abs(dy), environment.takesWheelSwipes, !environment.isEditingRows else { return false }
        if state == .tracking, let wheel {
            self.wheel = (wheel.x - dx, environment.time)
            follow(to: Point(x: wheel.x - dx, y: pointer.y), environment, &commands)
            return true
        }
        guard let indexPath = environment.indexPath(atWindowPoint: pointer),
              begin(on: indexPath, from: pointer, to: Point(x: pointer.x - dx, y: pointer.y), environment, &commands) else { return false }
        wheel = (pointer.x - dx, environment.time)
        return true
    }

    /// A script's swipe: it tracks, then opens or shuts exactly as a hand's would.
    private mutating func scriptedSwipe(_ indexPath: IndexPath, dx: Double, velocity: Double, _ environment: some SwipeEnvironment,
                                        _ commands: inout [SwipeCommand]) throws(InputError) {
        let place = "[\(indexPath.section), \(indexPath.item)]"
        guard let row = environment.windowFrame(ofItemAt: indexPath) else { throw InputError("no item at \(place)") }
        let start = Point(x: row.midX, y: row.midY)
        let end = Point(x: start.x + dx, y: start.y)
        guard begin(on: indexPath, from: start, to: end, environment, &commands) else {
            throw InputError("the item at \(place) has no actions to swipe to in this layout")
        }
        // The release speed the script gives: two samples 1/60 s apart.
        let time = environment.time
        samples = [(time - 1.0 / 60, end.x - velocity / 60), (time, end.x)]
        self.end(environment, &commands)
    }

    /// A script's tap on a row's action: the row opens first (at once) when it is shut.
    private mutating func scriptedTap(_ kind: EditAction.Kind, at indexPath: IndexPath, _ environment: some SwipeEnvironment,
                                      _ commands: inout [SwipeCommand]) throws(InputError) {
        guard let itemID = environment.itemID(at: indexPath) else {
            throw InputError("no item at [\(indexPath.section), \(indexPath.item)]")
        }
        // The side whose actions hold `kind` (a list row's trailing ones first).
        let leading = !environment.swipeActions(at: indexPath, leading: false).contains { $0.kind == kind }
            && environment.swipeActions(at: indexPath, leading: true).contains { $0.kind == kind }
        if self.itemID != itemID || self.leading != leading {
            try open(itemID: itemID, leading: leading, duration: 0, environment, &commands)
            if advanceSlide(to: environment.time) { commands.append(.redrawCells) }
        }
        try tap(kind, itemID: itemID, environment, &commands)
    }
}
