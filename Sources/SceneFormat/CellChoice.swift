import AppSupport
import CellTemplate

/// What a scene, a section or an item says its cells are: a built-in card style, or a
/// designer's template; with where the template binds item keys, to check them against the items.
package struct CellChoice: Sendable {
    /// The built-in card style (`text` under a template: a template draws everything itself).
    package var style: CardStyle
    /// The designer's template, if one was given.
    package var template: CellNode?
    /// The item keys the template binds, each with where its `bind` is written.
    package var bindings: [TemplateBinding] = []
    /// Whether the object being read said it itself (its bindings are checked against its own items).
    package var isOwn = false

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
