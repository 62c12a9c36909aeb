/// The accessibility settings a designer checks a screen under, as Xcode's Environment Overrides
/// set them (contract.md "Environments"; Bold Text is the scene's `boldText`): each a scene key,
/// a command-line option, and a command in the window.
public struct AccessibilitySettings: Hashable, Sendable {
    /// Increase Contrast (`contrast`): the system colours' high-contrast variants, darker
    /// separators and secondary text.
    public var contrast = Contrast.normal
    /// Reduce Motion (`reduceMotion`): layout switches, updates and text-size changes cross-fade
    /// in place instead of moving.
    public var reduceMotion = false
    /// Reduce Transparency (`reduceTransparency`): translucent scrims and backgrounds drawn opaque.
    public var reduceTransparency = false
    /// Differentiate Without Color (`differentiateWithoutColor`): a selected cell marked by a
    /// checkmark as well as by its tinted ring.
    public var differentiateWithoutColor = false

    /// Every setting off, contrast normal.
    public init() {}

    /// Whether contrast is increased.
    public var increasesContrast: Bool { contrast == .increased }
}

/// The display's contrast (`UIAccessibilityContrast`).
public enum Contrast: String, CaseIterable, Hashable, Sendable {
    /// The usual colours.
    case normal
    /// Increase Contrast on.
    case increased

    /// Every name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
