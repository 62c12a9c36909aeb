/// Which layer of a run of consecutive transformed layers last writes each pixel opaquely —
/// whatever is under it — so that the layers drawn before it can skip that pixel (cover flow's
/// turned covers hide most of the one behind). A pixel's owner is a layer's place in the run
/// counted from 1 (0: none); a layer skips the pixels whose owner comes after it. The finished
/// frame is the same: what a layer skips, a later one overwrites.
@MainActor
final class LayerOcclusion {
    /// One byte a pixel, row by row, `width` apart.
    private var owners: [UInt8]
    /// The canvas's size in pixels.
    let width: Int, height: Int
    /// The rows marked since the last `reset`, and the columns they reach.
    private var marked: (y0: Int, y1: Int, x0: Int, x1: Int)?

    /// No owner anywhere on a `width` × `height` canvas.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        owners = [UInt8](repeating: 0, count: width * height)
    }

    /// Makes `owner` the owner of `x0..<x1` in row `y` (a later owner marks after an earlier one).
    func mark(row y: Int, from x0: Int, to x1: Int, owner: UInt8) {
        guard x0 < x1 else { return }
        owners.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + y * width + x0).update(repeating: owner, count: x1 - x0)
        }
        if let area = marked {
            marked = (min(area.y0, y), max(area.y1, y + 1), min(area.x0, x0), max(area.x1, x1))
        } else {
            marked = (y, y + 1, x0, x1)
        }
    }

    /// Whether anything is marked.
    var isEmpty: Bool { marked == nil }

    /// Calls `body` with the owners' bytes (row `y` starts at `y * width`).
    func withOwners<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        owners.withUnsafeBufferPointer(body)
    }

    /// No owner anywhere again (only the part marked is cleared).
    func reset() {
        guard let area = marked else { return }
        owners.withUnsafeMutableBufferPointer { buffer in
            for y in area.y0..<area.y1 {
                (buffer.baseAddress! + y * width + area.x0).update(repeating: 0, count: area.x1 - area.x0)
            }
        }
        marked = nil
    }
}
