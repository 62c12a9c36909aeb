import AppSupport

extension ScriptDecoder {
    /// `setVariants`' `axis` and `values` (the axis's usual values when none are given); without
    /// an axis, nil: the action ends the Variants mode. A bad value names the action's line.
    static func variants(_ reader: inout JSONObjectReader, file: String) throws(InputError) -> Variants? {
        guard let axisNode = reader.optional("axis") else {
            if let valuesNode = reader.optional("values") { throw reader.error(valuesNode, "values", "no values without an \"axis\"") }
            return nil
        }
        guard case .string(let name) = axisNode.value, let axis = Variants.Axis(rawValue: name) else {
            throw reader.error(axisNode, "axis", "one of: \(Variants.Axis.allNames)")
        }
        guard let valuesNode = reader.optional("values") else { return Variants(axis: axis) }
        var values: [String] = []
        for element in try reader.array(valuesNode, "values") {
            guard case .string(let value) = element.value else { throw reader.error(element, "values", "a list of strings") }
            values.append(value)
        }
        do {
            return try Variants(axis: axis, values: values)
        } catch {
            throw InputError(file: file, location: valuesNode.location, error.message)
        }
    }
}
