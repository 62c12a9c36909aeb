import CollectionLayout
import SceneFormat
import Testing

/// A scene without data sources knows its shown items in its catalogue too: the content made
/// for it sharing one table (`init(cataloguingItemsOf:)`) answers as a content given a catalogue
/// of exactly those items, before and after its sections change.
@MainActor
struct SceneContentCatalogueTests {
    private func sections() -> [SceneSection] {
        [SceneSection(id: "s0", items: [SceneItem(id: "a", title: "Ant"), SceneItem(id: "b", title: "Bee", size: Size(width: 40, height: 30))]),
         SceneSection(id: "s1", items: [SceneItem(id: "c", title: "Cat")])]
    }

    @Test func answersAsAContentGivenItsOwnItemsAsCatalogue() {
        let shared = SceneContent(cataloguingItemsOf: sections())
        let given = SceneContent(sections: sections(), catalogue: sections().flatMap(\.items))
        for content in [shared, given] {
            #expect(content.item("a")?.title == "Ant")
            #expect(content.ownSize(of: "b") == Size(width: 40, height: 30))
            #expect(content.ownSize(of: "a") == nil)
            #expect(content.hasItemsWithOwnSize)
            // An item no longer shown is still known; a changed one and a new one are found as shown.
            content.replaceSections([SceneSection(id: "s0", items: [SceneItem(id: "a", title: "Ant 2"), SceneItem(id: "d", title: "Dog")])])
            #expect(content.item("c")?.title == "Cat")
            #expect(content.item("a")?.title == "Ant 2")
            #expect(content.item("d")?.title == "Dog")
            #expect(content.ownSize(of: "b") == Size(width: 40, height: 30))
            #expect(content.item("e") == nil)
        }
    }
}
