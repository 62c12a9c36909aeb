import AppSupport
import Audit
import CardDrawing
import CollectionLayout
import Commands
import Foundation
import Pictures
@testable import Playground
import SceneFormat
import Testing

/// Reduce Transparency and Differentiate Without Color as axes of `sheet` and `audit` (`--reduce-transparencies`,
/// `--differentiate-without-colors`, as `--bold-texts`): one cell or variant a value, titled and labelled by the
/// setting, and the "on" cell drawn with the scrim opaque or the selection's checkmark.
@MainActor @Suite(.serialized) struct AccessibilityAxesTests {
    /// One 200 × 90 card under a 45 % black scrim (its template's background), 12 points in.
    private static func scene(_ keys: String = "") -> String {
        """
        {\(keys)"layout": {"kind": "flow", "itemSize": {"width": 200, "height": 90}, "sectionInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
         "cell": {"kind": "stack", "background": "#00000073", "padding": 10, "children": [{"kind": "text", "bind": "title"}]},
         "sections": [{"items": [{"id": "a", "title": "Soup"}]}]}
        """
    }

    private func options(_ keys: String = "") throws -> ViewOptions {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("axes.json").path
        try Self.scene(keys).write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, size: Size(width: 240, height: 140), fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        return options
    }

    @Test func theAuditsVariantsMultiplyByEachSetting() throws {
        let base = try options()
        let scene = try SceneDecoder.load(path: try #require(base.scenePath))
        let axes = AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"], boldTexts: ["off", "on"],
                             reduceTransparencies: ["off", "on"], differentiateWithoutColors: ["off", "on"])
        let variants = try axes.variants(of: scene, base: base)
        // 2 × 2 × 2, by hand; the last changes fastest.
        #expect(variants.map { "\($0.boldText) \($0.reduceTransparency) \($0.differentiateWithoutColor)" } == [
            "false false false", "false false true", "false true false", "false true true",
            "true false false", "true false true", "true true false", "true true true",
        ])
        #expect(variants[3].label == "L · light · ltr · flow · reduce transparency · differentiate without color")
        let json = JSONWriter.write(variants[2].json)
        #expect(json.contains(#""reduceTransparency": true"#) && json.contains(#""differentiateWithoutColor": false"#))
        let options = try variants[3].options(over: base)
        #expect(options.reduceTransparency && options.differentiateWithoutColor && !options.boldText)
        // `all` names both; a bad value names its option.
        #expect(try AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"], reduceTransparencies: ["all"])
            .variants(of: scene, base: base).map(\.reduceTransparency) == [false, true])
        do {
            _ = try AuditAxes(categories: ["L"], differentiateWithoutColors: ["yes"]).variants(of: scene, base: base)
            Issue.record("a bad value was taken")
        } catch {
            #expect(error.message == #"--differentiate-without-colors must name values among: off, on (or all), got "yes""#)
        }
        // Without the axes: what the options or the scene say.
        var on = base
        on.reduceTransparency = true
        #expect(try AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"]).variants(of: scene, base: on)
            .map { "\($0.reduceTransparency) \($0.differentiateWithoutColor)" } == ["true false"])
        // The command audits every one: 2 × 2 variants at one text size, appearance and direction.
        let report = try AuditCommand.run(base, axes: AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"],
                                                                reduceTransparencies: ["off", "on"], differentiateWithoutColors: ["off", "on"]),
                                          format: "json", sheet: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
        #expect(object["variants"] as? Int == 4)
    }

    @Test func anAuditVariantOffShowsItOffWhereTheScenesKeyTurnsItOn() throws {
        let base = try options(#""boldText": true, "differentiateWithoutColor": true, "#)
        let scene = try SceneDecoder.load(path: try #require(base.scenePath))
        let variants = try AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"], boldTexts: ["off", "on"],
                                     differentiateWithoutColors: ["off", "on"]).variants(of: scene, base: base)
        let shown = try variants.map { variant in
            let model = try AuditCommand.makeModel(variant, base: base, scene: scene, sceneFile: try #require(base.scenePath))
            return "\(model.boldText) \(model.accessibility.differentiateWithoutColor)"
        }
        #expect(shown == ["false false", "false true", "true false", "true true"])
        // Without the axes, the scene's own.
        let own = try #require(try AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"]).variants(of: scene, base: base).first)
        #expect(own.boldText && own.differentiateWithoutColor)
    }

    /// A sheet along one on-or-off axis: two columns of the 240 × 140 view, 16 points apart and around, under a
    /// 36-point title row (no row titles): 16 + 2 × (240 + 16) = 528 wide, 36 + 140 + 16 + 16 = 208 high.
    private func sheet(_ axis: SheetCommand.Axis, over options: ViewOptions) throws -> RGBAImage {
        let image = try SheetCommand.render(options, axes: [axis], scale: 1)
        #expect(image.width == 528 && image.height == 208)
        return image
    }

    /// The card's frame in the view, as the variant lays it out.
    private func card(_ options: ViewOptions) throws -> Rect {
        try #require(try options.makeModelAtMoment().collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    }

    @Test(arguments: ["", #""reduceTransparency": true, "#])
    func aSheetAlongReduceTransparencyDrawsTheScrimOpaqueInItsOnColumn(sceneKeys: String) throws {
        // Whatever the scene's own key says: its `off` column shows the setting off.
        let options = try options(sceneKeys)
        let image = try sheet(.reduceTransparencies(["off", "on"]), over: options)
        let frame = try card(options)
        // A point of the card clear of its text (the title is at its top leading corner), in each column.
        let (x, y) = (Int(frame.maxX) - 20, Int(frame.maxY) - 10)
        let off = image[16 + x, 36 + y], on = image[16 + 256 + x, 36 + y]
        // 45 % black over the light background: grey; with Reduce Transparency, black.
        #expect(off.r > 60 && off.r < 200, "\(off)")
        #expect(on.r == 0 && on.g == 0 && on.b == 0 && on.a == 255, "\(on)")
        #expect(SheetCommand.Axis.reduceTransparencies(["on"]).title(of: "on") == "Reduce Transparency on")
    }

    @Test func aSheetAlongDifferentiateWithoutColorMarksTheSelectionInItsOnColumn() throws {
        let options = try options().playing([#"{"at": 0, "do": "select", "indexPath": [0, 0]}"#])
        let image = try sheet(.differentiateWithoutColors(["off", "on"]), over: options)
        let frame = try card(options)
        // The checkmark's 22-point disc, 6 points in from the card's top trailing corner; its tinted pixels
        // (3 in from its edge) counted in each column.
        func tinted(column: Int) -> Int {
            var count = 0
            for y in Int(frame.minY) + 9..<Int(frame.minY) + 25 {
                for x in Int(frame.maxX) - 25..<Int(frame.maxX) - 9 {
                    let pixel = image[16 + 256 * column + x, 36 + y]
                    let tint = Palette.light.tint
                    if abs(Int(pixel.r) - Int(tint.red)) < 12 && abs(Int(pixel.g) - Int(tint.green)) < 12 && abs(Int(pixel.b) - Int(tint.blue)) < 12 {
                        count += 1
                    }
                }
            }
            return count
        }
        // Without the setting the selection is shown by colour alone, away from the disc's place.
        #expect(tinted(column: 1) > tinted(column: 0) + 50, "\(tinted(column: 0)) → \(tinted(column: 1))")
        #expect(SheetCommand.Axis.differentiateWithoutColors(["on"]).title(of: "on") == "Differentiate Without Color on")
    }
}
