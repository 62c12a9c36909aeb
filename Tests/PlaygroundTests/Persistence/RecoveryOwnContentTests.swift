import CollectionLayout
import Commands
import Foundation
import Persistence
@testable import Playground
import TestSupport
import Testing

/// A recovery copy of a scene made from the designer's own content (`--images`, `--items`): its
/// pictures are kept by absolute path with their card style, its sources are named, and the
/// restored window shows what the edited one showed; pictures moved away since are said in one line.
@MainActor @Suite struct RecoveryOwnContentTests {
    /// A model of a folder of three photos (no sub-folders: one section), settled with its pictures decoded.
    private func photosModel(_ folder: String) throws -> PlaygroundModel {
        var options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        options.imagesDirectory = folder
        options.writesWarnings = false
        let model = try options.makeModel()
        model.settle()
        model.settlePictures()
        return model
    }

    /// A `dump --all` without its `time`.
    private func withoutTime(_ dump: String) throws -> NSDictionary {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        return json.filter { $0.key != "time" } as NSDictionary
    }

    /// The photos folder: zebra (2023-12-24), mango (2024-05-01), apple (2024-05-02), in that order.
    private func photos() throws -> String {
        try ContentFixtures.folder(["zebra.jpg": "taken-2023-12-24.jpg", "mango.jpg": "taken-2024-05-01.jpg",
                                    "apple.jpg": "taken-2024-05-02.jpg"])
    }

