import CollectionLayout
import Foundation
import Pictures
import SceneFormat
import Testing
@testable import Playground
import Typography

/// A designer's cell, pinned pixel by pixel: the recipe cards of `Assets/recipes-cell-scene.json`
/// (a picture clipped to the card's rounded top, a two-line title, a row of a time, a spacer and a
/// badge; at AX5 that row a column) at L in light and at AX5 in dark.
@MainActor @Suite(.serialized) struct TemplateGoldenTests {
    private func render(_ category: ContentSizeCategory, _ appearance: Appearance) throws -> RGBAImage {
        var options = ViewOptions(scenePath: TestPaths.packageRoot.appendingPathComponent("Assets/recipes-cell-scene.json").path,
                                  category: category, size: Size(width: 640, height: 480), fontsDirectory: TestPaths.fonts)
        options.appearance = appearance
        let model = try options.makeModel()
        model.settlePictures()
        return try model.renderedFrame(scale: 1)
    }

    @Test func theRecipeCardsAtLargeInLight() throws {
        try SnapshotAssertion.assertMatches(try render(.L, .light), named: "recipes-cell-L")
    }

    @Test func theRecipeCardsAtAX5InDark() throws {
        try SnapshotAssertion.assertMatches(try render(.AX5, .dark), named: "recipes-cell-AX5-dark")
    }
}
