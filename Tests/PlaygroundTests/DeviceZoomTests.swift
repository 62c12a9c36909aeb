import CollectionLayout
import Foundation
@testable import Playground
import Rendering
import SceneFormat
import Testing

/// A device's screen fit to the window (the default), point accurate or pixel accurate, as the
/// iOS Simulator offers (Ctrl+1, Ctrl+2, Ctrl+3): the window keeps within the display, the
/// collection keeps laying out at the device's points, the drawing is scaled and the pointer
/// comes back through the same scale. Numbers worked by hand for a 1600 × 1200 display.
@MainActor @Suite(.serialized) struct DeviceZoomTests {
    static let display = Size(width: 1600, height: 1200)

    /// The built-in scene on a device, in a window on a 1600 × 1200 display.
    private func model(_ device: String, pixelScale: Double = 1) throws -> PlaygroundModel {
        var options = ViewOptions(fontsDirectory: TestPaths.fonts)
        options.device = try DevicePreset.parse(device)
        let model = try options.makeModelAtMoment()
        model.setPixelScale(pixelScale)
        model.setDisplaySize(Self.display)
        return model
    }

    @Test func anIPad13IsFitToTheWindowAndStillLaysOutAtItsPoints() throws {
        let model = try model("iPad 13-inch")
        // Its room (1408 × 1496: 1376 + 2 × 16 + the 56-point toolbar and the 32-point status bar) is cut to the display's 1200 high.
        #expect(model.presentation.windowSize == Size(width: 1408, height: 1200))
        #expect(model.deviceZoom == .fitToWindow)
        // 1200 − 56 − 32 (bars) − 32 (margins) = 1080 points for 1376: 0.785; across, (1408 − 32) / 1032 = 1.33.
        #expect(abs(model.deviceDrawingScale - 1080.0 / 1376) < 1e-9)
        // 1032 × 0.785 = 810 wide, centred: (1408 − 810) / 2 = 299; 16 below the bar.
        let shown = try #require(model.shownScreenFrame)
        #expect(abs(shown.minX - 299) < 1e-9 && abs(shown.minY - 72) < 1e-9)
        #expect(abs(shown.width - 810) < 1e-9 && abs(shown.height - 1080) < 1e-9)
        #expect(model.collectionView.viewportSize == Size(width: 1032, height: 1376))
        #expect(model.windowTitle.contains("iPad 13-inch, Fit to Window (78%)"))
    }

    @Test func aClickOnTheScaledScreenHitsTheCardDrawnThere() throws {
        let model = try model("iPad 13-inch")
        let scale = 1080.0 / 1376
        let offset = model.collectionView.contentOffset
        let lynx = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        // The card's centre, drawn from the screen's top left (299, 72) at 0.785 a point.
        let point = Point(x: 299 + (lynx.midX - offset.x) * scale, y: 72 + (lynx.midY - offset.y) * scale)
        model.handle(.pointerDown(point, modifiers: []))
        model.advance(by: 0.05)
        model.handle(.pointerUp(point))
        #expect(model.collectionView.selectedItemIDs == ["lynx"])
    }

    @Test func theDeskSurroundsTheScaledScreen() throws {
        let model = try model("iPad 13-inch")
        let picture = try model.renderedFrame(scale: 1)
        #expect(picture.width == 1408 && picture.height == 1200)
        func rgb(_ x: Int, _ y: Int) -> UInt32 {
            let p = picture[x, y]
            return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
        }
        // The desk (#8E8E93) left of x = 299 and right of 299 + 810 = 1109 — where a screen at one
        // point a point (188 … 1220) would have been — and below 72 + 1080 = 1152, above the status bar at 1168.
        #expect(rgb(290, 600) == 0x8E8E93)
        #expect(rgb(1215, 600) == 0x8E8E93)
        #expect(rgb(700, 1160) == 0x8E8E93)
        // Inside, the screen's background (#F2F2F7) in the section's 16-point inset.
        #expect(rgb(304, 600) == 0xF2F2F7)
    }

