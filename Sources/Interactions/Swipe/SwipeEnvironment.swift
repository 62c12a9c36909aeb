import CollectionLayout
import SceneFormat

/// All a swipe may read of the window and the scene — which item is where, its actions, how wide
/// a button's title is, the clock — and nothing more: the answer to "what may a swipe touch".
/// What it changes beyond its own state it asks for as `SwipeCommand`s. The model answers it in
/// the app; a test answers it with a stand-in.
@MainActor
package protocol SwipeEnvironment {
    /// The clock, in seconds.
    var time: Double { get }
    /// Whether the collection is in edit mode (its rows are not swiped then).
    var isEditingRows: Bool { get }
    /// Whether the layout on screen takes sideways wheel swipes (the grid, a list).
    var takesWheelSwipes: Bool { get }
    /// Whether the layout runs right to left (trailing actions on the left).
    var isRightToLeft: Bool { get }
    /// The item under a window point.
    func indexPath(atWindowPoint point: Point) -> IndexPath?
    /// The identifier of the item at `indexPath`.
    func itemID(at indexPath: IndexPath) -> String?
    /// Where the item `itemID` is.
    func indexPath(forItemID itemID: String) -> IndexPath?
    /// The actions the cell at `indexPath` uncovers when swiped: a list row's trailing ones (its
    /// leading ones with `leading`), or the grid's for its section.
    func swipeActions(at indexPath: IndexPath, leading: Bool) -> [EditAction]
    /// How wide an action button's title is (its text alone, in the buttons' font).
    func titleWidth(_ title: String) -> Double
    /// The cell at `indexPath` as it is shown, in window points.
    func windowFrame(ofItemAt indexPath: IndexPath) -> Rect?
    /// The title of the item `itemID`, for messages.
    func title(ofItem itemID: String) -> String?
}
