/// EXIF orientations (1–8) applied to decoded pixels, as Photos shows a picture.
enum PictureOrientation {
    /// Whether the orientation turns the picture a quarter (5–8): width and height swap.
    static func swapsAxes(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

    /// The stored pixels `picture` turned upright for `orientation` (1 returns them unchanged).
    static func upright(_ picture: RGBAImage, orientation: Int) -> RGBAImage {
        guard (2...8).contains(orientation) else { return picture }
        let w = picture.width, h = picture.height
        let swaps = swapsAxes(orientation)
        let width = swaps ? h : w, height = swaps ? w : h
        /// The stored pixel shown at (x, y).
        func source(_ x: Int, _ y: Int) -> Int {
            switch orientation {
            case 2: (w - 1 - x) + y * w
            case 3: (w - 1 - x) + (h - 1 - y) * w
            case 4: x + (h - 1 - y) * w
            case 5: y + x * w
            case 6: y + (h - 1 - x) * w
            case 7: (w - 1 - y) + (h - 1 - x) * w
            default: (w - 1 - y) + x * w // 8
            }
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
            picture.bytes.withUnsafeBytes { input in
                let pixels = input.bindMemory(to: UInt32.self)
                let target = UnsafeMutableRawBufferPointer(output).bindMemory(to: UInt32.self)
                for y in 0..<height {
                    for x in 0..<width { target[x + y * width] = pixels[source(x, y)] }
                }
            }
            initialized = width * height * 4
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }
}
