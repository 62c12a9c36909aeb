import CollectionLayout

/// A device the playground can show a scene on (contract: `--device NAME`): its screen in
/// points, its pixel scale, its safe-area insets in each orientation and its screen's corner
/// radius, after Apple's published figures.
public struct DevicePreset: Hashable, Sendable {
    /// The name as the contract spells it (`"iPhone 15"`).
    public var name: String
    /// A short label for the toolbar.
    public var shortName: String
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    /// The safe area's insets in portrait (status bar, home indicator).
    public var portraitSafeArea: EdgeInsets
    /// The safe area's insets in landscape.
    public var landscapeSafeArea: EdgeInsets
    /// The radius of the screen's rounded corners (0: square corners).
    public var cornerRadius: Double
    /// Whether the screen has a home indicator (no home button).
    public var hasHomeIndicator: Bool
    /// Whether a Dynamic Island sits at the top of the portrait screen.
    public var hasDynamicIsland: Bool

    /// The screen in an orientation, in points.
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe area's insets in an orientation.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The size classes of an app full screen on the device in an orientation, as UIKit gives
    /// them: a tablet or desktop (a screen at least 600 points both ways) regular both ways; a
    /// phone upright compact wide and regular tall; on its side compact tall, and compact wide
    /// but for the large phones (414 points wide or more upright: Plus and Max) which are regular.
    public func sizeClasses(_ orientation: Orientation) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if min(portraitSize.width, portraitSize.height) >= 600 { return (.regular, .regular) }
        if orientation == .portrait { return (.compact, .regular) }
        return (portraitSize.width >= 414 ? .regular : .compact, .compact)
    }

    /// Every preset, in the order of the toolbar's menu.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone SE", shortName: "iPhone SE", portraitSize: Size(width: 375, height: 667), scale: 2,
                     portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                     landscapeSafeArea: .zero, cornerRadius: 0, hasHomeIndicator: false, hasDynamicIsland: false),
        DevicePreset(name: "iPhone 15", shortName: "iPhone 15", portraitSize: Size(width: 393, height: 852), scale: 3,
                     portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                     cornerRadius: 55, hasHomeIndicator: true, hasDynamicIsland: true),
        DevicePreset(name: "iPhone 15 Pro Max", shortName: "15 Pro Max", portraitSize: Size(width: 430, height: 932), scale: 3,
                     portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                     cornerRadius: 55, hasHomeIndicator: true, hasDynamicIsland: true),
        DevicePreset(name: "iPad 11-inch", shortName: "iPad 11″", portraitSize: Size(width: 834, height: 1194), scale: 2,
                     portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     cornerRadius: 18, hasHomeIndicator: true, hasDynamicIsland: false),
        DevicePreset(name: "iPad 13-inch", shortName: "iPad 13″", portraitSize: Size(width: 1032, height: 1376), scale: 2,
                     portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     cornerRadius: 18, hasHomeIndicator: true, hasDynamicIsland: false),
        DevicePreset(name: "Desktop", shortName: "Desktop", portraitSize: Size(width: 1280, height: 800), scale: 1,
                     portraitSafeArea: .zero, landscapeSafeArea: .zero,
                     cornerRadius: 0, hasHomeIndicator: false, hasDynamicIsland: false),
    ]

    /// The preset with a name (as the contract spells it, any case).
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Every preset's name, quoted, for error messages.
    public static var allNames: String { all.map { "\"\($0.name)\"" }.joined(separator: ", ") }
}

/// Portrait or landscape (contract: `--orientation`).
public enum Orientation: String, CaseIterable, Sendable {
    /// Taller than wide (the desktop preset: its own shape).
    case portrait
    /// Turned a quarter.
    case landscape

    /// Every orientation's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
