import Foundation
import Rendering
import Testing
@testable import Playground

/// `shot --device`: the device's screen alone, at its pixels, unless `--chrome toolbar` asks for
/// the window around it (contract, "What is drawn").
@MainActor @Suite struct ShotDeviceScreenTests {
    @Test func aDeviceShotIsItsScreenAloneAtItsPixels() throws {
        let directory = try TestPaths.temporaryDirectory()
        let screen = directory.appendingPathComponent("screen.png").path
        let result = try ProcessRunner.playground(["shot", "--device", "iPhone 15", "--out", screen])
        #expect(result.status == 0, "\(result.stderr)")
        // 393 × 852 points at 3 pixels a point.
        let picture = try PNGFile.read(screen)
        #expect(picture.width == 1179 && picture.height == 2556)
    }

    @Test func chromeToolbarGivesTheWindow() throws {
        let directory = try TestPaths.temporaryDirectory()
        let window = directory.appendingPathComponent("window.png").path
        let result = try ProcessRunner.playground(["shot", "--device", "iPhone 15", "--chrome", "toolbar", "--scale", "1", "--out", window])
        #expect(result.status == 0, "\(result.stderr)")
        // The window: at least 1024 wide, the toolbar (56) over 852 + 16 + 16 of desk over the status bar (32).
        let picture = try PNGFile.read(window)
        #expect(picture.width == 1024 && picture.height == 56 + 852 + 32 + 32)
    }

    @Test func withoutADeviceTheShotKeepsTheToolbar() throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("plain.png").path
        let result = try ProcessRunner.playground(["shot", "--size", "640x480", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let picture = try PNGFile.read(out)
        #expect(picture.width == 640 && picture.height == 480)
    }

    @Test func aBadChromeIsOneLine() throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("bad.png").path
        let result = try ProcessRunner.playground(["shot", "--device", "iPhone 15", "--chrome", "frame", "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --chrome must be toolbar or none, got \"frame\"\n")
    }
}
