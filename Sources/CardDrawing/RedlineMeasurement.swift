import AppSupport
import CollectionLayout

/// One measurement of a redline spec: a distance between two points of the content (a gap, an
/// inset, a size) or a note (a font), in points.
package struct RedlineMeasurement {
    /// What is measured.
    package enum Kind: String {
        /// Space between two elements (inter-item, line spacing).
        case spacing
        /// Space between an edge (the collection's, a header's) and the content.
        case inset
        /// An element's width or height.
        case size
        /// From a card's top to its first text baseline.
        case baseline
        /// A text's font and size.
        case font
    }

    /// What is measured.
    package var kind: Kind
    /// What it is, for the markdown table ("inter-item spacing").
    package var name: String
    /// The label drawn on the spec ("20").
    package var label: String
    /// The distance in points (0 for a font note).
    package var value: Double
    /// The dimension line's ends, in content points (equal for a note, which is drawn at the point).
    package var from: Point
    /// The dimension line's other end.
    package var to: Point
    /// Faint lines that show what the ends measure from (a line's top across the section), content points.
    package var guides: [(Point, Point)] = []

    /// The distance from `from` to `to` along one axis, rounded to 0.1 point and labelled with
    /// it; nil when there is none to draw (0.05 point or less).
    package static func distance(_ kind: Kind, _ name: String, from: Point, to: Point, vertical: Bool,
                                 guides: [(Point, Point)] = []) -> RedlineMeasurement? {
        let value = ((vertical ? to.y - from.y : to.x - from.x) * 10).rounded() / 10
        guard value > 0.05 else { return nil }
        return RedlineMeasurement(kind: kind, name: name, label: JSONWriter.format(value), value: value, from: from, to: to, guides: guides)
    }
}
