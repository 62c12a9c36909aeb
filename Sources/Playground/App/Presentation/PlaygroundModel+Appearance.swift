import CollectionView
import SceneFormat

/// Light and dark: switching between them, with a crossfade (`Presentation.palette(at:)` gives
/// the colours of each moment). A switch never lays anything out again; only colours change.
extension PlaygroundModel {
    /// Whether the crossfade between appearances is still running.
    var isFadingAppearance: Bool { presentation.isFadingAppearance(at: time) }

    /// Switches to light or dark; with `animated`, the colours crossfade over the standard
    /// animation's duration (ten times longer in slow motion).
    public func setAppearance(_ newAppearance: Appearance, animated: Bool) {
        guard newAppearance != presentation.appearance else { return }
        let from = palette
        presentation.setAppearance(newAppearance, fadingFrom: animated ? from : nil, at: time, duration: collectionView.animator.duration)
        collectionView.cellContentsChanged()
    }
}
