import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// `--layout-source` under the accessibility settings: the user's layout reads Bold Text and Increase Contrast
/// from its traits (`legibilityWeight`, `accessibilityContrast`) and every setting from `UIAccessibility`'s
/// flags, as the scene is shown when it opens and again whenever the window changes one.
@MainActor @Suite(.serialized) struct LayoutSourceAccessibilityTests {
    /// Options for the circle scene laid out by AccessibilityLayout.swift, with the bundled fonts.
    private func options(_ configure: (inout ViewOptions) -> Void = { _ in }) -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("AccessibilityLayout.swift")
        configure(&options)
        return options
    }

    private func firstCell(_ model: PlaygroundModel) -> Rect? {
        model.collectionView.allAttributes().first { $0.category == .cell && $0.indexPath == IndexPath(0, 0) }?.frame
    }

    @Test func theLayoutReadsTheSettingsTheSceneOpensWith() throws {
        // Every setting off: 100 × 40 at x 10 (the fixture's own arithmetic).
        let plain = try DumpCommand.run(options(), all: true)
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: plain, item: 0) == [10, 10, 100, 40])
        // Every one on: bold and high contrast in its traits (200 × 80), each flag at x: 10 + 1 + 2 + 4 + 8 + 16 = 41.
        let all = try DumpCommand.run(options {
            $0.boldText = true
            $0.contrast = .increased
            $0.reduceMotion = true
            $0.reduceTransparency = true
            $0.differentiateWithoutColor = true
        }, all: true)
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: all, item: 0) == [41, 10, 200, 80])
    }

    @Test func switchingASettingInTheWindowLaysTheUserLayoutOutAgain() throws {
        let model = try options().makeModelAtMoment()
        #expect(firstCell(model) == Rect(x: 10, y: 10, width: 100, height: 40))
        model.apply(.toggleAccessibility(.boldText))
        model.advance(by: 3)
        #expect(firstCell(model) == Rect(x: 11, y: 10, width: 200, height: 40))
        model.apply(.toggleAccessibility(.increaseContrast))
        model.advance(by: 3)
        #expect(firstCell(model) == Rect(x: 13, y: 10, width: 200, height: 80))
        model.apply(.toggleAccessibility(.reduceTransparency))
        model.advance(by: 3)
        #expect(firstCell(model) == Rect(x: 21, y: 10, width: 200, height: 80))
        // Undo takes Bold Text back: the layout hears that too.
        model.undo()
        model.advance(by: 3)
        #expect(firstCell(model) == Rect(x: 20, y: 10, width: 100, height: 80))
    }
}
