import CollectionLayout

/// Owns the hands' interactions with the collection, each holding only its own state (as a
/// `UIGestureRecognizer` does): the press and its clicks, swipe to edit, the pinch, the context
/// menu, and where the pointer was last seen. `InputArbitration` decides which one an event goes to.
struct Interactions {
    /// A press on the collection: clicks, selection, and the drag it may become.
    var press = PressInteraction()
    /// The swipe to edit in progress or at rest.
    var swipe = SwipeInteraction()
    /// The pinch in progress, from whichever source.
    var pinch = PinchInteraction()
    /// The context menu, while open.
    var contextMenu = ContextMenuInteraction()
    /// Where the pointer was last seen over the window (hover, the wheel's target).
    var lastPointer: Point?
}
