import CollectionLayout
import Foundation
import Pictures
import Rendering
import Typography
@testable import Playground

/// The picture-styles scene the golden images pin (a poster, an overlay, a thumbnail row and a
/// photo in a self-sizing flow, 800 × 420 without chrome), with each item's cell written by
/// `cell` from its style's name — `"cardStyle": "poster"` unless another form is asked for.
@MainActor
enum PictureStylesScene {
    /// The scene's JSON.
    static func text(direction: String = "ltr", appearance: String = "light",
                     cell: (String) -> String = { "\"cardStyle\": \"\($0)\"" }) -> String {
        func image(_ name: String) -> String { TestPaths.asset("images/\(name)") }
        return """
        {"direction": "\(direction)", "appearance": "\(appearance)",
         "layout": {"kind": "flow", "itemSize": {"width": 180, "height": 100}, "estimatedItemSize": {"width": 180, "height": 100},
                    "minimumInteritemSpacing": 12, "minimumLineSpacing": 12, "sectionInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
         "sections": [{"items": [
           {"id": "poster", "title": "Invisible Cities", "subtitle": "Italo Calvino", "image": "\(image("books/book-1.jpg"))", \(cell("poster")), "color": "#3D6E8F"},
           {"id": "overlay", "title": "Tidepool", "subtitle": "Editors’ Choice", "image": "\(image("banners/banner-tidepool.jpg"))", \(cell("overlay")), "color": "#2A9D8F"},
           {"id": "thumb", "title": "Metronome+", "subtitle": "Music", "image": "\(image("icons/icon-metronome@2x.png"))", \(cell("thumbnail")), "color": "#C8553D"},
           {"id": "photo", "title": "Water Lilies", "image": "\(image("paintings/lilies.jpg"))", \(cell("photo")), "color": "#5B6C9A"}]}]}
        """
    }

    /// The scene drawn by the software renderer at a text size and scale.
    static func render(_ text: String, category: ContentSizeCategory, scale: Double = 1) throws -> RGBAImage {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("styles.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, category: category, size: Size(width: 800, height: 420), fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        return try options.makeModel().renderedFrame(scale: scale)
    }
}
