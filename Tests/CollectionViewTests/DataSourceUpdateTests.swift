import CollectionLayout
import Testing
@testable import CollectionView

/// Changes inside a child reach the owner at global index paths, with the whole composition's
/// data, and a real collection view accepts them.
@MainActor @Suite struct DataSourceUpdateTests {
    /// A = one section (a0 a1 a2); B = composed of B1 (b1.0 b1.1) and B2 (b2.0); C = (c0 c1).
    /// Global sections: A 0, B1 1, B2 2, C 3.
    private func composition() throws -> (root: ComposedDataSource, a: BasicDataSource, b: ComposedDataSource,
                                          b2: BasicDataSource, c: BasicDataSource) {
        let a = BasicDataSource(sectionID: "A", items: ["a0", "a1", "a2"])
        let b1 = BasicDataSource(sectionID: "B1", items: ["b1.0", "b1.1"])
        let b2 = BasicDataSource(sectionID: "B2", items: ["b2.0"])
        let b = try ComposedDataSource(children: [b1, b2])
        let c = BasicDataSource(sectionID: "C", items: ["c0", "c1"])
        return (try ComposedDataSource(children: [a, b, c]), a, b, b2, c)
    }

    @Test func anInsertInANestedChildArrivesAtItsGlobalIndexPath() throws {
        let (root, _, _, b2, _) = try composition()
        let owner = DataSourceOwner(root)
        try b2.insertItems(["new"], at: 0)
        #expect(owner.updates.count == 1)
        let update = try #require(owner.updates.first)
        // B2 is global section 2 (A, B1 before it): its item 0 is [2, 0].
        #expect(update.update.insertedItems == [IndexPath(item: 0, section: 2)])
        #expect(update.update.deletedItems.isEmpty && update.update.insertedSections.isEmpty)
        #expect(update.resultingData == handBuilt([("A", ["a0", "a1", "a2"]), ("B1", ["b1.0", "b1.1"]),
                                                   ("B2", ["new", "b2.0"]), ("C", ["c0", "c1"])]))
        #expect(owner.refusals.isEmpty)
        #expect(owner.view.data == update.resultingData)
    }

    @Test func deletesMovesAndReloadsArriveAtGlobalIndexPaths() throws {
        let (root, a, _, _, c) = try composition()
        let owner = DataSourceOwner(root)
        try c.deleteItems(at: [1])
        try a.moveItem(from: 0, to: 2)
        try c.reloadItems(at: [0])
        c.reloadSection()
        let updates = owner.updates.map(\.update)
        #expect(updates.count == 4)
        #expect(updates[0].deletedItems == [IndexPath(item: 1, section: 3)])          // C is section 3
        #expect(updates[1].movedItems == [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))])
        #expect(updates[2].reloadedItems == [IndexPath(item: 0, section: 3)])
        #expect(updates[3].reloadedSections == [3])
        #expect(owner.refusals.isEmpty)
        #expect(owner.view.data == handBuilt([("A", ["a1", "a2", "a0"]), ("B1", ["b1.0", "b1.1"]),
                                              ("B2", ["b2.0"]), ("C", ["c0"])]))
    }

    @Test func addingAndRemovingChildrenInsertsAndDeletesTheirSections() throws {
        let (root, a, b, _, _) = try composition()
        let owner = DataSourceOwner(root)
        try b.add(BasicDataSource(sectionID: "B3", items: ["b3.0"]))
        // B3 comes after B2 (section 2): section 3; C moves to 4.
        #expect(owner.updates.last?.update.insertedSections == [3])
        try root.remove(a)
        #expect(owner.updates.last?.update.deletedSections == [0])
        #expect(owner.refusals.isEmpty)
        #expect(owner.view.data == handBuilt([("B1", ["b1.0", "b1.1"]), ("B2", ["b2.0"]), ("B3", ["b3.0"]), ("C", ["c0", "c1"])]))
        // The mapping follows: C's item 1 is now global [3, 1].
        #expect(root.mapping.globalIndexPath(forLocal: IndexPath(item: 1, section: 0), inChild: 1) == IndexPath(item: 1, section: 3))
        #expect(a.parent == nil)
    }

    @Test func randomEditsKeepTheCollectionViewInStepWithAnIndependentModel() throws {
        var generator = SplitMix64(seed: 77)
        let leaves = (0..<5).map { leaf in BasicDataSource(sectionID: "L\(leaf)", items: (0..<3).map { "L\(leaf)-\($0)" }) }
        let root = try ComposedDataSource(children: [leaves[0], try ComposedDataSource(children: Array(leaves[1...3])), leaves[4]])
        let owner = DataSourceOwner(root)
        var model = leaves.map(\.items)          // the test's own copy, section by section
        var counter = 0
        for _ in 0..<200 {
            let leaf = Int.random(in: 0..<5, using: &generator)
            let count = model[leaf].count
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                counter += 1
                let at = Int.random(in: 0...count, using: &generator)
                try leaves[leaf].insertItems(["n\(counter)"], at: at)
                model[leaf].insert("n\(counter)", at: at)
            case 1 where count > 0:
                let at = Int.random(in: 0..<count, using: &generator)
                try leaves[leaf].deleteItems(at: [at])
                model[leaf].remove(at: at)
            case 2 where count > 1:
                let from = Int.random(in: 0..<count, using: &generator), to = Int.random(in: 0..<count, using: &generator)
                try leaves[leaf].moveItem(from: from, to: to)
                model[leaf].insert(model[leaf].remove(at: from), at: to)
            default:
                let shuffled = model[leaf].shuffled(using: &generator)
                leaves[leaf].setItems(shuffled)
                model[leaf] = shuffled
            }
        }
        #expect(owner.refusals.isEmpty)
        #expect(owner.view.data == handBuilt(model.enumerated().map { ("L\($0.offset)", $0.element) }))
    }

    @Test func badIndexesAreRefusedAndChangeNothing() throws {
        let (root, a, _, _, _) = try composition()
        let owner = DataSourceOwner(root)
        #expect(throws: DataSourceError("index 5 is out of range: the section \"A\" has 4 places")) {
            try a.insertItems(["x"], at: 5)
        }
        #expect(throws: DataSourceError("index 3 is out of range: the section \"A\" has 3 places")) {
            try a.deleteItems(at: [0, 3])
        }
        #expect(a.items == ["a0", "a1", "a2"])
        #expect(owner.updates.isEmpty)
    }
}
