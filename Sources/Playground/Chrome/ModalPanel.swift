import CardDrawing
import CollectionLayout
import CollectionView

/// A panel over the whole window (the command palette, help): the window dimmed behind it, the
/// panel's soft shadow, its hairline edge and its face, in the appearance's colours.
enum ModalPanel {
    /// Draws the dimmed window and the panel at `panel` into `list`; the caller draws its content over it.
    static func drawBackdrop(_ panel: Rect, windowSize: Size, palette: Palette, isDark: Bool, into list: inout DrawList) {
        list.append(.fill(Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height),
                          color: Color(hex: 0x000000).withAlphaMultiplied(by: isDark ? 0.5 : 0.22), cornerRadius: 0))
        list.append(.shadow(panel.offsetBy(dx: 0, dy: 8), cornerRadius: 12, blur: 24,
                            color: Color(hex: 0x000000).withAlphaMultiplied(by: isDark ? 0.6 : 0.25)))
        list.append(.fill(panel.insetBy(dx: -1, dy: -1), color: palette.separator, cornerRadius: 13))
        list.append(.fill(panel, color: palette.bar, cornerRadius: 12))
    }
}
