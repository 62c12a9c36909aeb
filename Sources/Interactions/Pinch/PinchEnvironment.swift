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
