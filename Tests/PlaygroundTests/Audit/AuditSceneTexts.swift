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

    /// A compositional layout whose first section is `cards` text cards a row, 100 points tall and
    /// 10 apart (`cards` × 110 − 10 points), and whose second holds one item, `last`, laid out as
    /// the layout item JSON `item` in a row `height` points tall.
    static func belowCards(_ cards: Int, item: String, height: Double, last: String) -> String {
        func group(_ item: String, _ height: Double) -> String {
            #"{"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": \#(height)}}, "subitems": [\#(item)]}"#
        }
        let items = (0..<cards).map { card("c\($0)", title: "Card \($0)") }.joined(separator: ", ")
        return #"{"viewport": {"width": 600, "height": 400}, "layout": {"kind": "compositional", "section": {"group": \#(group(fullItem, 100)), "interGroupSpacing": 10}}, "sections": [{"items": [\#(items)]}, {"layout": {"section": {"group": \#(group(item, height))}}, "items": [\#(last)]}]}"#
    }

    /// A full-width layout item with a 26-point numbered badge at its top trailing corner.
    static let badgedItem = #"{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "layoutSize": {"width": {"absolute": 26}, "height": {"absolute": 26}}, "containerAnchor": {"edges": ["top", "trailing"]}}]}"#

    /// A layout item as wide and tall as its group.
    static let fullItem = #"{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}"#

    /// A 40 × 40-point layout item.
    static let smallItem = #"{"layoutSize": {"width": {"absolute": 40}, "height": {"absolute": 40}}}"#
}
