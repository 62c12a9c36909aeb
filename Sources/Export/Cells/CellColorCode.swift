import CellTemplate
import CollectionLayout

/// Template colours as Swift: a system colour by its name, a fixed colour by its components, a
/// light and dark pair as a dynamic colour (UIKit) or one chosen by the colour scheme (SwiftUI).
enum CellColorCode {
    /// The colour as a `UIColor` expression.
    static func uikit(_ color: TemplateColor) -> String {
        switch color {
        case .system(let system): system == .clear ? "UIColor.clear" : "UIColor.\(system.rawValue)"
        case .fixed(let value): components(value, type: "UIColor", alpha: "alpha")
        case .itemColor: "UIColor.systemGray"
        case .adaptive(let light, let dark):
            "UIColor { traits in traits.userInterfaceStyle == .dark ? \(components(dark, type: "UIColor", alpha: "alpha")) : \(components(light, type: "UIColor", alpha: "alpha")) }"
        }
    }

    /// The colour as a SwiftUI `Color` expression; `scheme` names the view's colour scheme.
    static func swiftUI(_ color: TemplateColor, scheme: String = "colorScheme") -> String {
        switch color {
        case .system(let system):
            if let name = swiftUINames[system] { "Color.\(name)" } else {
                swiftUI(.adaptive(light: system.resolved(dark: false), dark: system.resolved(dark: true)), scheme: scheme)
            }
        case .fixed(let value): components(value, type: "Color", alpha: "opacity")
        case .itemColor: "Color.gray"
        case .adaptive(let light, let dark):
            "(\(scheme) == .dark ? \(components(dark, type: "Color", alpha: "opacity")) : \(components(light, type: "Color", alpha: "opacity")))"
        }
    }

    /// The system colours SwiftUI names itself (the rest are written as their light and dark values).
    private static let swiftUINames: [SystemColor: String] = [
        .label: "primary", .secondaryLabel: "secondary", .systemRed: "red", .systemOrange: "orange", .systemYellow: "yellow",
        .systemGreen: "green", .systemMint: "mint", .systemTeal: "teal", .systemCyan: "cyan", .systemBlue: "blue",
        .systemIndigo: "indigo", .systemPurple: "purple", .systemPink: "pink", .systemBrown: "brown", .systemGray: "gray",
        .white: "white", .black: "black", .clear: "clear",
    ]

    private static func components(_ color: Color, type: String, alpha: String) -> String {
        func channel(_ value: UInt8) -> String { SwiftNumber.text(Double(value) / 255) }
        return "\(type)(red: \(channel(color.red)), green: \(channel(color.green)), blue: \(channel(color.blue)), \(alpha): \(channel(color.alpha)))"
    }
}
