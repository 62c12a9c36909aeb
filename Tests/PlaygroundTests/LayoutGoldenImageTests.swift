import Foundation
import Rendering
import Testing
@testable import Playground

/// Golden images of every layout at L and AX3, a mid-transition frame, and cover flow caught
/// between items (strong perspective), drawn by the software renderer at 640×480.
@MainActor @Suite(.serialized) struct LayoutGoldenImageTests {
    private func render(layout: String, category: String, script: String? = nil, at: Double? = nil) throws -> RGBAImage {
        let options = ViewOptions(layout: layout, category: category, size: "640x480", fontsDirectory: TestPaths.fonts,
                                  scriptPath: script.map(TestPaths.fixture), at: at)
        return try ShotCommand.render(try options.makeModelAtMoment(), scale: 1)
    }

    @Test(arguments: ["stacked", "circle", "coverflow"], ["L", "AX3"])
    func eachLayoutAtTwoTextSizes(_ layout: String, _ category: String) throws {
        try SnapshotAssertion.assertMatches(try render(layout: layout, category: category), named: "\(layout)-\(category)-640x480")
    }

    @Test func aFrameHalfwayFromFlowToCircle() throws {
        try SnapshotAssertion.assertMatches(try render(layout: "flow", category: "L", script: "mid-transition.json", at: 0.175),
                                            named: "flow-to-circle-halfway-640x480")
    }

    @Test func coverFlowBetweenTwoItemsInStrongPerspective() throws {
        try SnapshotAssertion.assertMatches(try render(layout: "coverflow", category: "L", script: "coverflow-between.json"),
                                            named: "coverflow-between-640x480")
    }
}
