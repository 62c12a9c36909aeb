import AppInput
import CollectionLayout

/// What a pinch is told: a pinch's phase from a touchscreen or trackpad, Alt + drag, Ctrl + wheel, the clock.
package enum PinchEvent {
    /// The fingers about a window point, at a scale, in a phase.
    case pinch(center: Point, scale: Double, phase: GesturePhase)
    /// Alt + drag: the pointer went down, moved, came up (a window point).
    case altDragBegan(at: Point)
    case altDragMoved(to: Point)
    case altDragEnded(at: Point)
    /// A Ctrl + wheel step of `dy`, the pointer last seen at `pointer` (nil: the window's centre).
    case wheelStep(dy: Double, pointer: Point?)
    /// The clock moved on: a wheel pinch that has rested ends.
    case clockTicked
    /// The gesture is cancelled (Esc, the window losing focus): the pinch lets go.
    case cancelled
}

/// What a pinch asks of the collection.
package enum PinchCommand: Equatable {
    /// The pressed cell is no longer highlighted.
    case unhighlight
    /// The cell follows the fingers: centred at a content point, scaled.
    case pinchCell(itemID: String, center: Point, scale: Double)
    /// The pinched cell goes back to its place.
    case releaseCell
    /// The circle's radius.
    case setCircleRadius(Double)
    /// The compositional and grid layouts' column adjustment (animated).
    case setColumnAdjustment(Int)
    /// A pile spreads around a content point by a distance.
    case spreadPile(section: Int, center: Point, distance: Double)
    /// The spread pile starts opening into the flow layout, interactively, this far.
    case beginOpeningPile(progress: Double)
    /// The pile's opening moves on to this progress.
    case updateOpeningPile(progress: Double)
    /// The opening finishes (the flow layout stays) or is cancelled (back to the piles).
    case finishOpeningPile
    case cancelOpeningPile
    /// The spread pile gathers again.
    case gatherPile
}
