/// Batch updates of the grid: a segmented data source's switch slides the old child's sections
/// out and the new child's in, sideways (the session's `AAPLDataSourceSectionOperationDirection`).
extension GridLayout {
    /// Records which sections the update inserts and deletes, for the slide.
    public func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        insertedSections = Set(updateItems.compactMap { $0.action == .insert && $0.indexPathAfterUpdate?.item == Int.max ? $0.indexPathAfterUpdate?.section : nil })
        deletedSections = Set(updateItems.compactMap { $0.action == .delete && $0.indexPathBeforeUpdate?.item == Int.max ? $0.indexPathBeforeUpdate?.section : nil })
    }

    /// Forgets the update's sections and its slide.
    public func finalizeCollectionViewUpdates() {
        insertedSections = []
        deletedSections = []
        sectionSlide = 0
    }

    /// A cell of an inserted section starts a width to the side it slides in from.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sectionSlide != 0, insertedSections.contains(indexPath.section),
              var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.center.x += Double(sectionSlide) * collectionViewContentSize.width
        return attributes
    }

    /// A cell of a deleted section leaves a width to the other side, from where it was.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sectionSlide != 0, deletedSections.contains(indexPath.section),
              previousSections.indices.contains(indexPath.section) else { return nil }
        let section = previousSections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = section.cellFrame(indexPath.item)
        attributes.center.x -= Double(sectionSlide) * collectionViewContentSize.width
        return attributes
    }

    /// A placeholder of an inserted section slides in with its section's cells.
    public func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sectionSlide != 0, kind == ElementKind.placeholder, insertedSections.contains(indexPath.section),
              var attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else { return nil }
        attributes.center.x += Double(sectionSlide) * collectionViewContentSize.width
        return attributes
    }

    /// A placeholder of a deleted section slides out with its section's cells.
    public func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sectionSlide != 0, kind == ElementKind.placeholder, deletedSections.contains(indexPath.section),
              previousSections.indices.contains(indexPath.section),
              let frame = previousSections[indexPath.section].placeholderFrame else { return nil }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.center.x -= Double(sectionSlide) * collectionViewContentSize.width
        return attributes
    }
}
