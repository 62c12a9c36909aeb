import CardDrawing
import SceneFormat

/// Bold Text, the accessibility setting, switched in the window (the palette's "Bold Text
/// (accessibility)", the status bar's "Bold" while on): the scene's `boldText` key is written into its
/// JSON, so undo, redo and Save see it; the scene's text styles are measured and drawn one weight
/// heavier, and the layout moves to the sizes that makes (cross-fading with Reduce Motion).
extension PlaygroundModel {
    /// Whether the scene's text is drawn with Bold Text.
    public var boldText: Bool { fonts.boldText }

    /// Turns Bold Text on or off, as an undoable change of the scene's `boldText` key when the scene has a
    /// file (at once otherwise); with `animated`, every card moves to its new size and place.
    public func setBoldText(_ on: Bool, animated: Bool) {
        guard on != boldText else { return }
        guard document.scene.document != nil else {
            useBoldTextFonts(on)
            collectionView.cellSizer = makeSizer(for: presentation.layoutKind)
            collectionView.setLayout(makeLayout(presentation.layoutKind), animated: animated)
            collectionView.layoutIfNeeded()
            return
        }
        do {
            try setParameter(.boldText, to: .bool(on), animated: animated)
        } catch {
            showToast("Couldn't turn Bold Text \(on ? "on" : "off"): \(error.message)")
        }
    }

    /// Measures and draws with Bold Text on or off from now: the fonts one weight heavier (or not), a new
    /// flow delegate and painter, the grid's rows measured again; the caller makes the layout again.
    func useBoldTextFonts(_ on: Bool) {
        fonts = fonts.withBoldText(on)
        document.setBoldText(on)
        grid.forgetMeasuredHeights()
        remakeCellProviders()
    }
}
