import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// `--images DIR` in the window: the folder's scene saved beside its pictures opens again.
@MainActor @Suite struct PictureFolderSavingTests {
    @Test func savingAFolderSceneWritesItInTheFolderAndItOpens() throws {
        let folder = try ContentFixtures.photos()
        var options = ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts)
        options.imagesDirectory = folder
        let model = try options.makeModel()
        #expect(model.saveScene())
        let saved = (folder as NSString).appendingPathComponent("Photos.scene.json")
        let scene = try SceneDecoder.load(path: saved)
        #expect(scene.sections.map { $0.items.map(\.id) } == model.document.scene.sections.map { $0.items.map(\.id) })
        #expect(scene.sections[1].items.first?.picture?.header != nil)
    }
}
