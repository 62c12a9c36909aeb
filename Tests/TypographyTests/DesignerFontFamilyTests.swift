import Foundation
import Testing
@testable import Typography

/// A designer's own font family (issue 47): found among the installed fonts or in a folder, the
/// nearest weight of the family for each text style's weight, drawn instead of Inter for the
/// scene's text while the app's own chrome stays Inter. Face names are the fonts' PostScript names.
@MainActor @Suite struct DesignerFontFamilyTests {
    @Test func anInstalledFamilyGivesItsNearestWeightForEachTextStyle() throws {
        // Debian's fonts-noto-core installs Noto Serif in Regular and Bold (upright) only.
        let family = try #require(DesignerFontFamily(name: "Noto Serif", folder: nil))
        #expect(family.face(.regular).name == "NotoSerif-Regular")
        #expect(family.face(.medium).name == "NotoSerif-Regular")
        #expect(family.face(.semibold).name == "NotoSerif-Bold")
        #expect(family.face(.bold).name == "NotoSerif-Bold")
        // One file, one face, whatever weights it stands for.
        #expect(family.face(.regular) === family.face(.medium))
        #expect(DesignerFontFamily(name: "No Such Family Anywhere", folder: nil) == nil)
    }

    @Test func aFamilyInAFolderIsFoundThere() throws {
        // Inter is not installed on this system: only the folder holds it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for weight in FontWeight.allCases {
            try FileManager.default.copyItem(atPath: TypographyTestSupport.fonts.directory + "/" + weight.fileName,
                                             toPath: folder.appendingPathComponent(weight.fileName).path)
        }
        let family = try #require(DesignerFontFamily(name: "Inter", folder: folder.path))
        #expect(FontWeight.allCases.map { family.face($0).name } == ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"])
        #expect(DesignerFontFamily(name: "Inter", folder: FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder").path) == nil)
    }

    @Test func theLibraryDrawsTheTextStylesInTheFamilyAndTheChromeInInter() throws {
        let fonts = TypographyTestSupport.fonts
        let serif = fonts.withFamily("Noto Serif")
        #expect(try serif.face(for: .body).name == "NotoSerif-Regular")
        #expect(try serif.face(for: .headline).name == "NotoSerif-Bold")
        #expect(try serif.face(.medium).name == "Inter-Medium")
        // Bold Text steps the weight up within the family: body in its semibold, Noto Serif's Bold.
        #expect(try serif.withBoldText(true).face(for: .body).name == "NotoSerif-Bold")
        #expect(serif.withFamily(nil).family == nil)
        // A family found nowhere: Inter draws, and one line says so, however often it is asked for.
        let before = fonts.problems.count
        let missing = fonts.withFamily("Brand Sans Missing", folder: "/nonexistent/brand")
        _ = fonts.withFamily("Brand Sans Missing", folder: "/nonexistent/brand")
        #expect(try missing.face(for: .body).name == "Inter-Regular")
        #expect(Array(fonts.problems.dropFirst(before)) == [
            #"warning: no font family "Brand Sans Missing" in /nonexistent/brand or among the installed fonts; the text styles are drawn in Inter"#,
        ])
    }

    @Test func theFamilyScalesWithDynamicTypeAsUIFontMetricsScalesIt() throws {
        // UIFontMetrics scales a custom font by the text style's own table: body is 14 pt at xS and
        // 53 pt at AX5 (Apple's Dynamic Type sizes), so the same word is 53/14 as wide.
        let serif = TypographyTestSupport.fonts.withFamily("Noto Serif")
        let measurer = serif.makeMeasurer()
        let face = try serif.face(for: .body)
        let small = measurer.measure("Lighthouse", font: face, pointSize: TextStyle.body.pointSize(for: .xS)).width
        let large = measurer.measure("Lighthouse", font: face, pointSize: TextStyle.body.pointSize(for: .AX5)).width
        #expect(TextStyle.body.pointSize(for: .xS) == 14 && TextStyle.body.pointSize(for: .AX5) == 53)
        #expect(abs(large / small - 53.0 / 14.0) < 1e-6)
    }
}
