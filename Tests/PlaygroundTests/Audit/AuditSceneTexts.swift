/// Small scenes made to have, or not to have, each kind of finding.
enum AuditSceneTexts {
    /// A flow layout of fixed `width` × `height` cards, each item's JSON given.
    static func flow(width: Double, height: Double, items: [String], extra: String = "") -> String {
        #"{"viewport": {"width": 600, "height": 400}, \#(extra)"layout": {"itemSize": {"width": \#(width), "height": \#(height)}}, "sections": [{"items": [\#(items.joined(separator: ", "))]}]}"#
    }

    /// A colour swatch item (no text).
    static func swatch(_ id: String) -> String { ##"{"id": "\##(id)", "color": "#336699"}"## }

    /// A text card item.
    static func card(_ id: String, title: String, subtitle: String? = nil, color: String = "#336699") -> String {
        ##"{"id": "\##(id)", "title": "\##(title)", "color": "\##(color)""## + (subtitle.map { #", "subtitle": "\#($0)""# } ?? "") + "}"
    }

    /// A compositional layout of one custom group whose items sit at `frames` (x, y, width, height).
    static func custom(_ frames: [(Double, Double, Double, Double)]) -> String {
        let framesJSON = frames.map { #"{"x": \#($0.0), "y": \#($0.1), "width": \#($0.2), "height": \#($0.3)}"# }.joined(separator: ", ")
        let items = frames.indices.map { swatch("i\($0)") }.joined(separator: ", ")
        return #"{"viewport": {"width": 600, "height": 400}, "layout": {"kind": "compositional", "section": {"group": {"kind": "custom", "frames": [\#(framesJSON)], "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 200}}}}}, "sections": [{"items": [\#(items)]}]}"#
    }
}
