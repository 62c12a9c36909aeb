import CollectionLayout
import Typography

/// Everything a scene file describes: the viewport, the text size, the layout and the data.
public struct Scene: Sendable {
    /// A name for the window title and captions.
    public var name: String
    /// The window's size in points.
    public var viewport: Size
    /// The Dynamic Type size text is shown at.
    public var contentSizeCategory: ContentSizeCategory
    /// The layout and its parameters.
    public var layout: SceneLayout
    /// The sections and their items.
    public var sections: [SceneSection]
    /// Light or dark (scene key `appearance`, default light).
    public var appearance = Appearance.light
    /// The device the scene is shown on (scene key `device`; nil: a free-size window).
    public var device: DevicePreset?
    /// The device's orientation (scene key `orientation`).
    public var orientation = Orientation.portrait
    /// The layout direction (scene key `direction`: `ltr`, the default, or `rtl`).
    public var direction = LayoutDirection.leftToRight
    /// The data sources the sections belong to (scene key `dataSource`); nil: the sections as
    /// they are, always loaded.
    public var dataSource: DataSourceDescription?
    /// Whether the text follows the Dynamic Type size (scene key `dynamicType`, default true);
    /// false: a fixed font, the text always at L whatever the slider says (the 2014 session's first
    /// table, before it adopted Dynamic Type).
    public var followsDynamicType = true
    /// TextKit's `hyphenationFactor` for every card's and row's text (scene key
    /// `hyphenationFactor`, 0…1, default 0 as in UIKit: whole words wrap, never hyphenated).
    public var hyphenationFactor = 0.0
    /// The language of the scene's text (scene key `language`, a BCP 47 tag; default "en"; an item's
    /// own `language` wins): it picks the glyph forms of Chinese, Japanese and Korean text (one
    /// ideograph drawn as Japan, China, Taiwan or Korea write it) and the line-breaking rules.
    public var language = "en"
    /// Bold Text, the accessibility setting (scene key `boldText`, default false): the scene's text
    /// styles one weight heavier, as iOS draws them (body regular to semibold, headline semibold
    /// to bold); cards re-measure, since bolder text is wider.
    public var boldText = false
    /// The other accessibility settings (scene keys `contrast`, `reduceMotion`,
    /// `reduceTransparency`, `differentiateWithoutColor`; all off unless given).
    public var accessibility = AccessibilitySettings()
    /// The pseudo-language the scene's texts are shown in (scene key `pseudoLanguage`, default
    /// `none`): Xcode's scheme pseudo-languages, applied to what is measured and drawn, never to the
    /// texts themselves (Save writes them as written); `rightToLeft` lays the scene out right to left.
    public var pseudoLanguage = PseudoLanguage.none
    /// The designer's own font family for the text styles (scene key `fonts`: `{"family": NAME,
    /// "folder": PATH}`, the folder relative to the scene file); nil: the bundled Inter.
    public var fontFamily: SceneFontFamily?
    /// How the kinds of supplementary and decoration views the playground does not name are drawn
    /// (scene key `elementKinds`: `{"section-header-element-kind": "header"}`); a kind not listed
    /// is drawn by the role its place says (`ElementRole.inferred`).
    public var elementKinds: [String: ElementRole] = [:]
    /// How many items a click may select (scene key `selection`, default single).
    public var selectionMode = SelectionMode.single
    /// The file's JSON as read, for changing a parameter and writing it back (nil for a scene
    /// made in code).
    public var document: SceneDocument?
    /// The designer's own content the scene was made from (`--images DIR`, `--items FILE`, a
    /// dropped folder or items file), as given; nil: a scene file's own items.
    public var ownContentSource: OwnContentSource?

    /// Creates a scene.
    public init(name: String, viewport: Size, contentSizeCategory: ContentSizeCategory,
                layout: SceneLayout, sections: [SceneSection]) {
        self.name = name
        self.viewport = viewport
        self.contentSizeCategory = contentSizeCategory
        self.layout = layout
        self.sections = sections
    }

    /// The item with an id, if any.
    public func item(withID id: String) -> SceneItem? {
        for section in sections {
            if let item = section.items.first(where: { $0.id == id }) { return item }
        }
        return nil
    }
}

/// A scene's own font family: its name and the folder it is looked for in before the installed fonts.
public struct SceneFontFamily: Sendable, Equatable {
    /// The family's name (`SF Pro`, a brand font's).
    public var name: String
    /// The folder of its font files, absolute; nil: only the installed fonts.
    public var folder: String?

    /// A family `name`, looked for in `folder` first.
    public init(name: String, folder: String? = nil) {
        self.name = name
        self.folder = folder
    }
}
