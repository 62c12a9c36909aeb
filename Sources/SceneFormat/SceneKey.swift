import AppSupport

/// Every key of a scene file, as it is spelled in the JSON: the decoders (`SceneDecoder` and its
/// extensions) read keys through these cases, and code that writes or looks up a scene key (own
/// content's scene, the tuned parameters written back) names it here instead of spelling it.
///
/// One flat enum, one case per spelling: a key the format uses in more than one object is one case
/// (`kind` is the layout's kind, a compositional group's and a data source's; `appearance` the
/// scene's light or dark and a list's style; `section`, `title`, `variants`, `pinToVisibleBounds`
/// and the edges likewise), and its doc names each place. A case says how a key is spelled, not
/// where it is allowed: which keys each object takes are the decoders' lists (`SceneDecoder.topKeys`,
/// `layoutKeys`, `sectionKeys`, `itemKeys`, …), whose order the "unknown key" messages keep.
/// Script keys (`at`, `do`, an action's own keys) are not here: `ScriptDecoder` spells them itself,
/// reading the scene's keys it shares (an inserted item, `circle` …) through these.
package enum SceneKey: String, CaseIterable, Sendable {
    // MARK: The scene's top level

    /// The scene's name, titling the window and the bar (default: the file's name).
    case name
    /// The window's content size, `{width, height}`.
    case viewport
    /// The Dynamic Type text size the scene opens at (`xS` … `AX5`).
    case contentSizeCategory
    /// The scene's layout object; in a section, the metrics (and compositional `section`, `grid`) it overrides.
    case layout
    /// The scene's sections, in order.
    case sections
    /// The scene's appearance (`light`, `dark`); in a list layout, the list's style (`plain`, `grouped`, …).
    case appearance
    /// The device preset the scene shows on (its screen, safe area and size classes).
    case device
    /// The device's orientation (`portrait`, `landscape`).
    case orientation
    /// The layout direction, `ltr` or `rtl`.
    case direction
    /// The data sources over the sections (basic, composed, segmented).
    case dataSource
    /// The selection mode: `none`, `single` or `multiple`.
    case selection
    /// Whether the cards follow the system's text size as it changes.
    case dynamicType
    /// How readily titles hyphenate, from 0 to 1 (NSParagraphStyle's hyphenationFactor).
    case hyphenationFactor
    /// How cards are drawn (`text`, `photo`, `poster`, …), on the scene, a section or an item.
    case cardStyle
    /// A BCP 47 language tag, on the scene or an item.
    case language
    /// Whether text is drawn bold (the accessibility setting).
    case boldText
    /// Increase Contrast: `normal` or `increased`.
    case contrast
    /// Reduce Motion (a bool).
    case reduceMotion
    /// Reduce Transparency (a bool).
    case reduceTransparency
    /// Differentiate Without Color (a bool).
    case differentiateWithoutColor
    /// The pseudo-language the scene's texts are shown in (`none`, `doubleLength`, `accented`, `bounded`, `rightToLeft`).
    case pseudoLanguage
    /// The scene's own font family, `{family, folder}`.
    case fonts
    /// How a user's layout's own supplementary and decoration kinds are drawn: `{kind: role}`.
    case elementKinds

    // MARK: Scrolling (the scene's top level or its layout)

    /// The scroll view's content inset, `{top, left, bottom, right}`.
    case contentInset
    /// Whether scrolling by hand rests on multiples of the view's size.
    case pagingEnabled
    /// How fast a flick slows down: `normal` or `fast`.
    case decelerationRate

    // MARK: Flow metrics (the layout or a section's layout)

    /// The flow layout's item size; in `circle`, `coverflow`, `stacked` and `line`, that layout's item size.
    case itemSize
    /// The flow layout's least space between items in a line.
    case minimumInteritemSpacing
    /// The flow layout's least space between lines.
    case minimumLineSpacing
    /// The flow layout's section inset, `{top, left, bottom, right}`.
    case sectionInset
    /// The size of each section's header (0 across the scroll axis: none).
    case headerReferenceSize
    /// The size of each section's footer (0 across the scroll axis: none).
    case footerReferenceSize

    // MARK: The layout object

    /// The layout's kind (`flow`, `circle`, …, `list`); a compositional group's (`horizontal`, `vertical`, `custom`); a data source's (`basic`, `composed`, `segmented`).
    case kind
    /// `vertical` or `horizontal`, on the layout or a `compositional` object.
    case scrollDirection
    /// The flow layout's estimated item size (self-sizing cells); `null` or zero: none.
    case estimatedItemSize
    /// Whether section headers stay pinned to the top while their section shows.
    case sectionHeadersPinToVisibleBounds
    /// The circle layout's parameters, `{itemSize, radius}`.
    case circle
    /// The cover-flow layout's parameters, `{itemSize, spacing, maximumAngle, perspective}`.
    case coverflow
    /// The stacked layout's parameters, `{itemSize, pileSpacing}`.
    case stacked
    /// The line layout's parameters, `{itemSize, spacing, activeDistance, zoomFactor}`.
    case line
    /// A compositional description kept beside another kind of layout (for switching to it).
    case compositional
    /// The grid's keys kept beside another kind of layout; in a section's layout, that section's grid metrics.
    case grid
    /// The flow layout's columns fitted to the width, `{minimumWidth}`.
    case columns
    /// The flow layout's shelves under each line, `{thickness}`.
    case shelves
    /// Whether each flow section draws a background behind it.
    case sectionBackgrounds
    /// Where an item shorter than its flow line sits across it: `center` or `top`.
    case lineItemAlignment
    /// What flow section insets are measured from (`contentInset`, `safeArea`, `layoutMargins`).
    case sectionInsetReference
    /// The shelves' thickness, in points.
    case thickness
    /// The least width of a fitted column, in points.
    case minimumWidth

    // MARK: Sizes, insets, points

    /// A size's or a custom frame's width; in a compositional `layoutSize`, the width dimension.
    case width
    /// A size's or a custom frame's height; in a compositional `layoutSize`, the height dimension.
    case height
    /// An inset's or an edge spacing's top.
    case top
    /// An inset's left.
    case left
    /// An inset's or an edge spacing's bottom.
    case bottom
    /// An inset's right.
    case right
    /// A directional inset's or an edge spacing's leading side.
    case leading
    /// A directional inset's or an edge spacing's trailing side.
    case trailing
    /// A point's or a custom frame's x.
    case x
    /// A point's or a custom frame's y.
    case y

    // MARK: The custom layouts' parameters

    /// The circle's radius.
    case radius
    /// Cover flow: the distance between neighbours' centres; line: the space between items.
    case spacing
    /// Cover flow: the largest turn, in degrees.
    case maximumAngle
    /// Cover flow: the perspective entry m34 (e.g. −0.002).
    case perspective
    /// Stacked: the space between piles.
    case pileSpacing
    /// Line: how far from the centre items zoom.
    case activeDistance
    /// Line: how much the centred item grows (0.3: 1.3×).
    case zoomFactor

    // MARK: Sections

    /// A section's or an item's id (unique in the scene).
    case id
    /// A section's header, `{text}`.
    case header
    /// A section's footer, `{text}`.
    case footer
    /// A section's grid headers, `[{text, pinToVisibleBounds, visibleWhileShowingPlaceholder}]`.
    case headers
    /// A section's grid footers, `[{text, visibleWhileShowingPlaceholder}]`.
    case footers
    /// A section's items.
    case items
    /// Whether a section's (or an item's) items may be lifted and moved by the user's drag.
    case movable
    /// Whether a section's items may be swiped for their edit actions.
    case editable
    /// The actions a swiped row reveals (a section's, or the grid's).
    case editActions
    /// A header's, a footer's or a grid header's or footer's text.
    case text
    /// Whether a header stays pinned while its section shows (grid headers, segmented sources, boundary items).
    case pinToVisibleBounds
    /// Whether a grid header or footer shows while its section shows a placeholder.
    case visibleWhileShowingPlaceholder

    // MARK: Items

    /// An item's title; a grid header's, a data source's, a placeholder's or an edit action's title.
    case title
    /// An item's subtitle; a grid header's subtitle.
    case subtitle
    /// An item's own size, overriding `itemSize`.
    case size
    /// An item's colour (`#RRGGBB` or `#RRGGBBAA`); a grid header's colour.
    case color
    /// Whether an item is a favourite.
    case favorite
    /// Whether an item can be highlighted and selected.
    case selectable
    /// The bundled face an item's title is drawn in.
    case font
    /// An outline item's children (items too); a composed or segmented data source's sources.
    case children
    /// Whether an outline item shows its children.
    case expanded
    /// The actions an item reveals when swiped towards the trailing edge.
    case leadingSwipeActions
    /// The actions an item reveals when swiped towards the leading edge.
    case trailingSwipeActions
    /// An item's picture, a path relative to the scene file.
    case image
    /// How an item's picture fills its place (`scaleAspectFill`, `scaleAspectFit`, …).
    case imageContentMode
    /// The corner radius of an item's picture.
    case imageCornerRadius
    /// The scene's font family's name.
    case family
    /// The folder the scene's font family is in, relative to the scene file.
    case folder

    // MARK: Edit actions

    /// What an edit action does: `delete`, `favorite` or `more`.
    case action
    /// Whether an edit action is drawn as destructive.
    case destructive
    /// Whether an edit action asks before it acts.
    case confirm

    // MARK: Lists

    /// Whether a list draws separators between its rows.
    case showsSeparators
    /// A list's separator insets, `{leading, trailing}`; a grid's, `{top, left, bottom, right}`.
    case separatorInsets
    /// How a list shows its sections' headers (`none`, `supplementary`, `firstItemInSection`).
    case headerMode
    /// How a list shows its sections' footers (`none`, `supplementary`).
    case footerMode

    // MARK: Compositional layouts

    /// The space between a compositional layout's sections.
    case interSectionSpacing
    /// A compositional layout's or section's headers and footers.
    case boundarySupplementaryItems
    /// What a compositional layout's or section's content insets are measured from.
    case contentInsetsReference
    /// The compositional layout's default section, a section's own, a variant's; in a basic data source, its section's id.
    case section
    /// A compositional section's group.
    case group
    /// A compositional section's, item's or decoration item's directional insets.
    case contentInsets
    /// The space between a compositional section's groups.
    case interGroupSpacing
    /// How a compositional section scrolls across the layout's axis.
    case orthogonalScrollingBehavior
    /// Whether a compositional section's supplementaries keep its content insets.
    case supplementariesFollowContentInsets
    /// What a compositional section's supplementaries' insets are measured from.
    case supplementaryContentInsetsReference
    /// A compositional section's decoration items (backgrounds).
    case decorationItems
    /// How a compositional section's visible items scale and fade, `{minimumScale, minimumAlpha}`.
    case visibleItemsEffect
    /// A compositional section's variants, or the grid's metrics' variants, each with a `when`.
    case variants
    /// A compositional item's or group's size, `{width, height}` of dimensions.
    case layoutSize
    /// A compositional item's spacing at its edges, `{leading, top, trailing, bottom}`.
    case edgeSpacing
    /// A compositional item's anchored supplementary items (badges).
    case supplementaryItems
    /// A compositional group's items.
    case subitems
    /// A compositional group's one item, repeated `count` times.
    case subitem
    /// How many times a group repeats its `subitem`.
    case count
    /// The space between a compositional group's items.
    case interItemSpacing
    /// A custom group's frames.
    case frames
    /// A dimension as a fraction of the container's width.
    case fractionalWidth
    /// A dimension as a fraction of the container's height.
    case fractionalHeight
    /// A dimension in points.
    case absolute
    /// A dimension estimated in points; a grid row's estimated height.
    case estimated
    /// A fixed spacing in points; a grid row's fixed height.
    case fixed
    /// A flexible spacing of at least these points.
    case flexible
    /// A supplementary, boundary or decoration item's element kind.
    case elementKind
    /// Where a supplementary item is anchored, `{edges, absoluteOffset | fractionalOffset}`.
    case containerAnchor
    /// A supplementary, boundary or decoration item's or a custom frame's z-index.
    case zIndex
    /// The edges an anchor holds to.
    case edges
    /// An anchor's or a boundary item's offset in points, `{x, y}`.
    case absoluteOffset
    /// An anchor's offset as fractions of the item's size, `{x, y}`.
    case fractionalOffset
    /// Where a boundary item sits (`top`, `bottom`, `leading`, …).
    case alignment
    /// Whether a boundary item makes its section larger.
    case extendsBoundary
    /// The smallest scale a visible item shrinks to.
    case minimumScale
    /// The lowest alpha a visible item fades to.
    case minimumAlpha

    // MARK: Variants' conditions

    /// The environment a variant applies in.
    case when
    /// A condition's least container width.
    case minWidth
    /// A condition's greatest container width.
    case maxWidth
    /// A condition's smallest text size.
    case minCategory
    /// A condition's largest text size.
    case maxCategory
    /// A condition's horizontal size class (`compact`, `regular`).
    case horizontalSizeClass
    /// A condition's vertical size class (`compact`, `regular`).
    case verticalSizeClass
    /// A condition's range of the container's effective content width, `{min, max}`.
    case effectiveContentWidth
    /// An effective content width's lower bound.
    case min
    /// An effective content width's upper bound.
    case max

    // MARK: Grids

    /// A grid row's height, `{fixed}` or `{estimated}`.
    case rowHeight
    /// The grid's number of columns.
    case numberOfColumns
    /// The grid's padding, `{top, left, bottom, right}`.
    case padding
    /// The space between the grid's items.
    case itemSpacing
    /// Whether the grid draws a separator under each row.
    case showsRowSeparator
    /// Whether the grid draws separators between columns.
    case showsColumnSeparator
    /// The colour of the grid's separators.
    case separatorColor
    /// Whether the grid draws a separator between sections.
    case showsSectionSeparator
    /// The colour of the grid's section separators.
    case sectionSeparatorColor
    /// The insets of the grid's section separators.
    case sectionSeparatorInsets
    /// The grid's cells' background colour.
    case backgroundColor
    /// The grid's selected cells' background colour.
    case selectedBackgroundColor
    /// The grid's global headers, above every section.
    case globalHeaders

    // MARK: Data sources

    /// The segment a segmented data source shows first.
    case selected
    /// How a basic data source's content loads, `{after, outcome, message}`.
    case load
    /// The placeholder a basic data source shows with no content.
    case noContent
    /// The placeholder a basic data source shows when its load fails.
    case error
    /// The seconds a load takes.
    case after
    /// How a load ends: `content`, `noContent` or `error`.
    case outcome
    /// A failed load's or a placeholder's message.
    case message
    /// A placeholder's button title.
    case button

    // MARK: Cell templates (contract.md "Turn 4 — Your own cell")

    /// A scene's, a section's or an item's cell: a built-in template's name or a template node.
    case cell
    /// A stack's axis: `horizontal` or `vertical`.
    case axis
    /// A stack's distribution (UIStackView's names).
    case distribution
    /// A stack's axis at the accessibility text sizes.
    case axisAtAccessibilitySizes
    /// A text's, an image's or a badge's item key.
    case bind
    /// A text node's text style.
    case style
    /// A text node's weight.
    case weight
    /// A text node's most lines (0: as many as needed).
    case lines
    /// An image node's width over height.
    case aspectRatio
    /// An image node that takes what its stack has left.
    case fill
    /// An image node's content mode.
    case contentMode
    /// Any node's corner radius.
    case cornerRadius
    /// A spacer's least length.
    case minLength
    /// Any node's background colour.
    case background
    /// Any node's border: `{width, color}`.
    case border
    /// Any node's shadow: `{radius, opacity, offset, color}`.
    case shadow
    /// Any node's line just outside its edge: `{width, color}`.
    case outline
    /// The text style a node's sizes grow with (`UIFontMetrics`).
    case scalesWith
    /// Any node's least height.
    case minHeight
    /// Any node's most height.
    case maxHeight
    /// Any node's content-hugging priority (1…1000).
    case huggingPriority
    /// Any node's compression-resistance priority (1…1000).
    case compressionResistance
    /// A shadow's opacity.
    case opacity
    /// A shadow's offset: `{x, y}`.
    case offset
    /// A colour's light-appearance value.
    case light
    /// A colour's dark-appearance value.
    case dark
}

