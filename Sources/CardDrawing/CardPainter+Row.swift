import CellTemplate
import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The grid's cell as a table row: its swipe actions, edit controls and text.
extension CardPainter {
    /// A cell as a table row: its background (the selected background when selected), the title
    /// and subtitle wrapped at the row's margins, the first baseline where `GridRowContent` puts it.
    package func paintRow(_ item: SceneItem, section: Int, state: CellState, frame: Rect, alpha: Double,
                  background: RowBackground = .opaque, defaultTemplate: CellNode? = nil, into list: inout DrawList) {
        let rightToLeft = layoutDirection == .rightToLeft
        // A swiped row: its actions behind, its content moved aside by what they uncover.
        if let swipe, swipe.itemID == item.id, swipe.revealed > 0 {
            // Leading actions sit where trailing ones would in the other direction.
            let rightToLeft = rightToLeft != swipe.leading
            list.append(.pushClip(frame))
            let buttons = SwipeActionLayout.buttons(widths: swipe.widths, in: frame, rightToLeft: rightToLeft)
            for (index, action) in swipe.actions.enumerated() where buttons.indices.contains(index) {
                paintActionButton(action, confirming: swipe.confirming == action.kind, frame: buttons[index], alpha: alpha, into: &list)
            }
            let moved = Rect(x: frame.minX + (rightToLeft ? swipe.revealed : -swipe.revealed), y: frame.minY,
                             width: frame.width, height: frame.height)
            paintRowContent(item, section: section, state: state, frame: moved, alpha: alpha, background: background,
                            defaultTemplate: defaultTemplate, into: &list)
            list.append(.popClip)
            return
        }
        paintRowContent(item, section: section, state: state, frame: frame, alpha: alpha, background: background,
                        defaultTemplate: defaultTemplate, into: &list)
    }

    /// A swipe action's button: red when destructive, grey otherwise, its title centred.
    private func paintActionButton(_ action: EditAction, confirming: Bool, frame: Rect, alpha: Double, into list: inout DrawList) {
        let fill = action.isDestructive ? Color(hex: 0xFF3B30) : action.kind == .favorite ? Color(hex: 0xFF9500) : Color(hex: 0xC7C7CC)
        list.append(.fill(frame, color: fill.withAlphaMultiplied(by: alpha), cornerRadius: 0))
        guard let face = try? fonts.systemFace(.semibold) else { return }
        let text = measurer.measure(confirming ? "Confirm \(action.title)" : action.title, font: face,
                                    pointSize: TextStyle.body.pointSize(for: category), maxLines: 1)
        let color = action.isDestructive || action.kind == .favorite ? Color(hex: 0xFFFFFF) : Color(hex: 0x1C1C1E)
        for run in text.glyphRuns(at: Point(x: frame.midX - text.width / 2, y: frame.midY - text.height / 2),
                                  color: color.withAlphaMultiplied(by: alpha)) {
            list.append(.text(run))
        }
    }

