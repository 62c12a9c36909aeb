import AppSupport
import Audit
import Playground
import CollectionLayout
import SceneFormat
import Typography

/// The values the audit runs over, as typed (`--categories xS,L,AX5`, `--devices all`, …): each
/// axis not given takes its default — every text size, both appearances, both directions (or the
/// one `--category`, `--appearance` or `--direction` names, as typed here or in the base options);
/// the scene's own device (or its window), orientation and layout — and `all` names every value.
public struct AuditAxes: Sendable {
    /// `--categories`.
    public var categories: [String]?
    /// `--devices` (`window`: no device, the scene's own window).
    public var devices: [String]?
    /// `--orientations`.
    public var orientations: [String]?
    /// `--appearances`.
    public var appearances: [String]?
    /// `--directions`.
    public var directions: [String]?
    /// `--layouts`.
    public var layouts: [String]?
    /// `--pseudo-languages`.
    public var pseudoLanguages: [String]?
    /// `--bold-texts` (`off`, `on`).
    public var boldTexts: [String]?
    /// `--contrasts` (`normal`, `increased`).
    public var contrasts: [String]?
    /// `--reduce-transparencies` (`off`, `on`).
    public var reduceTransparencies: [String]?
    /// `--differentiate-without-colors` (`off`, `on`).
    public var differentiateWithoutColors: [String]?
    /// The view's own `--category` as typed (any case, or `all`): the one text size when `--categories` is not given.
    public var category: String?
    /// The view's own `--appearance` as typed (any case, or `all`): the one appearance when `--appearances` is not given.
    public var appearance: String?
    /// The view's own `--direction` as typed (any case, or `all`): the one direction when `--directions` is not given.
    public var direction: String?

    /// Creates axes; nil: the axis's default.
    public init(categories: [String]? = nil, devices: [String]? = nil, orientations: [String]? = nil,
                appearances: [String]? = nil, directions: [String]? = nil, layouts: [String]? = nil, pseudoLanguages: [String]? = nil,
                boldTexts: [String]? = nil, contrasts: [String]? = nil, reduceTransparencies: [String]? = nil,
                differentiateWithoutColors: [String]? = nil, category: String? = nil, appearance: String? = nil, direction: String? = nil) {
        self.categories = categories
        self.devices = devices
        self.orientations = orientations
        self.appearances = appearances
        self.directions = directions
        self.layouts = layouts
        self.pseudoLanguages = pseudoLanguages
        self.boldTexts = boldTexts
        self.contrasts = contrasts
        self.reduceTransparencies = reduceTransparencies
        self.differentiateWithoutColors = differentiateWithoutColors
        self.category = category
        self.appearance = appearance
        self.direction = direction
    }

    /// The name `--devices` takes for the scene's own window (no device).
    public static let windowDevice = "window"

    /// The layout name a scene opens in (`list` for a list scene).
    package static func layoutName(of scene: Scene) -> String {
        scene.layout.kind == .compositional && scene.layout.compositional?.list != nil ? LayoutKind.listLayoutName : scene.layout.kind.rawValue
    }

