import CardDrawing
import CellTemplate
import CollectionLayout
import Testing

/// A template cell's redlines: each stack's paddings and the spacing between its children, at
/// the cell's place in the content, worked out here by hand.
@MainActor @Suite struct TemplateRedlinesTests {
    /// Content with a picture and no texts.
    private struct PicturesOnly: TemplateContent {
        func measureText(_ node: TextNode, width: Double?) -> MeasuredText? { nil }
        func hasText(_ key: String) -> Bool { false }
        func measureBadge(_ node: BadgeNode) -> MeasuredText? { nil }
        func pictureAspectRatio(_ node: ImageNode) -> Double? { nil }
        func hasPicture(_ node: ImageNode) -> Bool { true }
    }

    private static func box(_ width: Double, _ height: Double) -> CellNode {
        CellNode(.image(ImageNode()), box: NodeBox(width: width, height: height))
    }

    @Test func paddingsAndSpacingsOfAColumnAndARow() throws {
        // A column (padding 4 top, 8 leading, 12 bottom, 16 trailing; spacing 10) of a 50 × 20 box
        // and a row (spacing 6) of two 30 × 10 boxes, in a cell 200 wide at (100, 200).
        let row = CellNode(.stack(StackNode(axis: .horizontal, spacing: 6, alignment: .leading, children: [Self.box(30, 10), Self.box(30, 10)])))
        let root = CellNode(.stack(StackNode(axis: .vertical, spacing: 10, alignment: .leading,
                                             padding: DirectionalInsets(top: 4, leading: 8, bottom: 12, trailing: 16),
                                             children: [Self.box(50, 20), row])))
        let layout = TemplateLayoutEngine(content: PicturesOnly()).layout(root, width: 200)
        // 4 + 20 + 10 + 10 + 12.
        #expect(layout.size.height == 56)
        let measured = TemplateRedlines.measure(layout, origin: Point(x: 100, y: 200), direction: .leftToRight)
        let byName = Dictionary(measured.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["cell root padding top"]?.value == 4)
        #expect(byName["cell root padding top"]?.from == Point(x: 106, y: 200))
        #expect(byName["cell root padding bottom"]?.value == 12)
        #expect(byName["cell root padding leading"]?.value == 8)
        #expect(byName["cell root padding trailing"]?.value == 16)
        // Between the box (ending at 24) and the row (starting at 34).
        #expect(byName["cell root spacing 0–1"]?.value == 10)
        #expect(byName["cell root spacing 0–1"]?.from.y == 224)
        // The row's two boxes: 38 to 68, then 74.
        let rowSpacing = try #require(byName["cell 1 spacing 0–1"])
        #expect(rowSpacing.value == 6 && rowSpacing.from.x == 138 && rowSpacing.to.x == 144)
        // A stack without padding has no padding lines.
        #expect(byName["cell 1 padding top"] == nil)
    }

    @Test func rightToLeftSwapsTheSidesPaddingsAreMeasuredOn() throws {
        let root = CellNode(.stack(StackNode(axis: .horizontal, spacing: 6, alignment: .leading,
                                             padding: DirectionalInsets(top: 0, leading: 8, bottom: 0, trailing: 16),
                                             children: [Self.box(30, 10), Self.box(30, 10)])))
        let layout = TemplateLayoutEngine(content: PicturesOnly(), direction: .rightToLeft).layout(root, width: 200)
        let measured = TemplateRedlines.measure(layout, origin: Point(x: 0, y: 0), direction: .rightToLeft)
        let leading = try #require(measured.first { $0.name == "cell root padding leading" })
        // Leading is the right edge: from 192 to 200.
        #expect(leading.from.x == 192 && leading.to.x == 200)
        // The first box is at the right (162…192), the second left of it (126…156): 6 between.
        let spacing = try #require(measured.first { $0.name == "cell root spacing 0–1" })
        #expect(spacing.from.x == 156 && spacing.to.x == 162)
    }
}
