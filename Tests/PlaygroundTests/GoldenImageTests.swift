import CollectionLayout
import Foundation
import Pictures
import Rendering
import Testing
@testable import Playground
import Typography

/// The software renderer's pictures of the built-in scene, pinned pixel by pixel.
@MainActor @Suite(.serialized) struct GoldenImageTests {
    private func render(category: ContentSizeCategory, size: Size? = nil, scale: Double = 1) throws -> RGBAImage {
        let options = ViewOptions(category: category, size: size, fontsDirectory: TestPaths.fonts)
        return try options.makeModel().renderedFrame(scale: scale)
    }

    @Test func defaultSceneAtLarge() throws {
        try SnapshotAssertion.assertMatches(try render(category: .L), named: "default-scene-L")
    }

    @Test func defaultSceneAtExtraSmallAndAX5() throws {
        try SnapshotAssertion.assertMatches(try render(category: .xS, size: Size(width: 640, height: 480)), named: "default-scene-xS-640x480")
        try SnapshotAssertion.assertMatches(try render(category: .AX5, size: Size(width: 640, height: 480)), named: "default-scene-AX5-640x480")
    }

    @Test func theAppStorePageAtLarge() throws {
        let options = ViewOptions(layout: .kind(.compositional), category: .L, fontsDirectory: TestPaths.fonts)
        try SnapshotAssertion.assertMatches(try options.makeModel().renderedFrame(scale: 1), named: "app-store-page-L")
    }

    @Test(.disabled(if: SnapshotAssertion.isRecording, "recording would write the missing golden"))
    func aMissingGoldenFailsAndIsNotWritten() throws {
        let name = "no-such-golden"
        defer { try? FileManager.default.removeItem(atPath: TestPaths.snapshot("\(name).actual.png")) }
        withKnownIssue("a golden that is not there is a failure, outside CI too") {
            try SnapshotAssertion.assertMatches(RGBAImage(width: 2, height: 2), named: name)
        }
        #expect(!FileManager.default.fileExists(atPath: TestPaths.snapshot("\(name).png")))
        #expect(FileManager.default.fileExists(atPath: TestPaths.snapshot("\(name).actual.png")))
    }

    @Test func sameShotGivesTheSamePixels() throws {
        #expect(try render(category: .L, size: Size(width: 400, height: 300)) == render(category: .L, size: Size(width: 400, height: 300)))
    }

    @Test func doubleScaleDoublesThePixelsAndKeepsThePicture() throws {
        let single = try render(category: .L, size: Size(width: 320, height: 240))
        let double = try render(category: .L, size: Size(width: 320, height: 240), scale: 2)
        #expect(double.width == 640 && double.height == 480)
        // The bar's hairline sits at 55 points: pixel row 55 at 1×, rows 110–111 at 2×.
        #expect(single[10, 55] == double[20, 110])
    }

    @Test func cardsAreDrawnWhereTheLayoutPutsThem() throws {
        let model = try ViewOptions(scenePath: TestPaths.fixture("small-scene.json"), fontsDirectory: TestPaths.fonts).makeModel()
        let image = try model.renderedFrame(scale: 1)
        // Item [1, 0] is a #E76F51 swatch at content (80, 264, 160, 50): window y = 56 + 264 = 320.
        let inside = image[160, 345]
        #expect(inside.r == 0xE7 && inside.g == 0x6F && inside.b == 0x51)
        // Left of it, the background.
        let outside = image[60, 345]
        #expect(outside.r == 0xF2 && outside.g == 0xF2 && outside.b == 0xF7)
    }
}
