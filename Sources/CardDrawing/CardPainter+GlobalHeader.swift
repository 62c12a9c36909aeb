import CollectionLayout
import CollectionView
import SceneFormat

/// The grid's global header: a bar with a tile, a title and a subtitle.
extension CardPainter {
    package func paintGlobalHeader(_ header: GlobalHeaderDescription, frame: Rect, alpha: Double, into list: inout DrawList) {
        list.append(.fill(frame, color: palette.bar.withAlphaMultiplied(by: alpha), cornerRadius: 0))
        list.append(.fill(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1),
                          color: palette.separator.withAlphaMultiplied(by: alpha), cornerRadius: 0))
        guard let layout = try? GlobalHeaderLayout(header, width: frame.width, category: category, fonts: fonts, measurer: measurer) else { return }
        let padding = GlobalHeaderLayout.padding
        let rightToLeft = layoutDirection == .rightToLeft
        let tileX = rightToLeft ? frame.maxX - padding - layout.tile : frame.minX + padding
        let tile = Rect(x: tileX, y: frame.minY + padding, width: layout.tile, height: layout.tile)
        list.append(.fill(tile, color: (header.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha), cornerRadius: 14))
        let textX = rightToLeft ? frame.minX + padding : tile.maxX + GlobalHeaderLayout.gap
        let textWidth = max(40, frame.width - 2 * padding - layout.tile - GlobalHeaderLayout.gap)
        let top = frame.minY + padding + max(0, (layout.tile - layout.textHeight) / 2)
        list.append(.pushClip(frame))
        for run in layout.title.glyphRuns(at: Point(x: textX, y: top), color: palette.label.withAlphaMultiplied(by: alpha),
                                          boxWidth: textWidth, layoutDirection: layoutDirection) {
            list.append(.text(run))
        }
        for run in layout.subtitle?.glyphRuns(at: Point(x: textX, y: top + layout.title.height + 4),
                                              color: palette.secondaryLabel.withAlphaMultiplied(by: alpha),
                                              boxWidth: textWidth, layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        list.append(.popClip)
    }
}
