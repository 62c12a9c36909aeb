import CollectionLayout
import CollectionView
import Foundation
import Testing
import Typography
@testable import Playground

/// The compositional layout in the app: its toolbar segment and key, the animated switch from
/// and back to the flow, and estimated sizes that settle to the text as the page is scrolled.
@MainActor @Suite(.serialized) struct CompositionalAppTests {
    private func model(layout: String, scene: String? = nil, size: String = "1024x768") throws -> PlaygroundModel {
        try ViewOptions(scenePath: scene, layout: layout, size: size, fontsDirectory: TestPaths.fonts).makeModelAtMoment()
    }

    /// Every cell's frame in the current layout, by item id.
    private func frames(_ model: PlaygroundModel) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for (section, content) in model.collectionView.data.sections.enumerated() {
            for (item, id) in content.itemIDs.enumerated() {
                result[id] = model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
            }
        }
        return result
    }

    @Test func keyFiveAndTheFifthSegmentChooseTheCompositionalLayout() throws {
        let model = try model(layout: "flow", scene: TestPaths.defaultScene)
        model.handleKey("5", modifiers: [])
        #expect(model.layoutKind == .compositional)
        #expect(model.collectionView.layout is CompositionalLayout)
        let segment = try #require(model.toolbarControls.first { $0.label == "Compositional" })
        #expect(segment.tooltip == "Compositional layout (5)")
        model.handleKey("1", modifiers: [])
        #expect(model.layoutKind == .flow)
        #expect(model.toolbarControls.first { $0.label == "Compositional" }?.isOn == false)
    }

    @Test func switchingFromFlowToCompositionalAndBackReturnsEveryCell() throws {
        let model = try model(layout: "flow", scene: TestPaths.defaultScene)
        model.collectionView.setContentOffset(Point(x: 0, y: 300))
        model.collectionView.layoutIfNeeded()
        model.advance(by: 1)
        let before = frames(model)
        let offset = model.collectionView.contentOffset
        let shown = Set(model.collectionView.presentationElements().map { "\($0.identity)" })
        model.setLayout(.compositional, animated: true)
        model.advance(by: 2)
        #expect(frames(model) != before)
        model.setLayout(.flow, animated: true)
        model.advance(by: 2)
        #expect(frames(model) == before)
        #expect(model.collectionView.contentOffset == offset)
        #expect(Set(model.collectionView.presentationElements().map { "\($0.identity)" }) == shown)
    }

    @Test func estimatedSizesSettleToTheTextWhereverThePageHasBeen() throws {
        let model = try model(layout: "compositional", size: "1024x500")
        let view = model.collectionView
        let firstBefore = try #require(view.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame)
        // Down to the end a screen at a time, then back to the top.
        while view.contentOffset.y + view.viewportSize.height < view.contentSize.height - 1 {
            view.setContentOffset(Point(x: 0, y: view.contentOffset.y + view.viewportSize.height / 2))
            view.layoutIfNeeded()
        }
        view.setContentOffset(.zero)
        view.layoutIfNeeded()
        let grid = (0..<view.data.sections[2].itemIDs.count).compactMap {
            view.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 2))?.frame
        }
        // Three columns at 1024 wide: each row of the grid shares its tallest card's height, and
        // no card is left at the 120-point estimate (every one was measured on the way).
        for row in stride(from: 0, to: grid.count, by: 3) {
            let heights = grid[row..<min(row + 3, grid.count)].map(\.height)
            #expect(Set(heights).count == 1, "row \(row / 3): \(heights)")
        }
        #expect(!grid.contains { $0.height == 120 })
        // The content ends at the last section's bottom: its background plus its bottom inset 12
        // (the grid section has no footer).
        let background = try #require(view.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 2)))
        #expect(abs(view.contentSize.height - background.frame.maxY) < 1e-6)
        // The first grid card was measured as it came near the screen: its top did not move
        // for cells measured below it.
        #expect(grid.first?.minX == firstBefore.minX)
    }

    @Test func theTextSizeSliderReflowsTheGridIntoOneColumnAtAccessibilitySizes() throws {
        let model = try model(layout: "compositional")
        let width = { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.width }
        // 1024 less the section's insets 10 + 10, in thirds, less each card's insets 6 + 6.
        #expect(abs(width()! - (1004.0 / 3 - 12)) < 1e-9)
        model.setCategory(.AX1, animated: true)
        model.advance(by: 2)
        #expect(abs(width()! - (1004 - 12)) < 1e-9)
    }
}
