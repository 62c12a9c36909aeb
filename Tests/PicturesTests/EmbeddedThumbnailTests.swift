import Foundation
@testable import Pictures
import Testing

/// The preview a photo carries: its EXIF thumbnail, decoded upright, cut to the photo's aspect.
/// `exif-thumbnail.jpg` is made by scripts/make-exif-thumbnail-fixture.c: a 96 × 64 photo stored
/// on its side (orientation 6) whose 48 × 32 thumbnail has quadrants of cyan, magenta, white and
/// black (stored top left, top right, bottom left, bottom right); turned a quarter clockwise,
/// white is shown top left, cyan top right, black bottom left, magenta bottom right.
@Suite("Pictures: embedded thumbnail")
struct EmbeddedThumbnailTests {
    @Test("A photo's EXIF thumbnail is the preview, at its own pixel size, turned upright")
    func thumbnailUpright() throws {
        let preview = try #require(EmbeddedThumbnail.read(path: PicturesTestSupport.fixture("exif-thumbnail.jpg")))
        #expect(preview.width == 32 && preview.height == 48)
        #expect(PicturesTestSupport.close(preview[2, 2], (255, 255, 255)))
        #expect(PicturesTestSupport.close(preview[29, 2], (0, 255, 255)))
        #expect(PicturesTestSupport.close(preview[2, 45], (0, 0, 0)))
        #expect(PicturesTestSupport.close(preview[29, 45], (255, 0, 255)))
        // The photo itself is another picture: its stored bottom left (blue) is shown top left.
        let full = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("exif-thumbnail.jpg"))
        #expect(full.width == 64 && full.height == 96)
        #expect(PicturesTestSupport.close(full[2, 2], (0, 0, 255)))
    }

    @Test("A photo without an EXIF thumbnail, a PNG, a missing file and a non-picture give no preview",
          arguments: ["photo.jpg", "orientation-1.jpg", "tiny.jpg", "tiny.png", "missing.jpg", "not-a-picture.txt"])
    func noThumbnail(name: String) {
        #expect(EmbeddedThumbnail.read(path: PicturesTestSupport.fixture(name)) == nil)
    }

    @Test("A 4:3 thumbnail of a 3:2 photo loses its black bars: 160 × 120 becomes 160 × 107, from row 6")
    func letterboxCut() {
        // Rows 0–5 and 113–119 black (the camera's bars), the rest red, each row's first pixel green.
        var bytes: [UInt8] = []
        for y in 0..<120 {
            for x in 0..<160 {
                let bar = y < 6 || y >= 113
                bytes += bar ? [0, 0, 0, 255] : x == 0 ? [0, 255, 0, 255] : [255, 0, 0, 255]
            }
        }
        let thumbnail = RGBAImage(width: 160, height: 120, bytes: bytes)
        // 160 × 4000 / 6000 = 106.67 → 107 rows kept, (120 − 107) / 2 = 6 cut from the top.
        let cut = EmbeddedThumbnail.croppedToAspect(thumbnail, width: 6000, height: 4000)
        #expect(cut.width == 160 && cut.height == 107)
        #expect(cut[0, 0] == (0, 255, 0, 255) && cut[1, 0] == (255, 0, 0, 255) && cut[159, 106] == (255, 0, 0, 255))
        // A thumbnail already at the photo's aspect (4000 × 3000) is kept whole.
        let whole = EmbeddedThumbnail.croppedToAspect(thumbnail, width: 4000, height: 3000)
        #expect(whole == thumbnail)
    }
}
