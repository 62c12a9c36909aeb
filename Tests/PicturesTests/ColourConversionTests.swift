import Pictures
import Testing

/// Colour management: a picture tagged with a wide-gamut profile shows in sRGB, as LittleCMS
/// converts it. The expected values were computed apart from this code, by Pillow's ImageCms
/// (LittleCMS 2.19, perceptual intent) in `scripts/make-colour-fixtures.py`, which made the
/// fixtures: Display P3 (200, 60, 50) is sRGB (217, 42, 39); Adobe RGB (60, 170, 90) is sRGB
/// (0, 172, 84). Unconverted, either would be off by 17 or 60 in a channel.
@Suite("Pictures: colour profiles")
struct ColourConversionTests {
    @Test("A Display P3 and an Adobe RGB picture decode to the sRGB colour LittleCMS gives",
          arguments: [("p3-red", (217, 42, 39)), ("adobe-green", (0, 172, 84))] as [(String, (Int, Int, Int))])
    func wideGamutPicturesBecomeSRGB(name: String, expected: (Int, Int, Int)) throws {
        for format in ["png", "jpg"] {
            let picture = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("\(name).\(format)"))
            let pixel = picture[8, 8]
            // The PNG holds the colour exactly; the JPEG (quality 100, no subsampling) within 2 a channel.
            let tolerance = format == "png" ? 1 : 3
            #expect(abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
                    && abs(Int(pixel.b) - expected.2) <= tolerance, "\(name).\(format): \(pixel)")
            #expect(pixel.a == 255)
        }
    }

    @Test("A downsampled JPEG is converted too")
    func downsampledPicturesAreConverted() throws {
        let picture = try PictureDecoder.decode(path: PicturesTestSupport.fixture("p3-red.jpg"), pixelWidth: 4, pixelHeight: 4)
        let pixel = picture[2, 2]
        #expect(abs(Int(pixel.r) - 217) <= 3 && abs(Int(pixel.g) - 42) <= 3 && abs(Int(pixel.b) - 39) <= 3, "\(pixel)")
    }
}
