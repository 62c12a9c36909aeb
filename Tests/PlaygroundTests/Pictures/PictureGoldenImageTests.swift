import CollectionLayout
import Foundation
import Pictures
import Rendering
import Testing
@testable import Playground
import Typography

/// The four picture card styles drawn by the software renderer, pinned pixel by pixel: a
/// poster (a book above its title), an overlay (a banner under a scrim), a thumbnail row (an
/// icon beside its text) and a photo (a painting), at L and AX5, light and dark, and right to left.
@MainActor @Suite(.serialized) struct PictureGoldenImageTests {
    private func scene(direction: String = "ltr", appearance: String = "light") -> String {
        func image(_ name: String) -> String { TestPaths.asset("images/\(name)") }
        return """
        {"direction": "\(direction)", "appearance": "\(appearance)",
         "layout": {"kind": "flow", "itemSize": {"width": 180, "height": 100}, "estimatedItemSize": {"width": 180, "height": 100},
                    "minimumInteritemSpacing": 12, "minimumLineSpacing": 12, "sectionInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
         "sections": [{"items": [
           {"id": "poster", "title": "Invisible Cities", "subtitle": "Italo Calvino", "image": "\(image("books/book-1.jpg"))", "cardStyle": "poster", "color": "#3D6E8F"},
           {"id": "overlay", "title": "Tidepool", "subtitle": "Editors’ Choice", "image": "\(image("banners/banner-tidepool.jpg"))", "cardStyle": "overlay", "color": "#2A9D8F"},
           {"id": "thumb", "title": "Metronome+", "subtitle": "Music", "image": "\(image("icons/icon-metronome@2x.png"))", "cardStyle": "thumbnail", "color": "#C8553D"},
           {"id": "photo", "title": "Water Lilies", "image": "\(image("paintings/lilies.jpg"))", "cardStyle": "photo", "color": "#5B6C9A"}]}]}
        """
    }

    private func render(_ text: String, category: ContentSizeCategory, scale: Double = 1) throws -> RGBAImage {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("styles.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, category: category, size: Size(width: 800, height: 420), fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        return try options.makeModel().renderedFrame(scale: scale)
    }

    @Test func theFourStylesAtLarge() throws {
        try SnapshotAssertion.assertMatches(try render(scene(), category: .L), named: "picture-styles-L")
    }

    @Test func theFourStylesAtAX5InTheDarkAt2x() throws {
        try SnapshotAssertion.assertMatches(try render(scene(appearance: "dark"), category: .AX5, scale: 2), named: "picture-styles-AX5-dark@2x")
    }

    @Test func theFourStylesRightToLeft() throws {
        try SnapshotAssertion.assertMatches(try render(scene(direction: "rtl"), category: .xS), named: "picture-styles-xS-rtl")
    }

    @Test func albumsInCoverFlowWithTheirReflections() throws {
        var options = ViewOptions(scenePath: TestPaths.asset("albums-scene.json"), size: Size(width: 800, height: 400), fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        try SnapshotAssertion.assertMatches(try options.makeModel().renderedFrame(scale: 1), named: "albums-coverflow")
    }
}
