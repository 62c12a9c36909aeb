import CollectionLayout
import Foundation
@testable import Playground
import TestSupport

/// The picture tests' models of the scenes TestSupport's `PictureSceneSupport.scene` writes.
extension PictureSceneSupport {
    /// The model of a scene file at a window size, without the toolbar.
    @MainActor
    static func model(_ path: String, size: Size = Size(width: 400, height: 600)) throws -> PlaygroundModel {
        var options = ViewOptions(scenePath: path, size: size, fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        return try options.makeModel()
    }
}
