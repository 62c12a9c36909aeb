import Foundation
import Testing
@testable import Typography

/// SF Pro's size-specific tracking (issue 47): Apple's published table (HIG, Typography,
/// Tracking values, in 1/1000 em) applied to each cluster of a face whose family is SF Pro —
/// here DejaVu Sans renamed "SF Pro" (SF Pro itself may not be shipped), measured beside DejaVu
/// Sans itself, whose glyphs are the same.
@MainActor @Suite struct SizeSpecificTrackingTests {
    @Test func theTableIsApplesAtItsSizesAndLinearBetweenThem() {
        let sfPro = SizeSpecificTracking.sfPro
        // Apple's table: 17 pt −26/1000 em (−0.43 pt), 12 pt 0, 10 pt +12, 28 pt +14, 80 pt 0.
        #expect(abs(sfPro.tracking(atPointSize: 17) - (-0.026 * 17)) < 1e-12)
        #expect(sfPro.tracking(atPointSize: 12) == 0)
        #expect(abs(sfPro.tracking(atPointSize: 10) - 0.12) < 1e-12)
        #expect(abs(sfPro.tracking(atPointSize: 28) - 0.392) < 1e-12)
        #expect(sfPro.tracking(atPointSize: 80) == 0)
        // Between 17 (−26) and 18 (−25): −25.5 at 17.5; 55 lies between 54 and 56 (+6 both).
        #expect(abs(sfPro.tracking(atPointSize: 17.5) - (-0.0255 * 17.5)) < 1e-12)
        #expect(abs(sfPro.tracking(atPointSize: 55) - 0.006 * 55) < 1e-12)
        // Below the table, its first value (+41 at 6 pt); above, its last (0).
        #expect(abs(sfPro.tracking(atPointSize: 5) - 0.041 * 5) < 1e-12)
        #expect(sfPro.tracking(atPointSize: 200) == 0)
        #expect(SizeSpecificTracking.forFamily("SF Pro Text") != nil && SizeSpecificTracking.forFamily("Inter") == nil)
    }

    @Test func sfProTextIsTrackedByItsSizeAndOtherFamiliesAreNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sf-pro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dejaVu = TypographyTestSupport.fonts.directory + "/DejaVuSans.ttf"
        try RenamedFontFile.write(dejaVu, family: "SF Pro", to: folder.appendingPathComponent("SFPro-Regular.ttf"))

        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let sfPro = try library.withFamily("SF Pro", folder: folder.path).face(for: .body)
        #expect(sfPro.familyName == "SF Pro")
        let plain = try FontFace(path: dejaVu)
        #expect(plain.familyName == "DejaVu Sans" && plain.sizeSpecificTracking == nil)
        let measurer = library.makeMeasurer()
        let text = "Hello, World"  // 12 clusters
        for (size, thousandths) in [(17.0, -26.0), (12, 0), (10, 12), (28, 14), (34, 12)] {
            let tracked = measurer.measure(text, font: sfPro, pointSize: size).width
            let untracked = measurer.measure(text, font: plain, pointSize: size).width
            #expect(abs(tracked - (untracked + 12 * thousandths / 1000 * size)) < 1e-9, "\(size) pt")
        }
        // A line that wraps is tracked too: its width is its clusters' tracked advances.
        let wrapped = measurer.measure("Hello Hello Hello", font: sfPro, pointSize: 17, width: 60)
        let line = measurer.measure("Hello", font: sfPro, pointSize: 17)
        #expect(wrapped.lines.count == 3 && abs(wrapped.width - line.width) < 1e-9)
    }
}
