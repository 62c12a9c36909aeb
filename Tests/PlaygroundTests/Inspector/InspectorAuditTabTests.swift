import Audit
import CollectionLayout
import CollectionView
import Commands
@testable import Playground
import TestSupport
import Testing

/// The inspector's Audit tab: the findings of the state shown, found on opening it with the marks
/// off; a click on a row selects the finding, outlines it and scrolls its cell into view.
@MainActor
struct InspectorAuditTabTests {
    private typealias S = AuditSceneTexts

    /// Twenty 100-point cards, then one 40 × 40 swatch (a small target, 40 < 44) in a second
    /// section, in a 1024 × 768 window: the swatch sits at y = 20 × 100 + 19 × 10 = 2,190 of a
    /// 2,230-point content, the collection 768 − 56 − 32 = 680 points tall.
    private func model() throws -> PlaygroundModel {
        try SceneTestSupport.model(sceneText: S.belowCards(20, item: S.smallItem, height: 40, last: S.swatch("small")), size: Size(width: 1024, height: 768))
    }

    /// A click at the centre of a window rectangle.
    private func click(_ model: PlaygroundModel, _ frame: Rect) {
        let point = Point(x: frame.midX, y: frame.midY)
        model.handle(.pointerDown(point, modifiers: []))
        model.handle(.pointerUp(point))
    }

    @Test func theTabListsTheFindingsWithTheMarksOff() throws {
        let model = try model()
        model.setInspectorOpen(true, tab: .audit)
        model.settle()
        _ = model.drawList()
        #expect(!model.showsAudit)
        let (layout, _, title, _) = try #require(model.inspectorLayout())
        #expect(title == "Audit: 1 finding")
        #expect(model.windowFindings.map(\.kind) == [.smallTarget])
        #expect(model.windowFindings.first?.id == "small")
        // One row a finding, in the list below the title, at least the least height (as tall as its whole evidence).
        let rows = model.auditRowFrames(in: layout.auditList, count: 1)
        #expect(rows.count == 1 && rows[0].height >= PlaygroundModel.auditRowHeight && rows[0].minY == layout.auditList.minY)
    }

    @Test func aClickOnARowScrollsToItsCellAndOutlinesIt() throws {
        let model = try model()
        model.setInspectorOpen(true, tab: .audit)
        model.settle()
        _ = model.drawList()
        #expect(model.collectionView.contentOffset.y == 0)
        let (layout, _, _, _) = try #require(model.inspectorLayout())
        click(model, model.auditRowFrames(in: layout.auditList, count: 1)[0])
        #expect(model.selectedAuditFinding == 0)
        // Animated, as scrollToItem is.
        #expect(model.collectionView.isScrollAnimating)
        model.settle()
        // Centred it would be at 2,210 − 340 = 1,870; the content ends first: 2,230 − 680 = 1,550.
        #expect(abs(model.collectionView.contentOffset.y - 1550) < 0.5)
        let frame = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(item: 0, section: 1)))
        #expect(frame.minY >= model.collectionFrame.minY && frame.maxY <= model.collectionFrame.maxY)
        // The selected finding is outlined, 3 points wide, 3 points outside its cell.
        #expect(model.drawList().commands.contains { command in
            if case .stroke(let rect, let color, let width) = command {
                return rect == frame.insetBy(dx: -3, dy: -3) && color == AuditBadge.markColor && width == 3
            }
            return false
        })
        // A second click on the row leaves the offset where it is (the cell is shown).
        click(model, model.auditRowFrames(in: layout.auditList, count: 1)[0])
        #expect(!model.collectionView.isScrollAnimating)
    }

    /// Twenty cards 100 points tall and nothing else: the tab says there is nothing to list.
    @Test func withoutFindingsTheTabSaysSo() throws {
        let model = try SceneTestSupport.model(sceneText: S.belowCards(20, item: S.fullItem, height: 100,
                                                                       last: S.card("x", title: "Wide enough")), size: Size(width: 1024, height: 768))
        model.setInspectorOpen(true, tab: .audit)
        model.settle()
        #expect(model.windowFindings.isEmpty)
        #expect(try #require(model.inspectorLayout()).title == "Audit: 0 findings")
    }
}