    /// Every variant of `scene`, in order: layout, pseudo-language, Bold Text, contrast, Reduce Transparency and
    /// Differentiate Without Color, device, orientation, direction,
    /// appearance, text size (the fastest-changing last); a bad value is bad input, named with its option.
    package func variants(of scene: Scene, base: ViewOptions) throws(InputError) -> [AuditVariant] {
        // A single value typed with the view's own option (`--category L`) narrows its axis to it, as `--layout` and `--device` do.
        let categories = try values(self.categories, or: category ?? base.category?.rawValue, option: "--categories", single: "--category",
                                    all: ContentSizeCategory.allCases.map(\.rawValue))
        let appearances = try values(self.appearances, or: appearance ?? base.appearance?.rawValue, option: "--appearances", single: "--appearance",
                                     all: Appearance.allCases.map(\.rawValue))
        let directions = try values(self.directions, or: direction ?? base.direction?.rawValue, option: "--directions", single: "--direction",
                                    all: LayoutDirection.allCases.map(\.rawValue))
        let layouts = try values(self.layouts, option: "--layouts", all: LayoutKind.allCases.map(\.rawValue) + [LayoutKind.listLayoutName],
                                 default: [base.layout?.name ?? Self.layoutName(of: scene)])
        // The pseudo-languages default to the one shown (`--pseudo-language`, or the scene's own).
        let pseudoLanguages = try values(self.pseudoLanguages, option: "--pseudo-languages", all: PseudoLanguage.allCases.map(\.rawValue),
                                         default: [(base.pseudoLanguage ?? scene.pseudoLanguage).rawValue])
        // Bold Text and the contrast default to what is shown (the options', or the scene's own).
        let boldTexts = try values(self.boldTexts, option: "--bold-texts", all: ["off", "on"],
                                   default: [base.boldText || scene.boldText ? "on" : "off"])
        let contrasts = try values(self.contrasts, option: "--contrasts", all: Contrast.allCases.map(\.rawValue),
                                   default: [(base.contrast ?? scene.accessibility.contrast).rawValue])
        // Reduce Transparency and Differentiate Without Color too (Reduce Motion changes no still picture: no axis).
        let reduceTransparencies = try values(self.reduceTransparencies, option: "--reduce-transparencies", all: ["off", "on"],
                                              default: [base.reduceTransparency || scene.accessibility.reduceTransparency ? "on" : "off"])
        let differentiateWithoutColors = try values(self.differentiateWithoutColors, option: "--differentiate-without-colors", all: ["off", "on"],
                                                    default: [base.differentiateWithoutColor || scene.accessibility.differentiateWithoutColor ? "on" : "off"])
        let ownDevice = base.device?.name ?? scene.device?.name
        // A scene that names its device is always shown on one: it has no window of its own.
        let devices: [String?] = try values(self.devices, option: "--devices",
                                            all: (scene.device == nil ? [Self.windowDevice] : []) + DevicePreset.all.map(\.name),
                                            default: [ownDevice ?? Self.windowDevice]).map { name in
            name == Self.windowDevice ? nil : DevicePreset.named(name)?.name
        }
        let orientations = try values(self.orientations, option: "--orientations", all: Orientation.allCases.map(\.rawValue),
                                      default: [base.orientation?.rawValue ?? scene.orientation.rawValue])
        if self.orientations != nil, devices.allSatisfy({ $0 == nil }) {
            throw InputError("--orientations needs a device (--devices NAME or the scene's \"device\")")
        }
        // The accessibility settings: each Bold Text with each contrast, each Reduce Transparency and each Differentiate Without Color.
        let settings = boldTexts.flatMap { bold in contrasts.flatMap { contrast in reduceTransparencies.flatMap { transparency in
            differentiateWithoutColors.map { shapes in
                (boldText: bold == "on", contrast: contrast, reduceTransparency: transparency == "on", differentiateWithoutColor: shapes == "on")
            }
        } } }
        var variants: [AuditVariant] = []
        for layout in layouts {
            for pseudoLanguage in pseudoLanguages {
                for setting in settings {
                    for device in devices {
                        for orientation in device == nil ? [nil] : orientations.map(Optional.some) {
                            for direction in directions {
                                for appearance in appearances {
                                    for category in categories {
                                        variants.append(AuditVariant(category: category, device: device, orientation: orientation,
                                                                     appearance: appearance, direction: direction, layout: layout,
                                                                     pseudoLanguage: pseudoLanguage, boldText: setting.boldText,
                                                                     contrast: setting.contrast, reduceTransparency: setting.reduceTransparency,
                                                                     differentiateWithoutColor: setting.differentiateWithoutColor))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return variants
    }

    /// The values of an axis whose default is every value, unless the view's own option (`single`) names one.
    private func values(_ given: [String]?, or one: String?, option: String, single: String, all: [String]) throws(InputError) -> [String] {
        if given == nil, let one { return try values([one], option: single, all: all, default: all) }
        return try values(given, option: option, all: all, default: all)
    }

    /// An axis's values: its default when not given, every value for `all`; each one checked
    /// against `all` (any case), spelled as `all` spells it.

    private func values(_ given: [String]?, option: String, all: [String], default: [String]) throws(InputError) -> [String] {
        guard let given else { return `default` }
        guard !given.isEmpty else { throw InputError("\(option) needs at least one value") }
        if given.count == 1, given[0].lowercased() == "all" { return all }
        var result: [String] = []
        for value in given {
            guard let match = all.first(where: { $0.lowercased() == value.lowercased() }) else {
                throw InputError("\(option) must name values among: \(all.joined(separator: ", ")) (or all), got \"\(value)\"")
            }
            if !result.contains(match) { result.append(match) }
        }
        return result
    }
}
