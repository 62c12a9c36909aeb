import CollectionLayout
import CollectionView
import Foundation
import LayoutSource
@testable import Playground
import Testing

/// `run --layout-source`: a saved change is compiled in the background while the window keeps the layout it
/// has, then switched to with the layout-switch animation; a compile error or a trapping edit shows over the
/// last working layout, which stays.
@MainActor @Suite(.serialized) struct LayoutSourceWatchTests {
    /// A model of the circle scene (the scene's own layout) and a watch of a copy of Apple's CircleLayout, loaded.
    private func loadedCircle() throws -> (PlaygroundModel, LayoutSourceWatch, URL) {
        let file = try TestPaths.temporaryDirectory().appendingPathComponent("MyCircle.swift")
        try FileManager.default.copyItem(atPath: LayoutSourceFixtures.path("CircleLayout.swift"), toPath: file.path)
        let options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        let model = try options.makeModel()
        let watch = LayoutSourceWatch(path: file.path, className: nil)
        watch.loadNow(into: model)
        return (model, watch, file)
    }

    /// The side of the first cell as shown now (mid-animation: interpolated).
    private func shownSide(_ model: PlaygroundModel) -> Double {
        model.collectionView.presentationElements().first { $0.attributes.category == .cell && $0.attributes.indexPath == IndexPath(0, 0) }?
            .attributes.size.width ?? -1
    }

    /// Rewrites the file with an edit.
    private func edit(_ file: URL, _ from: String, _ to: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(from))
        try text.replacingOccurrences(of: from, with: to).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aSavedChangeCompilesInTheBackgroundThenAnimatesToTheNewLayout() throws {
        let (model, watch, file) = try loadedCircle()
        #expect(model.document.fileError == nil)
        #expect(shownSide(model) == 70)
        #expect(model.windowTitle.hasPrefix("Own circle — CircleLayout (MyCircle.swift) — "), "\(model.windowTitle)")
        try edit(file, "let ITEM_SIZE: CGFloat = 70", "let ITEM_SIZE: CGFloat = 40")
        #expect(watch.poll(model))
        #expect(watch.isCompiling)
        // Meanwhile the window keeps the layout it has.
        #expect(shownSide(model) == 70)
        watch.waitForPendingBuild(model)
        #expect(!watch.isCompiling)
        #expect(model.document.fileError == nil)
        // The switch animates: a moment in, the cell is between its old and its new size.
        #expect(model.collectionView.isAnimating)
        model.advance(by: 0.1)
        let between = shownSide(model)
        #expect(between < 70 && between > 40, "\(between)")
        model.advance(by: 3)
        #expect(shownSide(model) == 40)
    }

    @Test func aCompileErrorShowsTheCompilersLineOverTheLastWorkingLayout() throws {
        let (model, watch, file) = try loadedCircle()
        try edit(file, "attributes.size = CGSize(width: ITEM_SIZE, height: ITEM_SIZE)", "attributes.size = CGSize(width: ITEM_SIZE, height: ITEM_SIZ)")
        watch.poll(model)
        watch.waitForPendingBuild(model)
        let error = try #require(model.document.fileError)
        #expect(error.hasPrefix("\(file.path):"), "\(error)")
        #expect(error.contains("error: cannot find 'ITEM_SIZ' in scope"), "\(error)")
        #expect(shownSide(model) == 70)
        #expect(model.layoutSource?.failure == nil)
        // Fixed: the error goes and the layout is the file's again.
        try edit(file, "ITEM_SIZ)", "ITEM_SIZE * 0.5)")
        watch.poll(model)
        watch.waitForPendingBuild(model)
        #expect(model.document.fileError == nil)
        model.advance(by: 3)
        let shown = model.collectionView.presentationElements().first { $0.attributes.category == .cell && $0.attributes.indexPath == IndexPath(0, 0) }
        #expect(shown?.attributes.size == Size(width: 70, height: 35))
    }

    @Test func anEditThatTrapsIsReportedAndTheLastWorkingLayoutStays() throws {
        let (model, watch, file) = try loadedCircle()
        try edit(file, "cellCount = collectionView!.numberOfItems(inSection: 0)", "cellCount = [1, 2][collectionView!.numberOfItems(inSection: 0)]")
        watch.poll(model)
        watch.waitForPendingBuild(model)
        let error = try #require(model.document.fileError)
        #expect(error.hasPrefix("\(file.path):"), "\(error)")
        #expect(error.contains("the layout trapped: Fatal error: Index out of range"), "\(error)")
        // The earlier host still answers.
        #expect(model.layoutSource?.failure == nil)
        model.collectionView.resize(to: Size(width: 700, height: 500))
        model.collectionView.layoutIfNeeded()
        #expect(shownSide(model) == 70)
    }

    /// The layout segments on the toolbar (or in its overflow menu), by label, and the labels of those on.
    private func segments(_ model: PlaygroundModel) -> (all: [String], on: [String]) {
        LayoutSourceFixtures.layoutSegments(model)
    }

    @Test func theToolbarNamesTheUsersLayoutAndChoosingABuiltInOneSetsItAside() throws {
        let (model, watch, file) = try loadedCircle()
        // The user's class is the segment on; no built-in layout is (the scene's own, the circle, is not).
        #expect(segments(model).all == ["Flow", "Stacked", "Circle", "Cover Flow", "Compositional", "Grid", "Line", "CircleLayout"])
        #expect(segments(model).on == ["CircleLayout"])
        // Flow chosen: the flow layout is shown and on, the user's segment stays to come back to.
        model.perform(.layout(.flow))
        model.advance(by: 3)
        #expect(model.layoutSource == nil)
        #expect(segments(model).on == ["Flow"])
        #expect(segments(model).all.last == "CircleLayout")
        #expect(!(model.collectionView.layout is RemoteLayout))
        // Its segment brings the user's layout back, animated as a layout switch.
        model.perform(.ownLayout)
        #expect(model.collectionView.isAnimating)
        model.advance(by: 3)
        #expect(segments(model).on == ["CircleLayout"])
        #expect(shownSide(model) == 70)
        // While a built-in layout is shown, the watch goes on: a save brings the user's layout back, edited.
        model.perform(.layout(.grid))
        try edit(file, "let ITEM_SIZE: CGFloat = 70", "let ITEM_SIZE: CGFloat = 40")
        watch.poll(model)
        watch.waitForPendingBuild(model)
        model.advance(by: 3)
        #expect(segments(model).on == ["CircleLayout"])
        #expect(shownSide(model) == 40)
        // The command palette's row does what the segment does.
        model.perform(.layout(.flow))
        model.advance(by: 3)
        let row = try #require(CommandCatalogue.entries.first { $0.title == "Your own layout (--layout-source)" })
        model.apply(row.command)
        model.advance(by: 3)
        #expect(segments(model).on == ["CircleLayout"])
        #expect(model.collectionView.layout is RemoteLayout)
    }
}
