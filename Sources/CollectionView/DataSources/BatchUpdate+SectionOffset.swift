import CollectionLayout

extension BatchUpdate {
    /// The same update with every section index moved by `offset`: a child's update at its
    /// parent's index paths, where the child's sections start at `offset`.
    public func offsettingSections(by offset: Int) -> BatchUpdate {
        guard offset != 0 else { return self }
        func shift(_ indexPath: IndexPath) -> IndexPath { IndexPath(item: indexPath.item, section: indexPath.section + offset) }
        var shifted = BatchUpdate()
        shifted.deletedItems = deletedItems.map(shift)
        shifted.insertedItems = insertedItems.map(shift)
        shifted.movedItems = movedItems.map { Move(from: shift($0.from), to: shift($0.to)) }
        shifted.reloadedItems = reloadedItems.map(shift)
        shifted.deletedSections = deletedSections.map { $0 + offset }
        shifted.insertedSections = insertedSections.map { $0 + offset }
        shifted.movedSections = movedSections.map { Move(from: $0.from + offset, to: $0.to + offset) }
        shifted.reloadedSections = reloadedSections.map { $0 + offset }
        return shifted
    }
}
