import Foundation

/// UIKit's collection-view reading of an index path: `[section, item]`.
extension IndexPath {
    /// An index path for an item in a section: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item number: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// An index path for a row in a section (a table's reading of the same `[section, item]`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row number: the second index, as `item` (UIKit's table-view name, which collection-view code uses too).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section number: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
