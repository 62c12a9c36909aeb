/// A value a layout attaches to an element's attributes beyond UIKit's own — what a
/// `UICollectionViewLayoutAttributes` subclass adds as a property (the 2012 session's corner
/// radius; the 2014 session's `columnIndex` and `editing`). Each has the value an element has
/// when its layout sets none, as a subclass property has its initial value, and says whether it
/// moves smoothly during an animation or switches halfway. Each has a slot of its own in
/// `CustomAttributeValues`, so setting one costs no allocation (layouts set them in rect queries).
public struct CustomAttribute: Hashable, Sendable {
    /// The name `dump` and the overlay show.
    public let name: String
    /// The value when the layout sets none.
    public let defaultValue: Double
    /// Whether an animation moves it smoothly (a radius) or switches it halfway (an index, a flag).
    public let interpolates: Bool
    /// Its slot in `CustomAttributeValues`.
    let slot: Int

    private init(_ name: String, default defaultValue: Double, interpolates: Bool, slot: Int) {
        self.name = name
        self.defaultValue = defaultValue
        self.interpolates = interpolates
        self.slot = slot
    }

    /// The radius of a cell's corners (cards: 12 points; the circle's round cells: half their side).
    public static let cornerRadius = CustomAttribute("cornerRadius", default: 12, interpolates: true, slot: 0)
    /// The column a grid cell is in, from 0.
    public static let columnIndex = CustomAttribute("columnIndex", default: 0, interpolates: false, slot: 1)
    /// Whether the grid is in edit mode (1) or not (0).
    public static let editing = CustomAttribute("editing", default: 0, interpolates: false, slot: 2)

    /// A list row's separator: how far it starts from the row's leading edge (-1, the default: none).
    public static let separatorLeadingInset = CustomAttribute("separatorLeadingInset", default: -1, interpolates: true, slot: 3)
    /// A list row's separator: how far it ends from the row's trailing edge.
    public static let separatorTrailingInset = CustomAttribute("separatorTrailingInset", default: 0, interpolates: true, slot: 4)
    /// Whether a cell is a list row (1: drawing its own background, 2: on its section's background or a sidebar's) or not (0).
    public static let listRow = CustomAttribute("listRow", default: 0, interpolates: false, slot: 5)
    /// Whether a list row is its section's header (1: `headerMode` `firstItemInSection`) or not (0).
    public static let listHeader = CustomAttribute("listHeader", default: 0, interpolates: false, slot: 6)

    /// Every custom attribute, in slot order.
    public static let all = [cornerRadius, columnIndex, editing, separatorLeadingInset, separatorTrailingInset, listRow, listHeader]
}

/// The custom attributes a layout set on one element: a slot per `CustomAttribute`, each set or not.
public struct CustomAttributeValues: Hashable, Sendable {
    // Unset slots hold 0, so equal sets of values compare and hash equal.
    private var cornerRadius = 0.0, columnIndex = 0.0, editing = 0.0
    private var separatorLeadingInset = 0.0, separatorTrailingInset = 0.0, listRow = 0.0, listHeader = 0.0
    private var isSet: UInt8 = 0

    /// No values set.
    public init() {}

    /// The value the layout set, or nil.
    public subscript(attribute: CustomAttribute) -> Double? {
        get { isSet & (1 << attribute.slot) == 0 ? nil : slot(attribute.slot) }
        set {
            if let newValue {
                isSet |= 1 << attribute.slot
                setSlot(attribute.slot, newValue)
            } else {
                isSet &= ~(1 << attribute.slot)
                setSlot(attribute.slot, 0)
            }
        }
    }

    /// Whether the layout set none.
    public var isEmpty: Bool { isSet == 0 }

    /// The values set, by name, in slot order (for `dump` and the overlay).
    public var named: [(name: String, value: Double)] {
        CustomAttribute.all.compactMap { attribute in self[attribute].map { (attribute.name, $0) } }
    }

    private func slot(_ index: Int) -> Double {
        switch index {
        case 0: cornerRadius
        case 1: columnIndex
        case 2: editing
        case 3: separatorLeadingInset
        case 4: separatorTrailingInset
        case 5: listRow
        default: listHeader
        }
    }

    private mutating func setSlot(_ index: Int, _ value: Double) {
        switch index {
        case 0: cornerRadius = value
        case 1: columnIndex = value
        case 2: editing = value
        case 3: separatorLeadingInset = value
        case 4: separatorTrailingInset = value
        case 5: listRow = value
        default: listHeader = value
        }
    }
}

extension LayoutAttributes {
    /// A custom attribute's value: the layout's, or the attribute's default.
    public subscript(attribute: CustomAttribute) -> Double {
        get { custom[attribute] ?? attribute.defaultValue }
        set { custom[attribute] = newValue }
    }
}
