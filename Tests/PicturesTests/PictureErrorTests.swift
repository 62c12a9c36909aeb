import Dispatch
import Pictures
import Testing

/// Bad input: each gets its own one-line error, from the header where it can.
@Suite("Pictures: bad input")
struct PictureErrorTests {
    private func decodeError(_ name: String) -> PictureError? {
        do {
            _ = try PictureDecoder.decode(path: PicturesTestSupport.fixture(name), pixelWidth: 64, pixelHeight: 64)
            return nil
        } catch {
            return error
        }
    }

    @Test("A missing file")
    func missing() {
        let path = PicturesTestSupport.fixture("no-such-picture.png")
        #expect(decodeError("no-such-picture.png") == .missingFile(path: path))
        #expect(PictureError.missingFile(path: path).description == "\(path): no such file")
    }

    @Test("A text file is not a picture")
    func notAPicture() {
        let path = PicturesTestSupport.fixture("not-a-picture.txt")
        #expect(decodeError("not-a-picture.txt") == .notAPicture(path: path))
        #expect(throws: PictureError.notAPicture(path: path)) { try PictureHeader.read(path: path) }
    }

    @Test("A JPEG cut in half is truncated, an error and not a half-grey picture")
    func truncated() {
        #expect(decodeError("truncated.jpg") == .truncated(path: PicturesTestSupport.fixture("truncated.jpg")))
    }

    @Test("A PNG or a JPEG cut short is refused from its header, and by the decoder", arguments: [
        ("photo.png", 113_006 / 2),   // halfway through the second IDAT chunk
        ("photo.png", 113_006 - 12),  // everything but the IEND chunk
        ("photo.jpg", 74_962 / 2),    // halfway through the scan
        ("photo.jpg", 74_962 - 2),    // everything but the end-of-image marker
    ])
    func cutShort(_ name: String, _ kept: Int) throws {
        let path = try PicturesTestSupport.editedCopy(of: name) { Array($0.prefix(kept)) }
        #expect(throws: PictureError.truncated(path: path)) { try PictureHeader.read(path: path) }
        #expect(throws: PictureError.truncated(path: path)) {
            try PictureDecoder.decode(path: path, pixelWidth: 64, pixelHeight: 64)
        }
        #expect(PictureError.truncated(path: path).description == "\(path): truncated (the file ends before the picture does)")
    }

    @Test("Bytes after a whole picture (a phone's motion photo appends a video) are no truncation", arguments: [
        ("photo.png", 256), ("photo.jpg", 512),
    ])
    func trailingData(_ name: String, _ width: Int) throws {
        // 4,000 bytes of a made-up video after the picture's end, FF bytes and no end marker among them.
        let tail = (0..<4_000).map { UInt8(truncatingIfNeeded: $0 * 7) | 0x80 }
        let path = try PicturesTestSupport.editedCopy(of: name) { $0 + tail }
        #expect(try PictureHeader.read(path: path).pixelWidth == width)
        #expect(try PictureDecoder.decode(path: path, pixelWidth: 64, pixelHeight: 64).width == 64)
    }

    @Test("BMP and TIFF are named and refused as unsupported")
    func unsupported() {
        #expect(decodeError("unsupported.bmp") == .unsupportedFormat(path: PicturesTestSupport.fixture("unsupported.bmp"), format: "BMP"))
        #expect(decodeError("unsupported.tiff") == .unsupportedFormat(path: PicturesTestSupport.fixture("unsupported.tiff"), format: "TIFF"))
    }

    @Test("A 50,000 × 50,000 PNG is refused from its header, before any decoding, with the budget's message")
    func overBudget() {
        // The file is 69 bytes: a header saying 50,000 × 50,000 and 12 bytes of pixel data. A decoder that went
        // past the header would fail on the data (or ask for 10 GB) instead of naming the budget, so the budget's
        // error with the header's sizes is what shows the refusal came first (no clock: a loaded machine once
        // took 0.11 s over a 0.1 s bound here).
        let path = PicturesTestSupport.fixture("huge-50000.png")
        let error = decodeError("huge-50000.png")
        #expect(error == .overBudget(path: path, pixelWidth: 50_000, pixelHeight: 50_000, limit: 100_000_000))
        #expect(error?.description == "\(path): 50000 × 50000 pixels is over the picture budget of 100 megapixels")
        #expect(throws: PictureError.self) { try PictureHeader.read(path: path) }
    }

    @Test("Every message is one line")
    func oneLine() {
        for name in ["no-such-picture.png", "not-a-picture.txt", "truncated.jpg", "unsupported.bmp", "huge-50000.png"] {
            let text = decodeError(name)?.description ?? ""
            #expect(!text.isEmpty && !text.contains("\n"), "\(name): \(text)")
        }
    }
}
