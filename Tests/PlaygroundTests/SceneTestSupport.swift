import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// What tests of small made-up scenes share: a model of scene JSON written to a file, and where
/// a cell is in the window (the scene's refusals are TestSupport's).
@MainActor
extension SceneTestSupport {
    /// The built-in scene in a 1024×768 window with the bundled fonts, as `run` opens it; `settled`:
    /// with its opening animations run to their end.
    static func builtInScene(settled: Bool = false) throws -> PlaygroundModel {
        let model = try ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        if settled { model.settle() }
        return model
    }

    /// The centre of the shown dialog's button at `index`, left to right; nil without a dialog or such a button.
    static func dialogButtonCentre(_ index: Int, of model: PlaygroundModel) -> Point? {
        guard let dialog = model.chrome.dialog else { return nil }
        let frames = dialog.buttonFrames(in: model.presentation.windowSize)
        guard frames.indices.contains(index) else { return nil }
        return Point(x: frames[index].midX, y: frames[index].midY)
    }

    /// A model of `text` (scene JSON) in a window of `size`, read from a file as `run` reads one.
    static func model(sceneText text: String, size: Size = Size(width: 800, height: 600)) throws -> PlaygroundModel {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try ViewOptions(scenePath: path, size: size, fontsDirectory: TestPaths.fonts).makeModel()
    }

    /// The window point at the centre of item `item` of section 0.
    static func centre(_ model: PlaygroundModel, _ item: Int) throws -> Point {
        let frame = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(item: item, section: 0)))
        return Point(x: frame.midX, y: frame.midY)
    }
}
