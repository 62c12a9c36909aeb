import AppSupport
import CollectionLayout
import SceneFormat
import Testing

/// An item keeps its values in a shared box, copied on write: a copy changed alone leaves the
/// original as it was, and the original changed afterwards leaves the copy.
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
}
