import CollectionLayout

/// Owns the hands' interactions with the collection, each holding only its own state (as a
/// `UIGestureRecognizer` does): the press and its clicks, swipe to edit, the pinch, the context
/// menu, and where the pointer was last seen. `InputArbitration` decides which one an event goes to.
package struct Interactions {
    /// A press on the collection: clicks, selection, and the drag it may become.
    package var press = PressInteraction()
    /// The swipe to edit in progress or at rest.
    package var swipe = SwipeInteraction()
    /// The pinch in progress, from whichever source.
    package var pinch = PinchInteraction()
    /// The context menu, while open.
    package var contextMenu = ContextMenuInteraction()
    /// Where the pointer was last seen over the window (hover, the wheel's target).
    package var lastPointer: Point?

    /// No interaction under way.
    package init() {}
}
