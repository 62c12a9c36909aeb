/// The texts as shown: the one place the painter, the sizers, `dump` and the audit read an item's
/// or a section's text from, so sizing and drawing agree on the pseudo-language's strings while
/// the content (and so Save, undo and every edit) keeps the designer's own.
extension SceneContent {
    /// The item with an id (as `item(_:)`), its texts as the pseudo-language shows them.
    package func shownItem(_ id: String) -> SceneItem? {
        guard let item = item(id) else { return nil }
        return pseudoLanguage.changesText ? item.shown(in: pseudoLanguage) : item
    }

    /// The section at `index` of the sections shown, its texts as the pseudo-language shows them; nil past the end.
    package func shownSection(at index: Int) -> SceneSection? {
        guard sections.indices.contains(index) else { return nil }
        return pseudoLanguage.changesText ? sections[index].shown(in: pseudoLanguage) : sections[index]
    }

    /// The section with an id, its texts as the pseudo-language shows them.
    package func shownSection(id: String) -> SceneSection? {
        guard let section = section(id: id) else { return nil }
        return pseudoLanguage.changesText ? section.shown(in: pseudoLanguage) : section
    }
}
