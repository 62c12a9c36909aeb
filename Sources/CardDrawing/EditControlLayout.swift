import CollectionLayout

/// Where a grid row's edit-mode controls and swipe buttons are, for drawing and hit-testing
/// alike: the remove control (a red disc on the leading side) and the reorder grip (on the
/// trailing side), each with a hit area larger than drawn; the swiped cell's action buttons.
package enum EditControlLayout {
    /// How far the row's text moves towards the trailing side in edit mode.
    package static let contentShift = 40.0
    /// The remove control's drawn diameter.
    package static let removeDiameter = 22.0
    /// The width of each control's hit area (the row's whole height tall).
    package static let hitWidth = 48.0
    /// How long the controls take to slide in or out.
    package static let slideDuration = 0.25

    /// The remove control's drawn disc in a row's frame at edit progress `progress` (0…1).
    package static func removeDisc(in row: Rect, progress: Double, rightToLeft: Bool) -> Rect {
        let inset = 12.0 - (1 - progress) * 40
        let x = rightToLeft ? row.maxX - inset - removeDiameter : row.minX + inset
        return Rect(x: x, y: row.midY - removeDiameter / 2, width: removeDiameter, height: removeDiameter)
    }

    /// The remove control's hit area: the leading 48 points of the row.
    package static func removeHitArea(in row: Rect, rightToLeft: Bool) -> Rect {
        Rect(x: rightToLeft ? row.maxX - hitWidth : row.minX, y: row.minY, width: hitWidth, height: row.height)
    }

    /// The reorder grip's hit area: the trailing 48 points of the row.
    package static func reorderHitArea(in row: Rect, rightToLeft: Bool) -> Rect {
        Rect(x: rightToLeft ? row.minX : row.maxX - hitWidth, y: row.minY, width: hitWidth, height: row.height)
    }
}
