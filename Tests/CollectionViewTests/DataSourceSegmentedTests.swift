import CollectionLayout
import Testing
@testable import CollectionView

/// The segmented source: one child at a time; a switch deletes the old child's sections and
/// inserts the new one's, with a direction from the segment indexes.
@MainActor @Suite struct DataSourceSegmentedTests {
    /// Details (one section), Episodes (two sections), Reviews (three sections).
    private func segments() throws -> (SegmentedDataSource, [DataSource]) {
        let details = BasicDataSource(sectionID: "details", items: ["status", "info"])
        let episodes = try ComposedDataSource(children: [BasicDataSource(sectionID: "ep1", items: ["e1"]),
                                                         BasicDataSource(sectionID: "ep2", items: ["e2", "e3"])])
        let reviews = try ComposedDataSource(children: (0..<3).map { BasicDataSource(sectionID: "rev\($0)", items: ["r\($0)"]) })
        let children: [DataSource] = [details, episodes, reviews]
        return (try SegmentedDataSource(children: children), children)
    }

    @Test func switchingForwardSlidesRightAndBackwardLeft() throws {
        let (segmented, _) = try segments()
        let owner = DataSourceOwner(segmented)
        try segmented.selectChild(at: 2)
        // Details' one section goes; Reviews' three come, from the right (segment 0 → 2).
        #expect(owner.updates.last?.update.deletedSections == [0])
        #expect(owner.updates.last?.update.insertedSections == [0, 1, 2])
        #expect(owner.updates.last?.direction == .right)
        #expect(owner.view.data == handBuilt([("rev0", ["r0"]), ("rev1", ["r1"]), ("rev2", ["r2"])]))
        try segmented.selectChild(at: 1)
        #expect(owner.updates.last?.update.deletedSections == [0, 1, 2])
        #expect(owner.updates.last?.update.insertedSections == [0, 1])
        #expect(owner.updates.last?.direction == .left)
        try segmented.selectChild(at: 0, animated: false)
        #expect(owner.updates.last?.direction == SectionOperationDirection.none)
        #expect(owner.updates.count == 3)
        #expect(owner.refusals.isEmpty)
        #expect(owner.view.data == handBuilt([("details", ["status", "info"])]))
        // Selecting the shown segment changes nothing; a missing one is refused.
        try segmented.selectChild(at: 0)
        #expect(owner.updates.count == 3)
        #expect(throws: DataSourceError("segment 3 does not exist: there are 3 segments")) { try segmented.selectChild(at: 3) }
        #expect(segmented.selectedIndex == 0)
    }

    @Test func aSwitchInsideACompositionArrivesAtGlobalSections() throws {
        let (segmented, children) = try segments()
        let header = BasicDataSource(sectionID: "header", items: ["title"])
        let footer = BasicDataSource(sectionID: "footer", items: ["more"])
        let root = try ComposedDataSource(children: [header, segmented, footer])
        let owner = DataSourceOwner(root)
        try segmented.selectChild(at: 1)
        // The segmented source starts at global section 1 (after the header).
        #expect(owner.updates.last?.update.deletedSections == [1])
        #expect(owner.updates.last?.update.insertedSections == [1, 2])
        #expect(owner.updates.last?.direction == .right)
        #expect(owner.view.data == handBuilt([("header", ["title"]), ("ep1", ["e1"]), ("ep2", ["e2", "e3"]), ("footer", ["more"])]))
        // The footer moved to section 3: its edits follow.
        try footer.insertItems(["less"], at: 1)
        #expect(owner.updates.last?.update.insertedItems == [IndexPath(item: 1, section: 3)])
        // A hidden segment's edits are not reported; they show when it is selected.
        let details = try #require(children[0] as? BasicDataSource)
        let count = owner.updates.count
        try details.insertItems(["new"], at: 0)
        #expect(owner.updates.count == count)
        try segmented.selectChild(at: 0)
        #expect(owner.view.data == handBuilt([("header", ["title"]), ("details", ["new", "status", "info"]), ("footer", ["more", "less"])]))
        #expect(owner.refusals.isEmpty)
    }

    @Test func theStateIsTheSelectedChilds() throws {
        let loaded = BasicDataSource(sectionID: "a", items: ["a0"])
        let loading = BasicDataSource(sectionID: "b", loadScript: LoadScript(duration: 2, outcome: .content(["b0"])))
        let segmented = try SegmentedDataSource(children: [loaded, loading])
        let root = try ComposedDataSource(children: [segmented])
        let owner = DataSourceOwner(root)
        try segmented.selectChild(at: 1)
        segmented.loadContent(at: 0)
        #expect(segmented.loadState == .loadingContent)
        #expect(root.loadState == .loadingContent)
        segmented.advance(to: 2)
        #expect(root.loadState == .contentLoaded)
        #expect(owner.states == [.loadingContent, .contentLoaded])
        #expect(owner.view.data == handBuilt([("b", ["b0"])]))
        #expect(owner.refusals.isEmpty)
    }
}
