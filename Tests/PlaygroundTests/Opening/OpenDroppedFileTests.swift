import AppInput
import AppSupport
import CollectionLayout
import Foundation
import Pictures
@testable import Playground
import Rendering
import SceneFormat
import Testing

/// A file dropped on the window, as the model sees it: the drop asks the window to open the file,
/// and what the window then does — a scene in place of the current one, a script played on it,
/// or one line saying why nothing opened, the current scene as it was.
@MainActor @Suite(.serialized) struct OpenDroppedFileTests {
    private let options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)

    /// The text of a scene broken on its third line (`}` where an item belongs, column 16).
    private static let brokenScene = "{\n  \"sections\": [\n    {\"items\": [}\n  ]\n}\n"

    private func write(_ text: String, named name: String) throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aDropAsksTheWindowToOpenTheFile() throws {
        let model = try options.makeModel()
        model.handle(.dropFile("/somewhere/scene.json"))
        #expect(model.takeOpenRequest() == .file(URL(fileURLWithPath: "/somewhere/scene.json")))
        #expect(model.takeOpenRequest() == nil)
    }

    @Test func aDroppedSceneOpensInPlaceOfTheCurrentOneKeepingTheTextSize() throws {
        let model = try options.makeModel()
        model.apply(.setCategory(.AX2, animated: false))
        let path = TestPaths.fixture("small-scene.json")
        guard case .scene(let opened, let file) = model.outcome(of: .file(URL(fileURLWithPath: path))) else {
            Issue.record("the scene did not open")
            return
        }
        #expect(file == path)
        // The fixture: six squares a…f, then three coloured bars.
        #expect(opened.document.scene.name == "Small")
        #expect(opened.collectionView.data.sections.map(\.itemIDs.count) == [6, 3])
        #expect(opened.collectionView.data.sections[0].itemIDs == ["a", "b", "c", "d", "e", "f"])
        #expect(opened.presentation.category == .AX2 && opened.presentation.windowSize == model.presentation.windowSize && !opened.document.isBuiltInScene)
    }

    @Test func aDroppedSceneNamingADeviceIsShownOnIt() throws {
        let path = try write(#"{"device": "iPhone SE", "orientation": "landscape", "sections": [{"items": [{"title": "One"}]}]}"#,
                             named: "phone.json")
        guard case .scene(let opened, _) = try options.makeModel().outcome(of: .file(URL(fileURLWithPath: path))) else {
            Issue.record("the scene did not open")
            return
        }
        #expect(opened.presentation.device?.name == "iPhone SE" && opened.presentation.orientation == .landscape)
    }

    @Test func aBuiltInSceneOpensFromItsFileInAssets() throws {
        guard case .scene(let opened, let file) = try options.makeModel().outcome(of: .builtInScene("bookshelf-scene.json")) else {
            Issue.record("the built-in scene did not open")
            return
        }
        // The file the recent files remember.
        #expect((file as NSString).lastPathComponent == "bookshelf-scene.json" && FileManager.default.fileExists(atPath: file))
        #expect(opened.document.scene.name == "Bookshelf" && opened.document.isBuiltInScene)
    }

    @Test func aDroppedScriptIsPlayedNotOpened() throws {
        let path = try write(#"{"actions": [{"at": 0.5, "do": "setLayout", "layout": "grid"}, {"at": 1, "do": "undo"}]}"#, named: "tune.json")
        guard case .script(let script) = try options.makeModel().outcome(of: .file(URL(fileURLWithPath: path))) else {
            Issue.record("the script was not read as one")
            return
        }
        #expect(script.actions.count == 2 && script.file == path)
        // Played from the moment it was dropped.
        #expect(script.delayed(by: 3).actions.map(\.at) == [3.5, 4])
    }

    @Test func aBrokenFileIsOneLineWithItsSpotAndTheSceneStays() throws {
        let model = try options.makeModel()
        let before = StateDump.json(model, all: true)
        let path = try write(Self.brokenScene, named: "broken.json")
        guard case .refused(let reason) = model.outcome(of: .file(URL(fileURLWithPath: path))) else {
            Issue.record("a broken file opened")
            return
        }
        #expect(reason.description == "\(path):3:16: expected a value, found '}'")
        #expect(OpenOutcome.toast(for: reason) == "Couldn't open broken.json:3:16: expected a value, found '}'")
        #expect(StateDump.json(model, all: true) == before)
    }

    @Test func aFileThatIsNotASceneSaysWhy() throws {
        let path = try write(#"{"name": "No sections"}"#, named: "empty.json")
        guard case .refused(let reason) = try options.makeModel().outcome(of: .file(URL(fileURLWithPath: path))) else {
            Issue.record("a file without sections opened")
            return
        }
        #expect(OpenOutcome.toast(for: reason).hasPrefix("Couldn't open empty.json:1:1: "))
        #expect(reason.message.contains("\"sections\""))
    }

    @Test func aPictureOrAnyFileThatIsNotJSONIsOneLine() throws {
        let folder = try TestPaths.temporaryDirectory()
        let picture = folder.appendingPathComponent("picture.png")
        try AtomicFile.writePNG(RGBAImage(width: 4, height: 4), to: picture.path)
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("Buy milk\n".utf8).write(to: notes)
        for file in [picture, notes] {
            guard case .refused(let reason) = try options.makeModel().outcome(of: .file(file)) else {
                Issue.record("\(file.lastPathComponent) opened")
                continue
            }
            let toast = OpenOutcome.toast(for: reason)
            #expect(toast.hasPrefix("Couldn't open \(file.lastPathComponent):1:") && !toast.contains("\n"), "\(toast)")
        }
    }

    @Test func aMissingFileSaysSo() throws {
        guard case .refused(let reason) = try options.makeModel().outcome(of: .file(URL(fileURLWithPath: "/no/such/scene.json"))) else {
            Issue.record("a missing file opened")
            return
        }
        #expect(OpenOutcome.toast(for: reason) == "Couldn't open scene.json: no such file")
    }

    @Test func anEmptyFolderSaysItHasNoPictures() throws {
        let folder = try TestPaths.temporaryDirectory()
        guard case .refused(let reason) = try options.makeModel().outcome(of: .file(folder)) else {
            Issue.record("an empty folder opened")
            return
        }
        #expect(OpenOutcome.toast(for: reason) == "no pictures in \(folder.standardizedFileURL.path) (PNG, JPEG, WebP, GIF or HEIC)")
    }

    @Test func aScriptsDropFileIsTheDropTakenFromTheScriptsFolder() throws {
        let script = try ScriptDecoder.decode(#"""
            {"actions": [{"at": 0, "do": "dropFile", "path": "scenes/a.json"}, {"at": 1, "do": "dropFile", "path": "/elsewhere/b.json"},
                         {"at": 2, "do": "dropFile", "path": "../pictures"}]}
            """#, file: "/work/scripts/s.json")
        let dropped = script.actions.compactMap { timed -> String? in
            if case .input(.dropFile(let path)) = timed.action { return path }
            return nil
        }
        #expect(dropped == ["/work/scripts/scenes/a.json", "/elsewhere/b.json", "/work/pictures"])
    }

    @Test func aDropFileWithoutAPathIsRefusedAtItsSpot() throws {
        #expect(throws: InputError.self) { try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "dropFile"}]}"#, file: "s.json") }
        do {
            _ = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "dropFile", "path": ""}]}"#, file: "s.json")
            Issue.record("an empty path was taken")
        } catch {
            #expect(error.description == "s.json:1:50: \"path\" must be a file or folder's path, got \"\"")
        }
    }
}
