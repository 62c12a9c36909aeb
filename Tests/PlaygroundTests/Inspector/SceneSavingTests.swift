import AppSupport
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// Save: the tuned scene goes back into its file, whole, keys in their order, and loads back to
/// the same layout; a file that cannot be written is said in the window and nothing is lost.
@MainActor @Suite(.serialized) struct SceneSavingTests {
    /// The keys of an object at a path of a JSON file, in file order.
    private func keys(_ path: String, at parameter: String) throws -> [String] {
        let root = try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8))
        let components = parameter.split(separator: ".").map { ParameterPath.Component.key(String($0)) }
        let node = SceneDocument(file: path, root: root).value(at: ParameterPath(components: components))
        guard case .object(let members) = node?.value else { return [] }
        return members.map(\.key)
    }

    @Test func aSavedSceneKeepsItsKeysInOrderAndLoadsBackToTheSameLayout() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let topKeys = try keys(path, at: ""), layoutKeys = try keys(path, at: "layout.columns")
        let model = try InspectorTestSupport.model(path, layout: .circle)
        try model.setParameter(try ParameterPath("layout.circle.radius"), to: .number(180.5), animated: true)
        try model.setParameter(try ParameterPath("layout.minimumLineSpacing"), to: .number(22), animated: false)
        #expect(model.saveScene())
        #expect(!model.hasUnsavedParameters)
        #expect(model.chrome.toast?.message == "Saved the scene to \(path)")
        // The keys stay where they were; the new `circle` object comes last in `layout`.
        #expect(try keys(path, at: "") == topKeys)
        #expect(try keys(path, at: "layout.columns") == layoutKeys)
        #expect(try keys(path, at: "layout").last == "circle")
        // No temporary file is left beside it.
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [(path as NSString).lastPathComponent])
        // Read again from the file: the same values and the same layout on screen.
        let reloaded = try InspectorTestSupport.model(path, layout: .circle)
        #expect(reloaded.document.parameters.circleRadius == 180.5)
        #expect(reloaded.document.scene.layout.metrics.minimumLineSpacing == 22)
        model.settle()
        #expect(InspectorTestSupport.firstDifference(InspectorTestSupport.frames(model), InspectorTestSupport.frames(reloaded)) == nil)
    }

    @Test func theTitleHasADotWhileTheParametersDifferFromTheFile() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(path)
        let clean = model.windowTitle
        #expect(!clean.hasPrefix("● ") && !model.hasUnsavedParameters)
        // A change: the dot. Undone back to the file's values: no dot (and Save no longer asks).
        try model.setParameter(try ParameterPath("layout.minimumLineSpacing"), to: .number(30), animated: false)
        #expect(model.windowTitle == "● " + clean && model.hasUnsavedParameters)
        model.undo()
        #expect(model.windowTitle == clean && !model.hasUnsavedParameters)
        model.redo()
        #expect(model.hasUnsavedParameters)
        // Saved: clean; undoing past the save differs from the file again, and redo comes back to it.
        #expect(model.saveScene())
        #expect(model.windowTitle == clean)
        model.undo()
        #expect(model.hasUnsavedParameters)
        model.redo()
        #expect(!model.hasUnsavedParameters)
        // Undone past the save and changed anew: no redo can come back to the file's values.
        model.undo()
        try model.setParameter(try ParameterPath("layout.minimumLineSpacing"), to: .number(44), animated: false)
        #expect(model.hasUnsavedParameters)
        model.undo()
        #expect(model.hasUnsavedParameters, "the file has 30, the layout 12 (as loaded) after this undo")
    }

    @Test func everyOtherValueOfTheFileIsWrittenBackAsItWas() throws {
        let path = try InspectorTestSupport.copy(TestPaths.packageRoot.appendingPathComponent("Assets/app-store-scene.json").path)
        let before = try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8))
        let model = try InspectorTestSupport.model(path)
        try model.setParameter(try ParameterPath("layout.interSectionSpacing"), to: .number(30), animated: false)
        #expect(model.saveScene())
        let after = try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8))
        #expect(InspectorTestSupport.changedPaths(before, after) == ["layout.interSectionSpacing"])
    }

    @Test func aBuiltInSceneIsSavedAsACopyInTheWorkingFolder() throws {
        let model = try SceneTestSupport.builtInScene()
        #expect(model.document.isBuiltInScene)
        #expect(model.sceneSavePath == "default-scene.json")
    }

    @Test func aFileThatCannotBeWrittenIsSaidAndTheTuningIsKept() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(path)
        try model.setParameter(try ParameterPath("layout.minimumLineSpacing"), to: .number(33), animated: false)
        // A folder stands where the scene's file was (put there since it was opened): the file cannot be written.
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(!model.saveScene())
        #expect(model.chrome.toast?.message.hasPrefix("Couldn't save the scene: ") == true)
        #expect(model.hasUnsavedParameters)
        #expect(model.document.scene.layout.metrics.minimumLineSpacing == 33)
        // The window goes on: another change and a frame.
        try model.setParameter(try ParameterPath("layout.minimumLineSpacing"), to: .number(12), animated: true)
        model.advance(by: 0.1)
        #expect(!model.drawList().commands.isEmpty)
        // What stands at the path was not touched, and nothing was left beside it.
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == [(path as NSString).lastPathComponent])
    }
}
