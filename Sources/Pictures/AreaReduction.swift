/// Reduces RGBA pixels by an area (box) average to an exact smaller size: each output pixel is
/// the mean of the source area it covers, fractional edge pixels weighted by how much of them
/// it covers — never nearest-neighbour. Separable (rows, then columns), 14-bit fixed-point
/// weights. Used after JPEG's DCT scaling, whose output is opaque (so straight alpha is fine);
/// pictures that may be transparent go through `reduceStraightAlpha`, which premultiplies.
enum AreaReduction {
    /// `pixels` with straight alpha reduced as `reduce` does, but averaged premultiplied: a
    /// transparent pixel's colour (often black) then adds nothing, so a semi-transparent edge
    /// keeps its colour instead of darkening (half-transparent red beside transparent black
    /// averages to red at a quarter alpha, not to dark red). Opaque pixels go straight through.
    static func reduceStraightAlpha(_ pixels: [UInt8], width: Int, height: Int, targetWidth: Int, targetHeight: Int) -> [UInt8] {
        let opaque = pixels.withUnsafeBufferPointer { bytes in
            stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
        }
        if opaque { return reduce(pixels, width: width, height: height, targetWidth: targetWidth, targetHeight: targetHeight) }
        var premultiplied = pixels
        for index in stride(from: 0, to: premultiplied.count, by: 4) {
            let alpha = UInt32(premultiplied[index + 3])
            for channel in 0..<3 {
                premultiplied[index + channel] = UInt8((UInt32(premultiplied[index + channel]) * alpha + 127) / 255)
            }
        }
        var reduced = reduce(premultiplied, width: width, height: height, targetWidth: targetWidth, targetHeight: targetHeight)
        for index in stride(from: 0, to: reduced.count, by: 4) {
            let alpha = UInt32(reduced[index + 3])
            for channel in 0..<3 {
                reduced[index + channel] = alpha == 0 ? 0 : UInt8(min(255, (UInt32(reduced[index + channel]) * 255 + alpha / 2) / alpha))
            }
        }
        return reduced
    }

    /// Which source pixels one output pixel averages, and with which weights (summing to `unit`).
    private struct Taps {
        var starts: [Int32] = []
        var counts: [Int32] = []
        var weights: [Int32] = []
        var stride = 0
    }

    private static let weightBits: Int32 = 14
    private static let unit: Int32 = 1 << weightBits

    /// The taps of reducing `source` pixels to `target` (target ≤ source) along one axis.
    private static func taps(source: Int, target: Int) -> Taps {
        let scale = Double(source) / Double(target)
        var taps = Taps()
        taps.stride = Int(scale.rounded(.up)) + 1
        taps.weights = [Int32](repeating: 0, count: taps.stride * target)
        for index in 0..<target {
            let start = Double(index) * scale, end = min(Double(source), Double(index + 1) * scale)
            let first = Int(start.rounded(.down)), last = min(source - 1, Int(end.rounded(.up)) - 1)
            var total: Int32 = 0, largest = 0
            for pixel in first...last {
                let covered = min(Double(pixel + 1), end) - max(Double(pixel), start)
                let weight = Int32((covered / scale * Double(unit)).rounded())
                taps.weights[index * taps.stride + pixel - first] = weight
                total += weight
                if weight > taps.weights[index * taps.stride + largest] { largest = pixel - first }
            }
            taps.weights[index * taps.stride + largest] += unit - total // the weights sum to exactly 1
            taps.starts.append(Int32(first))
            taps.counts.append(Int32(last - first + 1))
        }
        return taps
    }

    /// `pixels` (RGBA, `width × height`) reduced to `targetWidth × targetHeight`, each no larger.
    static func reduce(_ pixels: [UInt8], width: Int, height: Int, targetWidth: Int, targetHeight: Int) -> [UInt8] {
        precondition(targetWidth <= width && targetHeight <= height && targetWidth > 0 && targetHeight > 0)
        if targetWidth == width && targetHeight == height { return pixels }
        let across = taps(source: width, target: targetWidth), down = taps(source: height, target: targetHeight)
        // Rows first: every source row reduced to targetWidth, kept with 7 fractional bits.
        var rows = [UInt32](repeating: 0, count: targetWidth * height * 4)
        pixels.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { output in
                across.weights.withUnsafeBufferPointer { weights in
                    for y in 0..<height {
                        let row = y * width * 4, outRow = y * targetWidth * 4
                        for x in 0..<targetWidth {
                            var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0, a: Int32 = 0
                            var index = row + Int(across.starts[x]) * 4
                            for tap in 0..<Int(across.counts[x]) {
                                let weight = weights[x * across.stride + tap]
                                r += weight * Int32(source[index]); g += weight * Int32(source[index + 1])
                                b += weight * Int32(source[index + 2]); a += weight * Int32(source[index + 3])
                                index += 4
                            }
                            let out = outRow + x * 4
                            output[out] = UInt32((r + 64) >> 7); output[out + 1] = UInt32((g + 64) >> 7)
                            output[out + 2] = UInt32((b + 64) >> 7); output[out + 3] = UInt32((a + 64) >> 7)
                        }
                    }
                }
            }
        }
        // Then columns: each output row averages the reduced rows it covers.
        let rowLength = targetWidth * 4
        var sums = [UInt32](repeating: 0, count: rowLength)
        return [UInt8](unsafeUninitializedCapacity: rowLength * targetHeight) { output, initialized in
            rows.withUnsafeBufferPointer { reduced in
                sums.withUnsafeMutableBufferPointer { sums in
                    let shift = UInt32(weightBits + 7), half = UInt32(1) << (shift - 1)
                    for y in 0..<targetHeight {
                        for column in 0..<rowLength { sums[column] = half }
                        for tap in 0..<Int(down.counts[y]) {
                            let weight = UInt32(down.weights[y * down.stride + tap])
                            let row = (Int(down.starts[y]) + tap) * rowLength
                            for column in 0..<rowLength { sums[column] &+= weight &* reduced[row + column] }
                        }
                        let outRow = y * rowLength
                        for column in 0..<rowLength { output[outRow + column] = UInt8(min(255, sums[column] >> shift)) }
                    }
                }
            }
            initialized = rowLength * targetHeight
        }
    }
}
