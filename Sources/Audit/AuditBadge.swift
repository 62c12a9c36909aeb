import CollectionLayout

/// Where a finding's numbered badge sits: over its element's top leading corner (top left, or top
/// right in right to left), the badges of one element side by side towards its trailing side, kept
/// inside `bounds` — in the window and on the sheet alike.
package enum AuditBadge {
    /// The red of the marks and badges, on the sheet and in the window.
    package static let markColor = Color(hex: 0xFF2D55)

    /// The badge's height in points.
    package static let height = 18.0

    /// The frame of the `stacked`-th badge (from 0) of `side` points wide on `element`.
    package static func frame(on element: Rect, stacked: Int, side: Double, rightToLeft: Bool, within bounds: Rect) -> Rect {
        let leading = rightToLeft ? element.maxX + 6 - side : element.minX - 6
        let x = min(max(bounds.minX + 2, leading), bounds.maxX - side - 2)
        let step = Double(stacked) * (side + 2)
        return Rect(x: rightToLeft ? x - step : x + step, y: min(max(bounds.minY + 2, element.minY - 6), bounds.maxY - height - 2),
                    width: side, height: height)
    }
}
