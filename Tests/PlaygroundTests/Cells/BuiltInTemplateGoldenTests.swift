import CellTemplate
import CollectionLayout
import Foundation
import Pictures
import Rendering
import SceneFormat
import Testing
import Typography
@testable import Playground

/// The five card styles written out as templates (`BuiltInCellTemplates`, through the JSON a
/// designer starts from) draw exactly as the styles themselves: the goldens recorded for the
/// card styles, compared pixel for pixel with no tolerance.
@MainActor @Suite(.serialized) struct BuiltInTemplateGoldenTests {
    /// The `cell` member that writes a card style out as its template.
    private static func writtenOut(_ style: String) -> String {
        "\"cell\": " + CellTemplateEncoder.text(BuiltInCellTemplates.template(named: style)!)
    }

    /// How many pixels differ at all from the golden `name` (the picture is kept beside the
    /// goldens as `name.template.png` when any do, to look at; ignored by git).
    private func differingPixels(_ image: RGBAImage, golden name: String) throws -> Int {
        let expected = try PNGFile.read(TestPaths.snapshot("\(name).png"))
        guard expected.width == image.width, expected.height == image.height else { return image.width * image.height }
        var differing = 0
        for index in stride(from: 0, to: image.bytes.count, by: 4) where image.bytes[index..<index + 4] != expected.bytes[index..<index + 4] {
            differing += 1
        }
        if differing > 0 { try PNGFile.write(image, to: TestPaths.snapshot("\(name).template.png")) }
        return differing
    }

    @Test func thePictureStylesWrittenOutDrawAsTheStylesAtLarge() throws {
        let image = try PictureStylesScene.render(PictureStylesScene.text(cell: Self.writtenOut), category: .L)
        #expect(try differingPixels(image, golden: "picture-styles-L") == 0)
    }

    @Test func thePictureStylesWrittenOutDrawAsTheStylesAtAX5InTheDarkAt2x() throws {
        let image = try PictureStylesScene.render(PictureStylesScene.text(appearance: "dark", cell: Self.writtenOut), category: .AX5, scale: 2)
        #expect(try differingPixels(image, golden: "picture-styles-AX5-dark@2x") == 0)
    }

    @Test func thePictureStylesWrittenOutDrawAsTheStylesRightToLeft() throws {
        let image = try PictureStylesScene.render(PictureStylesScene.text(direction: "rtl", cell: Self.writtenOut), category: .xS)
        #expect(try differingPixels(image, golden: "picture-styles-xS-rtl") == 0)
    }

    /// The built-in scene with the text card written out as the scene's `cell`.
    private func defaultSceneWithTextTemplate(category: ContentSizeCategory, size: Size?) throws -> RGBAImage {
        let scene = try String(contentsOfFile: TestPaths.asset("default-scene.json"), encoding: .utf8)
        let brace = scene.firstIndex(of: "{")!
        let written = String(scene[...brace]) + "\n  " + Self.writtenOut("text") + "," + String(scene[scene.index(after: brace)...])
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("default-scene.json").path
        try written.write(toFile: path, atomically: true, encoding: .utf8)
        let options = ViewOptions(scenePath: path, category: category, size: size, fontsDirectory: TestPaths.fonts)
        return try options.makeModel().renderedFrame(scale: 1)
    }

    @Test func theTextCardWrittenOutDrawsAsTheTextCard() throws {
        #expect(try differingPixels(defaultSceneWithTextTemplate(category: .AX5, size: Size(width: 640, height: 480)),
                                    golden: "default-scene-AX5-640x480") == 0)
        #expect(try differingPixels(defaultSceneWithTextTemplate(category: .L, size: nil), golden: "default-scene-L") == 0)
        #expect(try differingPixels(defaultSceneWithTextTemplate(category: .xS, size: Size(width: 640, height: 480)),
                                    golden: "default-scene-xS-640x480") == 0)
    }
}
