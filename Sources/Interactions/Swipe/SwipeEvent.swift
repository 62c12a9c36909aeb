import CollectionLayout
import SceneFormat

/// What swipe to edit is told: the hand's moves that `InputArbitration` gave it, a press or a
/// wheel over the collection, the clock, a script's swipe or tap, and what other features ask
/// of it (open a row's actions, shut the open row).
package enum SwipeEvent {
    /// A press that `InputArbitration` offered a swipe: pressed at `start`, now at `point`.
    case pressMoved(from: Point, to: Point)
    /// The pointer moved on while a swipe tracks it.
    case moved(to: Point)
    /// The pointer let go of a tracked swipe: it opens or shuts by `SwipeRelease`'s thresholds.
    case released
    /// Opens the actions of `itemID`'s cell (a list row's leading ones with `leading`) over `duration`.
    case open(itemID: String, leading: Bool, duration: Double)
    /// Shuts the open or moving cell, eased or at once.
    case shut(animated: Bool)
    /// The clock moved on: a wheel's swipe gone quiet is released, a slide moves on.
    case clockTicked
    /// A press at a window point: an open cell's button acts, anywhere else shuts it.
    case pressed(at: Point)
    /// Performs an action on `itemID`'s cell (nil: the open one); a destructive one asks to confirm first.
    case actionTapped(EditAction.Kind, itemID: String?)
    /// A trackpad's sideways two-finger movement over window point `at`.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A script's swipe: `dx` points sideways on the row at the index path, released at `velocity` points a second.
    case scriptedSwipe(IndexPath, dx: Double, velocity: Double)
    /// A script's tap on a row's action: the row opens first when it is shut.
    case scriptedTap(EditAction.Kind, at: IndexPath)
}

/// What a swipe asks of the window, in order, beyond its own state.
package enum SwipeCommand: Equatable {
    /// The swiped cell's drawing changed (its content moved, a button's title changed).
    case redrawCells
    /// The pressed cell is no longer highlighted.
    case unhighlight
    /// Delete the item at the index path, undoably.
    case delete(IndexPath)
    /// Mark the item a favourite or unmark it, undoably.
    case toggleFavorite(itemID: String)
    /// Show a message.
    case toast(String)
}

/// What a swipe made of an event: whether it took it, and what it asks of the window.
package struct SwipeOutcome {
    /// Whether the event was the swipe's (a press it took, a wheel it followed, a swipe begun).
    package var taken = false
    /// What the window is to do, in order.
    package var commands: [SwipeCommand] = []

    /// An outcome, untaken with nothing to do unless told.
    package init(taken: Bool = false, commands: [SwipeCommand] = []) {
        self.taken = taken
        self.commands = commands
    }
}
