import CellTemplate
import SceneFormat

extension PlaygroundModel {
    /// The cell templates the items shown are drawn with (as tuned now), each once, in the scene's order.
    package var cellTemplates: [CellNode] {
        var templates: [CellNode] = []
        for item in data.content.sections.flatMap(\.items) {
            if let template = item.cellTemplate, !templates.contains(template) { templates.append(template) }
        }
        return templates
    }
}