extension SceneKey {
    /// The key as messages quote it: `"minimumLineSpacing"`, with the quotes.
    package var quoted: String { "\"\(rawValue)\"" }
}

/// The reader's accessors for scene keys: each reads the key's spelling, and its messages are the
/// ones the spelled key gives.
extension JSONObjectReader {
    /// Wraps `node`, an object that is the value of `key`: messages name it `"key"`.
    package init(_ node: JSONNode, file: String, key: SceneKey) throws(InputError) {
        try self.init(node, file: file, context: key.quoted)
    }

    /// The value of `key`, or nil when absent.
    package mutating func optional(_ key: SceneKey) -> JSONNode? { optional(key.rawValue) }

    /// The value of `key`; an error when absent.
    package mutating func required(_ key: SceneKey) throws(InputError) -> JSONNode { try required(key.rawValue) }

    /// Fails on the first key that no accessor asked for, listing the keys that are allowed.
    package func rejectUnknownKeys(allowed: [SceneKey]) throws(InputError) {
        try rejectUnknownKeys(allowed: allowed.map(\.rawValue))
    }

    /// `"key" must be <expectation>, got <the value>`.
    package func error(_ node: JSONNode, _ key: SceneKey, _ expectation: String) -> InputError {
        error(node, key.rawValue, expectation)
    }

