import AppSupport
import CollectionLayout
import Foundation
@testable import Playground
import Rendering
import Testing

/// Every picture has a budget: 1 to 8192 pixels a side and at most 8192 × 4096 = 33,554,432
/// pixels in all — for `shot`, each frame and the strip of a filmstrip, and the gallery —
/// refused with one line and status 2 before anything is drawn or written.
@MainActor @Suite(.serialized) struct FrameBudgetTests {
    /// The limit as every refusal states it.
    private let limit = "the limit is 8192 pixels a side and 33554432 pixels in all"

    // MARK: The check, with sizes worked by hand

    @Test(arguments: [
        (8192, 4096, true),    // 8192 × 4096 = 33,554,432: exactly the total
        (4096, 8192, true),
        (8192, 4097, false),   // 33,554,432 + 8192 = 33,562,624: over the total
        (5792, 5792, true),    // 5792² = 33,547,264
        (5793, 5793, false),   // 5793² = 33,558,849: both sides fine, the total over
        (8192, 1, true),
        (8193, 1, false),      // one side over, 8193 pixels in all
        (1, 8193, false),
        (1, 1, true),
        (0, 10, false),        // no pixels at all
        (10, 0, false),
    ])
    func theBudgetAllowsOneToEightThousandOneHundredNinetyTwoASideAndThirtyTwoMebipixels(_ width: Int, _ height: Int, _ allowed: Bool) {
        #expect(FrameBudget.allows(width: width, height: height) == allowed)
    }

    @Test func pointsBecomePixelsRoundedAsTheCanvasRoundsThem() {
        // 1280 × 4 = 5120, 800 × 4 = 3200.
        #expect(FrameBudget.pixelSize(of: Size(width: 1280, height: 800), scale: 4) == (5120, 3200))
        // 100.4 × 2 = 200.8 → 201; 0.3 × 2 = 0.6 → 1.
        #expect(FrameBudget.pixelSize(of: Size(width: 100.4, height: 0.3), scale: 2) == (201, 1))
        // 0.3 × 1 = 0.3 → 0: nothing to draw.
        #expect(FrameBudget.pixelSize(of: Size(width: 0.3, height: 0.3), scale: 1) == (0, 0))
    }

