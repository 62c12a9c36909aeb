import CollectionLayout
import Foundation
import Testing
@testable import Playground

/// `--watch` survives the scene file being deleted, renamed away and back, and replaced by an
/// editor's atomic save (a new file renamed over the old one).
@MainActor
struct WatchSessionFileTests {
    private static let scene = #"{"sections": [{"items": [{"id": "a"}, {"id": "b"}]}]}"#

    private func session() throws -> (WatchSession, String) {
        let directory = try TestPaths.temporaryDirectory()
        let path = directory.appendingPathComponent("scene.json").path
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: path))
        let model = try ViewOptions(scenePath: path, size: Size(width: 400, height: 300), fontsDirectory: TestPaths.fonts).makeModel()
        return (WatchSession(model: model, path: path), path)
    }

    @Test func deletedThenWrittenAgain() throws {
        let (session, path) = try session()
        try FileManager.default.removeItem(atPath: path)
        #expect(session.poll())
        #expect(session.model.document.fileError
            == "error: \(path): the scene file is gone (deleted or renamed); showing the last good scene until it is back")
        #expect(session.model.collectionView.data.allItemIDs == ["a", "b"])
        // Still gone: nothing new to draw.
        #expect(!session.poll())
        try Data(Self.scene.replacingOccurrences(of: "\"b\"", with: "\"c\"").utf8).write(to: URL(fileURLWithPath: path))
        #expect(session.poll())
        #expect(session.model.document.fileError == nil)
        #expect(session.model.collectionView.data.allItemIDs == ["a", "c"])
    }

    @Test func renamedAwayAndBack() throws {
        let (session, path) = try session()
        let aside = path + ".bak"
        try FileManager.default.moveItem(atPath: path, toPath: aside)
        #expect(session.poll())
        #expect(session.model.document.fileError?.contains("the scene file is gone") == true)
        try FileManager.default.moveItem(atPath: aside, toPath: path)
        #expect(session.poll())
        #expect(session.model.document.fileError == nil)
        #expect(session.model.collectionView.data.allItemIDs == ["a", "b"])
    }

    @Test func anEditorsAtomicSaveIsAnEdit() throws {
        let (session, path) = try session()
        // What vim and most editors do: write a new file beside it, then rename it over the old one.
        let temporary = (path as NSString).deletingLastPathComponent + "/.scene.json.swp"
        try Data(Self.scene.replacingOccurrences(of: "\"a\"", with: "\"z\"").utf8).write(to: URL(fileURLWithPath: temporary))
        #expect(rename(temporary, path) == 0)
        #expect(session.poll())
        #expect(session.model.collectionView.data.allItemIDs == ["z", "b"])
        // A second save the same way is seen too (the watcher follows the path, not the first file).
        try Data(Self.scene.replacingOccurrences(of: "\"b\"", with: "\"y\"").utf8).write(to: URL(fileURLWithPath: temporary))
        #expect(rename(temporary, path) == 0)
        #expect(session.poll())
        #expect(session.model.collectionView.data.allItemIDs == ["a", "y"])
    }

    @Test func aHalfWrittenFileIsAnErrorUntilTheWriteEnds() throws {
        let (session, path) = try session()
        let full = Self.scene.replacingOccurrences(of: "\"b\"", with: "\"q\"")
        try Data(full.utf8.prefix(20)).write(to: URL(fileURLWithPath: path))
        #expect(session.poll())
        #expect(session.model.document.fileError?.hasPrefix("error: \(path):1:") == true)
        #expect(session.model.collectionView.data.allItemIDs == ["a", "b"])
        try Data(full.utf8).write(to: URL(fileURLWithPath: path))
        #expect(session.poll())
        #expect(session.model.collectionView.data.allItemIDs == ["a", "q"])
    }

    @Test func invalidUTF8IsLocated() throws {
        let (session, path) = try session()
        try Data([0x7B, 0x0A, 0x20, 0xFF]).write(to: URL(fileURLWithPath: path))
        #expect(session.poll())
        // Line 2 is " " then the bad byte: column 2.
        #expect(session.model.document.fileError == "error: \(path):2:2: the file is not UTF-8 text (an invalid byte sequence here)")
    }
}
