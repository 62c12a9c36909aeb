/// The scene's sections and items as they are now: batch updates change them, and the
/// painter, sizer and layout delegate read them, so one shared object holds them.
@MainActor
final class SceneContent {
    /// The sections in display order.
    private(set) var sections: [SceneSection]
    private var itemsByID: [String: SceneItem] = [:]

    init(sections: [SceneSection]) {
        self.sections = sections
        reindex()
    }

    /// The item with an id.
    func item(_ id: String) -> SceneItem? { itemsByID[id] }

    /// The section with an id.
    func section(id: String) -> SceneSection? { sections.first { $0.id == id } }

    /// Replaces the sections (after an update).
    func replaceSections(_ newSections: [SceneSection]) {
        sections = newSections
        reindex()
    }

    private func reindex() {
        itemsByID = [:]
        for section in sections {
            for item in section.items { itemsByID[item.id] = item }
        }
    }
}
