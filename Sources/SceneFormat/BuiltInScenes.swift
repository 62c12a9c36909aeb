import AppSupport
import CollectionLayout
import Foundation

/// The scenes that ship with the playground, in `Assets/`.
@MainActor
package enum BuiltInScenes {
    /// The file of the app-store front page: the Compositional segment's own scene.
    package nonisolated static let compositionalPageFile = "app-store-scene.json"
    /// The file of the podcast page: the grid's built-in scene (data sources, loads, placeholders).
    package nonisolated static let podcastPageFile = "podcast-scene.json"
    /// Every scene in `Assets/`, its file and its name, as the command palette offers them.
    package nonisolated static let all: [(file: String, name: String)] = [
        ("default-scene.json", "Field Guide"), ("albums-scene.json", "Albums"), ("app-store-scene.json", "App Store"), ("bookshelf-scene.json", "Bookshelf"),
        ("fonts-scene.json", "Font Catalogue"), ("list-scene.json", "List: Settings"), ("mosaic-scene.json", "Photos"), ("paintings-scene.json", "Paintings"),
        ("podcast-scene.json", "Podcast"), ("recipes-cell-scene.json", "Recipes (your own cell)"), ("rtl-scene.json", "Right-to-Left Sample"), ("table-1-scene.json", "Table 1: a fixed font"),
        ("table-2-scene.json", "Table 2: Dynamic Type in 44-point rows"), ("table-3-scene.json", "Table 3: self-sizing rows"),
    ]

    /// The app-store front page, read once; an empty scene when it cannot be read (the
    /// Compositional segment then falls back to one column).
    package static let compositionalPage: Scene = {
        guard let path = try? ResourceLocator.builtInScenePath(compositionalPageFile),
              let scene = try? SceneDecoder.load(path: path) else {
            return Scene(name: "App Store", viewport: Size(width: 1024, height: 768), contentSizeCategory: .L,
                         layout: SceneLayout(), sections: [])
        }
        return scene
    }()
}
