import CollectionLayout
import CollectionView
import Rendering
import TestSupport
import Testing
import Typography

/// A layer whose transform puts part of it behind the eye draws only the part in front.
@MainActor @Suite struct NearPlaneRenderingTests {
    @Test func thePartBehindTheEyeDrawsNothing() throws {
        let fonts = FontLibrary(directory: PackagePaths.fonts)
        let canvas = try OffscreenCanvas(pixelWidth: 400, pixelHeight: 200, fonts: fonts)
        // A 200 × 100 red layer centred at (250, 100) with w = 1 − x/50 (x from its centre): the
        // near plane w = 0.01 cuts it at x = 49.5; the left edge (x = −100, w = 3) is drawn at
        // 250 − 100/3 = 216.7, and everything in front lies right of it. Unclipped, the part
        // behind the eye (x from 50 to 100, w from 0 to −1) would land at 250 + x/w ≤ 150.
        var transform = Transform3D.identity
        transform[1, 4] = -1.0 / 50
        let frame = Rect(x: 150, y: 50, width: 200, height: 100)
        let red = Color(hex: 0xFF0000), white = Color(hex: 0xFFFFFF)
        var list = DrawList(size: Size(width: 400, height: 200), background: white)
        list.append(.transformed(frame: frame, transform: transform, alpha: 1, contentKey: 7,
                                 commands: [.fill(frame, color: red, cornerRadius: 0)]))
        let image = canvas.render(list, scale: 1)
        func pixel(_ column: Int, _ row: Int) -> [UInt8] {
            let start = (row * image.width + column) * 4
            return Array(image.bytes[start..<start + 3])
        }
        for row in 0..<200 {
            for column in 0..<214 {
                #expect(pixel(column, row) == [255, 255, 255], "(\(column), \(row))")
                if pixel(column, row) != [255, 255, 255] { return }
            }
        }
        // In front: at x = 0 (w = 1) the layer's centre is drawn where it always is.
        #expect(pixel(250, 100) == [255, 0, 0])
        #expect(pixel(225, 100) == [255, 0, 0])
    }
}
