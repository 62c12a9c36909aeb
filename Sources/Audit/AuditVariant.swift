import AppSupport

/// One combination of the audit's axes: the scene at one text size, on one device in one
/// orientation, in one appearance, direction, layout and pseudo-language, under one set of accessibility
/// settings (contract: a finding's `"variant"`).
public struct AuditVariant: Hashable, Sendable {
    /// The text size (`xS` … `AX5`).
    public var category: String
    /// The device preset's name; nil: the scene's own window, no device.
    public var device: String?
    /// `portrait` or `landscape`; nil without a device.
    public var orientation: String?
    /// `light` or `dark`.
    public var appearance: String
    /// `ltr` or `rtl`.
    public var direction: String
    /// The layout's name (`flow`, …, or `list`).
    public var layout: String
    /// The pseudo-language the texts are shown in (`none`, `doubleLength`, `accented`, `bounded`, `rightToLeft`).
    public var pseudoLanguage: String
    /// Whether Bold Text is on.
    public var boldText: Bool
    /// The contrast (`normal`, `increased`).
    public var contrast: String
    /// Whether Reduce Transparency is on.
    public var reduceTransparency: Bool
    /// Whether Differentiate Without Color is on.
    public var differentiateWithoutColor: Bool

    /// Creates a variant.
    public init(category: String, device: String?, orientation: String?, appearance: String, direction: String, layout: String,
                pseudoLanguage: String = "none", boldText: Bool = false, contrast: String = "normal",
                reduceTransparency: Bool = false, differentiateWithoutColor: Bool = false) {
        self.category = category
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.direction = direction
        self.layout = layout
        self.pseudoLanguage = pseudoLanguage
        self.boldText = boldText
        self.contrast = contrast
        self.reduceTransparency = reduceTransparency
        self.differentiateWithoutColor = differentiateWithoutColor
    }

    /// A short label: "AX5 · iPhone SE portrait · dark · rtl · flow", then Bold Text, increased contrast, Reduce
    /// Transparency, Differentiate Without Color and the pseudo-language when they are on ("· bold text ·
    /// increased contrast · reduce transparency · differentiate without color · accented").
    public var label: String {
        var parts = [category]
        if let device { parts.append(orientation.map { "\(device) \($0)" } ?? device) }
        parts += [appearance, direction, layout]
        if boldText { parts.append("bold text") }
        if contrast != "normal" { parts.append("\(contrast) contrast") }
        if reduceTransparency { parts.append("reduce transparency") }
        if differentiateWithoutColor { parts.append("differentiate without color") }
        if pseudoLanguage != "none" { parts.append(pseudoLanguage) }
        return parts.joined(separator: " · ")
    }

    /// The variant as JSON: `{"category", "device", "orientation", "appearance", "direction", "layout", "pseudoLanguage", "boldText", "contrast",
    /// "reduceTransparency", "differentiateWithoutColor"}`.
    package var json: JSONWriter.Value {
        .object([("category", .string(category)), ("device", device.map { .string($0) } ?? .null),
                 ("orientation", orientation.map { .string($0) } ?? .null), ("appearance", .string(appearance)),
                 ("direction", .string(direction)), ("layout", .string(layout)),
                 ("pseudoLanguage", .string(pseudoLanguage)), ("boldText", .bool(boldText)), ("contrast", .string(contrast)),
                 ("reduceTransparency", .bool(reduceTransparency)), ("differentiateWithoutColor", .bool(differentiateWithoutColor))])
    }
}
