import CollectionLayout

/// How one frame's elements look beyond their own content — the colours, the direction, the debug
/// marks, the grid's rows and edit controls, the swiped row, the clock for fades — worked out from
/// the app's state for each frame and handed to the painter whole (`CardPainter.look`): the
/// painter reads it and nothing else sets it.
package struct FrameLook: Equatable {
    /// The colours (the appearance, or a moment of its crossfade).
    package var palette = Palette.light
    /// Whether text baselines are marked (the debug overlay).
    package var showsBaselines = false
    /// The collection view's layout direction: in right-to-left the accent edge is on the right and text goes flush right.
    package var layoutDirection = LayoutDirection.leftToRight
    /// Where the safe area's sides lie in content coordinates (a landscape phone's sensor housing).
    package var safeAreaSides = SafeAreaSides()
    /// Whether cells are drawn as table rows (the grid) rather than cards.
    package var drawsRows = false
    /// Device pixels per point: a list's separators are one pixel thick.
    package var pixelScale = 1.0
    /// The clock, for a picture's fade-in as it arrives.
    package var time = 0.0
    /// Whether photo cards are covers on a shelf, each with its reflection (cover flow).
    package var reflectsCovers = false
    /// How far edit mode's controls have slid in (0 … 1).
    package var editProgress = 0.0
    /// The swiped row: its item, how far its actions are uncovered, the buttons and the one asking to confirm.
    package var swipe: SwipeDrawing?
    /// What the grid's headers, footers, placeholders and decorations show (nil outside the grid).
    package var grid: GridSupplementaryContent?
    /// The step of the loading indicator's turn (twelve a second), while one shows.
    package var spinnerPhase = 0
    /// The lifted card that is over a section it may not go into: drawn dimmed, with a "no entry" badge.
    package var refusedItemID: String?
    /// Reduce Transparency: scrims and translucent backgrounds drawn opaque.
    package var reducesTransparency = false
    /// Differentiate Without Color: a selected cell carries a checkmark besides its tinted ring.
    package var differentiatesWithoutColor = false

    /// The look of a frame with nothing special: light, left to right, no marks.
    package init() {}

    /// What a card's drawing depends on beyond the card, hashed (the painter keeps it for the frame):
    /// everything but the clock and the grid's content, which reach cells through their own keys.
    package var appearanceKey: Int {
        var hasher = Hasher()
        hasher.combine(showsBaselines)
        hasher.combine(layoutDirection)
        hasher.combine(palette)
        hasher.combine(drawsRows)
        hasher.combine(spinnerPhase)
        hasher.combine(swipe)
        hasher.combine(editProgress)
        hasher.combine(pixelScale)
        hasher.combine(safeAreaSides)
        hasher.combine(reflectsCovers)
        hasher.combine(refusedItemID)
        hasher.combine(reducesTransparency)
        hasher.combine(differentiatesWithoutColor)
        return hasher.finalize()
    }
}
