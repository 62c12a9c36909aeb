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
        // The folder's files are found (Inter is not among Debian's installed fonts).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designer-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for weight in FontWeight.allCases {
            try FileManager.default.copyItem(atPath: TypographyTestSupport.fonts.directory + "/" + weight.fileName,
                                             toPath: folder.appendingPathComponent(weight.fileName).path)
        }
        let family = try #require(DesignerFontFamily(name: "Inter", folder: folder.path))
        #expect(FontWeight.allCases.map { family.face($0).name } == ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"])
        // A folder that is not there is no help: a family neither it nor the installed fonts hold is not found.
        #expect(DesignerFontFamily(name: "Brand Sans Nowhere", folder: FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder").path) == nil)
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
        // A library made for another scene finds this family's faces by name (a window's renderer
        // keeps the first scene's library), and its measurer falls back in the face's own weight.
        #expect(try fonts.face(named: "NotoSerif-Bold") === serif.face(for: .headline))
        #expect(fonts.makeMeasurer().measure("京都", font: try serif.face(for: .headline), pointSize: 17).fontRuns.map(\.font)
                == ["NotoSansCJKjp-Bold"])
        // A family found nowhere: Inter draws, and one line says so, however often it is asked for.
        let before = fonts.problems.count
        let missing = fonts.withFamily("Brand Sans Missing", folder: "/nonexistent/brand")
        _ = fonts.withFamily("Brand Sans Missing", folder: "/nonexistent/brand")
        #expect(try missing.face(for: .body).name == "Inter-Regular")
        #expect(Array(fonts.problems.dropFirst(before)) == [
            #"warning: no font family "Brand Sans Missing" in /nonexistent/brand or among the installed fonts; the text styles are drawn in Inter"#,
        ])
    }

    @Test func aVariableFontGivesEachWeightItsNamedInstanceInMeasuringAndInDrawing() throws {
        // Fixtures/VariedSans-VF.ttf (scripts/make-variable-test-font.py): one file, a wght axis,
        // named instances Regular 400, Medium 500, SemiBold 600 and Bold 700; each letter a box
        // 50 units in from both sides of its advance, which is 500 units (of 1,000 an em) at 400
        // and 800 at 700: 500, 600, 700 and 800 at the four instances.
        let folder = TypographyTestSupport.packageRoot.appendingPathComponent("Tests/TypographyTests/Fixtures").path
        let family = try #require(DesignerFontFamily(name: "Varied Sans", folder: folder))
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        for (weight, units) in [(FontWeight.regular, 500.0), (.medium, 600), (.semibold, 700), (.bold, 800)] {
            let face = family.face(weight)
            // "AAAA" at 10 points: four advances of units/1000 em.
            #expect(measurer.measure("AAAA", font: face, pointSize: 10).width == 4 * units / 100, "\(weight)")
            // Drawn at 100 pixels an em, the box's ink is (units − 100) / 10 pixels wide.
            let glyph = try #require(measurer.measure("A", font: face, pointSize: 10).lines.first?.glyphs.first?.glyphID)
            let bitmap = try #require(face.rasterize(glyphID: glyph, pixelSize: 100))
            #expect(bitmap.width == Int((units - 100) / 10), "\(weight)")
        }
        // Each instance is a face of its own, named apart (the renderer finds faces by name): the
        // file has no PostScript name, so its name and the instance's style (the default instance, Regular, as it is).
        #expect(FontWeight.allCases.map { family.face($0).name } == ["VariedSans-VF", "VariedSans-VF-Medium", "VariedSans-VF-SemiBold", "VariedSans-VF-Bold"])
    }
}
