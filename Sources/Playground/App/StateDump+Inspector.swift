import AppSupport
import CollectionLayout

/// The `dump` command's `"inspector"` member, there while the panel is open: its tab and, on the
/// Parameters tab, each parameter's label, value and — for a slider — where its readout is (a
/// script clicks there to type a value), and the value field while one is open.
extension StateDump {
    /// The open panel as JSON (nil: it is shut).
    @MainActor
    static func inspector(_ model: PlaygroundModel) -> JSONWriter.Value? {
        guard model.isInspectorOpen, let (layout, parameters, _, _) = model.inspectorLayout() else { return nil }
        var members: [(String, JSONWriter.Value)] = [("tab", .string(model.chrome.inspector.tab.rawValue))]
        guard model.chrome.inspector.tab.listsParameters else { return .object(members) }
        members.append(("parameters", .array(parameters.indices.map { index in
            let parameter = parameters[index]
            var entry: [(String, JSONWriter.Value)] = [("label", .string(parameter.label)), ("path", .string(parameter.path.description))]
            switch parameter.value {
            case .number(let number): entry.append(("value", .number(number)))
            case .choice(let name): entry.append(("value", .string(name)))
            case .flag(let on): entry.append(("value", .bool(on)))
            }
            if case .slider = parameter.control {
                let readout = layout.rows[index].readout
                entry.append(("readout", .object([("x", .number(readout.minX)), ("y", .number(readout.minY)),
                                                  ("width", .number(readout.width)), ("height", .number(readout.height))])))
            }
            return .object(entry)
        })))
        members.append(("valueField", model.inspectorValueField.map { .object([("label", .string($0.label)), ("text", .string($0.text))]) } ?? .null))
        return .object(members)
    }
}
