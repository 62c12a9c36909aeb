import Foundation

/// The state of a collection's data at one moment — sections and their items, by identifier — as UIKit's
/// `NSDiffableDataSourceSnapshot`. A change that names an identifier the snapshot lacks (or appends items with no
/// section) stops the program with a message, as UIKit raises an exception.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    /// The sections in order, each with its items in order.
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Every item and every section it holds, kept with `sections`: a check that an identifier is new costs a lookup,
    /// not a pass over every item (a snapshot built by appending items one by one stays linear).
    private var itemSet = Set<ItemIdentifierType>(), sectionSet = Set<SectionIdentifierType>()
    /// The identifiers reloaded or reconfigured since the snapshot was made.
    private var reloadedSections: [SectionIdentifierType] = [], reloadedItems: [ItemIdentifierType] = [], reconfiguredItems: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in every section.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item's identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    /// The sections reloaded (`reloadSections(_:)`).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items reloaded (`reloadItems(_:)`).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items reconfigured (`reconfigureItems(_:)`).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in a section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[sectionIndex(identifier, "numberOfItems(inSection:)")].items.count
    }

    /// A section's items, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[sectionIndex(identifier, "itemIdentifiers(inSection:)")].items
    }

    /// The section holding an item, if any does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard itemSet.contains(identifier) else { return nil }
        return sections.first { $0.items.contains(identifier) }?.id
    }

    /// An item's place among all the snapshot's items (section by section), if it is there.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// A section's place, if it is there.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    /// The place of an item as section and item index, if it is there.
    func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        for (index, section) in sections.enumerated() {
            if let item = section.items.firstIndex(of: identifier) { return (index, item) }
        }
        return nil
    }

    /// The item at a section and item index, if there is one.
    func item(section: Int, item: Int) -> ItemIdentifierType? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(item) else { return nil }
        return sections[section].items[item]
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when none is named).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        checkNew(identifiers)
        let index: Int
        if let sectionIdentifier {
            index = sectionIndex(sectionIdentifier, "appendItems(_:toSection:)")
        } else {
            precondition(!sections.isEmpty, "NSDiffableDataSourceSnapshot: there are no sections to append items to; append a section first")
            index = sections.count - 1
        }
        sections[index].items += identifiers
        itemSet.formUnion(identifiers)
    }

    /// Inserts items before an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        checkNew(identifiers)
        let place = itemLocation(beforeIdentifier, "insertItems(_:beforeItem:)")
        sections[place.section].items.insert(contentsOf: identifiers, at: place.item)
        itemSet.formUnion(identifiers)
    }

    /// Inserts items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        checkNew(identifiers)
        let place = itemLocation(afterIdentifier, "insertItems(_:afterItem:)")
        sections[place.section].items.insert(contentsOf: identifiers, at: place.item + 1)
        itemSet.formUnion(identifiers)
    }

    /// Removes items (those the snapshot lacks are ignored, as UIKit does).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
        itemSet.subtract(gone)
    }

    /// Removes every item and every section (UIKit's snapshot is empty after it).
    public mutating func deleteAllItems() {
        sections.removeAll()
        itemSet.removeAll()
        sectionSet.removeAll()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded (their cells made again).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemLocation(identifier, "reloadItems(_:)") }
        reloadedItems += identifiers
    }

    /// Marks items to be reconfigured (their cells kept and configured again).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemLocation(identifier, "reconfigureItems(_:)") }
        reconfiguredItems += identifiers
    }

    // MARK: Sections

    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        sections += identifiers.map { ($0, []) }
        sectionSet.formUnion(identifiers)
    }

    /// Inserts empty sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: sectionIndex(toIdentifier, "insertSections(_:beforeSection:)"))
        sectionSet.formUnion(identifiers)
    }

    /// Inserts empty sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: sectionIndex(toIdentifier, "insertSections(_:afterSection:)") + 1)
        sectionSet.formUnion(identifiers)
    }

    /// Removes sections with their items (those the snapshot lacks are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        for section in sections where gone.contains(section.id) { itemSet.subtract(section.items) }
        sections.removeAll { gone.contains($0.id) }
        sectionSet.subtract(gone)
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier, "reloadSections(_:)") }
        reloadedSections += identifiers
    }

    // MARK: Checks

    /// A section's index; stops with a message naming the call when the snapshot lacks it.
    private func sectionIndex(_ identifier: SectionIdentifierType, _ call: String) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(call): the snapshot has no section \(identifier)")
        }
        return index
    }

    /// An item's place; stops with a message naming the call when the snapshot lacks it.
    private func itemLocation(_ identifier: ItemIdentifierType, _ call: String) -> (section: Int, item: Int) {
        guard let place = location(of: identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(call): the snapshot has no item \(identifier)")
        }
        return place
    }

    /// Stops when items to add repeat one another or one already in the snapshot (identifiers must be unique).
    private func checkNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers {
            precondition(!itemSet.contains(identifier) && seen.insert(identifier).inserted, "NSDiffableDataSourceSnapshot: the item \(identifier) is already in the snapshot; identifiers must be unique")
        }
    }

    /// Stops when sections to add repeat one another or one already in the snapshot.
    private func checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers {
            precondition(!sectionSet.contains(identifier) && seen.insert(identifier).inserted, "NSDiffableDataSourceSnapshot: the section \(identifier) is already in the snapshot; identifiers must be unique")
        }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool, _ call: String) {
        guard identifier != target else { return }
        let from = itemLocation(identifier, call)
        _ = itemLocation(target, call)
        sections[from.section].items.remove(at: from.item)
        let to = itemLocation(target, call)
        sections[to.section].items.insert(identifier, at: to.item + (after ? 1 : 0))
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool, _ call: String) {
        guard identifier != target else { return }
        _ = sectionIndex(target, call)
        let moved = sections.remove(at: sectionIndex(identifier, call))
        sections.insert(moved, at: sectionIndex(target, call) + (after ? 1 : 0))
    }
}
