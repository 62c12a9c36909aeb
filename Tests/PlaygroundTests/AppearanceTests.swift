import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Light and dark: text keeps WCAG AA contrast in both palettes, a switch crossfades the colours
/// without laying anything out, and the scene key, option, script action and dump agree.
@MainActor @Suite(.serialized) struct AppearanceTests {
    /// WCAG 2 relative luminance of an opaque colour, from its sRGB channels.
    private func luminance(_ color: Color) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG 2 contrast ratio of two opaque colours.
    private func contrast(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: [Palette.light, Palette.dark])
    func bodyTextMeetsWCAGAAAndLargeTextOnAccentsMeetsItsThree(_ palette: Palette) {
        // Body text (4.5:1): titles and subtitles on cards, headers and footers on the window
        // and on section backgrounds, toolbar labels on the bar and on control fills.
        let body: [(Color, Color)] = [(palette.label, palette.card), (palette.secondaryLabel, palette.card),
                                      (palette.label, palette.background), (palette.secondaryLabel, palette.background),
                                      (palette.label, palette.sectionBackground), (palette.secondaryLabel, palette.sectionBackground),
                                      (palette.label, palette.bar), (palette.label, palette.controlFill),
                                      (palette.label, palette.controlHover)]
        for (text, background) in body {
            #expect(contrast(text, background) >= 4.5, "\(text) on \(background): \(contrast(text, background))")
        }
        // Bold labels on accents (the on-state of a toggle, badge numbers): large-text AA, 3:1.
        #expect(contrast(palette.onAccent, palette.tint) >= 3)
        #expect(contrast(palette.onAccent, palette.badge) >= 3)
    }

    @Test func aSwitchCrossfadesTheColoursAndLaysNothingOut() throws {
        let model = try ViewOptions(size: Size(width: 640, height: 480), fontsDirectory: TestPaths.fonts).makeModel()
        let layout = model.collectionView.layout
        let frames = model.collectionView.allAttributes().map(\.frame)
        model.setAppearance(.dark, animated: true)
        // Halfway through the 0.35 s crossfade (eased: smoothstep(0.5) = 0.5), the window's
        // background is halfway from #F2F2F7 to black: 242 / 2 = 121, 247 / 2 = 123.5 → 124.
        model.advance(by: 0.175)
        #expect(model.background == Color(red: 121, green: 121, blue: 124))
        #expect(model.isAnimating)
        model.advance(by: 1)
        #expect(model.background == Color(hex: 0x000000))
        #expect(!model.isAnimating)
        #expect(model.collectionView.layout === layout)
        #expect(model.collectionView.allAttributes().map(\.frame) == frames)
        // The A key goes back (at once in the final colours after the fade).
        model.handleKey("a", modifiers: [])
        model.advance(by: 1)
        #expect(model.presentation.appearance == .light && model.background == Color(hex: 0xF2F2F7))
    }

    @Test func theSceneKeyTheOptionTheScriptAndDumpAgree() throws {
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("dark.json")
        try Data(#"{"appearance": "dark", "sections": [{"items": [{"title": "One"}]}]}"#.utf8).write(to: scene)
        let fromScene = try ViewOptions(scenePath: scene.path, fontsDirectory: TestPaths.fonts).makeModel()
        #expect(fromScene.presentation.appearance == .dark)
        var options = ViewOptions(scenePath: scene.path, fontsDirectory: TestPaths.fonts)
        options.appearance = .light
        #expect(try options.makeModel().presentation.appearance == .light)
        let scripted = try ViewOptions(scenePath: scene.path, fontsDirectory: TestPaths.fonts)
            .model(playing: [#"{"at": 0.5, "do": "setAppearance", "appearance": "light"}"#])
        #expect(scripted.presentation.appearance == .light)
        #expect(StateDump.json(fromScene, all: false).contains(#""appearance": "dark""#))
        #expect(throws: InputError.self) { try Appearance.parse("dim") }
        #expect(throws: InputError.self) {
            try SceneDecoder.decode(#"{"appearance": 1, "sections": []}"#, file: "s.json")
        }
    }

    @Test func theDefaultSceneInDark() throws {
        var options = ViewOptions(size: Size(width: 640, height: 480), fontsDirectory: TestPaths.fonts)
        options.appearance = .dark
        try SnapshotAssertion.assertMatches(try options.makeModel().renderedFrame(scale: 1), named: "default-scene-dark-640x480")
    }
}
