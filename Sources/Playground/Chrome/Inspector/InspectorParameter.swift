import AppSupport
import CollectionLayout
import SceneFormat

/// One layout parameter as the inspector shows it: a label, a control that fits it, its value
/// now, and how a new value is written into the scene's JSON.
struct InspectorParameter {
    /// The control a parameter gets.
    enum Control: Equatable {
        /// A slider over a range, snapping to `step`.
        case slider(ClosedRange<Double>, step: Double)
        /// A segmented control of named choices.
        case choice([String])
        /// An on/off switch.
        case toggle
        /// A cell template node's name in the Cell tab's outline: a click chooses the node.
        case node
        /// A row of buttons, three to a line, under the label when `labelled`; each makes its `edits` entry.
        case buttons([String], labelled: Bool)
    }

    /// A value of a control.
    enum Value: Equatable {
        /// A slider's number.
        case number(Double)
        /// A segmented control's choice.
        case choice(String)
        /// A switch's state.
        case flag(Bool)
    }

    /// What the row says (`Line spacing`).
    var label: String
    /// The control.
    var control: Control
    /// The value now.
    var value: Value
    /// Where in the scene's JSON the value goes (the key itself, or the object holding it).
    var path: ParameterPath
    /// What each of a `buttons` row's buttons does to the cell template (nil: it is dimmed).
    var edits: [CellTemplateEdit?] = []
    /// The JSON written at `path` for a new value.
    var write: (Value) -> JSONNode.Value

    /// A number parameter at its own key.
    static func number(_ label: String, _ path: ParameterPath, _ value: Double, range: ClosedRange<Double>,
                       step: Double = 1) -> InspectorParameter {
        InspectorParameter(label: label, control: .slider(range, step: step), value: .number(value), path: path) { value in
            if case .number(let number) = value { return .number(number) }
            return .null
        }
    }

    /// A number that is one member of an object (`sectionInset.top`): the whole object is
    /// written, its other members as they are now.
    static func member(_ label: String, of path: ParameterPath, key: String, object: [(String, Double)],
                       range: ClosedRange<Double>, step: Double = 1) -> InspectorParameter {
        let current = object.first { $0.0 == key }?.1 ?? 0
        return InspectorParameter(label: label, control: .slider(range, step: step), value: .number(current), path: path) { value in
            guard case .number(let number) = value else { return .null }
            return JSONNode.objectValue(object.map { ($0.0, .number($0.0 == key ? number : $0.1)) })
        }
    }

    /// The value a slider at `fraction` (0…1) of its track stands for, snapped to its step.
    func number(atFraction fraction: Double) -> Double? {
        guard case .slider(let range, let step) = control else { return nil }
        let raw = range.lowerBound + min(1, max(0, fraction)) * (range.upperBound - range.lowerBound)
        let snapped = step > 0 ? (raw / step).rounded() * step : raw
        return min(range.upperBound, max(range.lowerBound, snapped))
    }

    /// Where the value sits along a slider's track, 0…1.
    var fraction: Double {
        guard case .slider(let range, _) = control, case .number(let number) = value, range.upperBound > range.lowerBound else { return 0 }
        return min(1, max(0, (number - range.lowerBound) / (range.upperBound - range.lowerBound)))
    }

    /// The value as the row shows it.
    var valueText: String {
        switch value {
        case .number(let number):
            if case .slider(_, let step) = control, step < 0.001 { return String(format: "%.4f", number) }
            if case .slider(_, let step) = control, step < 0.1 { return String(format: "%.2f", number) }
            return JSONWriter.format(number)
        case .choice(let name): return name
        case .flag(let on): return on ? "on" : "off"
        }
    }
}
