import CollectionLayout

/// Where each child's sections sit among a composed source's sections (the sample's
/// `AAPLComposedMapping`): child `c` owns global sections `sectionOffsets[c]..<sectionOffsets[c + 1]`.
/// Both directions take constant time: a table from global section to child, and the offsets.
/// Items are not renumbered: an index path keeps its item and changes its section only.
public struct ComposedMapping: Hashable, Sendable {
    /// Where each child's first section is, and (last) the number of sections.
    public private(set) var sectionOffsets: [Int]
    private var childOfSection: [Int]

    /// The mapping of children with these numbers of sections, in order.
    public init(sectionCounts: [Int]) {
        var offsets = [0]
        offsets.reserveCapacity(sectionCounts.count + 1)
        var children: [Int] = []
        for (child, count) in sectionCounts.enumerated() {
            offsets.append(offsets[child] + count)
            children.append(contentsOf: repeatElement(child, count: count))
        }
        sectionOffsets = offsets
        childOfSection = children
    }

    /// The number of sections of all the children.
    public var numberOfSections: Int { childOfSection.count }

    /// The child owning a global section and the section's number in that child, or nil.
    public func localSection(forGlobalSection section: Int) -> (child: Int, section: Int)? {
        guard childOfSection.indices.contains(section) else { return nil }
        let child = childOfSection[section]
        return (child, section - sectionOffsets[child])
    }

    /// The global section of a child's section, or nil when the child has no such section.
    public func globalSection(forLocalSection section: Int, inChild child: Int) -> Int? {
        guard child >= 0, child + 1 < sectionOffsets.count, section >= 0,
              section < sectionOffsets[child + 1] - sectionOffsets[child] else { return nil }
        return sectionOffsets[child] + section
    }

    /// The child owning a global index path and the index path in that child, or nil.
    public func localIndexPath(forGlobal indexPath: IndexPath) -> (child: Int, indexPath: IndexPath)? {
        guard let local = localSection(forGlobalSection: indexPath.section) else { return nil }
        return (local.child, IndexPath(item: indexPath.item, section: local.section))
    }

    /// The global index path of a child's index path, or nil when the child has no such section.
    public func globalIndexPath(forLocal indexPath: IndexPath, inChild child: Int) -> IndexPath? {
        globalSection(forLocalSection: indexPath.section, inChild: child).map { IndexPath(item: indexPath.item, section: $0) }
    }
}
