import AppInput
import CollectionLayout

/// What a press is told: the pointer going down, moving and coming up on the collection (window
/// points), the clock moving on, and the gesture cancelled.
package enum PressEvent: Equatable {
    /// The pointer went down; with `extendingSelection`, Ctrl or Shift was held.
    case down(at: Point, extendingSelection: Bool)
    /// The pointer moved while down.
    case moved(to: Point)
    /// The pointer came up.
    case up(at: Point)
    /// The clock moved on by `seconds`: a lifted cell near an edge scrolls the content.
    case clockTicked(seconds: Double)
    /// The gesture is cancelled (Esc, the window losing focus) or the data changes under it: a
    /// lifted cell goes back.
    case cancelled
}

/// What a press asks of the collection, in order.
package enum PressCommand: Equatable {
    /// The cell under the pointer highlights (a window point).
    case touchDown(at: Point)
    /// A click ends the press: the cell under it is selected (with `extending`, added to the selection).
    case touchUp(at: Point, extending: Bool)
    /// The highlighted cell is no longer highlighted.
    case unhighlight
    /// A segmented control shows another segment.
    case selectSegment(Int, section: Int?)
    /// The content scrolls, animated, to an offset (a side item comes to the centre).
    case scrollToCenter(offset: Point)
    /// A double-click opens what is under it (cover flow's item, a pile) in the flow layout.
    case open(at: Point)
    /// A row's actions open (its remove control in edit mode).
    case openActions(itemID: String)
    /// A row's grip was pressed but its item may not move: the window says so.
    case refuseLift(itemID: String)
    /// The lifted cell follows the pointer (a window point).
    case moveLiftedItem(to: Point)
    /// The lifted cell is dropped: with `commit`, into its new place (one undoable move); otherwise back.
    case dropLiftedItem(commit: Bool)
    /// The content scrolls by a distance under the lifted cell (near an edge).
    case autoscroll(seconds: Double, pointer: Point)
    /// The swipe following the pointer moves with it.
    case trackSwipe(to: Point)
    /// The swipe following the pointer is let go (it opens or shuts by its speed and distance).
    case releaseSwipe
    /// An open row shuts, animated.
    case shutSwipe
    /// A drag starts scrolling the content, from where the press went down to the pointer.
    case beginScroll(from: Point, to: Point)
    /// The drag scrolls on to the pointer (nothing while none runs).
    case scroll(to: Point)
    /// The drag ends (the content may coast).
    case endScroll
    /// The collection lays out what changed.
    case layOut
}
