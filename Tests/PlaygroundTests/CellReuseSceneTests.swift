import CollectionLayout
import CollectionView
@testable import Playground
import SceneFormat
import Testing
import Typography

/// Reuse with the app's real cards: scrolling the built-in scene paints only the cards that
/// came into view, and every frame is exactly the frame painted with reuse turned off.
@MainActor @Suite(.serialized) struct CellReuseSceneTests {
    private func model(reuses: Bool, category: ContentSizeCategory = .L) throws -> PlaygroundModel {
        let scene = try SceneDecoder.load(path: TestPaths.defaultScene)
        let model = try PlaygroundModel(scene: scene, fonts: FontLibrary(directory: TestPaths.fonts), category: category,
                                        windowSize: Size(width: 800, height: 600))
        model.collectionView.reusesConfiguredContent = reuses
        return model
    }

    @Test func scrollingFramesEqualTheFramesPaintedAfresh() throws {
        let reusing = try model(reuses: true), painting = try model(reuses: false)
        for step in 0..<24 {
            let offset = Point(x: 0, y: Double(step) * 61.5)
            reusing.collectionView.setContentOffset(offset)
            painting.collectionView.setContentOffset(offset)
            #expect(reusing.drawList() == painting.drawList(), "step \(step)")
        }
        // A selection, then a text size: the cards change and must be painted again.
        reusing.collectionView.selectItem(at: IndexPath(item: 0, section: 1))
        painting.collectionView.selectItem(at: IndexPath(item: 0, section: 1))
        #expect(reusing.drawList() == painting.drawList())
        reusing.setCategory(.AX2, animated: false)
        painting.setCategory(.AX2, animated: false)
        #expect(reusing.drawList() == painting.drawList())
    }

    @Test func aSmallScrollConfiguresOnlyTheCardsThatCameIntoView() throws {
        let model = try model(reuses: true)
        let view = model.collectionView
        view.setContentOffset(Point(x: 0, y: 300))
        _ = model.drawList()
        let cellsBefore = Set(view.presentationElements().filter { $0.attributes.category == .cell }.map(\.identity))
        let configured = view.configuredCellCount
        view.setContentOffset(Point(x: 0, y: 450))
        _ = model.drawList()
        let cellsAfter = Set(view.presentationElements().filter { $0.attributes.category == .cell }.map(\.identity))
        let arrived = cellsAfter.subtracting(cellsBefore)
        #expect(!arrived.isEmpty)
        #expect(view.configuredCellCount - configured == arrived.count)
        // Scrolling back the same 150 points brings back cards whose views were kept (still live
        // within half a screen): nothing is painted.
        let again = view.configuredCellCount
        view.setContentOffset(Point(x: 0, y: 300))
        _ = model.drawList()
        #expect(view.configuredCellCount == again)
    }

    @Test func theOverlayCountsLiveQueuedCreatedAndReusedViews() throws {
        let model = try model(reuses: true)
        model.handleKey("d", modifiers: [])
        _ = model.drawList()
        let created = model.collectionView.reuse.createdCount
        #expect(created == model.collectionView.reuse.liveViews.count)
        #expect(model.collectionView.reuse.reusedCount == 0)
        // Scrolling a screen at a time, frame by frame: views leaving are queued and taken again,
        // so few new ones are made while many are reused.
        for step in 1...20 {
            model.collectionView.setContentOffset(Point(x: 0, y: Double(step) * 150))
            _ = model.drawList()
        }
        let reuse = model.collectionView.reuse
        #expect(reuse.reusedCount > 20)
        #expect(reuse.createdCount < created * 2)
    }
}

