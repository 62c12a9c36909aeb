import CollectionLayout
import Foundation
import Pictures
import Rendering
import Testing
@testable import Playground
import Typography

/// The visual regression suite: every layout at xS, L and AX5, at 1× and 2× (the collection
/// alone, 320×240 points, to keep the goldens small), key moments of a transition, a drag and a
/// pinch, and cover flow caught between items (strong perspective).
@MainActor @Suite(.serialized) struct LayoutGoldenImageTests {
    private func render(layout: LayoutChoice, category: ContentSizeCategory, script: String? = nil, at: Double? = nil,
                        size: Size = Size(width: 640, height: 480), scale: Double = 1, chrome: Bool = true) throws -> RGBAImage {
        var options = ViewOptions(layout: layout, category: category, size: size, fontsDirectory: TestPaths.fonts,
                                  scriptPath: script.map(TestPaths.fixture), at: at)
        options.showsChrome = chrome
        return try options.makeModelAtMoment().renderedFrame(scale: scale)
    }

    @Test(arguments: ["flow", "stacked", "circle", "coverflow", "compositional", "line"], ["xS", "L", "AX5"])
    func everyLayoutAtThreeTextSizesAndTwoScales(_ layout: String, _ category: String) throws {
        for scale in [1.0, 2.0] {
            let image = try render(layout: try LayoutChoice.parse(layout), category: try ContentSizeCategory.parse(category), size: Size(width: 320, height: 240), scale: scale,
                                 chrome: false)
            #expect(image.width == Int(320 * scale) && image.height == Int(240 * scale))
            try SnapshotAssertion.assertMatches(image, named: "suite-\(layout)-\(category)@\(Int(scale))x")
        }
    }

    @Test func aDragReorderingMidway() throws {
        try SnapshotAssertion.assertMatches(try render(layout: .kind(.flow), category: .L, script: "drag-reorder.json", at: 0.8),
                                            named: "drag-reorder-midway-640x480")
    }

    @Test func aPileSpreadByAPinch() throws {
        try SnapshotAssertion.assertMatches(try render(layout: .kind(.stacked), category: .L, script: "pinch-pile.json", at: 0.3),
                                            named: "pinch-pile-spread-640x480")
    }

    @Test func theSuiteCatchesAOnePixelShiftInEveryLayout() throws {
        for layout in ["flow", "stacked", "circle", "coverflow", "line"] {
            let golden = try PNGFile.read(TestPaths.snapshot("suite-\(layout)-L@1x.png"))
            // The same picture one pixel to the right, as a one-pixel layout shift would draw it.
            let image = try render(layout: try LayoutChoice.parse(layout), category: .L, size: Size(width: 320, height: 240), chrome: false)
            var shifted = image
            for row in 0..<image.height {
                for column in stride(from: image.width - 1, to: 0, by: -1) {
                    let target = (row * image.width + column) * 4, source = target - 4
                    shifted.bytes.replaceSubrange(target..<target + 4, with: image.bytes[source..<source + 4])
                }
            }
            #expect(SnapshotAssertion.differingPixels(image, golden) == 0)
            #expect(SnapshotAssertion.differingPixels(shifted, golden) > 0, "\(layout)")
        }
    }

    @Test func aFrameHalfwayFromFlowToCircle() throws {
        try SnapshotAssertion.assertMatches(try render(layout: .kind(.flow), category: .L, script: "mid-transition.json", at: 0.175),
                                            named: "flow-to-circle-halfway-640x480")
    }

    @Test func coverFlowBetweenTwoItemsInStrongPerspective() throws {
        try SnapshotAssertion.assertMatches(try render(layout: .kind(.coverflow), category: .L, script: "coverflow-between.json"),
                                            named: "coverflow-between-640x480")
    }
}
