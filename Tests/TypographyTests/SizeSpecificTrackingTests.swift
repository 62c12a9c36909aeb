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

    /// DejaVu Sans renamed "SF Pro" (as a face of the designer's family) and DejaVu Sans itself, and a measurer.
    private func withSFProBesideDejaVu(_ body: (_ sfPro: FontFace, _ plain: FontFace, _ measurer: TextMeasurer) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sf-pro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dejaVu = TypographyTestSupport.fonts.directory + "/DejaVuSans.ttf"
        try RenamedFontFile.write(dejaVu, family: "SF Pro", to: folder.appendingPathComponent("SFPro-Regular.ttf"))
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        try body(try library.withFamily("SF Pro", folder: folder.path).face(for: .body), try FontFace(path: dejaVu), library.makeMeasurer())
    }

    @Test func sfProTextIsTrackedByItsSizeAndOtherFamiliesAreNot() throws {
        try withSFProBesideDejaVu { sfPro, plain, measurer in
            #expect(sfPro.familyName == "SF Pro")
            #expect(plain.familyName == "DejaVu Sans" && plain.sizeSpecificTracking == nil)
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

    @Test func theEllipsisTheHyphenAndALineCutInsideAWordAreTrackedToo() throws {
        // Core Text tracks every glyph of a line, the ones the typesetter adds included. At 17 pt
        // SF Pro's tracking is −26/1000 em, −0.442 pt a cluster; DejaVu Sans itself gives the advances.
        let tracking = -0.026 * 17
        try withSFProBesideDejaVu { sfPro, plain, measurer in
            @MainActor func width(_ text: String) -> Double { measurer.measure(text, font: plain, pointSize: 17).width }
            // Truncated: "Hello" (cut before its comma, shaped alone) and "…", six clusters.
            let truncated = measurer.measure("Hello, World", font: sfPro, pointSize: 17,
                                             width: width("Hello") + width("\u{2026}") + 1, maxLines: 1)
            #expect(truncated.truncated && truncated.lines.first.map { [$0.start, $0.end] } == [0, 5])
            #expect(abs(truncated.width - (width("Hello") + width("\u{2026}") + 6 * tracking)) < 1e-9)
            // A word too wide for its line, cut between letters: each piece shaped alone, each cluster tracked.
            let cut = measurer.measure("Hellohellohello", font: sfPro, pointSize: 17, width: 40)
            let scalars = Array("Hellohellohello".unicodeScalars)
            #expect(cut.lines.count > 1)
            for line in cut.lines {
                let piece = String(String.UnicodeScalarView(scalars[line.start..<line.end]))
                #expect(abs(line.width - (width(piece) + Double(line.end - line.start) * tracking)) < 1e-9, "\(piece)")
            }
            // Hyphenated: "Ocelot hyphen-" is 13 clusters and the hyphen.
            let hyphenated = measurer.measure("Ocelot hyphenation", font: sfPro, pointSize: 17,
                                              width: width("Ocelot hyphen") + width("-") + 1, hyphenationFactor: 1)
            #expect(hyphenated.lines.map { [$0.start, $0.end] } == [[0, 13], [13, 18]])
            #expect(abs((hyphenated.lines.first?.width ?? 0) - (width("Ocelot hyphen") + width("-") + 14 * tracking)) < 1e-9)
        }
    }
}
