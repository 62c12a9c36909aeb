import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import Rendering
import SceneFormat
import Testing

/// Device presets: cells at rest are never under the status bar or the home indicator (nor
/// beside the notch in landscape), rotation keeps the centred item centred, and the options,
/// scene keys and dump agree.
@MainActor @Suite(.serialized) struct DevicePresetTests {
    private func model(device: String, orientation: String, layout: LayoutChoice = .kind(.flow)) throws -> PlaygroundModel {
        var options = ViewOptions(layout: layout, fontsDirectory: TestPaths.fonts)
        options.device = try DevicePreset.parse(device)
        options.orientation = try Orientation.parse(orientation)
        return try options.makeModel()
    }

    /// A content rectangle in window points.
    private func window(_ rect: Rect, _ model: PlaygroundModel) -> Rect {
        let origin = model.collectionView.windowPoint(forContentPoint: rect.origin, collectionFrame: model.collectionFrame)
        return Rect(x: origin.x, y: origin.y, width: rect.width, height: rect.height)
    }

    /// The window frames of the cells on screen.
    private func cellFrames(_ model: PlaygroundModel) -> [Rect] {
        model.collectionView.presentationElements().filter { $0.attributes.category == .cell }.map {
            window($0.attributes.frame, model)
        }
    }

    /// Apple's published safe-area insets (Human Interface Guidelines, "Layout": device screen
    /// sizes and safe areas), typed here from Apple's figures rather than read from the product.
    nonisolated static let appleSafeAreas: [(device: String, portrait: EdgeInsets, landscape: EdgeInsets)] = [
        // Home button, status bar 20 points tall in portrait and hidden in landscape.
        ("iPhone SE", EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        // Dynamic Island: 59 on top and the home indicator's 34 below in portrait; in landscape
        // 59 on each side (the island's side and its mirror) and 21 below.
        ("iPhone 15", EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        ("iPhone 15 Pro Max", EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        // iPads: the 24-point status bar and the 20-point home indicator, both ways.
        ("iPad 11-inch", EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ("iPad 13-inch", EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        // A desktop window has no status bar or home indicator.
        ("Desktop", EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
    ]

    /// Apple's insets for a device in an orientation.
    private func appleSafeArea(_ device: String, _ orientation: String) throws -> EdgeInsets {
        let entry = try #require(Self.appleSafeAreas.first { $0.device == device }, "no published safe area typed for \(device)")
        return orientation == "portrait" ? entry.portrait : entry.landscape
    }

    nonisolated static let cases: [(String, String)] = appleSafeAreas.flatMap { [($0.device, "portrait"), ($0.device, "landscape")] }

    @Test func everyPresetsSafeAreaIsApplesPublishedOne() throws {
        #expect(DevicePreset.all.map(\.name) == Self.appleSafeAreas.map(\.device))
        for preset in DevicePreset.all {
            #expect(preset.safeArea(.portrait) == (try appleSafeArea(preset.name, "portrait")), "\(preset.name) portrait")
            #expect(preset.safeArea(.landscape) == (try appleSafeArea(preset.name, "landscape")), "\(preset.name) landscape")
        }
    }

    @Test(arguments: cases)
    func noCellRestsUnderTheStatusBarOrTheHomeIndicator(_ device: String, _ orientation: String) throws {
        let model = try model(device: device, orientation: orientation)
        let screen = try #require(model.deviceScreenFrame)
        let safe = try appleSafeArea(device, orientation)
        // The screen's safe rectangle, from Apple's published insets (typed above, not the product's table).
        let safeRect = Rect(x: screen.minX + safe.left, y: screen.minY + safe.top,
                            width: screen.width - safe.left - safe.right, height: screen.height - safe.top - safe.bottom)
        for moment in ["top", "end"] {
            if moment == "end" {
                model.handleKey("end", modifiers: [])
                model.advance(by: 2)
            }
            for frame in cellFrames(model) where frame.intersects(screen) {
                // At rest at the top no cell starts above the status bar's bottom; at rest at the
                // end none ends below the home indicator's top (content scrolled in between
                // passes under both, as in UIKit); none ever sits beside the safe area.
                if moment == "top" {
                    #expect(frame.minY >= safeRect.minY - 1e-6, "\(device) \(orientation): \(frame) under the status bar")
                } else {
                    #expect(frame.maxY <= safeRect.maxY + 1e-6, "\(device) \(orientation): \(frame) under the home indicator")
                }
                #expect(frame.minX >= safeRect.minX - 1e-6 && frame.maxX <= safeRect.maxX + 1e-6,
                        "\(device) \(orientation) \(moment): \(frame) beside the safe area")
            }
        }
    }

    @Test func atTheTopTheFirstCellSitsJustBelowTheStatusBar() throws {
        let model = try model(device: "iPhone 15", orientation: "portrait")
        // iPhone 15: 59-point status bar. The flow's first item: header 44 + section inset 8 below the content's top.
        #expect(model.collectionView.contentOffset == Point(x: 0, y: -59))
        let first = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "ocelot")))
        let shown = window(first.frame, model)
        #expect(shown.minY == model.deviceScreenFrame!.minY + 59 + first.frame.minY)
    }

    @Test func rotationKeepsTheCentredItemCentred() throws {
        let model = try model(device: "iPhone 15", orientation: "portrait")
        model.collectionView.setContentOffset(Point(x: 0, y: 1500))
        model.collectionView.layoutIfNeeded()
        let centred = try #require(model.collectionView.centerItemID())
        model.rotate(animated: true)
        #expect(model.isAnimating)
        model.advance(by: 2)
        #expect(model.presentation.orientation == .landscape)
        // The collection spans the turned screen (852 × 393); the built-in scene's safe-area
        // reference keeps its cells clear of the sensor housing.
        #expect(model.collectionView.viewportSize == Size(width: 852, height: 393))
        // The item at the centre before the turn is at the centre's height after it (in
        // landscape the flow has two columns, so it shares its row with a neighbour).
        let attributes = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: centred)))
        #expect(abs(attributes.center.y - model.collectionView.bounds.midY) < 1e-6)
        #expect(model.collectionView.bounds.contains(attributes.center))
    }

    @Test func theOptionsSceneKeysAndDumpAgree() throws {
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("phone.json")
        try Data(#"{"device": "iPad 11-inch", "orientation": "landscape", "sections": [{"items": [{"title": "One"}]}]}"#.utf8).write(to: scene)
        var options = ViewOptions(scenePath: scene.path, fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        let model = try options.makeModel()
        #expect(model.presentation.windowSize == Size(width: 1194, height: 834))
        let dump = StateDump.json(model, all: false)
        #expect(dump.contains(#""device": "iPad 11-inch""#) && dump.contains(#""orientation": "landscape""#))
        #expect(throws: InputError.self) { try DevicePreset.parse("iPhone 99") }
        var plain = ViewOptions(fontsDirectory: TestPaths.fonts)
        plain.orientation = .landscape
        #expect(throws: InputError.self) { try plain.makeModel() }
        #expect(throws: InputError.self) {
            try SceneDecoder.decode(#"{"device": "Pager", "sections": []}"#, file: "s.json")
        }
    }

    @Test func anIPhoneTurnedToLandscape() throws {
        var options = ViewOptions(fontsDirectory: TestPaths.fonts)
        options.device = DevicePreset.named("iPhone 15")
        options.showsChrome = false
        let model = try options.makeModel()
        model.rotate(animated: true)
        model.advance(by: 2)
        try SnapshotAssertion.assertMatches(try model.renderedFrame(scale: 1), named: "iphone-15-rotated-landscape")
    }

    @Test func theToolbarsDeviceMenuChoosesAPresetAndEscapeClosesIt() throws {
        // The device is the status bar's first value; its menu opens above it.
        let model = try ViewOptions(size: Size(width: 1440, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        let control = try #require(model.toolbarControls.first { $0.action == .device })
        let click = { (point: Point) in
            model.handle(.pointerDown(point, modifiers: []))
            model.handle(.pointerUp(point))
        }
        click(Point(x: control.frame.midX, y: control.frame.midY))
        #expect(model.chrome.isDeviceMenuOpen)
        // Rows are 28 points tall from 4 points into the menu, which stands 4 points above the
        // control: row 2 (the free window, iPhone SE, iPhone 15) is at menu.minY + 4 + 2.5 × 28.
        let menu = try #require(model.deviceMenuFrame)
        #expect(menu.maxY == control.frame.minY - 4)
        click(Point(x: menu.midX, y: menu.minY + 4 + 2.5 * 28))
        #expect(!model.chrome.isDeviceMenuOpen)
        #expect(model.presentation.device?.name == "iPhone 15")
        // Open again, then Escape: closed, nothing chosen.
        let moved = try #require(model.toolbarControls.first { $0.action == .device })
        click(Point(x: moved.frame.midX, y: moved.frame.midY))
        #expect(model.chrome.isDeviceMenuOpen)
        model.handleKey("escape", modifiers: [])
        #expect(!model.chrome.isDeviceMenuOpen && model.presentation.device?.name == "iPhone 15")
        // A click outside the menu only closes it.
        click(Point(x: moved.frame.midX, y: moved.frame.midY))
        click(Point(x: 5, y: 700))
        #expect(!model.chrome.isDeviceMenuOpen && model.presentation.device?.name == "iPhone 15")
    }

    @Test func aShotOfADeviceHasTheDevicesPixels() throws {
        let output = try TestPaths.temporaryDirectory().appendingPathComponent("se.png").path
        let result = try ProcessRunner.playground(["shot", "--device", "iPhone SE", "--chrome", "none", "--out", output])
        #expect(result.status == 0, "\(result.stderr)")
        // 375 × 667 points at 2 pixels a point.
        let picture = try PNGFile.read(output)
        #expect(picture.width == 750 && picture.height == 1334)
    }
}
