import Pictures
extension RGBAImage {
    /// Images placed left to right with `gap` pixels between them, on `fill` (R, G, B, A),
    /// top-aligned; the result is as tall as the tallest.
    public static func sideBySide(_ images: [RGBAImage], gap: Int, fill: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var result = RGBAImage(width: width, height: height)
        for index in stride(from: 0, to: result.bytes.count, by: 4) {
            result.bytes[index] = fill.0
            result.bytes[index + 1] = fill.1
            result.bytes[index + 2] = fill.2
            result.bytes[index + 3] = fill.3
        }
        var left = 0
        for image in images {
            for row in 0..<image.height {
                let source = row * image.width * 4, target = (row * width + left) * 4
                result.bytes.replaceSubrange(target..<target + image.width * 4, with: image.bytes[source..<source + image.width * 4])
            }
            left += image.width + gap
        }
        return result
    }
}
