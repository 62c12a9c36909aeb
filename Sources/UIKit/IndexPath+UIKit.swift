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

    /// The section number: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
