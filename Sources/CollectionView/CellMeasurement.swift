import CollectionLayout

/// What a cell's last self-sizing measurement was asked and answered: the size its attributes
/// offered and the size it preferred. A cell is asked again, as UIKit asks a cell whenever it
/// applies attributes of a new size, only when the layout gives it a size that is neither
/// (a layout that raises a card to another width, or keeps a cell's estimate on one axis).
struct CellMeasurement: Sendable, Equatable {
    /// The size the layout's attributes had when the cell was asked.
    var offered: Size
    /// The size the cell answered (nil: it kept the layout's).
    var preferred: Size?

    /// Whether a cell laid out at `size` needs no new measurement.
    func covers(_ size: Size) -> Bool {
        Self.same(size, offered) || preferred.map { Self.same(size, $0) } == true
    }

    private static func same(_ a: Size, _ b: Size) -> Bool {
        abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
}
