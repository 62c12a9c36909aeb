import CollectionLayout
import CollectionView
import Pictures
import Rendering
import TestSupport
import Testing
import Typography

/// `OffscreenCanvas.render(_:scale:into:)`, which the audit draws its many frames with: the same
/// pixels as `render(_:scale:)`, into one buffer frame after frame, leaving a copy taken before untouched.
@MainActor struct CanvasRenderIntoTests {
    @Test func theSamePixelsIntoOneBuffer() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 40, pixelHeight: 30, fonts: FontLibrary(directory: PackagePaths.fonts))
        var red = DrawList(size: Size(width: 40, height: 30), background: Color(hex: 0xFFFFFF))
        red.append(.fill(Rect(x: 0, y: 0, width: 40, height: 30), color: Color(hex: 0xFF0000), cornerRadius: 0))
        var blue = DrawList(size: Size(width: 40, height: 30), background: Color(hex: 0xFFFFFF))
        blue.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(hex: 0x0000FF), cornerRadius: 0))
        // An image of another size is replaced by one of the canvas's.
        var image = RGBAImage(width: 0, height: 0, bytes: [])
        canvas.render(red, scale: 1, into: &image)
        #expect(image == canvas.render(red, scale: 1))
        #expect(Array(image.bytes[0..<4]) == [255, 0, 0, 255])
        let first = image
        canvas.render(blue, scale: 1, into: &image)
        #expect(image == canvas.render(blue, scale: 1))
        // Pixel (0, 0) is in the blue square; pixel (20, 20), byte (20 × 40 + 20) × 4 = 3,280, is the white ground.
        #expect(Array(image.bytes[0..<4]) == [0, 0, 255, 255])
        #expect(Array(image.bytes[3280..<3284]) == [255, 255, 255, 255])
        // The copy taken before keeps the red frame.
        #expect(Array(first.bytes[3280..<3284]) == [255, 0, 0, 255])
    }
}
