import Pictures
import Testing

/// Decoding: orientation applied, downsampling against Pillow's reductions, every format's pixels.
@Suite("Pictures: decoding")
struct PictureDecoderTests {
    @Test("EXIF orientations 1–8 decode upright: red, green, blue and yellow corners as Photos shows them",
          arguments: 1...8)
    func orientedCorners(orientation: Int) throws {
        let picture = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("orientation-\(orientation).jpg"))
        #expect(picture.width == 48 && picture.height == 32)
        #expect(PicturesTestSupport.close(picture[1, 1], (255, 0, 0)), "top left")
        #expect(PicturesTestSupport.close(picture[46, 1], (0, 255, 0)), "top right")
        #expect(PicturesTestSupport.close(picture[1, 30], (0, 0, 255)), "bottom left")
        #expect(PicturesTestSupport.close(picture[46, 30], (255, 255, 0)), "bottom right")
    }

    @Test("Orientations 1–8 downsampled to 24 × 16: still upright, corners in place", arguments: 1...8)
    func orientedAndReduced(orientation: Int) throws {
        let path = PicturesTestSupport.fixture("orientation-\(orientation).jpg")
        let picture = try PictureDecoder.decode(path: path, pixelWidth: 24, pixelHeight: 16)
        #expect(picture.width == 24 && picture.height == 16)
        #expect(PicturesTestSupport.close(picture[1, 1], (255, 0, 0)), "top left")
        #expect(PicturesTestSupport.close(picture[22, 1], (0, 255, 0)), "top right")
        #expect(PicturesTestSupport.close(picture[1, 14], (0, 0, 255)), "bottom left")
        #expect(PicturesTestSupport.close(picture[22, 14], (255, 255, 0)), "bottom right")
    }

    @Test("Every format decodes to its pixels", arguments: ["tiny.png", "tiny.jpg", "tiny.webp", "tiny.heic"])
    func formats(name: String) throws {
        let picture = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture(name))
        #expect(picture.width == 40 && picture.height == 30 && picture.bytes.count == 40 * 30 * 4)
        #expect(PicturesTestSupport.close(picture[2, 2], (255, 0, 0)))
        #expect(PicturesTestSupport.close(picture[37, 27], (255, 255, 0)))
    }

    @Test("A GIF animation decodes its first frame (red), not its second (blue)")
    func gifFirstFrame() throws {
        let picture = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("tiny.gif"))
        #expect(PicturesTestSupport.close(picture[20, 15], (255, 0, 0), tolerance: 0))
    }

    @Test("Alpha is straight, not premultiplied: (200, 100, 50) at alpha 128 stays (200, 100, 50, 128)")
    func straightAlpha() throws {
        let picture = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("half-transparent.png"))
        let pixel = picture[5, 5]
        #expect(pixel.r == 200 && pixel.g == 100 && pixel.b == 50 && pixel.a == 128)
    }

    @Test("Grey PNGs become RGBA: grey 100 → (100, 100, 100, 255); with alpha 64 → (100, 100, 100, 64)")
    func grey() throws {
        let opaque = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("grey.png"))[3, 3]
        #expect(opaque.r == 100 && opaque.g == 100 && opaque.b == 100 && opaque.a == 255)
        let translucent = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("grey-alpha.png"))[3, 3]
        #expect(translucent.r == 100 && translucent.g == 100 && translucent.b == 100 && translucent.a == 64)
    }

    @Test("A grey JPEG and a CMYK JPEG (TurboJPEG cannot do CMYK to RGBA: vips does) come out as RGBA")
    func greyAndCMYKJPEG() throws {
        let grey = try PictureDecoder.decode(path: PicturesTestSupport.fixture("grey.jpg"), pixelWidth: 8, pixelHeight: 8)
        #expect(grey.width == 8 && PicturesTestSupport.close(grey[4, 4], (100, 100, 100), tolerance: 2))
        let cmyk = try PictureDecoder.decode(path: PicturesTestSupport.fixture("cmyk.jpg"), pixelWidth: 8, pixelHeight: 8)
        let red = cmyk[4, 4]
        #expect(cmyk.width == 8 && red.a == 255 && red.r > 150 && red.g < 100 && red.b < 100, "\(red)")
    }

    @Test("Never upsampled: asking for more pixels than the picture has gives its own size")
    func noUpsampling() throws {
        let picture = try PictureDecoder.decode(path: PicturesTestSupport.fixture("tiny.png"), pixelWidth: 400, pixelHeight: 300)
        #expect(picture.width == 40 && picture.height == 30)
    }

    // The tolerances, measured and then given room: the JPEG is reduced at decode time by
    // libjpeg's scaled IDCT (1/4), which is not the same arithmetic as averaging 4 × 4 blocks of
    // the full decode: mean 1.4, max 37 (at sharp edges). A nearest-neighbour decimation of the
    // same photo is off by a mean of 5.8 and a max of 122, so the bound tells them apart. The PNG
    // goes through vips' box shrink and Lanczos-3 reduction: against Pillow's Lanczos-3, mean
    // 0.8 and max 11 at ×0.25, 0.3 and 12 at ×0.39 (nearest-neighbour: 9.9 and 137 at ×0.25,
    // 6.6 and 100 at ×0.39; Pillow's own bilinear at ×0.39: 3.4 and 37).
    @Test("A 512² JPEG decoded at 128²: within mean 2.5 and max 48 of Pillow's 4 × 4 box reduction")
    func jpegAgainstPillowReduce() throws {
        let decoded = try PictureDecoder.decode(path: PicturesTestSupport.fixture("photo.jpg"), pixelWidth: 128, pixelHeight: 128)
        let reference = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("photo-jpg-reduced-4.png"))
        let difference = PicturesTestSupport.difference(decoded, reference)
        #expect(difference.mean < 2.5 && difference.max < 48, "mean \(difference.mean), max \(difference.max)")
    }

    // At a fractional factor the reference is Pillow's box filter over the full decode (an area
    // of 5.12 pixels); ours is DCT 1/4 and then an area of 1.28, a slightly wider blur with
    // some IDCT ringing at edges: mean 2.4, max 47. For scale: Pillow's own Lanczos is 2.8 and
    // 33 from that reference, vips_thumbnail 2.7 and 30, nearest-neighbour 6.2 and 120.
    @Test("A 512² JPEG decoded at 100² (DCT 1/4, then an area average): within mean 3 and max 64 of Pillow's box filter")
    func jpegAgainstPillowBox() throws {
        let decoded = try PictureDecoder.decode(path: PicturesTestSupport.fixture("photo.jpg"), pixelWidth: 100, pixelHeight: 100)
        let reference = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("photo-jpg-box-100.png"))
        let difference = PicturesTestSupport.difference(decoded, reference)
        #expect(difference.mean < 3 && difference.max < 64, "mean \(difference.mean), max \(difference.max)")
    }

    @Test("A 256² PNG decoded at 64² and at 100²: within mean 1.5 and max 32 of Pillow's Lanczos-3",
          arguments: [64, 100])
    func pngAgainstPillowLanczos(size: Int) throws {
        let decoded = try PictureDecoder.decode(path: PicturesTestSupport.fixture("photo.png"), pixelWidth: size, pixelHeight: size)
        let reference = try PictureDecoder.decodeFullSize(path: PicturesTestSupport.fixture("photo-png-lanczos-\(size).png"))
        let difference = PicturesTestSupport.difference(decoded, reference)
        #expect(difference.mean < 1.5 && difference.max < 32, "mean \(difference.mean), max \(difference.max)")
    }
}
