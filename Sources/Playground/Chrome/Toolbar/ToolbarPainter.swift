import CardDrawing
import CollectionLayout
import CollectionView
import Typography

/// Draws the toolbar and the status bar with their controls — hover, pressed, on and disabled
/// states, the layouts' segmented track, the text-size slider, the status bar's values with a
/// "·" between them — and a tooltip beside a control.
@MainActor
struct ToolbarPainter {
    /// The window's size.
    var windowSize: Size
    /// The colours.
    var palette: Palette
    /// The fonts labels are drawn in.
    var fonts: FontLibrary
    /// Measures the labels.
    var measurer: TextMeasurer

    /// Draws both bars and their controls; `hovered` and `pressed` are indexes into `controls`.
    func draw(_ controls: [ToolbarControl], categoryIndex: Int, hovered: Int?, pressed: Int?, into list: inout DrawList) {
        let top = Rect(x: 0, y: 0, width: windowSize.width, height: Toolbar.height)
        list.append(.fill(top, color: palette.bar, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: top.maxY - 1, width: windowSize.width, height: 1), color: palette.separator, cornerRadius: 0))
        let bottom = Rect(x: 0, y: windowSize.height - StatusBar.height, width: windowSize.width, height: StatusBar.height)
        list.append(.fill(bottom, color: palette.bar, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: bottom.minY, width: windowSize.width, height: 1), color: palette.separator, cornerRadius: 0))
        let segments = controls.filter { $0.action.isLayoutSegment }
        if let first = segments.first, let last = segments.last {
            let track = Rect(x: first.frame.minX, y: first.frame.minY, width: last.frame.maxX - first.frame.minX, height: first.frame.height)
            list.append(.fill(track, color: palette.controlFill, cornerRadius: 8))
        }
        for (index, control) in controls.enumerated() {
            let isHovered = hovered == index && control.isEnabled, isPressed = pressed == index && control.isEnabled
            list.append(.pushClip(control.placement == .toolbar ? top : bottom))
            switch control.action {
            case .layout, .ownLayout:
                if control.isOn {
                    list.append(.fill(control.frame.insetBy(dx: 2, dy: 2), color: palette.cardEdge, cornerRadius: 7))
                    list.append(.fill(control.frame.insetBy(dx: 2.5, dy: 2.5), color: palette.card, cornerRadius: 6.5))
                } else if isPressed || isHovered {
                    list.append(.fill(control.frame.insetBy(dx: 2, dy: 2),
                                      color: isPressed ? palette.controlPressed : palette.controlHover, cornerRadius: 7))
                }
                label(control, color: palette.label, into: &list)
            case .textSize:
                drawSlider(control, index: categoryIndex, active: isHovered || isPressed, into: &list)
            case _ where control.placement == .statusBar && StatusBar.isValue(control.action):
                if isPressed || isHovered {
                    list.append(.fill(control.frame, color: isPressed ? palette.controlPressed : palette.controlHover, cornerRadius: 6))
                }
                label(control, color: palette.label, into: &list)
            default:
                let fill = control.isOn ? palette.tint
                    : isPressed ? palette.controlPressed : isHovered ? palette.controlHover : palette.controlFill
                list.append(.fill(control.frame, color: fill.withAlphaMultiplied(by: control.isEnabled ? 1 : 0.5), cornerRadius: 8))
                let text = control.isOn ? palette.onAccent : palette.label
                label(control, color: text.withAlphaMultiplied(by: control.isEnabled ? 1 : 0.35), into: &list)
            }
            list.append(.popClip)
        }
        drawValueSeparators(controls, into: &list)
    }

    /// A "·" midway between two neighbouring values of the status bar.
    private func drawValueSeparators(_ controls: [ToolbarControl], into list: inout DrawList) {
        let values = controls.filter { $0.placement == .statusBar && StatusBar.isValue($0.action) }
        guard let face = try? fonts.face(.medium) else { return }
        let dot = measurer.measure("·", font: face, pointSize: Toolbar.labelSize)
        for (left, right) in zip(values, values.dropFirst()) where right.frame.minX - left.frame.maxX <= StatusBar.valueGap + 0.5 {
            let origin = Point(x: (left.frame.maxX + right.frame.minX - dot.width) / 2, y: left.frame.midY - dot.height / 2)
            for run in dot.glyphRuns(at: origin, color: palette.secondaryLabel) { list.append(.text(run)) }
        }
    }

    private func label(_ control: ToolbarControl, color: Color, into list: inout DrawList) {
        guard !control.label.isEmpty, let face = try? fonts.face(.medium) else { return }
        let text = measurer.measure(control.label, font: face, pointSize: Toolbar.labelSize)
        let origin = Point(x: control.frame.midX - text.width / 2, y: control.frame.midY - text.height / 2)
        for run in text.glyphRuns(at: origin, color: color) { list.append(.text(run)) }
    }

    private func drawSlider(_ control: ToolbarControl, index: Int, active: Bool, into list: inout DrawList) {
        let track = Toolbar.trackRange(control)
        let y = control.frame.midY
        let stops = ContentSizeCategory.allCases.count
        let thumbX = track.lowerBound + (track.upperBound - track.lowerBound) * Double(index) / Double(stops - 1)
        list.append(.fill(Rect(x: track.lowerBound, y: y - 2, width: track.upperBound - track.lowerBound, height: 4),
                          color: palette.controlPressed, cornerRadius: 2))
        list.append(.fill(Rect(x: track.lowerBound, y: y - 2, width: thumbX - track.lowerBound, height: 4),
                          color: palette.tint, cornerRadius: 2))
        for stop in 0..<stops {
            let x = track.lowerBound + (track.upperBound - track.lowerBound) * Double(stop) / Double(stops - 1)
            list.append(.fill(Rect(x: x - 1.5, y: y + 6, width: 3, height: 3),
                              color: stop <= index ? palette.tint : palette.controlPressed, cornerRadius: 1.5))
        }
        let radius = active ? 11.0 : 10.0
        list.append(.fill(Rect(x: thumbX - radius - 0.5, y: y - radius - 0.5, width: 2 * radius + 1, height: 2 * radius + 1),
                          color: palette.cardEdge, cornerRadius: radius + 0.5))
        list.append(.fill(Rect(x: thumbX - radius, y: y - radius, width: 2 * radius, height: 2 * radius),
                          color: palette.card, cornerRadius: radius))
        guard let face = try? fonts.face(.semibold) else { return }
        let name = measurer.measure(ContentSizeCategory.allCases[index].rawValue, font: face, pointSize: Toolbar.labelSize)
        let origin = Point(x: track.upperBound + 16, y: control.frame.midY - name.height / 2)
        for run in name.glyphRuns(at: origin, color: palette.label) { list.append(.text(run)) }
    }

    /// A tooltip beside a control — under it on the toolbar, above it on the status bar: a small
    /// dark box with the explanation and the shortcut.
    func drawTooltip(_ control: ToolbarControl, into list: inout DrawList) {
        guard let face = try? fonts.face(.regular) else { return }
        let text = measurer.measure(control.tooltip, font: face, pointSize: 12)
        let height = text.height + 10
        let y = control.placement == .toolbar ? Toolbar.height + 4 : windowSize.height - StatusBar.height - 4 - height
        let box = Rect(x: min(max(4, control.frame.midX - text.width / 2 - 8), windowSize.width - text.width - 20),
                       y: y, width: text.width + 16, height: height)
        list.append(.fill(box, color: Color(hex: 0x2C2C2E).withAlphaMultiplied(by: 0.94), cornerRadius: 6))
        for run in text.glyphRuns(at: Point(x: box.minX + 8, y: box.minY + 5), color: Palette.light.onAccent) { list.append(.text(run)) }
    }
}
