import CollectionLayout
import Commands
import Foundation
import Playground
import TestSupport
import Testing

/// What the window remembers between runs: the file round-trips, fills in only what the command
/// line leaves out, and a broken file is a one-line reason.
struct RememberedStateTests {
    private var sample: RememberedState {
        var state = RememberedState()
        state.scenePath = PackagePaths.defaultScene
        state.windowWidth = 900
        state.windowHeight = 700
        state.windowX = 40
        state.windowY = 60
        state.category = "AX1"
        state.appearance = "dark"
        state.device = "iPhone 15"
        state.orientation = "landscape"
        state.isInspectorOpen = true
        return state
    }

    @Test func theFileRoundTrips() throws {
        let url = try TemporaryFolders.make().appendingPathComponent("config/window.json")
        try sample.save(to: url)
        #expect(try RememberedState.load(from: url) == sample)
        #expect(try RememberedState.load(from: url.deletingLastPathComponent().appendingPathComponent("none.json")) == nil)
    }

    @Test func rememberedValuesFillInWhatTheCommandLineLeavesOut() {
        let bare = sample.applied(to: ViewOptions())
        #expect(bare.scenePath == PackagePaths.defaultScene)
        #expect(bare.category == .AX1 && bare.appearance == .dark)
        #expect(bare.device?.name == "iPhone 15" && bare.orientation == .landscape, "the same scene: its device")
        #expect(bare.size == nil, "a device sizes the window")
        var given = ViewOptions(scenePath: PackagePaths.podcastScene, category: .S, size: Size(width: 800, height: 600))
        given.appearance = .light
        let applied = sample.applied(to: given)
        #expect(applied.scenePath == PackagePaths.podcastScene && applied.category == .S && applied.appearance == .light)
        #expect(applied.size == Size(width: 800, height: 600))
        #expect(applied.device == nil, "another scene: the remembered device is not its")
        var noDevice = sample
        noDevice.device = nil
        noDevice.scenePath = "/no/such/scene.json"
        let sized = noDevice.applied(to: ViewOptions())
        #expect(sized.scenePath == nil, "a scene that is gone is not opened")
        #expect(sized.size == Size(width: 900, height: 700))
    }

    @Test func aBrokenFileIsOneLine() throws {
        let url = try TemporaryFolders.make().appendingPathComponent("window.json")
        try Data("[1, 2".utf8).write(to: url)
        do {
            _ = try RememberedState.load(from: url)
            Issue.record("a broken file was read")
        } catch {
            #expect(error.description == "\(url.path): not remembered window state (not JSON)")
        }
        try Data("{\"category\": \"huge\"}".utf8).write(to: url)
        do {
            _ = try RememberedState.load(from: url)
            Issue.record("a bad text size was read")
        } catch {
            #expect(error.description == "\(url.path): \"category\" is \"huge\", not a text size")
        }
    }
}
