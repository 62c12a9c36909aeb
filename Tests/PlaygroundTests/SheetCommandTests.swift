import Foundation
import Rendering
import Testing
import Typography
@testable import Playground

/// `playground sheet`: a labelled grid whose cells are exactly the pictures `shot` makes, the
/// same bytes every time, and a picture too large refused before anything is drawn.
@MainActor @Suite(.serialized) struct SheetCommandTests {
    private func options(size: String = "200x150") -> ViewOptions {
        ViewOptions(size: size, fontsDirectory: TestPaths.fonts)
    }

    @Test func aThreeByFourSheetPlacesEachVariantInItsCell() throws {
        let layouts = ["flow", "stacked", "circle", "coverflow"]
        let sheet = try SheetCommand.render(options(), axes: [.categories(["xS", "L", "AX3"]), .layouts(layouts)], scale: 1)
        // The row titles' column: the widest layout name in semibold 15 pt, rounded up, plus the 16-point gap.
        let fonts = FontLibrary(directory: TestPaths.fonts)
        let measurer = fonts.makeMeasurer()
        let face = try fonts.face(.semibold)
        let titles = (layouts.map { measurer.measure($0, font: face, pointSize: 15).width }.max() ?? 0).rounded(.up) + 16
        // Width: 16 + titles + 3 × (200 + 16); height: the 36-point title row + 4 × (150 + 16) + 16.
        #expect(sheet.width == Int(16 + titles + 3 * 216))
        #expect(sheet.height == 36 + 4 * 166 + 16)
        // Each cell holds exactly the collection-only `shot` of that variant.
        for (row, layout) in layouts.enumerated() {
            for (column, category) in ["xS", "L", "AX3"].enumerated() {
                var variant = options()
                variant.layout = layout
                variant.category = category
                variant.showsChrome = false
                let shot = try ShotCommand.render(try variant.makeModelAtMoment(), scale: 1)
                let x = Int(16 + titles) + column * 216, y = 36 + row * 166
                for (px, py) in [(0, 0), (100, 75), (199, 149), (37, 121)] {
                    #expect(sheet[x + px, y + py] == shot[px, py], "\(layout) \(category) at \(px), \(py)")
                }
            }
        }
    }

    @Test func theSameSheetGivesTheSameBytes() throws {
        let axes: [SheetCommand.Axis] = [.appearances(["light", "dark"]), .categories(["S", "AX1"])]
        #expect(try SheetCommand.render(options(), axes: axes, scale: 1) == SheetCommand.render(options(), axes: axes, scale: 1))
    }

    @Test func aSheetOverTheBudgetIsRefusedBeforeDrawing() throws {
        // Three 3000-point-wide columns are over 8192 pixels wide.
        do {
            _ = try SheetCommand.render(options(size: "3000x2000"), axes: [.categories(["xS", "L", "AX3"])], scale: 1)
            Issue.record("drew a sheet over the budget")
        } catch let error as InputError {
            #expect(error.description.contains("the sheet"))
            #expect(!error.description.contains("\n"))
        }
        #expect(throws: InputError.self) { try SheetCommand.render(options(), axes: [], scale: 1) }
        #expect(throws: InputError.self) { try SheetCommand.render(options(), axes: [.categories(["huge"])], scale: 1) }
        let result = try ProcessRunner.playground(["sheet", "--categories", "xS,L", "--out", "/tmp/x.txt"])
        #expect(result.status == 2 && result.stderr == "error: --out must name a .png file, got \"/tmp/x.txt\"\n")
    }
}