    @Test func aCopyOfAPhotosSceneKeepsEachPictureByAbsolutePathAndNamesItsFolder() throws {
        let folder = try photos()
        let model = try photosModel(folder)
        try model.moveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0), animated: false)
        let copy = try #require(model.recoveryCopy(writtenAt: Date(timeIntervalSince1970: 1_700_000_000)))
        let read = try RecoveryCopy.decode(Data(try copy.encoded()))

        #expect(read.contentSource == RecoveryCopy.ContentSource(kind: "folder", path: folder))
        let items = read.sections[0].items
        #expect(items.map { $0.picture?.path } == ["apple", "zebra", "mango"].map { "\(folder)/\($0).jpg" })
        #expect(items.map { $0.picture?.written } == ["apple.jpg", "zebra.jpg", "mango.jpg"])
        #expect(items.allSatisfy { $0.cardStyle == "photo" })
        let restoredItem = items[0].sceneItem
        #expect(restoredItem.picture?.path == "\(folder)/apple.jpg")
        #expect(restoredItem.picture?.header?.pixelWidth == 30 && restoredItem.picture?.header?.pixelHeight == 40)
        #expect(restoredItem.cardStyle == .photo && restoredItem.shownStyle == .photo)
        #expect(read.missingPicturesLine == nil && read.missingSourceLines.isEmpty)
    }

    @Test func aRestoredPhotosSceneDumpsAsTheEditedOneDid() throws {
        let folder = try photos()
        let model = try photosModel(folder)
        try model.moveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0), animated: false)
        model.settle()
        model.settlePictures()
        let before = StateDump.json(model, all: true)
        #expect(before.contains("\"path\": \"apple.jpg\"") || before.contains("\"path\":\"apple.jpg\""))
        let copy = try RecoveryCopy.decode(Data(try #require(model.recoveryCopy(writtenAt: Date())).encoded()))

        let restored = try photosModel(folder)
        try restored.restore(from: copy)
        restored.settle()
        restored.settlePictures()
        // Everything but the model's clock, which settling the restored items moved on.
        #expect(try withoutTime(StateDump.json(restored, all: true)) == withoutTime(before))
    }

    @Test func anItemsFilesPictureCardsComeBackAsPosters() throws {
        let folder = try photos()
        let csv = (folder as NSString).appendingPathComponent("recipes.csv")
        try "title,subtitle,image\nSoup,Warm,zebra.jpg\nSalad,Cold,mango.jpg\n".write(toFile: csv, atomically: true, encoding: .utf8)
        var options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        options.itemsPath = csv
        let model = try options.makeModel()
        model.settle()
        try model.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0), animated: false)
        let copy = try RecoveryCopy.decode(Data(try #require(model.recoveryCopy(writtenAt: Date())).encoded()))
        #expect(copy.contentSource == RecoveryCopy.ContentSource(kind: "items", path: csv))

        let restored = try options.makeModel()
        try restored.restore(from: copy)
        let items = restored.data.content.sections[0].items
        #expect(items.map(\.title) == ["Salad", "Soup"])
        #expect(items.map(\.shownStyle) == [.poster, .poster])
        #expect(items.map { $0.picture?.path } == ["\(folder)/mango.jpg", "\(folder)/zebra.jpg"])
    }

    @Test func picturesNoLongerThereAreSaidInOneLineAndKeepTheirCards() throws {
        let folder = try photos()
        let model = try photosModel(folder)
        model.apply(.shuffle)
        let copy = try RecoveryCopy.decode(Data(try #require(model.recoveryCopy(writtenAt: Date())).encoded()))
        let moved = folder + "-moved"
        try FileManager.default.moveItem(atPath: folder, toPath: moved)

        #expect(copy.missingPicturesLine == "3 pictures are no longer at \(folder); the cards keep their place")
        #expect(copy.missingSourceLines == ["\(folder) is no longer there; its cards are restored from the recovery copy"])
        let restored = try photosModel(moved)
        try restored.restore(from: copy)
        #expect(restored.data.content.sections[0].items.count == 3)
        #expect(restored.data.content.sections[0].items.allSatisfy { $0.picture?.problem != nil && $0.cardStyle == .photo })
    }

    @Test func aRestoredCopyOfALayoutMadeByAFunctionNamesTheFunction() throws {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let source = ((scene as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Adaptive.swift")
        try "// a layout\n".write(toFile: source, atomically: true, encoding: .utf8)
        let directories = PersistenceTestSupport.directories(beside: scene)
        let edited = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        edited.apply(.addItem)
        var copy = try #require(edited.recoveryCopy(writtenAt: Date().addingTimeInterval(60)))
        // As a window laid out by Adaptive.swift's createLayout() wrote it, then ended.
        copy.layoutSourcePath = source
        copy.layoutFunctionName = "AdaptiveSectionsViewController.createLayout"
        let store = RecoveryStore(directories: directories)
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data(try copy.encoded()).write(to: store.unownedFileURL(forScene: scene))

        let persistence = RunPersistence(directories: directories, fresh: true)
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        persistence.opened(model, restore: true)
        let taken = try #require(persistence.takeRestoredLayoutSource())
        #expect(taken.path == source && taken.className == nil && taken.functionName == "AdaptiveSectionsViewController.createLayout")
    }

    @Test func theLayoutSourceOfARestoredCopyIsLoadedAgainOrSaidToBeGone() throws {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let folder = (scene as NSString).deletingLastPathComponent
        let source = (folder as NSString).appendingPathComponent("Wave.swift")
        try "// a layout\n".write(toFile: source, atomically: true, encoding: .utf8)
        let directories = PersistenceTestSupport.directories(beside: scene)
        let edited = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        edited.apply(.addItem)
        var copy = try #require(edited.recoveryCopy(writtenAt: Date().addingTimeInterval(60)))
        // As a window laid out by Wave.swift's class wrote it, then ended.
        copy.layoutSourcePath = source
        copy.layoutClassName = "WaveLayout"
        let store = RecoveryStore(directories: directories)
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data(try copy.encoded()).write(to: store.unownedFileURL(forScene: scene))

        let persistence = RunPersistence(directories: directories, fresh: true)
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        persistence.opened(model, restore: true)
        #expect(model.hasUnsavedChanges)
        let taken = try #require(persistence.takeRestoredLayoutSource())
        #expect(taken.path == source && taken.className == "WaveLayout")
        #expect(persistence.takeRestoredLayoutSource() == nil, "taken once")

        // The same copy once the file has gone: one line, no layout to load.
        try FileManager.default.removeItem(atPath: source)
        let again = RunPersistence(directories: directories, fresh: true)
        let other = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        again.opened(other, restore: true)
        #expect(again.takeRestoredLayoutSource() == nil)
        #expect(other.chrome.toast?.message == "the layout source \(source) is no longer there")
    }
}
