import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import Testing
import Typography

/// Bold Text switched in the window (the palette's "Bold Text (accessibility)"): the cards measure and draw one
/// weight heavier, the scene's `boldText` key is written into its JSON so undo and Save see it, and with
/// Reduce Motion the change cross-fades. Widths are worked out from the text measured in the heavier face.
@MainActor @Suite(.serialized) struct BoldTextCommandTests {
    /// A horizontal flow whose template cell is as wide as its headline title on one line, plus 10 each side.
    private static let scene = """
        {"layout": {"kind": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 150, "height": 90},
                    "estimatedItemSize": {"width": 150, "height": 90}},
         "cell": {"kind": "stack", "padding": 10, "children": [{"kind": "text", "bind": "title", "style": "headline"}]},
         "sections": [{"items": [{"id": "a", "title": "Sourdough"}]}]}
        """

    private func model(_ configure: (inout ViewOptions) -> Void = { _ in }) throws -> (PlaygroundModel, path: String) {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("bold.json").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, size: Size(width: 800, height: 400), fontsDirectory: TestPaths.fonts)
        // The collection alone: its only text is the card's title.
        options.showsChrome = false
        configure(&options)
        return (try options.makeModelAtMoment(), path)
    }

    private func card(_ model: PlaygroundModel) throws -> Rect {
        try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    }

    private func titleFonts(_ model: PlaygroundModel) -> [String] {
        model.drawList().commands.compactMap { if case .text(let run) = $0 { run.fontName } else { nil } }
    }

    /// The card's width worked out by hand: the title on one line in `weight`, at the headline's 17 points (L), plus the padding.
    private func width(in weight: FontWeight) throws -> Double {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        return fonts.makeMeasurer().measure("Sourdough", font: try fonts.face(weight), pointSize: 17).width + 20
    }

    @Test func theCommandMeasuresAndDrawsTheCardsOneWeightHeavierUndoAndSaveSeeIt() throws {
        let (model, path) = try model()
        let (semibold, bold) = (try width(in: .semibold), try width(in: .bold))
        // The headline is semibold; with Bold Text, bold (iOS's Bold Text: one weight heavier).
        #expect(abs(try card(model).width - semibold) < 1e-9)
        #expect(titleFonts(model) == ["Inter-SemiBold"])
        model.apply(.toggleAccessibility(.boldText))
        model.advance(by: 2)
        #expect(model.boldText)
        #expect(abs(try card(model).width - bold) < 1e-9)
        #expect(bold > semibold)
        #expect(titleFonts(model) == ["Inter-Bold"])
        // The status bar names it while on.
        #expect(model.toolbarState.accessibilityNames == ["Bold"])
        // Undo takes it back, redo brings it again.
        model.undo()
        model.advance(by: 2)
        #expect(!model.boldText && titleFonts(model) == ["Inter-SemiBold"])
        #expect(abs(try card(model).width - semibold) < 1e-9)
        #expect(model.toolbarState.accessibilityNames.isEmpty)
        model.redo()
        model.advance(by: 2)
        #expect(model.boldText)
        #expect(abs(try card(model).width - bold) < 1e-9)
        // Save writes the key; the scene read again opens with it.
        #expect(model.saveScene())
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""boldText": true"#))
        #expect(try SceneDecoder.load(path: path).boldText)
    }

    @Test func thePaletteListsItFirstAmongTheAccessibilitySettings() {
        let titles = CommandCatalogue.entries.filter { if case .toggleAccessibility = $0.command { true } else { false } }.map(\.title)
        #expect(titles == ["Bold Text (accessibility)", "Increase Contrast (accessibility)", "Reduce Motion (accessibility)",
                           "Reduce Transparency (accessibility)", "Differentiate Without Color (accessibility)"])
    }

    @Test func turnedOnByTheOptionItTurnsOffAndUndoBringsItBack() throws {
        let (model, _) = try model { $0.boldText = true }
        let bold = try width(in: .bold)
        #expect(model.boldText && titleFonts(model) == ["Inter-Bold"])
        model.apply(.toggleAccessibility(.boldText))
        model.advance(by: 2)
        #expect(!model.boldText && titleFonts(model) == ["Inter-SemiBold"])
        model.undo()
        model.advance(by: 2)
        #expect(model.boldText)
        #expect(abs(try card(model).width - bold) < 1e-9)
    }

    @Test func withReduceMotionTheCardGrowsByCrossFadingNotByMoving() throws {
        let (model, _) = try model { $0.reduceMotion = true }
        model.setBoldText(true, animated: true)
        let final = try card(model)
        model.advance(by: Animator.defaultDuration / 2)
        let shown = model.collectionView.presentationElements().filter { $0.attributes.category == .cell && $0.attributes.alpha > 0 }
        #expect(!shown.isEmpty)
        // Halfway, the card already stands at its new size, fading in.
        for element in shown {
            #expect(element.attributes.frame == final)
            #expect(element.attributes.alpha < 1)
        }
    }
}
