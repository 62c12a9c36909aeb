import Foundation

/// One element of a `dump --all` (or of what the export's proof harness prints), reduced to what
/// the tests compare: its frame, transform, alpha, z-index and whether it is hidden.
public struct DumpElement {
    /// x, y, width, height.
    public var frame: [Double]
    /// The 3D transform's sixteen values (none when the element has none).
    public var transform: [Double]
    public var alpha: Double
    public var zIndex: Int
    public var hidden: Bool

    /// The element a JSON object describes: its frame an object of x, y, width and height (`dump`'s)
    /// or an array of the four (the harness's).
    public init(_ object: [String: Any]) {
        if let box = object["frame"] as? [String: Double] {
            frame = [box["x"] ?? .nan, box["y"] ?? .nan, box["width"] ?? .nan, box["height"] ?? .nan]
        } else {
            frame = object["frame"] as? [Double] ?? []
        }
        transform = (object["transform"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
        alpha = (object["alpha"] as? NSNumber)?.doubleValue ?? .nan
        zIndex = (object["zIndex"] as? NSNumber)?.intValue ?? .min
        hidden = object["hidden"] as? Bool ?? false
    }
}
