import CollectionLayout
import Foundation
import Testing
@testable import Playground
import SceneFormat

/// What the real-window inspector tests share: a copy of the default scene in a 1024 × 768 window
/// under Xvfb, the inspector opened with key I, once the screen shows the named row.
@MainActor
struct InspectorWindow {
    /// The running window.
    let window: WindowDriver
    /// The scene file the window shows (a copy: Save writes it).
    let scene: String
    /// Where the window writes its `dump --all` state when it quits.
    let state: String
    /// The open panel as laid out.
    let panel: InspectorPanelLayout
    /// The row asked for.
    let row: InspectorPanelLayout.Row

    /// Opens the window on a copy of `sceneFile` and the inspector (key I, or a script's
    /// `inspector` action on `tab`), and waits until the row labelled `label` is on screen.
    init(row label: String, scene sceneFile: String = TestPaths.defaultScene, tab: InspectorTab? = nil) throws {
        scene = try InspectorTestSupport.copy(sceneFile)
        let directory = URL(fileURLWithPath: (scene as NSString).deletingLastPathComponent)
        state = directory.appendingPathComponent("state.json").path
        // Where the row is, and how the open panel looks, from a model of the same window with the panel open.
        let model = try InspectorTestSupport.model(scene, size: Size(width: 1024, height: 768))
        if let tab { model.setInspectorOpen(true, tab: tab) }
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let index = try #require(parameters.firstIndex { $0.label == label })
        panel = layout
        row = layout.rows[index]
        let open = try model.renderedFrame(scale: 1)
        let closed = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel().renderedFrame(scale: 1)
        let opening = try tab.map { ["--script", try ScriptTestSupport.scriptFile([#"{"at": 0, "do": "inspector", "open": true, "tab": "\#($0.rawValue)"}"#])] } ?? []
        window = try WindowDriver(["run", scene, "--size", "1024x768", "--exit-after", "60", "--state-on-exit", state] + opening, in: directory)
        if tab == nil { try window.xdotool(["mousemove", "300", "400", "key", "i"]) }
        try window.waitUntilScreenShows(open, insteadOf: closed, in: row.frame, what: "the inspector shows the \(label) row")
    }

    /// The state the window wrote when it quit.
    func stateOnExit() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as! [String: Any]
    }
}
