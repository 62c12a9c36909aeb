import CollectionLayout

/// The action buttons a swiped row uncovers: side by side against its trailing edge (leading
/// when right to left), in the order given (the last one outermost).
package enum SwipeActionLayout {
    /// The buttons' frames for `widths` in a row's frame.
    package static func buttons(widths: [Double], in row: Rect, rightToLeft: Bool) -> [Rect] {
        let total = widths.reduce(0, +)
        var x = rightToLeft ? row.minX + total : row.maxX - total
        return widths.map { width in
            defer { x += rightToLeft ? -width : width }
            return Rect(x: rightToLeft ? x - width : x, y: row.minY, width: width, height: row.height)
        }
    }
}
