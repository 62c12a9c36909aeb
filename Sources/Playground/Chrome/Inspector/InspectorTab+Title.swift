import SceneFormat

/// How the inspector labels its tabs.
extension InspectorTab {
    /// The tab's label.
    var title: String {
        switch self {
        case .parameters: "Parameters"
        case .calls: "Calls"
        case .audit: "Audit"
        case .cell: "Cell"
        }
    }
}
