import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Typography

/// A value typed into the inspector (`InspectorValueField`): a click on a slider's readout opens
/// the field; while it is open every key and all typed text go to it (`InputArbitration.keyTarget`);
/// Return sets the number — clamped to the slider's range, as one undoable change, the way a
/// slider sets it — and Escape closes it leaving the value as it was. A press anywhere outside
/// the field sets the number too, as a macOS text field ends editing when it loses focus.
extension PlaygroundModel {
    /// The open value field's parameter label and text (nil: no field is open).
    public var inspectorValueField: (label: String, text: String)? {
        chrome.inspector.valueField.map { ($0.label, $0.text) }
    }

    /// Opens the field in place of `parameter`'s readout, holding its value, all of it selected.
    func openInspectorValueField(for parameter: InspectorParameter) {
        guard case .slider = parameter.control else { return }
        chrome.inspector.setValueField(InspectorValueField(editing: parameter))
    }

    /// The parameter the open field edits, as listed now (nil: none is open, or the list no
    /// longer has it — another layout, another tab).
    private var inspectorValueFieldParameter: (index: Int, parameter: InspectorParameter)? {
        guard let field = chrome.inspector.valueField, chrome.inspector.isOpen, chrome.inspector.tab.listsParameters else { return nil }
        let parameters = inspectorParameters().parameters
        return parameters.firstIndex(where: field.edits).map { ($0, parameters[$0]) }
    }

    /// A key while the field is open: it edits the text, sets the number (Return) or closes the
    /// field (Escape); no key reaches the bindings. A field whose parameter is no longer listed
    /// closes, and the key goes to the bindings.
    func inspectorValueFieldKey(_ key: String, modifiers: Set<KeyModifier>) {
        guard var field = chrome.inspector.valueField else { return }
        guard inspectorValueFieldParameter != nil else {
            chrome.inspector.setValueField(nil)
            handleKey(key, modifiers: modifiers)
            return
        }
        let outcome = field.press(key, modifiers: modifiers)
        chrome.inspector.setValueField(field)
        switch outcome {
        case .handled: break
        case .commit: commitInspectorValueField(closesWhenRefused: false)
        case .cancel: chrome.inspector.setValueField(nil)
        }
    }

    /// Text typed while the field is open goes into it.
    func inspectorValueFieldText(_ text: String) {
        chrome.inspector.typeInValueField(text)
    }

    /// Sets the parameter to the number typed, clamped to its slider's range (a toast says so),
    /// as one undoable change — the path the segmented controls and switches take, and the one a
    /// slider's drag takes when it ends — and closes the field. A text that is no number is
    /// refused with a toast, the value as it was; the field stays open for another try unless
    /// `closesWhenRefused` (the field is losing focus).
    func commitInspectorValueField(closesWhenRefused: Bool) {
        guard let field = chrome.inspector.valueField else { return }
        guard let (_, parameter) = inspectorValueFieldParameter, case .slider(let range, _) = parameter.control else {
            chrome.inspector.setValueField(nil)
            return
        }
        guard let typed = InspectorValueField.number(from: field.text) else {
            showToast("\(parameter.label): \"\(field.text)\" is not a number")
            if closesWhenRefused { chrome.inspector.setValueField(nil) }
            return
        }
        chrome.inspector.setValueField(nil)
        let number = min(range.upperBound, max(range.lowerBound, typed))
        if number != typed {
            showToast("\(parameter.label) goes from \(JSONWriter.format(range.lowerBound)) to \(JSONWriter.format(range.upperBound)): set to \(JSONWriter.format(number))")
        }
        guard parameter.value != .number(number) else { return }
        changeInspectorParameter(parameter, to: .number(number), undoable: true)
    }

    /// The open field's frame in the window (nil: none is open, or its row is not listed).
    var inspectorValueFieldFrame: Rect? {
        guard let (index, _) = inspectorValueFieldParameter, let (layout, _, _, _) = inspectorLayout(),
              layout.rows.indices.contains(index) else { return nil }
        return layout.rows[index].readout
    }

    /// A press somewhere in the window while the field is open: outside the field, it sets the
    /// typed number and closes the field (a text that is no number closes it unchanged, with a
    /// toast), before the press does what it does; inside it, nothing happens to the field.
    func endInspectorValueFieldUnlessPressed(at point: Point) {
        guard chrome.inspector.valueField != nil, !(inspectorValueFieldFrame?.contains(point) ?? false) else { return }
        commitInspectorValueField(closesWhenRefused: true)
    }

    /// The field in `frame`: a face with a focus ring around it, the text (its selection
    /// highlighted when all is selected) and a caret.
    func drawInspectorValueField(_ field: InspectorValueField, in frame: Rect, font: FontFace, into list: inout DrawList) {
        // The focus ring: the tint, a little outside the field, then the field's edge and face.
        list.append(.fill(frame.insetBy(dx: -3, dy: -3), color: palette.tint.withAlphaMultiplied(by: 0.45), cornerRadius: 8))
        list.append(.fill(frame, color: palette.tint, cornerRadius: 5))
        list.append(.fill(frame.insetBy(dx: 1, dy: 1), color: palette.card, cornerRadius: 4))
        let inner = frame.insetBy(dx: 6, dy: 0)
        let measured = measurer.measure(field.text, font: font, pointSize: 13, width: 1000, maxLines: 1)
        // Right-aligned, as the readout is; a text wider than the field shows its end.
        let origin = Point(x: inner.maxX - 3 - measured.width, y: (frame.midY - measured.height / 2).rounded())
        list.append(.pushClip(inner))
        if field.selectsAll, !field.text.isEmpty {
            list.append(.fill(Rect(x: origin.x - 1, y: origin.y, width: measured.width + 2, height: measured.height),
                              color: palette.tint.withAlphaMultiplied(by: 0.3), cornerRadius: 2))
        }
        for run in measured.glyphRuns(at: origin, color: palette.label) { list.append(.text(run)) }
        let before = String(field.text.prefix(field.caret))
        let caretX = origin.x + 0.5 + (before.isEmpty ? 0 : measurer.measure(before, font: font, pointSize: 13, width: 1000, maxLines: 1).width)
        list.append(.fill(Rect(x: caretX, y: frame.midY - 7.5, width: 1.5, height: 15), color: palette.tint, cornerRadius: 0.75))
        list.append(.popClip)
    }
}
