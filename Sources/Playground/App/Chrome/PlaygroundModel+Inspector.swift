import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The inspector: a panel at the window's right (toolbar Inspector, key I) listing the layout's
/// parameters with a control each — moving one animates the layout to its new attributes, is
/// one undo step, and Save writes it into the scene file; a click on a slider's value opens a
/// field to type it (`PlaygroundModel+InspectorValueField`) — and, on its Calls tab, the trace
/// of what the collection view asks the layout; on its Audit tab, the audit's findings
/// (`PlaygroundModel+InspectorAudit`); on its Cell tab, the scene's cell template's values
/// (`PlaygroundModel+InspectorCell`).
extension PlaygroundModel {
    /// Whether the inspector panel is shown.
    public var isInspectorOpen: Bool { chrome.inspector.isOpen }

    /// The width the panel takes from the window (0 while it is shut).
    var inspectorWidth: Double {
        chrome.inspector.isOpen && presentation.showsChrome ? InspectorPanelLayout.width(forWindowWidth: presentation.windowSize.width) : 0
    }

    /// The panel's frame, while it is open.
    var inspectorFrame: Rect? {
        guard inspectorWidth > 0 else { return nil }
        return Rect(x: presentation.windowSize.width - inspectorWidth, y: presentation.toolbarHeight, width: inspectorWidth,
                    height: max(0, presentation.windowSize.height - presentation.chromeHeight))
    }

    /// Opens or shuts the panel (the collection takes the rest of the width, laid out again);
    /// while it is open the collection view's calls to its layout are traced.
    public func setInspectorOpen(_ open: Bool, tab: InspectorTab? = nil) {
        if let tab { chrome.inspector.choose(tab) }
        guard chrome.inspector.setOpen(open) else { return }
        if open { startTracing() } else if !chrome.inspector.keepsTrace { collectionView.trace = nil }
        resize(to: presentation.windowSize)
    }

    /// The panel as laid out now, with the parameters it lists.
    func inspectorLayout() -> (layout: InspectorPanelLayout, parameters: [InspectorParameter], title: String, note: String?)? {
        guard let frame = inspectorFrame else { return nil }
        let listed: (title: String, note: String?, parameters: [InspectorParameter])
        switch chrome.inspector.tab {
        case .parameters: listed = inspectorParameters()
        case .calls: listed = ("Calls to \(type(of: collectionView.layout))", nil, [])
        case .audit: listed = (auditTabTitle, nil, [])
        case .cell: listed = inspectorCellParameters()
        }
        // A note above rows (the Cell tab's built-in cell, over its Write out row) takes three lines.
        let noteHeight = listed.note != nil && !listed.parameters.isEmpty ? 56.0 : 0
        let layout = InspectorPanelLayout(frame: frame, parameters: listed.parameters, scroll: chrome.inspector.scroll, noteHeight: noteHeight)
        return (layout, listed.parameters, listed.title, listed.note)
    }

    // MARK: Pointer