    @Test func aRefusalSaysWhatWasAskedAndTheLimit() {
        let over = #expect(throws: InputError.self) {
            try FrameBudget.check(width: 8193, height: 10, subject: "the picture", asked: "8193×10 points at --scale 1",
                                  remedy: "lower --size or --scale")
        }
        #expect(over?.description == "the picture would be 8193×10 pixels (8193×10 points at --scale 1); \(limit): lower --size or --scale")
        let empty = #expect(throws: InputError.self) {
            try FrameBudget.check(width: 0, height: 3, subject: "the picture", asked: "0.3×3 points at --scale 1", remedy: "lower --size")
        }
        #expect(empty?.description == "the picture would be 0×3 pixels (0.3×3 points at --scale 1); a picture needs at least 1 pixel a side: make the window larger")
        #expect(throws: Never.self) {
            try FrameBudget.check(width: 8192, height: 4096, subject: "the picture", asked: "8192×4096 points at --scale 1", remedy: "")
        }
    }

    @Test func renderingAModelOverTheBudgetIsRefusedBeforeDrawing() throws {
        // Every headless picture (a scripted Ctrl+S too) goes through `PlaygroundModel.renderedFrame`.
        let model = try ViewOptions(size: Size(width: 9000, height: 10), fontsDirectory: TestPaths.fonts).makeModel()
        let error = #expect(throws: InputError.self) {
            _ = try model.renderedFrame(scale: 1)
        }
        #expect(error?.description == "the picture would be 9000×10 pixels (9000×10 points at --scale 1); \(limit): lower --size or --scale")
    }

    // MARK: `shot`

    @Test(arguments: [
        // 8193 pixels wide: one side over.
        (["--size", "8193x10"], "the picture would be 8193×10 pixels (8193×10 points at --scale 1)"),
        // 2049 × 4 = 8196, 10 × 4 = 40.
        (["--size", "2049x10", "--scale", "4"], "the picture would be 8196×40 pixels (2049×10 points at --scale 4)"),
        // 5793² = 33,558,849 pixels: each side fine, the total over.
        (["--size", "5793x5793"], "the picture would be 5793×5793 pixels (5793×5793 points at --scale 1)"),
    ])
    func aShotOverTheBudgetIsRefused(_ options: [String], _ asked: String) throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("x.png").path
        let result = try ProcessRunner.playground(["shot", "--out", out] + options)
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(asked); \(limit): lower --size or --scale\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aShotExactlyAtTheLongestSideIsWritten() throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("x.png").path
        let result = try ProcessRunner.playground(["shot", "--out", out, "--size", "8192x10", "--chrome", "none"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(out)
        #expect(image.width == 8192 && image.height == 10)
    }

    // MARK: A window with no pixels

    @Test func aWindowResizedBelowOnePixelIsRefusedNotCrashed() throws {
        let directory = try TestPaths.temporaryDirectory()
        let script = directory.appendingPathComponent("tiny.json")
        try Data(#"{"actions": [{"at": 0, "do": "resize", "width": 0.3, "height": 0.3}]}"#.utf8).write(to: script)
        let out = directory.appendingPathComponent("x.png").path
        let result = try ProcessRunner.playground(["shot", "--script", script.path, "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr == "error: the picture would be 0×0 pixels (0.3×0.3 points at --scale 1); a picture needs at least 1 pixel a side: make the window larger\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        // At 2× the same window is 0.6 → 1 pixel a side: drawn.
        let doubled = try ProcessRunner.playground(["shot", "--script", script.path, "--out", out, "--scale", "2"])
        #expect(doubled.status == 0, "\(doubled.stderr)")
        let image = try PNGFile.read(out)
        #expect(image.width == 1 && image.height == 1)
    }

    @Test func aZeroSizeIsBadUsage() throws {
        let result = try ProcessRunner.playground(["shot", "--out", "x.png", "--size", "0x0"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --size must be between 1x1 and 16384x16384 points, got \"0x0\"\n")
    }

    // MARK: Filmstrips

    private func filmstrip(_ options: [String]) throws -> (ProcessResult, strip: String, frames: String) {
        let directory = try TestPaths.temporaryDirectory()
        let strip = directory.appendingPathComponent("strip.png").path, frames = directory.appendingPathComponent("frames").path
        let arguments = ["shot", "--script", TestPaths.fixture("mid-transition.json")]
            + options.map { $0 == "STRIP" ? strip : $0 == "FRAMES" ? frames : $0 }
        return (try ProcessRunner.playground(arguments), strip, frames)
    }

    @Test(arguments: [
        // Each frame 4091 wide is fine; 2 × 4091 + 12 = 8194 side by side is not.
        (["--frames", "2", "--size", "4091x10", "--out", "STRIP", "--out-dir", "FRAMES"],
         "the filmstrip would be 8194×10 pixels (2 frames of 4091×10 points side by side, 12 points apart, at --scale 1)"),
        // Each frame 1400 × 2 = 2800 wide; 3 × 2800 + 2 × (12 × 2) = 8448.
        (["--frames", "3", "--size", "1400x10", "--scale", "2", "--out", "STRIP"],
         "the filmstrip would be 8448×20 pixels (3 frames of 1400×10 points side by side, 12 points apart, at --scale 2)"),
        // 60 frames of 400 × 300 points: 60 × 400 + 59 × 12 = 24708.
        (["--frames", "60", "--size", "400x300", "--out", "STRIP"],
         "the filmstrip would be 24708×300 pixels (60 frames of 400×300 points side by side, 12 points apart, at --scale 1)"),
    ])
    func aFilmstripOverTheBudgetIsRefusedThoughEachFrameFits(_ options: [String], _ asked: String) throws {
        let (result, strip, frames) = try filmstrip(options)
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(asked); \(limit): lower --frames, --size or --scale, or use --out-dir alone\n")
        #expect(!FileManager.default.fileExists(atPath: strip))
        #expect(!FileManager.default.fileExists(atPath: frames))
    }

    @Test func aFilmstripExactlyAtTheLongestSideIsWritten() throws {
        // 2 × 4090 + 12 = 8192.
        let (result, strip, _) = try filmstrip(["--frames", "2", "--size", "4090x10", "--out", "STRIP"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(strip)
        #expect(image.width == 8192 && image.height == 10)
    }

    @Test func numberedFramesAloneAreEachTheirOwnPicture() throws {
        // Side by side these would be 8194 wide, but --out-dir alone writes each 4091-wide frame.
        let (result, _, frames) = try filmstrip(["--frames", "2", "--size", "4091x10", "--out-dir", "FRAMES"])
        #expect(result.status == 0, "\(result.stderr)")
        let last = try PNGFile.read(frames + "/frame-02.png")
        #expect(last.width == 4091 && last.height == 10)
    }

    @Test func aFrameThatAScriptMakesTooLargeIsRefusedBeforeAnyIsWritten() throws {
        let directory = try TestPaths.temporaryDirectory()
        let script = directory.appendingPathComponent("grow.json")
        try Data(#"{"actions": [{"at": 0, "do": "resize", "width": 9000, "height": 10}]}"#.utf8).write(to: script)
        let frames = directory.appendingPathComponent("frames").path
        let result = try ProcessRunner.playground(["shot", "--script", script.path, "--frames", "2", "--out-dir", frames])
        #expect(result.status == 2)
        #expect(result.stderr == "error: frame 1 would be 9000×10 pixels (9000×10 points at --scale 1); \(limit): lower --size or --scale\n")
        #expect(!FileManager.default.fileExists(atPath: frames))
    }

    // MARK: The gallery

    @Test(arguments: [
        // 4097 × 2 = 8194 at 2×.
        (["--size", "4097x10", "--scale", "2"],
         "the gallery's 2× pictures would be 8194×20 pixels (4097×10 points at --scale 2)", "lower --size or leave out --scale 2"),
        (["--size", "8193x10"], "the gallery's pictures would be 8193×10 pixels (8193×10 points at --scale 1)", "lower --size"),
    ])
    func aGalleryOverTheBudgetIsRefusedBeforeItsFolderIsMade(_ options: [String], _ asked: String, _ remedy: String) throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("gallery").path
        let result = try ProcessRunner.playground(["gallery", "--out", out] + options)
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(asked); \(limit): \(remedy)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aGalleryExactlyAtTheLongestSideIsWritten() throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("gallery").path
        let result = try ProcessRunner.playground(["gallery", "--out", out, "--size", "4096x10", "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        // 4096 × 2 = 8192.
        let image = try PNGFile.read(out + "/flow-L@2x.png")
        #expect(image.width == 8192 && image.height == 20)
    }
}
