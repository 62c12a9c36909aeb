import CollectionLayout
import Foundation
import Testing
@testable import Playground

/// The toolbar's Shuffle and Reset and their undo, through the model's public actions: a
/// shuffle is a deterministic permutation of each section, Reset goes back to the scene as
/// loaded, and Ctrl+Z / Ctrl+Shift+Z step back and forth exactly.
@MainActor @Suite struct ShuffleResetTests {
    /// The built-in scene's item ids, section by section, read straight from its JSON file.
    private func orderInTheFile() throws -> [[String]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: TestPaths.defaultScene))) as! [String: Any]
        return (json["sections"] as! [[String: Any]]).map { section in
            (section["items"] as! [[String: Any]]).map { $0["id"] as! String }
        }
    }

    private func model() throws -> PlaygroundModel {
        try ViewOptions(scenePath: TestPaths.defaultScene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
    }

    /// The order the collection view shows, section by section.
    private func order(_ model: PlaygroundModel) -> [[String]] { model.collectionView.data.sections.map(\.itemIDs) }

    @Test func aShuffleIsAPermutationOfEachSectionTheSameInEveryFreshModel() throws {
        let loaded = try orderInTheFile()
        #expect(loaded.count == 4 && loaded.allSatisfy { $0.count == 15 })
        let model = try model()
        #expect(order(model) == loaded)
        model.perform(.shuffle)
        let shuffled = order(model)
        // Each section keeps its own items, in another order.
        #expect(shuffled.count == loaded.count)
        for (now, before) in zip(shuffled, loaded) {
            #expect(now.sorted() == before.sorted())
            #expect(now != before)
        }
        // Deterministic: a fresh model's first shuffle gives the same order …
        let other = try self.model()
        other.perform(.shuffle)
        #expect(order(other) == shuffled)
        // … and a second shuffle another one.
        model.perform(.shuffle)
        #expect(order(model) != shuffled)
        #expect(order(model).map { $0.sorted() } == loaded.map { $0.sorted() })
    }

    @Test func undoPutsBackTheOrderBeforeEachShuffleAndRedoShufflesAgain() throws {
        let loaded = try orderInTheFile()
        let model = try model()
        model.perform(.shuffle)
        let first = order(model)
        model.perform(.shuffle)
        let second = order(model)
        model.undo()
        #expect(order(model) == first)
        model.undo()
        #expect(order(model) == loaded)
        model.redo()
        #expect(order(model) == first)
        model.redo()
        #expect(order(model) == second)
    }

    @Test func resetGoesBackToTheSceneAsLoadedAndIsUndoneLikeAnyEdit() throws {
        let loaded = try orderInTheFile()
        let model = try model()
        // Shuffle, then delete the first card of section 1 and add a card after section 0's third.
        model.perform(.shuffle)
        let deleted = order(model)[1][0]
        model.collectionView.selectItem(at: CollectionLayout.IndexPath(item: 0, section: 1))
        model.perform(.delete)
        #expect(model.collectionView.indexPathsForSelectedItems.isEmpty)
        model.collectionView.selectItem(at: CollectionLayout.IndexPath(item: 2, section: 0))
        model.perform(.add)
        let edited = order(model)
        #expect(!edited[1].contains(deleted) && edited[0].count == 16 && edited[1].count == 14)
        model.perform(.reset)
        #expect(order(model) == loaded)
        // Reset is one step on the undo stack: undo gives back the edited order, redo the scene's.
        model.undo()
        #expect(order(model) == edited)
        model.redo()
        #expect(order(model) == loaded)
        // Reset of an untouched scene changes nothing.
        model.perform(.reset)
        #expect(order(model) == loaded)
    }
}
