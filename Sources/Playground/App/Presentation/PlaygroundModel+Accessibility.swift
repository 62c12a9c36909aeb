import CollectionView
import LayoutSource
import SceneFormat

/// The accessibility settings the scene is shown under (Increase Contrast, Reduce Motion, Reduce
/// Transparency, Differentiate Without Color; Bold Text is `setBoldText`): the scene's keys, the command
/// line's options, or the window's commands. Contrast crossfades the colours as light and dark do; Reduce Motion
/// makes the collection view's animations cross-fade in place.
extension PlaygroundModel {
    /// The settings shown under now.
    public var accessibility: AccessibilitySettings { presentation.accessibility }

    /// Shows the scene under `settings`; with `animated`, a change of contrast crossfades.
    public func setAccessibility(_ settings: AccessibilitySettings, animated: Bool) {
        presentation.setAccessibility(settings, fadingFrom: animated ? palette : nil, at: time, duration: collectionView.animator.duration)
        collectionView.reducesMotion = settings.reduceMotion
        collectionView.cellContentsChanged()
        // A user's own layout reads them (its traits' contrast, `UIAccessibility`'s flags): it lays out again under them.
        if let layout = collectionView.layout as? RemoteLayout, layout.accessibility != layoutSourceAccessibility {
            collectionView.setLayout(remoteLayout(layout.session), animated: animated, keepingCenterItem: false)
            collectionView.layoutIfNeeded()
        }
    }

    /// Whether a setting is on.
    func isOn(_ setting: AccessibilityToggle) -> Bool {
        switch setting {
        case .boldText: boldText
        case .increaseContrast: accessibility.increasesContrast
        case .reduceMotion: accessibility.reduceMotion
        case .reduceTransparency: accessibility.reduceTransparency
        case .differentiateWithoutColor: accessibility.differentiateWithoutColor
        }
    }

    /// Turns one setting on or off (the palette's commands).
    func toggleAccessibility(_ setting: AccessibilityToggle) {
        var settings = accessibility
        switch setting {
        case .boldText: return setBoldText(!boldText, animated: true)
        case .increaseContrast: settings.contrast = settings.increasesContrast ? .normal : .increased
        case .reduceMotion: settings.reduceMotion.toggle()
        case .reduceTransparency: settings.reduceTransparency.toggle()
        case .differentiateWithoutColor: settings.differentiateWithoutColor.toggle()
        }
        setAccessibility(settings, animated: true)
    }
}
