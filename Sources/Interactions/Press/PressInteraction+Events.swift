import AppInput
import CollectionLayout

/// A press on the collection as a controller: a press highlights, a click selects (Ctrl or Shift
/// adds), a double-click opens, a click on a side item centres it and one on a segment shows it;
/// a press that moves becomes what `InputArbitration` decides — a lift (reordering, which follows
/// the pointer, scrolls near the edges and drops where it is let go), a swipe or a scroll. In edit
/// mode a row's remove control opens its actions and its grip lifts it at once. It reads the window
/// through `PressEnvironment` and asks for every change as `PressCommand`s.
@MainActor
extension PressInteraction {
    /// Takes `event`; what it asks of the collection, in order.
    package mutating func handle(_ event: PressEvent, in environment: some PressEnvironment) -> [PressCommand] {
        switch event {
        case .down(let point, let extending):
            extendsSelection = extending
            return pressed(at: point, environment)
        case .moved(let point):
            return moved(to: point, environment)
        case .up(let point):
            return released(at: point, environment)
        case .clockTicked(let seconds):
            guard environment.isReordering, let pointer, seconds > 0 else { return [] }
            return [.autoscroll(seconds: seconds, pointer: pointer)]
        case .cancelled:
            guard environment.isReordering else { return [] }
            end()
            return [.dropLiftedItem(commit: false)]
        }
    }

    private mutating func pressed(at point: Point, _ environment: some PressEnvironment) -> [PressCommand] {
        guard environment.isOnCollection(point) else { return [] }
        // An open row takes the press: its buttons act, anywhere else shuts it.
        if environment.offerPressToSwipe(at: point) { return [] }
        switch environment.editControl(at: point) {
        case .remove(let itemID):
            return [.openActions(itemID: itemID)]
        case .grip(let itemID):
            begin(at: point, time: environment.time)
            if environment.liftItem(at: point, following: point) { return [] }
            start = nil
            return [.refuseLift(itemID: itemID)]
        case nil:
            begin(at: point, time: environment.time)
            return [.touchDown(at: point)]
        }
    }

    private mutating func moved(to point: Point, _ environment: some PressEnvironment) -> [PressCommand] {
        guard let start else { return [] }
        pointer = point
        if environment.isReordering { return [.moveLiftedItem(to: point)] }
        if environment.isSwipeTracking { return [.trackSwipe(to: point)] }
        var commands: [PressCommand] = []
        if !environment.isScrolling {
            let recognizers = InputArbitration.dragRecognizers(heldFor: environment.time - startTime,
                                                               dx: point.x - start.x, dy: point.y - start.y)
            guard !recognizers.isEmpty else { return [] }
            for recognizer in recognizers {
                switch recognizer {
                case .lift:
                    // Held still long enough on a cell: the cell lifts and follows (reordering).
                    if environment.liftItem(at: start, following: point) { return [] }
                case .swipe:
                    // Quick and sideways on a cell with actions: a swipe.
                    if environment.offerDragToSwipe(from: start, to: point) { return [] }
                case .scroll:
                    commands += [.unhighlight, .shutSwipe, .beginScroll(from: start, to: point)]
                }
            }
        }
        commands.append(.scroll(to: point))
        return commands
    }

    private mutating func released(at point: Point, _ environment: some PressEnvironment) -> [PressCommand] {
        guard isDown else { return [] }
        end()
        if environment.isSwipeTracking { return [.releaseSwipe] }
        // A drop outside the collection cancels; inside it commits the new order.
        if environment.isReordering { return [.dropLiftedItem(commit: environment.isOnCollection(point)), .layOut] }
        if environment.isScrolling { return [.endScroll, .layOut] }
        switch environment.clickTarget(at: point) {
        case .segment(let segment, let section):
            return [.unhighlight, .selectSegment(segment, section: section), .layOut]
        case .sideItem(let offset):
            lastClick = Click(point: point, time: environment.time)
            return [.unhighlight, .scrollToCenter(offset: offset), .layOut]
        case .other:
            if isDoubleClick(at: point, time: environment.time) {
                lastClick = nil
                return [.unhighlight, .open(at: point), .layOut]
            }
            lastClick = Click(point: point, time: environment.time)
            return [.touchUp(at: point, extending: extendsSelection), .layOut]
        }
    }
}