    /// A row's background, edit controls and text.
    private func paintRowContent(_ item: SceneItem, section: Int, state: CellState, frame: Rect, alpha: Double,
                                 background style: RowBackground, defaultTemplate: CellNode?, into list: inout DrawList) {
        let template = item.cellTemplate ?? defaultTemplate
        let metrics = grid?.metrics[section]
        if state.isSelected {
            list.append(.fill(frame, color: (metrics?.selectedBackgroundColor ?? palette.controlPressed).withAlphaMultiplied(by: alpha),
                              cornerRadius: style.cornerRadius))
        } else if style.isOpaque {
            list.append(.fill(frame, color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: style.cornerRadius))
        }
        guard item.hasText || template != nil else {
            list.append(.fill(frame.insetBy(dx: GridRowContent.horizontalMargin, dy: 8),
                              color: (item.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha), cornerRadius: 6))
            return
        }
        if let accent = item.color {
            // A thin bar of the item's colour on the leading edge.
            // On a list's rounded section or sidebar it is a rounded bar inside the row, clear of the corners.
            let inside = style != .opaque
            let x = layoutDirection == .rightToLeft ? frame.maxX - 4 - (inside ? 6 : 0) : frame.minX + (inside ? 6 : 0)
            let bar = inside ? Rect(x: x, y: frame.minY + 10, width: 4, height: max(4, frame.height - 20))
                : Rect(x: x, y: frame.minY, width: 4, height: frame.height)
            list.append(.fill(bar, color: accent.withAlphaMultiplied(by: alpha), cornerRadius: inside ? 2 : 0))
        }
        let rightToLeft = layoutDirection == .rightToLeft
        // Edit mode: the remove control slides in on the leading side, the grip on the trailing
        // one, and the text moves aside (measured at the width that is left).
        let shift = EditControlLayout.contentShift * editProgress
        var textFrame = frame
        if editProgress > 0 {
            let editable = grid?.editableSections.contains(section) ?? false
            if editable {
                let disc = EditControlLayout.removeDisc(in: frame, progress: editProgress, rightToLeft: rightToLeft)
                list.append(.fill(disc, color: Color(hex: 0xFF3B30).withAlphaMultiplied(by: alpha * editProgress), cornerRadius: disc.width / 2))
                list.append(.fill(Rect(x: disc.midX - 6, y: disc.midY - 1, width: 12, height: 2),
                                  color: Color(hex: 0xFFFFFF).withAlphaMultiplied(by: alpha * editProgress), cornerRadius: 1))
            }
            if item.movable {
                let gripX = rightToLeft ? frame.minX + 14 : frame.maxX - 14 - 18
                for line in 0..<3 {
                    list.append(.fill(Rect(x: gripX, y: frame.midY - 5 + Double(line) * 5, width: 18, height: 1.5),
                                      color: palette.secondaryLabel.withAlphaMultiplied(by: alpha * editProgress), cornerRadius: 0.75))
                }
            }
            // The grip's room is kept only for rows that have one; the sizer measures with both.
            textFrame = Rect(x: frame.minX + (rightToLeft ? EditControlLayout.hitWidth * editProgress : shift), y: frame.minY,
                             width: max(1, frame.width - shift - EditControlLayout.hitWidth * editProgress), height: frame.height)
        }
        if let template {
            // A designer's row (or a list's cell): the template in the room the edit controls leave.
            paintTemplateCell(item, template: template, frame: textFrame, alpha: alpha, into: &list)
            if state.isSelected { paintSelectionMark(in: frame, alpha: alpha, into: &list) }
            return
        }
        guard let row = try? GridRowContent(item: item, width: textFrame.width, category: category, fonts: fonts, measurer: measurer) else { return }
        let frame = textFrame
        let left = frame.minX + (rightToLeft ? GridRowContent.horizontalMargin : row.textLeading)
        if row.artworkSide > 0 {
            // The leading artwork, centred on the row's height.
            let side = row.artworkSide
            let artwork = Rect(x: rightToLeft ? frame.maxX - GridRowContent.horizontalMargin - side : frame.minX + GridRowContent.horizontalMargin,
                               y: frame.midY - side / 2, width: side, height: side)
            paintArtwork(item, in: artwork, alpha: alpha, into: &list)
        }
        list.append(.pushClip(frame))
        for run in row.title?.glyphRuns(at: Point(x: left, y: frame.minY + GridRowContent.verticalMargin),
                                        color: palette.label.withAlphaMultiplied(by: alpha),
                                        boxWidth: row.textWidth, layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        for run in row.subtitle?.glyphRuns(at: Point(x: left, y: frame.minY + row.subtitleTop),
                                           color: palette.secondaryLabel.withAlphaMultiplied(by: alpha),
                                           boxWidth: row.textWidth, layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        if item.isFavorite, let face = try? fonts.systemFace(.bold) {
            // A gold star at the trailing end of the title's first line.
            let star = measurer.measure("★", font: face, pointSize: TextStyle.headline.pointSize(for: category), maxLines: 1)
            let titleWidth = row.title?.lines.first?.width ?? 0
            let x = rightToLeft ? left + row.textWidth - titleWidth - 6 - star.width : left + titleWidth + 6
            for run in star.glyphRuns(at: Point(x: x, y: frame.minY + GridRowContent.verticalMargin),
                                      color: Color(hex: 0xF5B301).withAlphaMultiplied(by: alpha)) {
                list.append(.text(run))
            }
        }
        if showsBaselines {
            list.append(.fill(Rect(x: left, y: frame.minY + row.firstBaseline, width: max(1, row.title?.width ?? 0), height: 1),
                              color: Color(red: 0, green: 170, blue: 255, alpha: 200), cornerRadius: 0))
        }
        list.append(.popClip)
        if state.isSelected { paintSelectionMark(in: frame, alpha: alpha, into: &list) }
        if state.isHighlighted {
            list.append(.fill(frame, color: Color(red: 0, green: 0, blue: 0, alpha: 31).withAlphaMultiplied(by: alpha),
                              cornerRadius: style.cornerRadius))
        }
    }
}
