import AppSupport
import CollectionLayout
import SceneFormat
import Testing

/// An item keeps its values in a shared box, copied on write: a copy changed alone leaves the
/// original as it was, and the original changed afterwards leaves the copy. The values only some
/// items have (a picture, a font, keys of its own) live in a second shared box, copied on write too.
struct SceneItemCopyTests {
    @Test func aCopyChangesAlone() {
        var original = SceneItem(id: "x", title: "One", size: Size(width: 10, height: 20))
        var copy = original
        copy.title = "Two"
        copy.children.append(SceneItem(id: "y"))
        copy.picture = ScenePicture(path: "/p.png", written: "p.png", location: AppSupport.SourceLocation(line: 1, column: 2))
        #expect(original.title == "One" && original.children.isEmpty && original.picture == nil)
        #expect(copy.title == "Two" && copy.children.map(\.id) == ["y"] && copy.picture?.written == "p.png")
        original.isFavorite = true
        original.size?.height = 25
        #expect(!copy.isFavorite && copy.size == Size(width: 10, height: 20))
        #expect(original.isFavorite && original.size == Size(width: 10, height: 25))
        #expect(copy.id == "x" && original.id == "x")
    }

    @Test func aCopyChangesItsExtraValuesAlone() {
        var original = SceneItem(id: "x", title: "One")
        original.picture = ScenePicture(path: "/p.png", written: "p.png", location: AppSupport.SourceLocation(line: 1, column: 2))
        original.customFields["rating"] = "4"
        var copy = original
        copy.picture?.cornerRadius = 12
        copy.customFields["rating"] = "5"
        copy.fontName = "Inter-Bold"
        #expect(original.picture?.cornerRadius == nil && original.customFields == ["rating": "4"] && original.fontName == nil)
        #expect(copy.picture?.cornerRadius == 12 && copy.customFields == ["rating": "5"] && copy.fontName == "Inter-Bold")
        original.language = "ja"
        original.picture = nil
        #expect(copy.language == nil && copy.picture?.written == "p.png")
        #expect(original.language == "ja" && original.picture == nil && original.customFields == ["rating": "4"])
    }

    @Test func anItemWithoutExtraValuesReadsTheirDefaults() {
        let item = SceneItem(id: "plain", title: "Plain")
        #expect(item.picture == nil && item.cellTemplate == nil && item.fontName == nil && item.language == nil)
        #expect(item.children.isEmpty && item.leadingSwipeActions.isEmpty && item.trailingSwipeActions.isEmpty)
        #expect(item.customFields.isEmpty && item.text(forKey: "rating") == nil && !item.hasValue(forKey: "image"))
    }
}
