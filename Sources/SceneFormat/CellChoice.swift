import AppSupport
import CellTemplate

/// What a scene, a section or an item says its cells are: a built-in card style, or a
/// designer's template; with where the template binds item keys, to check them against the items.
///
/// The template is held in a box of its own: a choice is passed to, returned from and copied
/// in the decoding of every item, and a template inline (a few hundred bytes) was a tenth of
/// decoding a 100,000-card scene in copies alone.
package struct CellChoice: Sendable {
    /// The built-in card style (`text` under a template: a template draws everything itself).
    package var style: CardStyle
    /// The designer's template, if one was given.
    package var template: CellNode? { templateBox?.node }
    /// The item keys the template binds, each with where its `bind` is written.
    package var bindings: [TemplateBinding] = []
    /// Whether the object being read said it itself (its bindings are checked against its own items).
    package var isOwn = false

    private let templateBox: TemplateBox?

    /// A choice of `style`, or of `template` with the keys it binds.
    package init(style: CardStyle, template: CellNode?, bindings: [TemplateBinding] = [], isOwn: Bool = false) {
        self.style = style
        templateBox = template.map(TemplateBox.init)
        self.bindings = bindings
        self.isOwn = isOwn
    }

    /// The home of a template, shared by every copy of a choice (it never changes).
    private final class TemplateBox: Sendable {
        let node: CellNode

        init(_ node: CellNode) { self.node = node }
    }

    /// The same cell as the object's children inherit it.
    package var inherited: CellChoice {
        var choice = self
        choice.isOwn = false
        return choice
    }

    /// A text card, the default.
    package static let text = CellChoice(style: .text, template: nil)
}

/// One `bind` of a template: the item key and where it is written in the scene file.
package struct TemplateBinding: Sendable {
    /// The item key.
    package var key: String
    /// Where the `bind` value is.
    package var location: SourceLocation
}
