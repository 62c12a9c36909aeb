import CollectionLayout
import CollectionView
@testable import Playground
import Rendering
import SceneFormat
import Testing
import Typography

/// Soft shadows: blurred once into a cached mask per corner radius and blur, not per frame or
/// per card; deeper under a lifted card than under a resting one.
@MainActor @Suite(.serialized) struct ShadowTests {
    @Test func theMaskIsBlurredOncePerRadiusAndBlurNotPerFrameOrCard() throws {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        let scene = try SceneDecoder.load(path: TestPaths.defaultScene)
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 800, height: 600))
        let canvas = try OffscreenCanvas(pixelWidth: 800, pixelHeight: 600, fonts: fonts)
        _ = canvas.render(model.drawList(), scale: 1)
        // Every resting card casts the same shadow: one mask (12-point corners, 5-point blur),
        // however many cards of however many heights are on screen.
        #expect(canvas.shadowMasksMade == 1)
        for step in 1...10 {
            model.collectionView.setContentOffset(Point(x: 0, y: Double(step) * 80))
            _ = canvas.render(model.drawList(), scale: 1)
        }
        #expect(canvas.shadowMasksMade == 1)
    }

    @Test func aLiftedCardCastsADeeperShadowThanARestingOne() throws {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        try fonts.loadAll()
        let scene = try SceneDecoder.load(path: TestPaths.defaultScene)
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 800, height: 600))
        func shadow(zIndex: Int, turned: Bool = false) -> (blur: Double, offset: Double, alpha: UInt8)? {
            var attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = Rect(x: 0, y: 0, width: 300, height: 128)
            attributes.zIndex = zIndex
            if turned { attributes.transform3D = .scale(x: 0.9, y: 0.9, z: 1) }
            var list = DrawList(size: attributes.size, background: Color(hex: 0))
            model.cells.painter.paint(attributes, itemID: "ocelot", state: CellState(), frame: attributes.frame, into: &list)
            // The shadow comes first, so the collection view can draw it outside the card's layer.
            guard case .shadow(let rect, _, let blur, let color) = list.commands.first else { return nil }
            return (blur, rect.minY, color.alpha)
        }
        let resting = try #require(shadow(zIndex: 0)), lifted = try #require(shadow(zIndex: Int.max / 4))
        #expect(lifted.blur > resting.blur && lifted.offset > resting.offset && lifted.alpha > resting.alpha)
        // Above the others: a turned card (cover flow's side cards, the piles) less than the one in front.
        let turned = try #require(shadow(zIndex: 30, turned: true)), front = try #require(shadow(zIndex: 31))
        #expect(turned.blur > resting.blur && front.blur > turned.blur && lifted.blur > front.blur)
    }
}
