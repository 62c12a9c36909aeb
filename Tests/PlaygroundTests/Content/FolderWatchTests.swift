import AppSupport
import CollectionLayout
import Foundation
import Pictures
@testable import Playground
import Rendering
import Testing

/// `run --images DIR --watch`: the folder's changes arrive as one batch update each — a picture
/// added is inserted, one removed deleted, one renamed keeps its item and moves to its new place
/// (pictures without a capture date sort by name), one replaced is measured afresh — never a reload.
@MainActor @Suite(.serialized) struct FolderWatchTests {
    private func writePNG(_ path: String, width: Int, height: Int) throws {
        try AtomicFile.writePNG(RGBAImage(width: width, height: height, bytes: [UInt8](repeating: 180, count: width * height * 4)), to: path)
    }

    private func ids(_ model: PlaygroundModel) -> [String] { model.collectionView.data.sections.flatMap(\.itemIDs) }

    @Test func addsRemovesRenamesAndReplacesArriveAsBatchUpdates() throws {
        let folder = try TestPaths.temporaryDirectory().appendingPathComponent("Shoot").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writePNG(folder + "/b.png", width: 40, height: 30)
        try writePNG(folder + "/d.png", width: 40, height: 30)
        var options = ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts)
        options.imagesDirectory = folder
        options.showsChrome = false
        let model = try options.makeModel()
        let watch = FolderWatch(model: model, folder: folder)
        #expect(!watch.poll())
        #expect(ids(model) == ["b.png", "d.png"])
        let updatesBefore = model.collectionView.batchUpdateCount

        // Added: c.png sorts between them and is inserted (animated), the others keep their cells.
        try writePNG(folder + "/c.png", width: 40, height: 30)
        #expect(watch.poll())
        #expect(ids(model) == ["b.png", "c.png", "d.png"])
        #expect(model.collectionView.isAnimating)
        model.settle()

        // Renamed: b.png becomes e.png — the same file, so the same item, now last, titled "e".
        try FileManager.default.moveItem(atPath: folder + "/b.png", toPath: folder + "/e.png")
        #expect(watch.poll())
        #expect(ids(model) == ["c.png", "d.png", "b.png"])
        #expect(model.data.content.item("b.png")?.title == "e")
        model.settle()

        // Replaced: d.png becomes 40 × 10 (4:1) — its card, as wide as before, a quarter as tall.
        let width = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "d.png"))).frame.width
        try writePNG(folder + "/d.png", width: 40, height: 10)
        #expect(watch.poll())
        model.settle()
        let replaced = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "d.png"))).frame
        // (A picture's height is rounded to a whole point: 258 / 4 = 64.5 is 65.)
        #expect(replaced.width == width && abs(replaced.height - width / 4) <= 0.5)

        // Removed: c.png goes.
        try FileManager.default.removeItem(atPath: folder + "/c.png")
        #expect(watch.poll())
        #expect(ids(model) == ["d.png", "b.png"])
        // Four changes, four batch updates: nothing was reloaded.
        #expect(model.collectionView.batchUpdateCount == updatesBefore + 4)
        #expect(!watch.poll())
    }
}
