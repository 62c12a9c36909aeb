import AppInput
import CollectionLayout

/// What the collection offers a pinch where the fingers came down.
package enum PinchSurface: Equatable {
    /// The compositional or grid layout: its columns, with the adjustment the pinch starts from.
    case columns(adjustment: Int)
    /// The circle layout, with the radius it has now.
    case circle(radius: Double)
    /// The stacked layout, and the pile there (nil between piles).
    case piles(section: Int?)
    /// A layout of cells (flow, cover flow, the line), and the cell there (nil between cells).
    case cells(itemID: String?)
}

/// All a pinch may read of the window: the clock, the window's centre (about which Alt + drag's
/// touches mirror), where a window point falls in the collection and what is there, the column
/// adjustment now, and the pile's opening while it runs. What it changes it asks for as `PinchCommand`s.
@MainActor
package protocol PinchEnvironment {
    /// The clock, in seconds.
    var time: Double { get }
    /// The window's centre.
    var windowCenter: Point { get }
    /// A window point of the fingers' centre in the collection's content coordinates.
    func contentPoint(forPinchAt point: Point) -> Point
    /// What a pinch about a window point holds (nil: the point is off the collection).
    func pinchSurface(at point: Point) -> PinchSurface?
    /// The compositional and grid layouts' column adjustment now.
    var columnAdjustment: Int { get }
    /// How far a pile's interactive opening into the flow layout has come, while one runs.
    var pileOpeningProgress: Double? { get }
}

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
