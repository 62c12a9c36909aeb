import Commands
import Foundation
@testable import Playground
import SceneFormat
import Testing
import Typography

/// A layout that measures its own text (`NSString.size(withAttributes:)` with a `UIFont`, as tag layouts do) gets
/// the playground's real measurement — the system font's face shaped at the font's size — checked against Pango
/// (`pango-view`, its own layout of the same font file, HarfBuzz underneath), and reads the device's display scale.
@MainActor @Suite(.serialized) struct LayoutSourceTextMeasurementTests {
    /// Pango's width of `text` in Inter at `pixels` (a pixel a point at 72 dpi), unhinted, from its serialized layout.
    private func pangoWidth(_ text: String, pixels: Int) throws -> Double {
        let folder = try TestPaths.temporaryDirectory()
        let config = folder.appendingPathComponent("fonts.conf"), serialized = folder.appendingPathComponent("layout.json")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(TestPaths.fonts)</dir><cachedir>\(folder.appendingPathComponent("cache").path)</cachedir></fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pango-view")
        process.arguments = ["-q", "--margin=0", "--pixels", "--hinting=none", "--hint-metrics=off", "--subpixel-positions",
                             "--font=Inter \(pixels)px", "--language=en", "--text=\(text)", "--serialize-to=\(serialized.path)",
                             "-o", folder.appendingPathComponent("layout.png").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": config.path]) { $1 }
        try process.run()
        process.waitUntilExit()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: serialized)) as? [String: Any]
        let output = try #require(json?["output"] as? [String: Any])
        return Double(try #require(output["width"] as? Int)) / 1024
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pango-view"), "pango-view is not installed"))
    func aTagLayoutMeasuresItsTitlesInTheSystemFont() throws {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("TagLayout.swift")
        let dump = try DumpCommand.run(options, all: true)
        // TagLayout's rule by hand, with Pango's widths at 15 points: each tag ⌈width⌉ + 24 wide and 32 tall, from
        // x = 16, 8 apart, a new row 40 lower when it would pass 800 − 16.
        let titles = ["Swift", "UIKit", "Layout", "Carousel", "Waterfall", "Compositional", "Tags", "Grid", "Flow", "Line", "Circle", "Stack"]
        var x = 16.0, y = 16.0
        for (item, title) in titles.enumerated() {
            let width = (try pangoWidth(title, pixels: 15)).rounded(.up) + 24
            if x + width > 784, x > 16 { x = 16; y += 40 }
            #expect(try LayoutSourceFixtures.cellFrame(ofDump: dump, item: item) == [x, y, width, 32], "\(title)")
            x += width + 8
        }
    }

    @Test(arguments: [("iPhone 15", 3.0, 393.0), ("iPhone SE", 2.0, 375.0)])
    func aLayoutReadsTheDevicesDisplayScale(device: String, scale: Double, width: Double) throws {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("ScaleLayout.swift")
        options.device = try DevicePreset.parse(device)
        let dump = try DumpCommand.run(options, all: true)
        // A square of 10 × the scale; a one-pixel hairline (1 / scale) half the screen's width wide, 10 below it.
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: dump, item: 0) == [0, 0, 10 * scale, 10 * scale])
        let hairline = try LayoutSourceFixtures.cellFrame(ofDump: dump, item: 1)
        #expect(LayoutSourceFixtures.isClose(hairline, [0, 10 * scale + 10, width / 2, 1 / scale]), "\(hairline ?? [])")
    }

    @Test(arguments: [(ContentSizeCategory.xS, 14.0), (.L, 17.0), (.AX5, 53.0)])
    func aLayoutReadsDynamicTypeAtTheScenesTextSize(category: ContentSizeCategory, body: Double) throws {
        // Body text is 14, 17 and 53 points at xS, L and AX5 (Apple's Dynamic Type table): rows 10 × that wide and
        // 44 × body / 17 tall, as UIFontMetrics scales 44 points.
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("TypeSizedLayout.swift")
        options.category = category
        let dump = try DumpCommand.run(options, all: true)
        let height = 44 * body / 17
        let second = try LayoutSourceFixtures.cellFrame(ofDump: dump, item: 1)
        #expect(LayoutSourceFixtures.isClose(second, [0, height, 10 * body, height]), "\(second ?? [])")
    }
}
