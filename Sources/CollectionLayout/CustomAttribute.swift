/// A value a layout attaches to an element's attributes beyond UIKit's own — what a
/// `UICollectionViewLayoutAttributes` subclass adds as a property (the 2012 session's corner
/// radius; the 2014 session's `columnIndex`, `editing`, `movable`). Each has the value an element
/// has when its layout sets none, as a subclass property has its initial value, and says whether
/// it moves smoothly during an animation or switches halfway.
public struct CustomAttribute: Hashable, Sendable {
    /// The key in `LayoutAttributes.custom` (and in `dump`).
    public let name: String
    /// The value when the layout sets none.
    public let defaultValue: Double
    /// Whether an animation moves it smoothly (a radius) or switches it halfway (an index, a flag).
    public let interpolates: Bool

    /// A custom attribute.
    public init(_ name: String, default defaultValue: Double, interpolates: Bool) {
        self.name = name
        self.defaultValue = defaultValue
        self.interpolates = interpolates
    }

    /// The radius of a cell's corners (cards: 12 points; the circle's chips: half their side).
    public static let cornerRadius = CustomAttribute("cornerRadius", default: 12, interpolates: true)
    /// The column a grid cell is in, from 0.
    public static let columnIndex = CustomAttribute("columnIndex", default: 0, interpolates: false)
    /// Whether the grid is in edit mode (1) or not (0).
    public static let editing = CustomAttribute("editing", default: 0, interpolates: false)

    /// Every custom attribute the shipped layouts set, by name.
    public static let known: [String: CustomAttribute] = Dictionary(uniqueKeysWithValues: [cornerRadius, columnIndex, editing].map { ($0.name, $0) })
}

extension LayoutAttributes {
    /// A custom attribute's value: the layout's, or the attribute's default.
    public subscript(attribute: CustomAttribute) -> Double {
        get { custom[attribute.name] ?? attribute.defaultValue }
        set { custom[attribute.name] = newValue }
    }
}