    /// A number ≥ `minimum` (and, when `positive`, > 0), at most `maximum`.
    package func number(_ node: JSONNode, _ key: SceneKey, minimum: Double = 0, positive: Bool = false,
                        maximum: Double = JSONObjectReader.maximum) throws(InputError) -> Double {
        try number(node, key.rawValue, minimum: minimum, positive: positive, maximum: maximum)
    }

    /// A string.
    package func string(_ node: JSONNode, _ key: SceneKey) throws(InputError) -> String { try string(node, key.rawValue) }

    /// A boolean.
    package func bool(_ node: JSONNode, _ key: SceneKey) throws(InputError) -> Bool { try bool(node, key.rawValue) }

    /// An array.
    package func array(_ node: JSONNode, _ key: SceneKey) throws(InputError) -> [JSONNode] { try array(node, key.rawValue) }
}

/// Scene JSON made in code with scene keys (own content's scene, the tuned parameters written back).
extension JSONWriter.Value {
    /// An object whose members are scene keys, in the given order.
    package static func sceneObject(_ members: [(SceneKey, JSONWriter.Value)]) -> JSONWriter.Value {
        .object(members.map { ($0.0.rawValue, $0.1) })
    }
}

extension JSONNode {
    /// An object value made in code with scene keys, its members in the given order.
    package static func objectValue(_ members: [(SceneKey, JSONNode.Value)]) -> JSONNode.Value {
        objectValue(members.map { ($0.0.rawValue, $0.1) })
    }
}

extension ParameterPath.Component {
    /// A scene key as a path's step.
    package static func key(_ key: SceneKey) -> Self { .key(key.rawValue) }
}