    @Test func pointAccurateIsOnePointAPointAndPixelAccurateOnePixelAPixel() throws {
        let model = try model("iPhone 15")
        // Its room fits the display: 1024 (the narrowest) × (56 + 852 + 32 + 32) = 972; fit at one point a point.
        #expect(model.presentation.windowSize == Size(width: 1024, height: 972))
        #expect(model.deviceDrawingScale == 1)
        model.handleKey("3", modifiers: [.ctrl])
        // Three device pixels a point on a one-pixel-a-point display: 393 × 852 shown 1179 × 2556,
        // in a window asking for (2556 + 32) wide and 56 + 2556 + 32 high, cut to the display.
        #expect(model.deviceZoom == .pixelAccurate)
        #expect(model.deviceDrawingScale == 3)
        #expect(model.presentation.windowSize == Self.display)
        let shown = try #require(model.shownScreenFrame)
        #expect(shown == Rect(x: (1600 - 1179) / 2, y: 56, width: 1179, height: 2556))
        #expect(model.chrome.toast?.message == "iPhone 15: Pixel Accurate (300%)")
        model.handleKey("2", modifiers: [.ctrl])
        #expect(model.deviceZoom == .pointAccurate && model.deviceDrawingScale == 1)
        #expect(model.presentation.windowSize == Size(width: 1024, height: 972))
        model.handleKey("1", modifiers: [.ctrl])
        #expect(model.deviceZoom == .fitToWindow)
        // A plain 1 still chooses the flow layout.
        #expect(KeyBindings.command(forKey: "1", modifiers: []) == .setLayout(.flow, animated: true))
    }

    @Test func pixelAccurateOnAHiDPIDisplayIsTheDevicesScaleOverTheWindows() throws {
        let model = try model("iPhone 15", pixelScale: 2)
        model.apply(.setDeviceZoom(.pixelAccurate))
        // 3 device pixels a point ÷ 2 window pixels a point.
        #expect(model.deviceDrawingScale == 1.5)
        // An iPad 11-inch (2 a point) on it: one to one.
        model.apply(.setDevice(DevicePreset.named("iPad 11-inch"), orientation: .portrait, animated: false))
        #expect(model.deviceDrawingScale == 1)
    }

    @Test func aHeadlessShotWithTheToolbarKeepsOnePointAPoint() throws {
        // No display: the window is the device's room, and the screen fits it at one point a point.
        var options = ViewOptions(fontsDirectory: TestPaths.fonts)
        options.device = DevicePreset.named("iPad 13-inch")
        let model = try options.makeModelAtMoment()
        // 1376 + 2 × 16 of desk + 56 + 32 of bars.
        #expect(model.presentation.windowSize == Size(width: 1408, height: 1496))
        #expect(model.deviceDrawingScale == 1)
        #expect(model.shownScreenFrame == model.deviceScreenFrame)
        #expect(model.devicePoint(forWindowPoint: Point(x: 300, y: 400)) == Point(x: 300, y: 400))
    }
}

/// The real window on a 1600 × 1200 display: an iPad 13-inch opens inside the display, its toolbar
/// on screen, its screen fit to the window.
extension CommandLineTests {
    @Test func anIPad13WindowOpensOnTheDisplayFitToIt() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let window = try WindowDriver(["run", "--device", "iPad 13-inch", "--exit-after", "60"], in: directory, movingToTopLeft: false)
        defer { window.stop() }
        // Inside the 1600 × 1200 display, not 1408 × 1464 at y = −132.
        let geometry = try window.geometry()
        #expect(geometry.x >= 0 && geometry.y >= 0, "\(geometry)")
        #expect(geometry.width == 1408 && geometry.height == 1200, "\(geometry)")
        #expect(geometry.x + geometry.width <= 1600 && geometry.y + geometry.height <= 1200, "\(geometry)")
    }
}

/// Turning the device keeps a window the user resized: the screen is fit to it again.
extension DeviceZoomTests {
    @Test func rotatingKeepsAResizedWindowAndFitsTheTurnedScreenToIt() throws {
        var options = ViewOptions(fontsDirectory: TestPaths.fonts)
        options.device = DevicePreset.named("iPhone 15")
        let model = try options.makeModelAtMoment()
        model.setDisplaySize(Self.display)
        model.resize(to: Size(width: 900, height: 600))
        // Upright: (600 − 56 − 32 − 32) / 852 = 0.563 (across, (900 − 32) / 393 = 2.2).
        #expect(abs(model.deviceDrawingScale - 480.0 / 852) < 1e-9)
        model.apply(.rotate(animated: false))
        #expect(model.presentation.windowSize == Size(width: 900, height: 600))
        // On its side: (900 − 32) / 852 = 1.02 across, (512 − 32) / 393 = 1.22 down: one point a point.
        #expect(model.deviceDrawingScale == 1)
    }
}
