import CollectionLayout
import CollectionView
import Foundation
import Typography

/// The grid's drawing: cells as table rows, global headers, segmented controls, section titles
/// and footers, placeholders with the loading indicator, hairline separators and section
/// backgrounds.
extension CardPainter {
    /// A cell as a table row: its background (the selected background when selected), the title
    /// and subtitle wrapped at the row's margins, the first baseline where `GridRowContent` puts it.
    func paintRow(_ item: SceneItem, section: Int, state: CellState, frame: Rect, alpha: Double, into list: inout DrawList) {
        let rightToLeft = layoutDirection == .rightToLeft
        // A swiped row: its actions behind, its content moved aside by what they uncover.
        if let swipe, swipe.itemID == item.id, swipe.revealed > 0 {
            list.append(.pushClip(frame))
            let buttons = SwipeActionLayout.buttons(widths: swipe.widths, in: frame, rightToLeft: rightToLeft)
            for (index, action) in swipe.actions.enumerated() where buttons.indices.contains(index) {
                paintActionButton(action, confirming: swipe.confirming == action.kind, frame: buttons[index], alpha: alpha, into: &list)
            }
            let moved = Rect(x: frame.minX + (rightToLeft ? swipe.revealed : -swipe.revealed), y: frame.minY,
                             width: frame.width, height: frame.height)
            paintRowContent(item, section: section, state: state, frame: moved, alpha: alpha, into: &list)
            list.append(.popClip)
            return
        }
        paintRowContent(item, section: section, state: state, frame: frame, alpha: alpha, into: &list)
    }

