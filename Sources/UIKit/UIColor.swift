import Foundation

/// A colour, fixed or following the appearance, as UIKit's `UIColor`.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha from 0 to 1, for a fixed colour.
    let components: [CGFloat]
    /// The colour for a trait collection, for a dynamic colour.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A fixed colour of sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        provider = nil
    }

    /// A colour that the provider gives for each trait collection (light and dark appearance).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = []
        provider = dynamicProvider
    }

    /// The fixed colour for a trait collection.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// The colour as a `CGColor` (a dynamic colour in the light appearance).
    @MainActor open var cgColor: CGColor {
        let fixed = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        return CGColor(red: fixed.components[0], green: fixed.components[1], blue: fixed.components[2], alpha: fixed.components[3])
    }

    /// A colour whose light and dark values are given as 0xRRGGBBAA.
    static func system(_ light: UInt32, _ dark: UInt32) -> UIColor {
        func color(_ value: UInt32) -> UIColor {
            UIColor(red: CGFloat(value >> 24) / 255, green: CGFloat((value >> 16) & 0xFF) / 255,
                    blue: CGFloat((value >> 8) & 0xFF) / 255, alpha: CGFloat(value & 0xFF) / 255)
        }
        let lightColor = color(light), darkColor = color(dark)
        return UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }

    /// Primary text.
    open class var label: UIColor { system(0x000000FF, 0xFFFFFFFF) }
    /// Secondary text.
    open class var secondaryLabel: UIColor { system(0x3C3C4399, 0xEBEBF599) }
    /// Tertiary text.
    open class var tertiaryLabel: UIColor { system(0x3C3C434C, 0xEBEBF54C) }
    /// Quaternary text.
    open class var quaternaryLabel: UIColor { system(0x3C3C432E, 0xEBEBF52E) }
    /// The main background.
    open class var systemBackground: UIColor { system(0xFFFFFFFF, 0x000000FF) }
    /// A background on the main background.
    open class var secondarySystemBackground: UIColor { system(0xF2F2F7FF, 0x1C1C1EFF) }
    /// A background on the secondary background.
    open class var tertiarySystemBackground: UIColor { system(0xFFFFFFFF, 0x2C2C2EFF) }
    /// A grouped list's background.
    open class var systemGroupedBackground: UIColor { system(0xF2F2F7FF, 0x000000FF) }
    /// A separator line.
    open class var separator: UIColor { system(0x3C3C434A, 0x54545899) }
    /// A thin fill.
    open class var systemFill: UIColor { system(0x78788033, 0x7878805C) }
    /// Red.
    open class var systemRed: UIColor { system(0xFF3B30FF, 0xFF453AFF) }
    /// Orange.
    open class var systemOrange: UIColor { system(0xFF9500FF, 0xFF9F0AFF) }
    /// Yellow.
    open class var systemYellow: UIColor { system(0xFFCC00FF, 0xFFD60AFF) }
    /// Green.
    open class var systemGreen: UIColor { system(0x34C759FF, 0x30D158FF) }
    /// Mint.
    open class var systemMint: UIColor { system(0x00C7BEFF, 0x63E6E2FF) }
    /// Teal.
    open class var systemTeal: UIColor { system(0x30B0C7FF, 0x40C8E0FF) }
    /// Cyan.
    open class var systemCyan: UIColor { system(0x32ADE6FF, 0x64D2FFFF) }
    /// Blue.
    open class var systemBlue: UIColor { system(0x007AFFFF, 0x0A84FFFF) }
    /// Indigo.
    open class var systemIndigo: UIColor { system(0x5856D6FF, 0x5E5CE6FF) }
    /// Purple.
    open class var systemPurple: UIColor { system(0xAF52DEFF, 0xBF5AF2FF) }
    /// Pink.
    open class var systemPink: UIColor { system(0xFF2D55FF, 0xFF375FFF) }
    /// Brown.
    open class var systemBrown: UIColor { system(0xA2845EFF, 0xAC8E68FF) }
    /// Grey.
    open class var systemGray: UIColor { system(0x8E8E93FF, 0x8E8E93FF) }
    /// White.
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// Black.
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// Transparent.
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// Dark grey, a third white.
    open class var darkGray: UIColor { UIColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1) }
    /// Light grey, two thirds white.
    open class var lightGray: UIColor { UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1) }
    /// Grey, half white.
    open class var gray: UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
    /// Red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// A grey of `white` (0 black, 1 white) at `alpha`.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
}
