import AppInput
import CollectionLayout
import CollectionView
@testable import Playground
import SceneFormat
import TestSupport
import Testing
import Typography

/// A card dropped after a drag reorder is drawn at rest again — the resting shadow (5-point blur,
/// 2 points down), not the lifted one (18, 10) — when every frame is drawn, as in the window,
/// where a view keeps the drawing it was configured with while its key holds.
@MainActor @Suite(.serialized) struct DroppedCardShadowTests {
    /// Every shadow in a frame's list, layers included, in window points.
    private func shadows(_ commands: [DrawCommand]) -> [(rect: Rect, blur: Double)] {
        commands.flatMap { command -> [(rect: Rect, blur: Double)] in
            switch command {
            case .shadow(let rect, _, let blur, _): [(rect, blur)]
            case .flatLayer(_, _, let inner), .transformed(_, _, _, _, let inner): shadows(inner)
            default: []
            }
        }
    }

    @Test func aDroppedCardCastsTheRestingShadowAgain() throws {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        try fonts.loadAll()
        let scene = try SceneDecoder.load(path: TestPaths.defaultScene)
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1024, height: 768))
        _ = model.drawList()
        // Ocelot, the first card, is held still for 0.5 s (lifted), carried to the second column
        // and let go; a frame is drawn every 1/60 s throughout, as the window draws them.
        let start = try SceneTestSupport.centre(model, 0)
        let target = Point(x: start.x + 340, y: start.y)
        func frames(for seconds: Double) {
            for _ in 0..<Int((seconds * 60).rounded()) {
                model.advance(by: 1.0 / 60)
                _ = model.drawList()
            }
        }
        _ = model.handle(.pointerDown(start, modifiers: []))
        frames(for: 0.5)
        _ = model.handle(.pointerMove(Point(x: start.x + 12, y: start.y)))
        frames(for: 0.1)
        #expect(model.collectionView.movingItemID == "ocelot")
        // While lifted, its shadow is the lifted one.
        #expect(shadows(model.drawList().commands).contains { $0.blur == 18 })
        for step in 1...10 {
            _ = model.handle(.pointerMove(Point(x: start.x + 34 * Double(step), y: start.y)))
            frames(for: 1.0 / 30)
        }
        _ = model.handle(.pointerUp(target))
        frames(for: 1.5)
        #expect(model.collectionView.movingItemID == nil)
        #expect(!model.collectionView.isAnimating)
        // Ocelot is now the second item; at rest every card, it included, casts the resting
        // shadow: its own frame moved 2 points down with a 5-point blur, and nowhere a lifted one.
        #expect(model.collectionView.data.sections[0].itemIDs.prefix(2) == ["lynx", "ocelot"])
        let frame = try #require(model.windowFrame(ofItemAt: IndexPath(item: 1, section: 0)))
        let all = shadows(model.drawList().commands)
        #expect(!all.contains { $0.blur == 18 })
        let own = all.filter { $0.rect.size == frame.size && abs($0.rect.minX - frame.minX) < 1e-9 && abs($0.rect.minY - frame.minY - 2) < 1e-9 }
        #expect(own.count == 1)
        #expect(own.first?.blur == 5)
    }
}
