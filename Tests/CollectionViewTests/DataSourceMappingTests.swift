import CollectionLayout
import Testing
@testable import CollectionView

/// A composed source's index-path mapping, both ways, against a brute-force enumeration of its
/// children's sections written in the test.
@MainActor @Suite struct DataSourceMappingTests {
    /// A child with `sections` sections: a basic source (one), or a composed one of basics.
    private func child(named name: String, sections: Int, basic: Bool) throws -> DataSource {
        if sections == 1, basic { return BasicDataSource(sectionID: name, items: ["\(name).i0"]) }
        return try ComposedDataSource(children: (0..<sections).map { section in
            BasicDataSource(sectionID: "\(name).s\(section)", items: (0...section).map { "\(name).s\(section).i\($0)" })
        })
    }

    @Test func randomCompositionsMapBothWays() throws {
        var generator = SplitMix64(seed: 2014)
        for round in 0..<40 {
            let counts = (0..<Int.random(in: 1...8, using: &generator)).map { _ in Int.random(in: 0...4, using: &generator) }
            let children = try counts.enumerated().map { try child(named: "r\(round)c\($0.offset)", sections: $0.element, basic: $0.offset % 2 == 0) }
            let composed = try ComposedDataSource(children: children)
            // Brute force: walk the children in order, numbering their sections one after another.
            var owners: [(child: Int, local: Int)] = []
            for (index, count) in counts.enumerated() {
                for local in 0..<count { owners.append((index, local)) }
            }
            #expect(composed.numberOfSections == owners.count)
            #expect(composed.mapping.numberOfSections == owners.count)
            for (global, owner) in owners.enumerated() {
                let item = Int.random(in: 0..<50, using: &generator)
                let local = composed.mapping.localIndexPath(forGlobal: IndexPath(item: item, section: global))
                #expect(local?.child == owner.child)
                #expect(local?.indexPath == IndexPath(item: item, section: owner.local))
                #expect(composed.mapping.globalIndexPath(forLocal: IndexPath(item: item, section: owner.local), inChild: owner.child)
                        == IndexPath(item: item, section: global))
                // The section the mapping names is the child's own section, by id.
                #expect(composed.data.sections[global].id == children[owner.child].data.sections[owner.local].id)
            }
            // Outside every child: nothing.
            #expect(composed.mapping.localSection(forGlobalSection: owners.count) == nil)
            #expect(composed.mapping.localSection(forGlobalSection: -1) == nil)
            for (index, count) in counts.enumerated() {
                #expect(composed.mapping.globalSection(forLocalSection: count, inChild: index) == nil)
            }
            #expect(composed.mapping.globalSection(forLocalSection: 0, inChild: counts.count) == nil)
        }
    }

    @Test func aChildBelongsToOneParent() throws {
        let shared = BasicDataSource(sectionID: "shared")
        _ = try ComposedDataSource(children: [shared]).numberOfSections
        let other = try ComposedDataSource()
        let kept = try ComposedDataSource(children: [BasicDataSource(sectionID: "kept")])
        // The first composition is gone (weak parent), so the child is free again.
        try other.add(shared)
        #expect(throws: DataSourceError("the data source already belongs to a parent")) { try kept.add(shared) }
        #expect(kept.numberOfSections == 1)
    }
}
