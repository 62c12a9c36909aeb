import Pictures
import Testing

/// The content modes worked by hand: a 400 × 300 picture in a 100 × 100 cell, as UIImageView places it.
@Suite("Pictures: content modes")
struct ImageContentModeTests {
    private let picture = PictureSize(width: 400, height: 300)
    private let cell = PictureSize(width: 100, height: 100)

    @Test("Each mode's drawn rectangle for 400 × 300 in 100 × 100, worked by hand")
    func drawnRectangles() {
        // Fill: scale max(100/400, 100/300) = 1/3 → 133.33 × 100, centred: x = (100 − 133.33) / 2.
        let fill = ImageContentMode.scaleAspectFill.drawnRect(picture: picture, in: cell)
        #expect(abs(fill.x - (-50.0 / 3)) < 1e-9 && fill.y == 0)
        #expect(abs(fill.width - 400.0 / 3) < 1e-9 && fill.height == 100)
        // Fit: scale min(1/4, 1/3) = 1/4 → 100 × 75, centred vertically: y = 12.5.
        #expect(ImageContentMode.scaleAspectFit.drawnRect(picture: picture, in: cell) == rect(0, 12.5, 100, 75))
        #expect(ImageContentMode.scaleToFill.drawnRect(picture: picture, in: cell) == rect(0, 0, 100, 100))
        // Unscaled: centred is ((100 − 400) / 2, (100 − 300) / 2) = (−150, −100).
        #expect(ImageContentMode.center.drawnRect(picture: picture, in: cell) == rect(-150, -100, 400, 300))
        #expect(ImageContentMode.top.drawnRect(picture: picture, in: cell) == rect(-150, 0, 400, 300))
        #expect(ImageContentMode.bottom.drawnRect(picture: picture, in: cell) == rect(-150, -200, 400, 300))
        #expect(ImageContentMode.left.drawnRect(picture: picture, in: cell) == rect(0, -100, 400, 300))
        #expect(ImageContentMode.right.drawnRect(picture: picture, in: cell) == rect(-300, -100, 400, 300))
    }

    @Test("A small picture in a big cell: the unscaled modes leave it at its own size")
    func smallPicture() {
        let small = PictureSize(width: 20, height: 10)
        #expect(ImageContentMode.center.drawnRect(picture: small, in: cell) == rect(40, 45, 20, 10))
        #expect(ImageContentMode.bottom.drawnRect(picture: small, in: cell) == rect(40, 90, 20, 10))
        #expect(ImageContentMode.right.drawnRect(picture: small, in: cell) == rect(80, 45, 20, 10))
        // Fit: scale min(5, 10) = 5 → 100 × 50 at y = 25.
        #expect(ImageContentMode.scaleAspectFit.drawnRect(picture: small, in: cell) == rect(0, 25, 100, 50))
    }

    @Test("The scene's names are UIKit's, and scaleAspectFill is the default")
    func names() {
        #expect(ImageContentMode.allCases.map(\.rawValue)
                == ["scaleAspectFill", "scaleAspectFit", "scaleToFill", "center", "top", "bottom", "left", "right"])
        #expect(ImageContentMode.default == .scaleAspectFill)
    }

    @Test("Decode sizes: a 4000 × 3000 photo filling a 300-point cell at 2× needs 800 × 600 pixels")
    func decodeSizes() {
        let header = PictureHeader(format: .jpeg, pixelWidth: 4000, pixelHeight: 3000, orientation: 1, scale: 1)
        let square = PictureSize(width: 300, height: 300)
        #expect(ImageContentMode.scaleAspectFill.decodePixelSize(header: header, cell: square, displayScale: 2) == (800, 600))
        #expect(ImageContentMode.scaleAspectFit.decodePixelSize(header: header, cell: square, displayScale: 2) == (600, 450))
        #expect(ImageContentMode.scaleToFill.decodePixelSize(header: header, cell: square, displayScale: 1) == (300, 300))
        // Unscaled modes draw 4000 × 3000 points: never decoded past the picture's own pixels.
        #expect(ImageContentMode.center.decodePixelSize(header: header, cell: square, displayScale: 2) == (4000, 3000))
        // A 40 × 30 @2x icon is 20 × 15 points: at 1× it needs 20 × 15 pixels, at 3× only its own 40 × 30.
        let icon = PictureHeader(format: .png, pixelWidth: 40, pixelHeight: 30, orientation: 1, scale: 2)
        let cell = PictureSize(width: 20, height: 15)
        #expect(ImageContentMode.scaleAspectFit.decodePixelSize(header: icon, cell: cell, displayScale: 1) == (20, 15))
        #expect(ImageContentMode.scaleAspectFit.decodePixelSize(header: icon, cell: cell, displayScale: 3) == (40, 30))
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> PictureRect {
        PictureRect(x: x, y: y, width: width, height: height)
    }
}
