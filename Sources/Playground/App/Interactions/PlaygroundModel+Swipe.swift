import AppSupport
import CollectionLayout
import CollectionView
import Interactions
import SceneFormat

/// Swipe to edit in the window: events go to the swipe's controller (`SwipeInteraction+Events`),
/// which reads the window through `SwipeEnvironment`; what it asks for is done here.
extension PlaygroundModel {
    /// The swipe's state (the overlay shows it).
    public var swipeState: SwipeState { interactions.swipe.state }
    /// The item whose cell is swiped or open.
    public var swipedItemID: String? { interactions.swipe.itemID }
    /// How many points of the swiped cell's actions are uncovered.
    public var swipeRevealed: Double { interactions.swipe.revealed }

    /// Tells the swipe `event` and does what it asks; whether it took the event. Its own state is
    /// kept even when the event fails part way (a script's tap on a row it had to open first).
    @discardableResult
    func handleSwipe(_ event: SwipeEvent) throws(InputError) -> Bool {
        var swipe = interactions.swipe
        let outcome = Result { () throws(InputError) -> SwipeOutcome in try swipe.handle(event, in: self) }
        interactions.swipe = swipe
        // Each cell's state says whether it is swiped (what a configurationUpdateHandler would hear).
        collectionView.swipedItemID = swipe.itemID
        let done = try outcome.get()
        for command in done.commands {
            switch command {
            case .redrawCells: collectionView.cellContentsChanged()
            case .unhighlight: collectionView.unhighlight()
            case .delete(let indexPath): try deleteItemsUndoably(at: [indexPath])
            case .toggleFavorite(let itemID): toggleFavorite(itemID)
            case .toast(let message): showToast(message)
            }
        }
        return done.taken
    }

    /// Tells the swipe `event`; what fails (deleting the row whose Delete was pressed) is shown as
    /// a message, and the event counts as taken. Whether the swipe took it.
    @discardableResult
    func handleSwipeReportingErrors(_ event: SwipeEvent) -> Bool {
        do { return try handleSwipe(event) } catch {
            showToast("error: \(error)")
            return true
        }
    }

    /// Shuts the open or moving cell, eased (or at once): scrolling, Esc, edit mode, an undo.
    func shutSwipe(animated: Bool = true) { handleSwipeReportingErrors(.shut(animated: animated)) }

    /// The open cell's action buttons in window points, in order, for hit-testing.
    func swipeActionFrames() -> [(action: EditAction, frame: Rect)] { interactions.swipe.actionFrames(in: self) }

    /// Performs an action on the open cell's item (or `itemID`'s): a destructive action that
    /// asks for confirmation turns into "Confirm …" first.
    public func tapAction(_ kind: EditAction.Kind, itemID: String?) throws(InputError) {
        try handleSwipe(.actionTapped(kind, itemID: itemID))
    }

    /// A script's swipe: `dx` points sideways on the row at `indexPath`, released at `velocity`
    /// points a second — it tracks, then opens or shuts exactly as a hand's would.
    public func swipe(at indexPath: IndexPath, dx: Double, velocity: Double) throws(InputError) {
        try handleSwipe(.scriptedSwipe(indexPath, dx: dx, velocity: velocity))
    }

    /// A script's tap on a row's action: the row opens first when it is shut.
    public func tapAction(_ kind: EditAction.Kind, at indexPath: IndexPath) throws(InputError) {
        try handleSwipe(.scriptedTap(kind, at: indexPath))
    }
}
