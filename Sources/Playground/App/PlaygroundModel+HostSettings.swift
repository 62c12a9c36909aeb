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
        // Variants' panes are made again at the new scale.
        defer { settleFrameState() }
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
}
