import CollectionView

/// Light and dark: the colours everything is drawn in, and the crossfade between them. A
/// switch never lays anything out again; only colours change.
extension PlaygroundModel {
    /// The colours of this moment: the appearance's, or a moment of the crossfade into it.
    var palette: Palette {
        let target = Palette.of(appearance)
        guard let fade = appearanceFade, fade.duration > 0 else { return target }
        let progress = min(1, max(0, (time - fade.start) / fade.duration))
        // Ease in and out (smoothstep), as a view's crossfade does.
        return fade.from.blended(to: target, progress: progress * progress * (3 - 2 * progress))
    }

    /// Whether the crossfade between appearances is still running.
    var isFadingAppearance: Bool {
        guard let fade = appearanceFade else { return false }
        return time < fade.start + fade.duration
    }

    /// Switches to light or dark; with `animated`, the colours crossfade over the standard
    /// animation's duration (ten times longer in slow motion).
    public func setAppearance(_ newAppearance: Appearance, animated: Bool) {
        guard newAppearance != appearance else { return }
        let from = palette
        appearance = newAppearance
        appearanceFade = animated ? (from, time, collectionView.animator.duration) : nil
        collectionView.cellContentsChanged()
    }
}
