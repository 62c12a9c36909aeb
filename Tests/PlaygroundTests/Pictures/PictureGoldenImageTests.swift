import CollectionLayout
import Foundation
import Pictures
import Rendering
import Testing
@testable import Playground
import Typography

/// The four picture card styles drawn by the software renderer, pinned pixel by pixel: a
/// poster (a book above its title), an overlay (a banner under a scrim), a thumbnail row (an
/// icon beside its text) and a photo (a painting), at L and AX5, light and dark, and right to left.
@MainActor @Suite(.serialized) struct PictureGoldenImageTests {
    @Test func theFourStylesAtLarge() throws {
        try SnapshotAssertion.assertMatches(try PictureStylesScene.render(PictureStylesScene.text(), category: .L), named: "picture-styles-L")
    }

    @Test func theFourStylesAtAX5InTheDarkAt2x() throws {
        try SnapshotAssertion.assertMatches(try PictureStylesScene.render(PictureStylesScene.text(appearance: "dark"), category: .AX5, scale: 2), named: "picture-styles-AX5-dark@2x")
    }

    @Test func theFourStylesRightToLeft() throws {
        try SnapshotAssertion.assertMatches(try PictureStylesScene.render(PictureStylesScene.text(direction: "rtl"), category: .xS), named: "picture-styles-xS-rtl")
    }

    @Test func albumsInCoverFlowWithTheirReflections() throws {
        var options = ViewOptions(scenePath: TestPaths.asset("albums-scene.json"), size: Size(width: 800, height: 400), fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        try SnapshotAssertion.assertMatches(try options.makeModel().renderedFrame(scale: 1), named: "albums-coverflow")
    }
}
