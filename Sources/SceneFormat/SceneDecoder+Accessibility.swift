import AppSupport

/// The scene's accessibility settings (contract.md "Environments").
extension SceneDecoder {
    /// `contrast`, `reduceMotion`, `reduceTransparency` and `differentiateWithoutColor` of the object being read.
    static func accessibilitySettings(_ reader: inout JSONObjectReader) throws(InputError) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        if let node = reader.optional(.contrast) {
            guard case .string(let name) = node.value, let contrast = Contrast(rawValue: name) else {
                throw reader.error(node, .contrast, "one of: \(Contrast.allNames)")
            }
            settings.contrast = contrast
        }
        if let node = reader.optional(.reduceMotion) { settings.reduceMotion = try reader.bool(node, .reduceMotion) }
        if let node = reader.optional(.reduceTransparency) { settings.reduceTransparency = try reader.bool(node, .reduceTransparency) }
        if let node = reader.optional(.differentiateWithoutColor) {
            settings.differentiateWithoutColor = try reader.bool(node, .differentiateWithoutColor)
        }
        return settings
    }
}
