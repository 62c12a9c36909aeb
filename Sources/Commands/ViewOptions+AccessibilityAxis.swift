import Playground

/// An on-or-off accessibility setting at one value of an axis of `sheet` or `audit` (`--bold-texts`,
/// `--reduce-transparencies`, `--differentiate-without-colors`): `on` turns it on, and `off` shows it off even
/// when the scene's own key turns it on, so that each cell or variant shows exactly the value it is titled with.
extension ViewOptions {
    /// Shows `setting` on or off, whatever the scene says.
    package mutating func show(_ setting: AccessibilityToggle, on: Bool) {
        switch setting {
        case .boldText: boldText = on
        case .increaseContrast: contrast = on ? .increased : .normal
        case .reduceMotion: reduceMotion = on
        case .reduceTransparency: reduceTransparency = on
        case .differentiateWithoutColor: differentiateWithoutColor = on
        }
        if on { turnedOff.remove(setting) } else { turnedOff.insert(setting) }
    }
}
