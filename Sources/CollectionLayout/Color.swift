/// A colour with straight (not premultiplied) alpha, each channel 0…255: the layouts' metrics
/// (a grid's separators and backgrounds) and the runtime's drawing share it.
public struct Color: Hashable, Sendable {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8
    /// Opacity: 0 transparent, 255 opaque.
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// The same colour with its opacity multiplied by `factor` (0…1).
    public func withAlphaMultiplied(by factor: Double) -> Color {
        var color = self
        color.alpha = UInt8((Double(alpha) * min(1, max(0, factor))).rounded())
        return color
    }
}