    /// A swipe action's button: red when destructive, grey otherwise, its title centred.
    private func paintActionButton(_ action: EditAction, confirming: Bool, frame: Rect, alpha: Double, into list: inout DrawList) {
        let fill = action.isDestructive ? Color(hex: 0xFF3B30) : action.kind == .favorite ? Color(hex: 0xFF9500) : Color(hex: 0xC7C7CC)
        list.append(.fill(frame, color: fill.withAlphaMultiplied(by: alpha), cornerRadius: 0))
        guard let face = try? fonts.face(.semibold) else { return }
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
                                 into list: inout DrawList) {
        let metrics = grid?.metrics[section]
        let background = state.isSelected ? (metrics?.selectedBackgroundColor ?? palette.controlPressed) : palette.card
        list.append(.fill(frame, color: background.withAlphaMultiplied(by: alpha), cornerRadius: 0))
        guard item.hasText else {
            list.append(.fill(frame.insetBy(dx: GridRowContent.horizontalMargin, dy: 8),
                              color: (item.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha), cornerRadius: 6))
            return
        }
        if let accent = item.color {
            // A thin bar of the item's colour on the leading edge.
            let x = layoutDirection == .rightToLeft ? frame.maxX - 4 : frame.minX
            list.append(.fill(Rect(x: x, y: frame.minY, width: 4, height: frame.height), color: accent.withAlphaMultiplied(by: alpha), cornerRadius: 0))
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
        guard let row = try? GridRowContent(item: item, width: textFrame.width, category: category, fonts: fonts, measurer: measurer) else { return }
        let frame = textFrame
        let left = frame.minX + GridRowContent.horizontalMargin
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
        if item.isFavorite, let face = try? fonts.face(.bold) {
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
        if state.isHighlighted {
            list.append(.fill(frame, color: Color(red: 0, green: 0, blue: 0, alpha: 31).withAlphaMultiplied(by: alpha), cornerRadius: 0))
        }
    }

    /// Draws a grid supplementary view; false when the element is not one the grid knows.
    func paintGridSupplementary(_ attributes: LayoutAttributes, grid: GridSupplementaryContent, frame: Rect,
                                into list: inout DrawList) -> Bool {
        let alpha = attributes.alpha
        let index = attributes.indexPath.item, section = attributes.indexPath.section
        switch attributes.kind {
        case ElementKind.globalHeader:
            guard grid.globalHeaders.indices.contains(index) else { return true }
            switch grid.globalHeaders[index] {
            case .title(let header):
                paintGlobalHeader(header, frame: frame, alpha: alpha, into: &list)
            case .segmentedControl(let titles, let selected):
                list.append(.fill(frame, color: palette.background.withAlphaMultiplied(by: alpha), cornerRadius: 0))
                paintSegmentedControl(titles: titles, selected: selected, frame: frame, alpha: alpha, into: &list)
            }
            return true
        case ElementKind.placeholder:
            paintPlaceholder(grid.placeholders[section] ?? .activityIndicator, frame: frame, alpha: alpha, into: &list)
            return true
        case ElementKind.header:
            guard let headers = grid.headers[section], headers.indices.contains(index) else { return true }
            // Every grid header is opaque: pinned ones cover the rows scrolling under them.
            list.append(.fill(frame, color: palette.background.withAlphaMultiplied(by: alpha), cornerRadius: 0))
            switch headers[index] {
            case .text(let text):
                paintSupplementary(text, isHeader: true, frame: frame, alpha: alpha, into: &list)
            case .segmentedControl(let titles, let selected):
                paintSegmentedControl(titles: titles, selected: selected, frame: frame, alpha: alpha, into: &list)
            }
            return true
        case ElementKind.footer:
            guard let footers = grid.footers[section], footers.indices.contains(index) else { return true }
            paintSupplementary(footers[index], isHeader: false, frame: frame, alpha: alpha, into: &list)
            return true
        default:
            return false
        }
    }

    /// Draws a separator or section background; false for other decorations.
    func paintGridDecoration(_ attributes: LayoutAttributes, grid: GridSupplementaryContent, frame: Rect,
                             into list: inout DrawList) -> Bool {
        let metrics = grid.metrics[attributes.indexPath.section] ?? .standard
        let fill: Color
        switch attributes.kind {
        case ElementKind.rowSeparator, ElementKind.columnSeparator:
            fill = metrics.separatorColor ?? palette.separator
        case ElementKind.sectionSeparator:
            fill = metrics.sectionSeparatorColor ?? palette.separator
        case ElementKind.sectionBackground:
            guard let background = metrics.backgroundColor else { return true }
            fill = background
        default:
            return false
        }
        list.append(.fill(frame, color: fill.withAlphaMultiplied(by: attributes.alpha), cornerRadius: 0))
        return true
    }

    private func paintGlobalHeader(_ header: GlobalHeaderDescription, frame: Rect, alpha: Double, into list: inout DrawList) {
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

    private func paintSegmentedControl(titles: [String], selected: Int, frame: Rect, alpha: Double, into list: inout DrawList) {
        let control = SegmentedControlHeader.controlFrame(in: frame, titles: titles, category: category, fonts: fonts, measurer: measurer)
        list.append(.fill(control, color: palette.controlFill.withAlphaMultiplied(by: alpha), cornerRadius: 9))
        let segments = SegmentedControlHeader.segmentFrames(titles: titles, in: frame, category: category, fonts: fonts,
                                                            measurer: measurer, rightToLeft: layoutDirection == .rightToLeft)
        guard let face = try? fonts.face(.semibold) else { return }
        for (index, title) in titles.enumerated() where segments.indices.contains(index) {
            let segment = segments[index]
            if index == selected {
                list.append(.fill(segment.insetBy(dx: 2, dy: 2), color: palette.cardEdge.withAlphaMultiplied(by: alpha), cornerRadius: 7.5))
                list.append(.fill(segment.insetBy(dx: 2.5, dy: 2.5), color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: 7))
            }
            let text = measurer.measure(title, font: face, pointSize: SegmentedControlHeader.pointSize(category: category),
                                        width: max(1, segment.width - 8), maxLines: 1)
            let origin = Point(x: segment.midX - text.width / 2, y: segment.midY - text.height / 2)
            for run in text.glyphRuns(at: origin, color: palette.label.withAlphaMultiplied(by: alpha)) { list.append(.text(run)) }
        }
    }

    /// A placeholder: the loading indicator turning, or a title, a message and a button, centred.
    private func paintPlaceholder(_ placeholder: DataSourcePlaceholder, frame: Rect, alpha: Double, into list: inout DrawList) {
        if placeholder.showsActivityIndicator {
            paintActivityIndicator(center: Point(x: frame.midX, y: frame.minY + min(frame.height / 2, 120)), alpha: alpha, into: &list)
            return
        }
        let width = min(frame.width - 48, 440)
        var y = frame.minY + 48
        func line(_ text: String?, style: TextStyle, weight: FontWeight, color: Color) {
            guard let text, !text.isEmpty, let face = try? fonts.face(weight) else { return }
            let layout = measurer.measure(text, font: face, pointSize: style.pointSize(for: category), width: max(1, width))
            let origin = Point(x: frame.midX - width / 2, y: y)
            for run in layout.glyphRuns(at: origin, color: color.withAlphaMultiplied(by: alpha), boxWidth: width,
                                        layoutDirection: layoutDirection, centred: true) {
                list.append(.text(run))
            }
            y += layout.height + 10
        }
        line(placeholder.title, style: .title2, weight: .bold, color: palette.secondaryLabel)
        line(placeholder.message, style: .body, weight: .regular, color: palette.secondaryLabel)
        if let button = placeholder.buttonTitle, let face = try? fonts.face(.semibold) {
            let text = measurer.measure(button, font: face, pointSize: TextStyle.body.pointSize(for: category), maxLines: 1)
            let box = Rect(x: frame.midX - text.width / 2 - 16, y: y + 6, width: text.width + 32, height: text.height + 14)
            list.append(.fill(box, color: palette.tint.withAlphaMultiplied(by: alpha), cornerRadius: box.height / 2))
            for run in text.glyphRuns(at: Point(x: box.minX + 16, y: box.minY + 7), color: palette.onAccent.withAlphaMultiplied(by: alpha)) {
                list.append(.text(run))
            }
        }
    }

    /// Twelve spokes around a centre, the brightest one turning a step a twelfth of a second.
    private func paintActivityIndicator(center: Point, alpha: Double, into list: inout DrawList) {
        let spokes = 12
        for spoke in 0..<spokes {
            let angle = Double(spoke) / Double(spokes) * 2 * Double.pi
            let fade = Double((spoke - spinnerPhase + spokes) % spokes) / Double(spokes)
            let radius = 14.0, length = 8.0, width = 3.0
            let x = center.x + sin(angle) * radius, y = center.y - cos(angle) * radius
            // Each spoke a short rounded bar, drawn as dots along its length (the renderer fills rects).
            for step in 0..<4 {
                let d = length * Double(step) / 3
                let px = x + sin(angle) * d, py = y - cos(angle) * d
                list.append(.fill(Rect(x: px - width / 2, y: py - width / 2, width: width, height: width),
                                  color: palette.secondaryLabel.withAlphaMultiplied(by: alpha * (0.25 + 0.75 * (1 - fade))),
                                  cornerRadius: width / 2))
            }
        }
    }
}
