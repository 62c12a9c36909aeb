/// The items of every section numbered one after another (a position each), for layouts that
/// lay all items out as one sequence (circle, cover flow).
struct FlattenedItems: Sendable {
    /// The position of each section's first item.
    private(set) var firstItemOfSection: [Int] = []
    /// How many items there are in all.
    private(set) var count = 0

    /// No items.
    init() {}

    /// The items of the context's sections.
    init(context: (any LayoutContext)?) {
        guard let context else { return }
        for section in 0..<context.numberOfSections {
            firstItemOfSection.append(count)
            count += context.numberOfItems(inSection: section)
        }
    }

    /// The position of an item, or nil when there is no such item.
    func position(of indexPath: IndexPath) -> Int? {
        guard firstItemOfSection.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let position = firstItemOfSection[indexPath.section] + indexPath.item
        let end = indexPath.section + 1 < firstItemOfSection.count ? firstItemOfSection[indexPath.section + 1] : count
        return position < end ? position : nil
    }

    /// The index path of the item at a position.
    func indexPath(forPosition position: Int) -> IndexPath {
        var section = firstItemOfSection.count - 1
        while section > 0 && firstItemOfSection[section] > position { section -= 1 }
        return IndexPath(item: position - firstItemOfSection[max(0, section)], section: max(0, section))
    }
}
