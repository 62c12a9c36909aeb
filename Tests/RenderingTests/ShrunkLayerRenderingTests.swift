import CollectionLayout
import CollectionView
import Pictures
import Rendering
import TestSupport
import Testing
import Typography

/// A layer its transform only shrinks (a carousel's side card at half size) is painted at the size it shows, so a
/// stroke a point wide stays: sampling the layer painted whole would keep only every other column of it.
@MainActor @Suite struct ShrunkLayerRenderingTests {
    /// A 100 × 100 white layer at the origin with black bars a point wide at x = 10, 30, 50 and 70 (even columns: the
    /// ones a half-size sample of the whole layer skips), shown at half size about its centre.
    private func render(scale shrink: Double) throws -> RGBAImage {
        let fonts = FontLibrary(directory: PackagePaths.fonts)
        let canvas = try OffscreenCanvas(pixelWidth: 100, pixelHeight: 100, fonts: fonts)
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        var transform = Transform3D.identity
        transform[1, 1] = shrink
        transform[2, 2] = shrink
        let black = Color(hex: 0x000000), white = Color(hex: 0xFFFFFF)
        var list = DrawList(size: Size(width: 100, height: 100), background: white)
        let bars: [DrawCommand] = [10.0, 30, 50, 70].map { .fill(Rect(x: $0, y: 0, width: 1, height: 100), color: black, cornerRadius: 0) }
        list.append(.transformed(frame: frame, transform: transform, alpha: 1, contentKey: 11,
                                 commands: [.fill(frame, color: white, cornerRadius: 0)] + bars))
        return canvas.render(list, scale: 1)
    }

    @Test func everyBarAPointWideShowsAtHalfSize() throws {
        let image = try render(scale: 0.5)
        // Shown from x = 25 to 75: bar x lands at 25 + x / 2 — columns 30, 40, 50 and 60 — half a point wide, a
        // pixel once rounded; the columns between them stay white.
        for column in [30, 40, 50, 60] { #expect(image[column, 50].r < 128, "bar at column \(column)") }
        for column in [27, 35, 45, 55, 65, 72] { #expect(image[column, 50].r == 255, "column \(column)") }
        // Outside the shown square, the background.
        #expect(image[20, 50].r == 255 && image[50, 20].r == 255)
    }
}
