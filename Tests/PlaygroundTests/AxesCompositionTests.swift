import CollectionLayout
import Foundation
import Rendering
import SceneFormat
import Testing
@testable import Playground
import Typography

/// Every axis a designer flips through composes with the others in one command: a device, dark,
/// right to left and a text size together; `dump` says which values were used.
@MainActor @Suite(.serialized) struct AxesCompositionTests {
    private func options(category: ContentSizeCategory = .AX3) -> ViewOptions {
        var options = ViewOptions(scenePath: TestPaths.packageRoot.appendingPathComponent("Assets/rtl-scene.json").path,
                                  category: category, fontsDirectory: TestPaths.fonts)
        options.device = DevicePreset.named("iPhone SE")
        options.appearance = .dark
        options.direction = .rightToLeft
        options.showsChrome = false
        return options
    }

    @Test func aDeviceDarkRightToLeftAndATextSizeInOneCommand() throws {
        let model = try options().makeModel()
        #expect(model.presentation.windowSize == Size(width: 375, height: 667))
        #expect(model.presentation.appearance == .dark && model.presentation.category == .AX3)
        #expect(model.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let dump = StateDump.json(model, all: false)
        for fragment in [#""contentSizeCategory": "AX3""#, #""appearance": "dark""#, #""device": "iPhone SE""#,
                         #""orientation": "portrait""#, #""direction": "rtl""#] {
            #expect(dump.contains(fragment), "\(fragment)")
        }
        let picture = try model.renderedFrame(scale: 1)
        // Dark: the window behind the cards is black at the screen's left edge, below the status bar.
        #expect(picture[1, 300] == (0, 0, 0, 255))
        let result = try ProcessRunner.playground(["shot", TestPaths.packageRoot.appendingPathComponent("Assets/rtl-scene.json").path,
                                                   "--device", "iPhone SE", "--appearance", "dark", "--direction", "rtl",
                                                   "--category", "AX3", "--chrome", "none",
                                                   "--out", try TestPaths.temporaryDirectory().appendingPathComponent("all.png").path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: ["xS", "AX3"])
    func theSampleSceneInDarkRightToLeft(_ category: String) throws {
        var options = ViewOptions(scenePath: TestPaths.packageRoot.appendingPathComponent("Assets/rtl-scene.json").path,
                                  category: try ContentSizeCategory.parse(category), size: Size(width: 640, height: 480), fontsDirectory: TestPaths.fonts)
        options.appearance = .dark
        options.direction = .rightToLeft
        try SnapshotAssertion.assertMatches(try options.makeModel().renderedFrame(scale: 1), named: "rtl-scene-dark-\(category)")
    }
}
