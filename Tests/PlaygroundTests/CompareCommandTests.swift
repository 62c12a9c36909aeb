import Foundation
import Pictures
import Rendering
import TestSupport
import Testing
@testable import Playground

/// `playground compare`: identical, one-pixel and perceptually-equal pictures, the difference
/// picture, and every bad input with its exit status.
@MainActor @Suite(.serialized) struct CompareCommandTests {
    /// A 10 × 8 opaque picture of one colour, with one pixel changed if asked.
    private func picture(_ name: String, in directory: URL, pixel: (x: Int, y: Int, rgb: (UInt8, UInt8, UInt8))? = nil,
                         width: Int = 10, height: Int = 8) throws -> String {
        var image = RGBAImage(width: width, height: height,
                              bytes: Array((0..<(width * height)).flatMap { _ in [UInt8(40), 120, 200, 255] }))
        if let pixel {
            let i = (pixel.y * width + pixel.x) * 4
            image.bytes[i] = pixel.rgb.0; image.bytes[i + 1] = pixel.rgb.1; image.bytes[i + 2] = pixel.rgb.2
        }
        let path = directory.appendingPathComponent(name).path
        try PNGFile.write(image, to: path)
        return path
    }

    @Test func identicalPicturesMatch() throws {
        let directory = try TestPaths.temporaryDirectory()
        let a = try picture("a.png", in: directory), b = try picture("b.png", in: directory)
        let result = try ProcessRunner.playground(["compare", a, b])
        #expect(result.status == 0)
        #expect(result.stdout == "same: 10×8 pixels, largest channel difference 0 (tolerance 0)\n")
    }

    @Test func onePixelDiffersAndTheDifferenceIsDrawnInRed() throws {
        let directory = try TestPaths.temporaryDirectory()
        let a = try picture("a.png", in: directory), b = try picture("b.png", in: directory, pixel: (3, 4, (40, 120, 255)))
        let diff = directory.appendingPathComponent("diff.png").path
        let result = try ProcessRunner.playground(["compare", a, b, "--out", diff])
        #expect(result.status == 1)
        // 1 of 80 pixels = 1.25 %; blue 200 → 255 is a channel difference of 55.
        #expect(result.stdout == "different: 1 pixel differs (1.25 %) within x 3–3, y 4–4; largest channel difference 55 (tolerance 0); difference in \(diff)\n")
        let picture = try PNGFile.read(diff)
        #expect(picture[3, 4] == (255, 0, 0, 255))
        #expect(picture[0, 0].r == picture[0, 0].g && picture[0, 0].r > 200)
        // Within a tolerance of 55 they match.
        #expect(try ProcessRunner.playground(["compare", a, b, "--tolerance", "55"]).status == 0)
    }

    @Test func aChangeTooSmallToSeeMatchesPerceptuallyButNotChannelByChannel() throws {
        let directory = try TestPaths.temporaryDirectory()
        // Green 120 → 121 at one pixel: ΔE about 0.3, far below one just-noticeable difference (2.3).
        let a = try picture("a.png", in: directory), b = try picture("b.png", in: directory, pixel: (0, 0, (40, 121, 200)))
        #expect(try ProcessRunner.playground(["compare", a, b]).status == 1)
        let perceptual = try ProcessRunner.playground(["compare", a, b, "--perceptual"])
        #expect(perceptual.status == 0)
        #expect(perceptual.stdout.hasPrefix("same: 10×8 pixels, largest ΔE 0."))
        // A visible change (blue 200 → 255) is different perceptually too.
        let c = try picture("c.png", in: directory, pixel: (0, 0, (40, 120, 255)))
        #expect(try ProcessRunner.playground(["compare", a, c, "--perceptual"]).status == 1)
    }

    @Test func aPictureOverThePictureBudgetIsRefusedFromItsHeaderInOneLine() throws {
        let directory = try TestPaths.temporaryDirectory()
        // A few hundred bytes declaring 30,000 × 30,000 = 900 megapixels: 3.6 GB as RGBA.
        let huge = directory.appendingPathComponent("huge.png").path
        try Data(HugePNGHeader.bytes(width: 30_000, height: 30_000)).write(to: URL(fileURLWithPath: huge))
        let a = try picture("a.png", in: directory)
        for arguments in [["compare", huge, a], ["compare", a, huge], ["compare", a, huge, "--out", directory.path + "/diff.png"]] {
            let result = try ProcessRunner.playground(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "error: \(huge): 30000 × 30000 pixels is over the picture budget of 100 megapixels\n", "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/diff.png"))
    }

    @Test func badInputIsStatusTwoWithOneLine() throws {
        let directory = try TestPaths.temporaryDirectory()
        let a = try picture("a.png", in: directory), small = try picture("small.png", in: directory, width: 4, height: 4)
        let text = directory.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        let missing = directory.appendingPathComponent("missing.png").path
        let cases: [([String], String)] = [
            (["compare", a, missing], "error: no such picture: \(missing)"),
            (["compare", a, text.path], "error: \(text.path): not a picture (PNG, JPEG, WebP, GIF or HEIC)"),
            (["compare", directory.path, a], "error: \(directory.path) is not a picture file"),
            (["compare", a, small], "error: \(a) is 10×8 pixels and \(small) is 4×4: pictures of different sizes cannot match"),
            (["compare", a, a, "--tolerance=-1"], "error: --tolerance must be a number ≥ 0, got -1"),
        ]
        for (arguments, message) in cases {
            let result = try ProcessRunner.playground(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr == message + "\n")
        }
    }
}
