import Foundation

/// A colour as Core Graphics keeps it (what a layer's border and shadow take): its sRGB components.
public final class CGColor: @unchecked Sendable {
    /// Red, green, blue and alpha from 0 to 1.
    let components: [CGFloat]

    /// A colour of sRGB components.
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }
}
