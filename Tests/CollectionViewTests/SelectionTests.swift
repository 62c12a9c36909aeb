import CollectionLayout
import Testing
@testable import CollectionView

/// Highlight and selection follow UIKit's flow and stay with their items.
@MainActor @Suite struct SelectionTests {
    final class Recorder: CollectionViewDelegate {
        var log: [String] = []
        var refuseSelection: Set<IndexPath> = []
        func collectionView(_ view: CollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("highlight \(indexPath)") }
        func collectionView(_ view: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("unhighlight \(indexPath)") }
        func collectionView(_ view: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("should select \(indexPath)")
            return !refuseSelection.contains(indexPath)
        }
        func collectionView(_ view: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath)") }
        func collectionView(_ view: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath)") }
    }

    private func makeView() -> (CollectionView, Recorder) {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<12).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 480))
        let recorder = Recorder()
        view.delegate = recorder
        return (view, recorder)
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let (view, recorder) = makeView()
        view.touchDown(at: Point(x: 150, y: 50))
        #expect(view.highlightedItemID == "i1")
        view.touchUp(at: Point(x: 150, y: 50))
        #expect(recorder.log == ["highlight [0, 1]", "unhighlight [0, 1]", "should select [0, 1]", "select [0, 1]"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(0, 1)])
        #expect(view.highlightedItemID == nil)
    }

    @Test func singleSelectionDeselectsTheOtherAndMultipleToggles() {
        let (view, recorder) = makeView()
        view.touchDown(at: Point(x: 50, y: 50)); view.touchUp(at: Point(x: 50, y: 50))
        view.touchDown(at: Point(x: 270, y: 50)); view.touchUp(at: Point(x: 270, y: 50))
        #expect(view.indexPathsForSelectedItems == [IndexPath(0, 2)])
        #expect(recorder.log.contains("deselect [0, 0]"))
        view.allowsMultipleSelection = true
        view.touchDown(at: Point(x: 50, y: 50)); view.touchUp(at: Point(x: 50, y: 50))
        #expect(view.indexPathsForSelectedItems == [IndexPath(0, 0), IndexPath(0, 2)])
        view.touchDown(at: Point(x: 270, y: 50)); view.touchUp(at: Point(x: 270, y: 50))
        #expect(view.indexPathsForSelectedItems == [IndexPath(0, 0)])
    }

    @Test func theDelegateCanRefuseAndAReleaseElsewhereSelectsNothing() {
        let (view, recorder) = makeView()
        recorder.refuseSelection = [IndexPath(0, 1)]
        view.touchDown(at: Point(x: 150, y: 50)); view.touchUp(at: Point(x: 150, y: 50))
        #expect(view.indexPathsForSelectedItems.isEmpty)
        view.touchDown(at: Point(x: 50, y: 50)); view.touchUp(at: Point(x: 150, y: 250))
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func selectionFollowsItsItemThroughUpdatesAndLayoutChanges() throws {
        let (view, _) = makeView()
        view.selectItem(at: IndexPath(0, 5))
        view.apply(CollectionData(sections: [.init(id: "s0", itemIDs: ["i5"] + (0..<12).filter { $0 != 5 }.map { "i\($0)" })]))
        #expect(view.indexPathsForSelectedItems == [IndexPath(0, 0)])
        view.setLayout(CircleLayout(), animated: true)
        #expect(view.selectedItemIDs == ["i5"])
        view.apply(CollectionData(sections: [.init(id: "s0", itemIDs: (0..<12).filter { $0 != 5 }.map { "i\($0)" })]))
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }
}
