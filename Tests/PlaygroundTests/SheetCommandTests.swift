import AppSupport
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Rendering
import Testing
import Typography

/// `playground sheet`: a labelled grid whose cells are exactly the pictures `shot` makes, the
/// same bytes every time, and a picture too large refused before anything is drawn.
@MainActor @Suite(.serialized) struct SheetCommandTests {
    private func options(size: Size = Size(width: 200, height: 150)) -> ViewOptions {
        ViewOptions(size: size, fontsDirectory: TestPaths.fonts)
    }

    @Test func aThreeByFourSheetPlacesEachVariantInItsCell() throws {
        let layouts = ["flow", "stacked", "circle", "coverflow"]
        let sheet = try SheetCommand.render(options(), axes: [.categories(["xS", "L", "AX3"]), .layouts(layouts)], scale: 1)
        // The row titles' column: the widest layout name in Inter SemiBold at 15 points, rounded up,
        // plus the 16-point gap. The glyphs' advances in the font's hmtx table (2,816 units an em):
        //   flow      f 1062 + l 734 + o 1712 + w 2358                                  =  5,866 units → 31.25 pt
        //   stacked   s 1546 + t 1070 + a 1618 + c 1626 + k 1602 + e 1669 + d 1775      = 10,906 units → 58.09 pt
        //   circle    c 1626 + i 734 + r 1117 + c 1626 + l 734 + e 1669                 =  7,506 units → 39.98 pt
        //   coverflow c 1626 + o 1712 + v 1622 + e 1669 + r 1117 + f 1062 + l 734
        //             + o 1712 + w 2358                                                 = 13,612 units → 72.51 pt
        // (13,612 × 15 / 2,816 = 72.51; the font's kerning brings it to 72.16, either way between 72
        // and 73): the widest, rounded up 73.
        let titles = 73 + 16
        // Width: 16 + 89 + 3 × (200 + 16) = 16 + 89 + 648 = 753;
        // height: the 36-point title row + 4 × (150 + 16) + 16 = 36 + 664 + 16 = 716.
        #expect(sheet.width == 753)
        #expect(sheet.height == 716)
        // Each cell holds exactly the collection-only `shot` of that variant.
        for (row, layout) in layouts.enumerated() {
            for (column, category) in ["xS", "L", "AX3"].enumerated() {
                var variant = options()
                variant.layout = try LayoutChoice.parse(layout)
                variant.category = try ContentSizeCategory.parse(category)
                variant.showsChrome = false
                let shot = try variant.makeModelAtMoment().renderedFrame(scale: 1)
                let x = 16 + titles + column * 216, y = 36 + row * 166
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
            _ = try SheetCommand.render(options(size: Size(width: 3000, height: 2000)), axes: [.categories(["xS", "L", "AX3"])], scale: 1)
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
