import CardDrawing
import CollectionLayout
import CollectionView

/// What a host sets as it opens or resizes a model — the pixel scale, the debug overlay, the
/// redlines, the background — each with what the change needs laid out or redrawn.
extension PlaygroundModel {
    /// Sets the device pixels per point of the picture being made (1, or 2 for HiDPI): grid
    /// separators are one device pixel thick, so the grid lays out again.
    public func setPixelScale(_ scale: Double) {
        guard scale != presentation.pixelScale else { return }
        presentation.setPixelScale(scale)
        guard let grid = collectionView.layout as? GridLayout else { return }
        grid.displayScale = scale
        collectionView.invalidateLayout(with: GridLayout.metricsChanged)
        collectionView.layoutIfNeeded()
    }

    /// Shows or hides the debug overlay (frames, baselines, index paths, frame time).
    public func setShowsDebugOverlay(_ shows: Bool) {
        presentation.setShowsDebugOverlay(shows)
        collectionView.cellContentsChanged()
    }

    /// Shows or hides the redline spec (spacings, insets, sizes, baselines, fonts) over the collection.
    public func setShowsRedlines(_ shows: Bool) {
        presentation.setShowsRedlines(shows)
        collectionView.cellContentsChanged()
    }

    /// Whether a parameter changed since the scene was opened or last saved (a slider's drag
    /// under way counts once it has moved the value).
    public var hasUnsavedParameters: Bool { document.hasUnsavedParameters || inspectorDragHasChangedTheScene }

    /// The colours of this moment: the appearance's, or a moment of the crossfade into it.
    var palette: Palette { presentation.palette(at: time) }

    /// The colour behind everything: `shot --background`'s, or the appearance's background.
    var background: Color { presentation.backgroundOverride ?? palette.background }
}
