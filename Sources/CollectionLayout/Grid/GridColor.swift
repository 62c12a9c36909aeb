/// A colour as red, green, blue and alpha components from 0 to 1 (the grid metrics' own type,
/// so that CollectionLayout needs nothing from the runtime's colour).
public struct GridColor: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Fully transparent.
    public static let clear = GridColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// The light grey of UIKit's table separators.
    public static let separatorGrey = GridColor(red: 0.78, green: 0.78, blue: 0.8)
    /// The light grey of a selected cell's background.
    public static let selectionGrey = GridColor(red: 0.85, green: 0.85, blue: 0.85)
}
