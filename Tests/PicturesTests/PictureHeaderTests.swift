import Pictures
import Testing

/// Headers read without decoding: format, displayed size, orientation and the scale of the name.
@Suite("Pictures: headers")
struct PictureHeaderTests {
    @Test("Each format's header: 40 × 30, its format, upright", arguments: [
        ("tiny.png", PictureFormat.png), ("tiny.jpg", .jpeg), ("tiny.webp", .webp), ("tiny.gif", .gif), ("tiny.heic", .heic),
    ])
    func formats(name: String, format: PictureFormat) throws {
        let header = try PictureHeader.read(path: PicturesTestSupport.fixture(name))
        #expect(header == PictureHeader(format: format, pixelWidth: 40, pixelHeight: 30, orientation: 1, scale: 1))
    }

    @Test("EXIF orientations 1–8: the header gives the displayed size, 48 × 32, swapping 5–8's stored 32 × 48",
          arguments: 1...8)
    func orientation(orientation: Int) throws {
        let header = try PictureHeader.read(path: PicturesTestSupport.fixture("orientation-\(orientation).jpg"))
        #expect(header.orientation == orientation)
        #expect(header.pixelWidth == 48 && header.pixelHeight == 32)
    }

    @Test("@2x and @3x names halve and third the size in points, as UIImage(named:) reads them")
    func scaleFromName() throws {
        let double = try PictureHeader.read(path: PicturesTestSupport.fixture("icon@2x.png"))
        #expect(double.scale == 2 && double.pointSize == PictureSize(width: 20, height: 15))
        let triple = try PictureHeader.read(path: PicturesTestSupport.fixture("icon@3x.png"))
        #expect(triple.scale == 3 && triple.pointSize == PictureSize(width: 40.0 / 3, height: 10))
        #expect(PictureNameScale.scale(ofPath: "a/b/photo.jpg") == 1)
        #expect(PictureNameScale.scale(ofPath: "/x/cover@2x.jpeg") == 2)
        #expect(PictureNameScale.scale(ofPath: "cover@3x") == 3)
        #expect(PictureNameScale.scale(ofPath: "odd@2x.name@1x.png") == 1)
        #expect(PictureNameScale.scale(ofPath: "dir@2x/photo.png") == 1)
    }

    @Test("2,000 headers read one after another each give their picture's size")
    func manyHeaders() throws {
        // The fixtures' sizes as their files say them (how fast is `bench --filter image.header`'s
        // business, in a release build: no timing here).
        let names = ["tiny.png", "tiny.jpg", "tiny.webp", "photo.jpg", "orientation-6.jpg"]
        let sizes = try names.map { name in try PictureHeader.read(path: PicturesTestSupport.fixture(name)).pixelSize }
        for index in 0..<2000 {
            let header = try PictureHeader.read(path: PicturesTestSupport.fixture(names[index % names.count]))
            #expect(header.pixelSize == sizes[index % names.count])
        }
    }
}
