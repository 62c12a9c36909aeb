import AppSupport
import CollectionLayout
import Typography

/// The window's Variants mode (contract: "Turn 4 — Environments"): the scene shown side by side
/// in two to six panes along one axis, as Xcode Previews' variants show a view — each pane the
/// scene with that axis at one of `values`, everything else as the window shows it.
public struct Variants: Sendable, Equatable {
    /// What the panes differ in (the script action's `axis`).
    public enum Axis: String, Sendable, CaseIterable {
        /// Text sizes (`xS` … `AX5`).
        case category
        /// Light and dark.
        case appearance
        /// Left to right and right to left (`ltr`, `rtl`).
        case direction
        /// Device presets, by name.
        case device
        /// Bold Text (`off`, `on`).
        case boldText
        /// Increase Contrast (`normal`, `increased`).
        case contrast
        /// Pseudo-languages (`none`, `doubleLength`, …).
        case pseudoLanguage

        /// The axis's names, for an error.
        public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

        /// What the palette and the status bar call the axis ("text sizes").
        public var title: String {
            switch self {
            case .category: "text sizes"
            case .appearance: "appearances"
            case .direction: "directions"
            case .device: "devices"
            case .boldText: "Bold Text"
            case .contrast: "contrast"
            case .pseudoLanguage: "pseudo-languages"
            }
        }

        /// The values a designer usually compares, shown when the axis is chosen without values
        /// (the palette): the smallest, the default and the largest text size; both of two-valued
        /// axes; a small phone, a large phone and a tablet; every pseudo-language.
        public var defaultValues: [String] {
            switch self {
            case .category: ["xS", "L", "AX5"]
            case .appearance: Appearance.allCases.map(\.rawValue)
            case .direction: LayoutDirection.allCases.map(\.rawValue)
            case .device: ["iPhone SE", "iPhone 15 Pro Max", "iPad 11-inch"]
            case .boldText: ["off", "on"]
            case .contrast: Contrast.allCases.map(\.rawValue)
            case .pseudoLanguage: PseudoLanguage.allCases.map(\.rawValue)
            }
        }
    }

    /// The fewest panes.
    public static let minimumPanes = 2
    /// The most panes (six fit a wide window at a legible size).
    public static let maximumPanes = 6

    /// What the panes differ in.
    public let axis: Axis
    /// Each pane's value, in the order the panes are shown (every one checked).
    public let values: [String]

    /// Checks `values` along `axis`: two to six, no repeats, each one the axis knows (a device by
    /// any case of its name, kept as the preset spells it); one line otherwise.
    public init(axis: Axis, values: [String]) throws(InputError) {
        guard (Self.minimumPanes...Self.maximumPanes).contains(values.count) else {
            throw InputError("Variants show \(Self.minimumPanes) to \(Self.maximumPanes) panes, got \(values.count) values for \(axis.rawValue)")
        }
        var checked: [String] = []
        for value in values {
            let spelled = try Self.check(value, along: axis)
            guard !checked.contains(spelled) else { throw InputError("Variants: \"\(value)\" is given twice") }
            checked.append(spelled)
        }
        self.axis = axis
        self.values = checked
    }

    /// `axis` at its usual values.
    public init(axis: Axis) {
        self.axis = axis
        values = axis.defaultValues
    }

    private static func check(_ value: String, along axis: Axis) throws(InputError) -> String {
        let option = "Variants' \(axis.rawValue)"
        switch axis {
        case .category: return try ContentSizeCategory.parse(value, option: option).rawValue
        case .appearance:
            guard let appearance = Appearance(rawValue: value) else {
                throw InputError("\(option) must be one of: \(Appearance.allNames), got \"\(value)\"")
            }
            return appearance.rawValue
        case .direction: return try LayoutDirection.parse(value, option: option).rawValue
        case .device: return try DevicePreset.parse(value, option: option).name
        case .boldText:
            guard value == "off" || value == "on" else { throw InputError("\(option) must be one of: off, on, got \"\(value)\"") }
            return value
        case .contrast: return try Contrast.parse(value, option: option).rawValue
        case .pseudoLanguage: return try PseudoLanguage.parse(value, option: option).rawValue
        }
    }

    /// A pane's title: the value, or — where it alone says too little — with its axis
    /// ("Bold Text on", "increased contrast"), as `sheet` titles its columns.
    public func title(of value: String) -> String {
        switch axis {
        case .category, .device: value
        case .appearance: value == Appearance.dark.rawValue ? "Dark" : "Light"
        case .direction: value == LayoutDirection.rightToLeft.rawValue ? "Right to left" : "Left to right"
        case .boldText: "Bold Text \(value)"
        case .contrast: "\(value.prefix(1).uppercased())\(value.dropFirst()) contrast"
        case .pseudoLanguage: PseudoLanguage(rawValue: value)?.title ?? value
        }
    }

    /// `scene` with the axis at `value` (one of `values`): the key the scene file would set.
    public func applying(_ value: String, to scene: Scene) -> Scene {
        var scene = scene
        switch axis {
        case .category: if let category = ContentSizeCategory(rawValue: value) { scene.contentSizeCategory = category }
        case .appearance: if let appearance = Appearance(rawValue: value) { scene.appearance = appearance }
        case .direction: if let direction = LayoutDirection(rawValue: value) { scene.direction = direction }
        case .device: scene.device = DevicePreset.named(value)
        case .boldText: scene.boldText = value == "on"
        case .contrast: if let contrast = Contrast(rawValue: value) { scene.accessibility.contrast = contrast }
        case .pseudoLanguage: if let language = PseudoLanguage(rawValue: value) { scene.pseudoLanguage = language }
        }
        return scene
    }
}