    /// A press in the panel: a tab, a control, a slider's readout (its value field opens), or Save.
    func inspectorPointerDown(at point: Point) {
        guard let frame = inspectorFrame, frame.contains(point), let (layout, parameters, _, _) = inspectorLayout() else { return }
        chrome.inspector.setPressed(true)
        if let tab = layout.tabs.firstIndex(where: { $0.contains(point) }) {
            chrome.inspector.switchTab(to: InspectorTab.allCases[tab])
            return
        }
        if chrome.inspector.tab == .audit {
            if let row = auditRow(at: point, in: layout.auditList) { selectAuditFinding(row) }
            return
        }
        if chrome.inspector.tab.listsParameters, layout.saveButton.contains(point) {
            saveScene()
            return
        }
        if chrome.inspector.tab.listsParameters, layout.copyAsSwiftButton.contains(point) {
            copyLayoutAsSwift()
            return
        }
        if chrome.inspector.tab.listsParameters, let segment = layout.exportFrameworkSegments.firstIndex(where: { $0.contains(point) }) {
            chrome.inspector.setExportFramework(ExportFramework.allCases[segment])
            return
        }
        guard chrome.inspector.tab.listsParameters, layout.list.contains(point),
              let index = layout.rows.firstIndex(where: { $0.frame.contains(point) }) else { return }
        let parameter = parameters[index], row = layout.rows[index]
        switch parameter.control {
        case .slider:
            // The readout opens the value's field; only a press on (or near) the track slides:
            // a click on the readout once set the value at the track's far end.
            if row.readout.contains(point) {
                openInspectorValueField(for: parameter)
                return
            }
            guard row.control.insetBy(dx: -8, dy: -6).contains(point), let document = document.scene.document else { return }
            chrome.inspector.beginDrag(row: index, before: document)
            slideInspector(parameter, row: row, to: point)
        case .choice(let names):
            guard let segment = row.segments.firstIndex(where: { $0.contains(point) }),
                  parameter.value != .choice(names[segment]) else { return }
            changeInspectorParameter(parameter, to: .choice(names[segment]), undoable: true)
        case .toggle:
            guard row.control.insetBy(dx: -6, dy: -6).contains(point), case .flag(let on) = parameter.value else { return }
            changeInspectorParameter(parameter, to: .flag(!on), undoable: true)
        case .node:
            chrome.inspector.chooseCellNode(parameter.value == .flag(true) ? nil : parameter.path)
        case .buttons:
            guard let segment = row.segments.firstIndex(where: { $0.contains(point) }), let edit = parameter.edits[segment] else { return }
            do { try editCellTemplate(edit) } catch { showToast(error.message) }
        }
    }

    /// The pointer moves while a press that began in the panel is down.
    func inspectorPointerMoved(to point: Point) {
        guard let drag = chrome.inspector.drag, let (layout, parameters, _, _) = inspectorLayout(),
              parameters.indices.contains(drag.row) else { return }
        slideInspector(parameters[drag.row], row: layout.rows[drag.row], to: point)
    }

    /// The press that began in the panel ends: a slider's drag is one undo step, and one change
    /// of the document (so undoing it brings the file's values, and Save's "Saved", back).
    func inspectorPointerUp() {
        chrome.inspector.setPressed(false)
        guard let drag = chrome.inspector.endDrag() else { return }
        if let now = document.scene.document, now.text != drag.before.text {
            pushUndo(.layoutParameters(drag.before))
            document.noteParameterChange(undoable: true)
        }
    }

    /// Whether a slider's drag is under way and has moved its value from where the drag began
    /// (the document counts the drag as a change only once it ends).
    var inspectorDragHasChangedTheScene: Bool {
        guard let drag = chrome.inspector.drag, let now = document.scene.document else { return false }
        return now.text != drag.before.text
    }

    /// The wheel over the panel scrolls its list.
    func scrollInspector(by dy: Double) {
        if let (layout, _, _, _) = inspectorLayout() {
            let maximum = chrome.inspector.tab == .audit ? auditListMaximumScroll(in: layout.auditList) : layout.maximumScroll
            chrome.inspector.scroll(by: dy, maximum: maximum)
        }
    }

    private func slideInspector(_ parameter: InspectorParameter, row: InspectorPanelLayout.Row, to point: Point) {
        let fraction = (point.x - row.control.minX) / max(1, row.control.width)
        guard let number = parameter.number(atFraction: fraction), parameter.value != .number(number) else { return }
        // Each step of the drag is shown; the drag is counted as one change when it ends.
        do {
            try setParameters([(parameter.path, parameter.write(.number(number)))], animated: true, undoable: false, countsAsChange: false)
        } catch {
            showToast(error.message)
        }
    }

    /// Writes a control's new value into the scene and animates the layout to it; a value the
    /// scene refuses is said in the window and changes nothing.
    func changeInspectorParameter(_ parameter: InspectorParameter, to value: InspectorParameter.Value, undoable: Bool) {
        do {
            try setParameter(parameter.path, to: parameter.write(value), animated: true, undoable: undoable)
        } catch {
            showToast(error.message)
        }
    }

    // MARK: Drawing

