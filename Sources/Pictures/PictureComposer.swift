/// Makes the pixels a cell shows of its picture: the part of the decoded picture that lands in
/// the cell's picture area (after the content mode), at the area's pixel size, with the
/// area's rounded corners cut out (anti-aliased) — so a renderer draws it 1:1 wherever the
/// cell goes (flat, in a layer, through a 3D transform) with no mask of its own.
public enum PictureComposer {
    /// Which corners of the area are rounded.
    public struct Corners: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a set of corners from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top-left corner.
        public static let topLeft = Corners(rawValue: 1)
        /// The top-right corner.
        public static let topRight = Corners(rawValue: 2)
        /// The bottom-left corner.
        public static let bottomLeft = Corners(rawValue: 4)
        /// The bottom-right corner.
        public static let bottomRight = Corners(rawValue: 8)
        /// Every corner.
        public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        /// The two top corners (a poster's picture).
        public static let top: Corners = [.topLeft, .topRight]
    }

    /// The area's pixels (`area` points at `scale`), showing `picture` — decoded for `drawn`, the
    /// rectangle the content mode gives it in the area's coordinates — cut to the area and to
    /// `cornerRadius` points at `corners`. Where the picture's pixels match the drawn rectangle's
    /// (the decode was made for it) they are copied; otherwise they are sampled bilinearly.
    /// Outside the drawn rectangle the pixels are transparent.
    public static func compose(_ picture: RGBAImage, drawn: PictureRect, area: PictureSize, scale: Double,
                               cornerRadius: Double, corners: Corners = .all) -> RGBAImage {
        let width = max(1, Int((area.width * scale).rounded())), height = max(1, Int((area.height * scale).rounded()))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        guard picture.width > 0, picture.height > 0, drawn.width > 0, drawn.height > 0 else {
            return RGBAImage(width: width, height: height, bytes: bytes)
        }
        // Source pixels per area pixel, and where the drawn rectangle starts in area pixels.
        let stepX = Double(picture.width) / (drawn.width * scale), stepY = Double(picture.height) / (drawn.height * scale)
        let originX = drawn.x * scale, originY = drawn.y * scale
        let copies = abs(stepX - 1) < 1e-3 && abs(stepY - 1) < 1e-3
            && abs(originX - originX.rounded()) < 1e-3 && abs(originY - originY.rounded()) < 1e-3
        picture.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                if copies {
                    copy(source, width: picture.width, height: picture.height, into: target, targetWidth: width, targetHeight: height,
                         offsetX: Int(originX.rounded()), offsetY: Int(originY.rounded()))
                } else {
                    sample(source, width: picture.width, height: picture.height, into: target, targetWidth: width, targetHeight: height,
                           originX: originX, originY: originY, stepX: stepX, stepY: stepY)
                }
                roundCorners(target, width: width, height: height, radius: min(cornerRadius * scale, Double(min(width, height)) / 2),
                             corners: corners)
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// Copies the source's rows into the target, the source's top-left at (`offsetX`, `offsetY`).
    private static func copy(_ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, into target: UnsafeMutableBufferPointer<UInt8>,
                             targetWidth: Int, targetHeight: Int, offsetX: Int, offsetY: Int) {
        let x0 = max(0, offsetX), x1 = min(targetWidth, offsetX + width)
        guard x0 < x1, let from = source.baseAddress, let to = target.baseAddress else { return }
        for y in max(0, offsetY)..<min(targetHeight, offsetY + height) {
            let sourceRow = from + ((y - offsetY) * width + (x0 - offsetX)) * 4
            (to + (y * targetWidth + x0) * 4).update(from: sourceRow, count: (x1 - x0) * 4)
        }
    }

    /// Samples the source bilinearly at each target pixel's centre (edges clamped), within the
    /// drawn rectangle; where any of the four pixels is transparent, premultiplied.
    private static func sample(_ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, into target: UnsafeMutableBufferPointer<UInt8>,
                               targetWidth: Int, targetHeight: Int, originX: Double, originY: Double, stepX: Double, stepY: Double) {
        let drawnWidth = Double(width) / stepX, drawnHeight = Double(height) / stepY
        let xs = max(0, Int(originX.rounded(.down)))..<min(targetWidth, Int((originX + drawnWidth).rounded(.up)))
        let ys = max(0, Int(originY.rounded(.down)))..<min(targetHeight, Int((originY + drawnHeight).rounded(.up)))
        guard !xs.isEmpty, !ys.isEmpty else { return }
        // Per column: the two source columns and the weight of the second.
        let columns = xs.map { x -> (Int, Int, Int) in
            let u = min(max(0, (Double(x) + 0.5 - originX) * stepX - 0.5), Double(width - 1))
            let left = Int(u)
            return (left * 4, min(left + 1, width - 1) * 4, Int(((u - Double(left)) * 256).rounded()))
        }
        for y in ys {
            let v = min(max(0, (Double(y) + 0.5 - originY) * stepY - 0.5), Double(height - 1))
            let top = Int(v), bottom = min(top + 1, height - 1), wy = Int(((v - Double(top)) * 256).rounded())
            let topRow = top * width * 4, bottomRow = bottom * width * 4
            var out = (y * targetWidth + xs.lowerBound) * 4
            for (left, right, wx) in columns {
                let p0 = topRow + left, p1 = topRow + right, p2 = bottomRow + left, p3 = bottomRow + right
                let a0 = Int(source[p0 + 3]), a1 = Int(source[p1 + 3]), a2 = Int(source[p2 + 3]), a3 = Int(source[p3 + 3])
                if a0 & a1 & a2 & a3 == 255 {
                    for channel in 0..<4 {
                        let a = Int(source[p0 + channel]), b = Int(source[p1 + channel])
                        let c = Int(source[p2 + channel]), d = Int(source[p3 + channel])
                        let upper = a * (256 - wx) + b * wx, lower = c * (256 - wx) + d * wx
                        target[out + channel] = UInt8((upper * (256 - wy) + lower * wy + 32768) >> 16)
                    }
                } else {
                    // Some transparency: colours weighted by their alpha (premultiplied, then divided
                    // back), so a transparent pixel's colour (often black) leaves no dark fringe.
                    let w0 = (256 - wx) * (256 - wy) * a0, w1 = wx * (256 - wy) * a1
                    let w2 = (256 - wx) * wy * a2, w3 = wx * wy * a3
                    let alphaSum = w0 + w1 + w2 + w3
                    for channel in 0..<3 {
                        let sum = w0 * Int(source[p0 + channel]) + w1 * Int(source[p1 + channel])
                            + w2 * Int(source[p2 + channel]) + w3 * Int(source[p3 + channel])
                        target[out + channel] = alphaSum == 0 ? 0 : UInt8(min(255, (sum + alphaSum / 2) / alphaSum))
                    }
                    target[out + 3] = UInt8((alphaSum + 32768) >> 16)
                }
                out += 4
            }
        }
    }

    /// Multiplies the alpha of the pixels in each rounded corner by the share of the pixel
    /// inside the quarter circle (4 × 4 samples a pixel).
    private static func roundCorners(_ target: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, radius: Double, corners: Corners) {
        guard radius > 0 else { return }
        let size = Int(radius.rounded(.up))
        var coverage = [UInt8](repeating: 255, count: size * size) // (dx, dy) from the corner's outer pixel
        for dy in 0..<size {
            for dx in 0..<size {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(dx) + (Double(sx) + 0.5) / 4, py = Double(dy) + (Double(sy) + 0.5) / 4
                        let ex = radius - px, ey = radius - py
                        if ex <= 0 || ey <= 0 || ex * ex + ey * ey <= radius * radius { inside += 1 }
                    }
                }
                coverage[dy * size + dx] = UInt8((inside * 255 + 8) / 16)
            }
        }
        for (corner, flipX, flipY) in [(Corners.topLeft, false, false), (.topRight, true, false),
                                       (.bottomLeft, false, true), (.bottomRight, true, true)] where corners.contains(corner) {
            for dy in 0..<min(size, height) {
                for dx in 0..<min(size, width) {
                    let share = Int(coverage[dy * size + dx])
                    guard share < 255 else { continue }
                    let x = flipX ? width - 1 - dx : dx, y = flipY ? height - 1 - dy : dy
                    let index = (y * width + x) * 4 + 3
                    target[index] = UInt8((Int(target[index]) * share + 127) / 255)
                }
            }
        }
    }

    /// A reflection of `picture`'s bottom `rows` rows, mirrored top to bottom, its alpha fading
    /// from `startAlpha` at the top to nothing at the bottom (Cover Flow's shelf).
    public static func reflection(of picture: RGBAImage, rows: Int, startAlpha: Double) -> RGBAImage {
        let rows = max(1, min(rows, picture.height)), width = picture.width
        var bytes = [UInt8](repeating: 0, count: width * rows * 4)
        guard width > 0, picture.height > 0 else { return RGBAImage(width: max(1, width), height: rows, bytes: [UInt8](repeating: 0, count: max(1, width) * rows * 4)) }
        picture.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                for row in 0..<rows {
                    let from = (picture.height - 1 - row) * width * 4, to = row * width * 4
                    let fade = Int((startAlpha * (1 - Double(row) / Double(rows)) * 256).rounded())
                    for x in 0..<width {
                        target[to + x * 4] = source[from + x * 4]
                        target[to + x * 4 + 1] = source[from + x * 4 + 1]
                        target[to + x * 4 + 2] = source[from + x * 4 + 2]
                        target[to + x * 4 + 3] = UInt8((Int(source[from + x * 4 + 3]) * fade) >> 8)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: rows, bytes: bytes)
    }
}

