/// A section as an outline, as `NSDiffableDataSourceSectionSnapshot` holds one: items with
/// children, each shown below its parent while the parent is expanded. The section's items are
/// what is shown, in order; each parent keeps its whole subtree in `children`.
package enum SceneOutline {
    /// `items` with every expanded item's children (and theirs, while expanded) after it.
    package static func shown(_ items: [SceneItem]) -> [SceneItem] {
        // Nothing expanded with children to show (every flat list): the items as they are.
        guard items.contains(where: { $0.isExpanded && !$0.children.isEmpty }) else { return items }
        var result: [SceneItem] = []
        func add(_ item: SceneItem) {
            result.append(item)
            if item.isExpanded { for child in item.children { add(child) } }
        }
        for item in items { add(item) }
        return result
    }

    /// The shown items with the item at `index` expanded: its children (each as its own
    /// expanded state says) inserted after it.
    package static func expanding(_ items: [SceneItem], at index: Int) -> [SceneItem] {
        var result = items
        result[index].isExpanded = true
        result.insert(contentsOf: shown(result[index].children), at: index + 1)
        return result
    }

    /// The shown items with the item at `index` collapsed: every descendant shown after it
    /// goes, and the parent's subtree keeps how each descendant was (expanded or not, new content).
    package static func collapsing(_ items: [SceneItem], at index: Int) -> [SceneItem] {
        var result = items
        let shownByID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func refreshed(_ item: SceneItem) -> SceneItem {
            var current = shownByID[item.id] ?? item
            current.children = item.children.map(refreshed)
            return current
        }
        var descendants = Set<String>()
        func collect(_ item: SceneItem) { for child in item.children { descendants.insert(child.id); collect(child) } }
        collect(result[index])
        result[index].children = result[index].children.map(refreshed)
        result[index].isExpanded = false
        var end = index + 1
        while end < result.count, descendants.contains(result[end].id) { end += 1 }
        result.removeSubrange((index + 1)..<end)
        return result
    }

    /// The outline's top-level items from what is shown (the items no other item has among its
    /// descendants), each subtree taking the shown copies' content and expanded state — what a
    /// scene file writes.
    package static func tree(_ shown: [SceneItem]) -> [SceneItem] {
        var descendants = Set<String>()
        func collect(_ item: SceneItem) { for child in item.children { descendants.insert(child.id); collect(child) } }
        for item in shown { collect(item) }
        guard !descendants.isEmpty else { return shown }
        let shownByID = Dictionary(shown.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func refreshed(_ item: SceneItem) -> SceneItem {
            var current = shownByID[item.id] ?? item
            current.children = item.children.map(refreshed)
            return current
        }
        return shown.filter { !descendants.contains($0.id) }.map { item in
            var top = item
            top.children = item.children.map(refreshed)
            return top
        }
    }
}