    /// The panel: its tabs, then the parameters' rows (or the trace), then Save.
    func drawInspector(into list: inout DrawList) {
        guard let (layout, parameters, title, note) = inspectorLayout(),
              let regular = try? fonts.face(.regular), let medium = try? fonts.face(.medium), let bold = try? fonts.face(.semibold)
        else { return }
        let frame = layout.frame
        list.append(.fill(frame, color: palette.bar, cornerRadius: 0))
        list.append(.fill(Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.height), color: palette.separator, cornerRadius: 0))
        list.append(.pushClip(frame))
        // Tabs.
        let track = Rect(x: layout.tabs[0].minX, y: layout.tabs[0].minY, width: layout.tabs.last!.maxX - layout.tabs[0].minX,
                         height: layout.tabs[0].height)
        list.append(.fill(track, color: palette.controlFill, cornerRadius: 8))
        for (index, tab) in InspectorTab.allCases.enumerated() {
            let box = layout.tabs[index]
            if tab == chrome.inspector.tab {
                list.append(.fill(box.insetBy(dx: 2, dy: 2), color: palette.cardEdge, cornerRadius: 7))
                list.append(.fill(box.insetBy(dx: 2.5, dy: 2.5), color: palette.card, cornerRadius: 6.5))
            }
            drawCentred(tab.title, in: box, font: medium, size: 12, color: palette.label, into: &list)
        }
        drawText(title, at: Point(x: layout.title.minX, y: layout.title.minY), width: layout.title.width, font: bold, size: 15,
                 color: palette.label, into: &list)
        if chrome.inspector.tab == .calls {
            drawTrace(in: Rect(x: frame.minX + 10, y: layout.list.minY, width: frame.width - 20, height: frame.maxY - layout.list.minY - 8),
                      font: regular, into: &list)
            list.append(.popClip)
            return
        }
        if chrome.inspector.tab == .audit {
            drawAuditTab(in: layout.auditList, regular: regular, medium: medium, into: &list)
            list.append(.popClip)
            return
        }
        if let note {
            drawText(note, at: Point(x: layout.list.minX + 14, y: layout.list.minY), width: layout.list.width - 28, font: regular,
                     size: 13, color: palette.secondaryLabel, into: &list)
        }
        list.append(.pushClip(layout.list))
        for (index, parameter) in parameters.enumerated() {
            let row = layout.rows[index]
            guard row.frame.maxY >= layout.list.minY, row.frame.minY <= layout.list.maxY else { continue }
            drawRow(parameter, row: row, active: chrome.inspector.drag?.row == index, regular: regular, medium: medium, into: &list)
        }
        list.append(.popClip)
        // Copy as Swift, for UIKit or SwiftUI.
        list.append(.fill(layout.copyAsSwiftButton, color: palette.controlFill, cornerRadius: 8))
        drawCentred("Copy as Swift", in: layout.copyAsSwiftButton, font: medium, size: 13, color: palette.label, into: &list)
        for (index, framework) in ExportFramework.allCases.enumerated() {
            let chosen = chrome.inspector.exportFramework == framework
            list.append(.fill(layout.exportFrameworkSegments[index].insetBy(dx: 1, dy: 0), color: chosen ? palette.tint : palette.controlFill, cornerRadius: 8))
            drawCentred(framework == .uikit ? "UIKit" : "SwiftUI", in: layout.exportFrameworkSegments[index], font: medium, size: 12,
                        color: chosen ? palette.onAccent : palette.secondaryLabel, into: &list)
        }
        // Save, and where it writes.
        let dirty = hasUnsavedParameters
        list.append(.fill(layout.saveButton, color: dirty ? palette.tint : palette.controlFill, cornerRadius: 8))
        drawCentred(dirty ? "Save to scene" : "Saved", in: layout.saveButton, font: medium, size: 13,
                    color: dirty ? palette.onAccent : palette.secondaryLabel, into: &list)
        let destination = sceneSavePath.map { "→ " + $0 } ?? "no scene file"
        drawText(destination, at: Point(x: layout.saveButton.minX, y: layout.saveButton.maxY + 6), width: layout.saveButton.width,
                 font: regular, size: 11, color: palette.secondaryLabel, into: &list)
        list.append(.popClip)
    }

    private func drawRow(_ parameter: InspectorParameter, row: InspectorPanelLayout.Row, active: Bool, regular: FontFace,
                         medium: FontFace, into list: inout DrawList) {
        let frame = row.frame
        if case .node = parameter.control {
            let chosen = parameter.value == .flag(true)
            if chosen { list.append(.fill(row.control, color: palette.tint, cornerRadius: 6)) }
            drawText(parameter.label, at: Point(x: frame.minX + 6, y: frame.minY + 7), width: frame.width - 12, font: medium, size: 13,
                     color: chosen ? palette.onAccent : palette.label, maxLines: 1, into: &list)
            return
        }
        // On the Cell tab a value's row sits under its node's name row: it shows the value's name alone, indented under it.
        var label = parameter.label
        if chrome.inspector.tab == .cell, let dot = label.range(of: " · ") {
            label = String(repeating: " ", count: label.prefix { $0 == " " }.count + 4) + label[dot.upperBound...]
        }
        drawText(label, at: Point(x: frame.minX, y: frame.minY + 8), width: frame.width - 70, font: regular, size: 13,
                 color: palette.label, into: &list)
        switch parameter.control {
        case .slider:
            if let field = chrome.inspector.valueField, field.edits(parameter) {
                drawInspectorValueField(field, in: row.readout, font: medium, into: &list)
            } else {
                let value = measurer.measure(parameter.valueText, font: medium, pointSize: 13)
                for run in value.glyphRuns(at: Point(x: frame.maxX - value.width, y: frame.minY + 8), color: palette.secondaryLabel) {
                    list.append(.text(run))
                }
            }
            let track = Rect(x: row.control.minX, y: row.control.midY - 2, width: row.control.width, height: 4)
            list.append(.fill(track, color: palette.controlFill, cornerRadius: 2))
            let x = row.control.minX + parameter.fraction * row.control.width
            list.append(.fill(Rect(x: track.minX, y: track.minY, width: x - track.minX, height: 4), color: palette.tint, cornerRadius: 2))
            let knob = active ? 18.0 : 14.0
            list.append(.fill(Rect(x: x - knob / 2 - 0.5, y: row.control.midY - knob / 2 - 0.5, width: knob + 1, height: knob + 1),
                              color: palette.cardEdge, cornerRadius: knob / 2 + 0.5))
            list.append(.fill(Rect(x: x - knob / 2, y: row.control.midY - knob / 2, width: knob, height: knob), color: palette.card,
                              cornerRadius: knob / 2))
        case .choice(let names):
            list.append(.fill(row.control, color: palette.controlFill, cornerRadius: 7))
            for (index, name) in names.enumerated() {
                let box = row.segments[index]
                if parameter.value == .choice(name) {
                    list.append(.fill(box.insetBy(dx: 2, dy: 2), color: palette.card, cornerRadius: 6))
                }
                drawCentred(name, in: box, font: medium, size: 12, color: palette.label, into: &list)
            }
        case .toggle:
            let on = parameter.value == .flag(true)
            list.append(.fill(row.control, color: on ? palette.tint : palette.controlFill, cornerRadius: row.control.height / 2))
            let knob = row.control.height - 4
            let x = on ? row.control.maxX - knob - 2 : row.control.minX + 2
            list.append(.fill(Rect(x: x, y: row.control.minY + 2, width: knob, height: knob), color: palette.card, cornerRadius: knob / 2))
        case .buttons(let names, _):
            for (index, name) in names.enumerated() {
                let box = row.segments[index].insetBy(dx: 2, dy: 2)
                list.append(.fill(box, color: palette.controlFill, cornerRadius: 7))
                drawCentred(name, in: box, font: medium, size: 12, color: parameter.edits[index] == nil ? palette.secondaryLabel : palette.label,
                            into: &list)
            }
        case .node:
            break
        }
    }

    /// Text wrapped to `width` with its top-left at `point`.
    func drawText(_ text: String, at point: Point, width: Double, font: FontFace, size: Double, color: Color,
                  maxLines: Int = 0, into list: inout DrawList) {
        let measured = measurer.measure(text, font: font, pointSize: size, width: max(10, width), maxLines: maxLines)
        for run in measured.glyphRuns(at: point, color: color) { list.append(.text(run)) }
    }

    /// Text on one line, centred in `box`.
    func drawCentred(_ text: String, in box: Rect, font: FontFace, size: Double, color: Color, into list: inout DrawList) {
        let measured = measurer.measure(text, font: font, pointSize: size, width: box.width, maxLines: 1)
        let origin = Point(x: box.midX - measured.width / 2, y: box.midY - measured.height / 2)
        for run in measured.glyphRuns(at: origin, color: color) { list.append(.text(run)) }
    }
}
