import Pictures
extension RGBAImage {
    /// Copies `image` into this one with its top-left corner at pixel (x, y), clipped to this
    /// image; pixels are replaced, not blended.
    public mutating func blit(_ image: RGBAImage, x: Int, y: Int) {
        let left = max(0, x), right = min(width, x + image.width)
        guard left < right else { return }
        for row in max(0, y)..<min(height, y + image.height) {
            let source = ((row - y) * image.width + (left - x)) * 4
            let target = (row * width + left) * 4
            bytes.replaceSubrange(target..<target + (right - left) * 4, with: image.bytes[source..<source + (right - left) * 4])
        }
    }
}
