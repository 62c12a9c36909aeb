import AppSupport

/// The scene's `boldText` key in its JSON, which the window's Bold Text command writes (so that undo and
/// Save see it, as they see a tuned parameter).
extension ParameterPath {
    /// The scene's top-level `boldText` key.
    package static let boldText = ParameterPath(components: [.key(SceneKey.boldText.rawValue)])
}

extension SceneDocument {
    /// The `boldText` key's value; nil when the JSON has no such key (or not a flag there).
    package var boldTextKey: Bool? {
        guard case .bool(let on)? = value(at: .boldText)?.value else { return nil }
        return on
    }
}
