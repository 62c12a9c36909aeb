import CollectionLayout

/// How the painter draws supplementary and decoration views of kinds it does not name: as the
/// scene's `elementKinds` says, else as their place says (`ElementRole.inferred`), so that a
/// layout written for an app — Apple's `"section-header-element-kind"` — draws its headers as
/// headers and its section backgrounds as backgrounds. One per model, shared by its painters.
@MainActor
package final class ElementRoles {
    /// The scene's `elementKinds`.
    package var named: [String: ElementRole] = [:]
    /// The frame around a section's first and last items as laid out now (nil: no items), which
    /// the app answers from its collection view's layout.
    package var sectionItems: (Int) -> Rect? = { _ in nil }

    /// Roles from nothing but places.
    package init() {}

    /// Whether an element lies over its section's items (a header pinned to the visible bounds as they scroll under
    /// it), so that it is drawn on the background rather than over their text.
    package func coversItems(_ attributes: LayoutAttributes) -> Bool {
        guard let items = sectionItems(attributes.indexPath.section) else { return false }
        let frame = attributes.frame
        return min(frame.maxX, items.maxX) - max(frame.minX, items.minX) > 0.5 && min(frame.maxY, items.maxY) - max(frame.minY, items.minY) > 0.5
    }

    /// The role an element of a kind the painter does not name plays.
    package func role(of attributes: LayoutAttributes) -> ElementRole? {
        attributes.kind.flatMap { named[$0] } ?? ElementRole.inferred(for: attributes, items: sectionItems(attributes.indexPath.section))
    }
}
