import CollectionLayout

/// Who an element is, independent of where it is: cells by their item's id, supplementary and
/// decoration views by their section's id, kind (and index). Animations follow identities, so
/// an item keeps its animation through moves, reorders and layout changes.
public enum ElementIdentity: Hashable, Sendable {
    /// The cell of an item.
    case cell(itemID: String)
    /// A supplementary view of a section.
    case supplementary(kind: String, sectionID: String, item: Int)
    /// A decoration view of a section.
    case decoration(kind: String, sectionID: String, item: Int)
}

extension ElementIdentity: Comparable {
    /// A fixed order (cells, then supplementary views, then decorations; then by kind, section id,
    /// item id or number), so that elements tied in painting order are painted the same way in
    /// every run, whatever order a dictionary hands them over in.
    public static func < (lhs: ElementIdentity, rhs: ElementIdentity) -> Bool {
        switch (lhs, rhs) {
        case (.cell(let a), .cell(let b)): return a < b
        case (.cell, _): return true
        case (_, .cell): return false
        case (.supplementary(let k1, let s1, let i1), .supplementary(let k2, let s2, let i2)),
             (.decoration(let k1, let s1, let i1), .decoration(let k2, let s2, let i2)):
            return (k1, s1, i1) < (k2, s2, i2)
        case (.supplementary, _): return true
        case (_, .supplementary): return false
        }
    }
}


extension ElementIdentity {
    /// What starts the item id of a reloaded cell's old copy (a character no scene id holds in practice).
    static let reloadedCopyPrefix = "\u{1F}reloaded:"

    /// The old copy of a reloaded item's cell: it leaves through the layout's final attributes
    /// (fading out) while the new cell comes in through the initial ones — UIKit's cross-fade.
    /// Painted beneath the new cell (its id sorts first), never hit-tested (it has no index path).
    public static func reloadedCellCopy(of itemID: String) -> ElementIdentity { .cell(itemID: reloadedCopyPrefix + itemID) }

    /// The item id a reloaded cell's old copy stands for, or nil when `itemID` is an item's own.
    public static func itemID(ofReloadedCopy itemID: String) -> String? {
        itemID.hasPrefix(reloadedCopyPrefix) ? String(itemID.dropFirst(reloadedCopyPrefix.count)) : nil
    }
}
