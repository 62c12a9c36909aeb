import CellTemplate
import CollectionLayout
import Testing

/// UIStackView's distributions and alignments on cases worked out by hand, with text measured on
/// `GridTextContent`'s grid (10-point characters, 20-point lines, baseline 15).
@MainActor @Suite struct StackLayoutHandWorkedTests {
    private func layout(_ root: CellNode, _ texts: [String: String], width: Double, height: Double? = nil,
                        accessibility: Bool = false, direction: LayoutDirection = .leftToRight) -> TemplateLayout {
        TemplateLayoutEngine(content: GridTextContent(texts: texts), isAccessibilitySize: accessibility, direction: direction)
            .layout(root, width: width, height: height)
    }

    @Test func columnSelfSizesToItsTextsWithPaddingAndSpacing() {
        let root = Build.column(spacing: 8, padding: DirectionalInsets(all: 10), [Build.text("title"), Build.text("subtitle")])
        let result = layout(root, ["title": "Hello", "subtitle": "World wide"], width: 200)
        // 10 + 20 + 8 + 20 + 10.
        #expect(result.size == Size(width: 200, height: 68))
        #expect(result.frame(at: "0") == Rect(x: 10, y: 10, width: 180, height: 20))
        #expect(result.frame(at: "1") == Rect(x: 10, y: 38, width: 180, height: 20))
    }

    @Test func textWrapsToTheWidthItsColumnGivesIt() {
        // 30 characters, 18 to a 180-point line: two lines.
        let root = Build.column(padding: DirectionalInsets(all: 10), [Build.text("title")])
        let result = layout(root, ["title": String(repeating: "a", count: 30)], width: 200)
        #expect(result.frame(at: "0") == Rect(x: 10, y: 10, width: 180, height: 40))
        #expect(result.size.height == 60)
        // At most one line: truncated, one line tall.
        let oneLine = Build.column(padding: DirectionalInsets(all: 10), [Build.text("title", lines: 1)])
        #expect(layout(oneLine, ["title": String(repeating: "a", count: 30)], width: 200).size.height == 40)
    }

    @Test func aMissingTextIsHiddenAndTakesNoSpacing() {
        let root = Build.column(spacing: 8, padding: DirectionalInsets(all: 10), [Build.text("title"), Build.text("subtitle")])
        let result = layout(root, ["title": "Hello"], width: 200)
        #expect(result.size.height == 40)
        #expect(result.frame(at: "1") == nil)
        #expect(result.nodes.map(\.path.description) == ["", "0"])
    }

    @Test func columnAlignmentsPlaceNaturalWidthsAcross() {
        let texts = ["title": "Hello"]  // 50 wide.
        for (alignment, x, width) in [(StackAlignment.fill, 0.0, 200.0), (.leading, 0, 50), (.center, 75, 50), (.trailing, 150, 50)] {
            let result = layout(Build.column(alignment: alignment, [Build.text("title")]), texts, width: 200)
            #expect(result.frame(at: "0") == Rect(x: x, y: 0, width: width, height: 20), "\(alignment)")
        }
    }

    @Test func rowFillGivesTheExtraToTheLaterOfEqualHuggers() {
        // A 60×60 picture and a 50-point title in 300 points with 10 between: 180 left over; the
        // picture's width is fixed, so the title (hugging 251, as the picture's) takes it.
        let root = Build.row(spacing: 10, [Build.image(width: 60, height: 60), Build.text("title")])
        let result = layout(root, ["title": "Title"], width: 300)
        #expect(result.frame(at: "0") == Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(result.frame(at: "1") == Rect(x: 70, y: 0, width: 230, height: 60))
        #expect(result.size.height == 60)
    }

    @Test func aRowsOneTextBesideFixedWidthsTakesWhatTheyLeave() {
        // A 60-point picture and a 30-character text in 300 with 10 between: the text has 230,
        // 23 characters a line, two lines; the row is the picture's 60 tall and the text fills it.
        let wrapped = layout(Build.row(spacing: 10, [Build.image(width: 60, height: 60), Build.text("title")]),
                             ["title": String(repeating: "a", count: 30)], width: 300)
        #expect(wrapped.frame(at: "1") == Rect(x: 70, y: 0, width: 230, height: 60))
        // A short text, a spacer and a 40-point picture in 200: the text keeps its 20, the spacer takes 140.
        let short = layout(Build.row([Build.text("title"), Build.spacer, Build.image(width: 40, height: 40)]), ["title": "Hi"], width: 200)
        #expect(short.frame(at: "0")?.width == 20)
        #expect(short.frame(at: "1") == Rect(x: 20, y: 0, width: 140, height: 40))
        #expect(short.frame(at: "2")?.minX == 160)
    }

    @Test func rowFillGivesTheExtraToTheLowestHugging() {
        var low = NodeBox()
        low.huggingPriority = 200
        let root = Build.row([Build.text("a", box: low), Build.text("b")])
        let result = layout(root, ["a": "aaaa", "b": "bbbb"], width: 200)
        // 40 + 40; the first hugs less, so it takes the 120 left.
        #expect(result.frame(at: "0") == Rect(x: 0, y: 0, width: 160, height: 20))
        #expect(result.frame(at: "1") == Rect(x: 160, y: 0, width: 40, height: 20))
    }

    @Test func rowCompressionShrinksTheLaterOfEqualResistersAndItWraps() {
        // 150 + 150 in 200: 100 too many; both resist at 750, so the later gives way to 50 points,
        // five characters a line: its 15 characters take three lines (60 tall). Centred, the first sits at 20.
        let root = Build.row(alignment: .center, [Build.text("a"), Build.text("b")])
        let fifteen = String(repeating: "x", count: 15)
        let result = layout(root, ["a": fifteen, "b": fifteen], width: 200)
        #expect(result.frame(at: "0") == Rect(x: 0, y: 20, width: 150, height: 20))
        #expect(result.frame(at: "1") == Rect(x: 150, y: 0, width: 50, height: 60))
        #expect(result.size.height == 60)
    }

    @Test func rowCompressionShrinksTheLowestResisterFirst() {
        var yielding = NodeBox()
        yielding.compressionResistance = 700
        let root = Build.row(alignment: .leading, [Build.text("a", box: yielding), Build.text("b")])
        let fifteen = String(repeating: "x", count: 15)
        let result = layout(root, ["a": fifteen, "b": fifteen], width: 200)
        #expect(result.frame(at: "0") == Rect(x: 0, y: 0, width: 50, height: 60))
        #expect(result.frame(at: "1") == Rect(x: 50, y: 0, width: 150, height: 20))
    }

    @Test func fillEquallyAndFillProportionally() {
        let three = Build.row(spacing: 10, distribution: .fillEqually, [Build.text("a"), Build.text("b"), Build.text("c")])
        let equal = layout(three, ["a": "a", "b": "bbbbbbb", "c": "cc"], width: 310)
        // (310 − 20) / 3 each.
        #expect(equal.frame(at: "0")?.width == 290.0 / 3)
        #expect(equal.frame(at: "2")?.minX == 2 * (290.0 / 3 + 10))
        // Natural widths 50 and 150 in 400: a quarter and three quarters.
        let two = Build.row(distribution: .fillProportionally, [Build.text("a"), Build.text("b")])
        let proportional = layout(two, ["a": String(repeating: "a", count: 5), "b": String(repeating: "b", count: 15)], width: 400)
        #expect(proportional.frame(at: "0") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(proportional.frame(at: "1") == Rect(x: 100, y: 0, width: 300, height: 20))
    }

    @Test func equalSpacingAndEqualCentering() {
        let texts = ["a": "aaaaa", "b": "bbbbb", "c": "ccccc"]  // 50 each.
        let spaced = layout(Build.row(distribution: .equalSpacing, [Build.text("a"), Build.text("b"), Build.text("c")]), texts, width: 300)
        // 150 left over, 75 in each of the two gaps.
        #expect([spaced.frame(at: "0")?.minX, spaced.frame(at: "1")?.minX, spaced.frame(at: "2")?.minX] == [0, 125, 250])
        // Widths 20, 100, 40 in 300: centres from 10 to 280, 135 apart.
        let centred = layout(Build.row(distribution: .equalCentering, [Build.text("a"), Build.text("b"), Build.text("c")]),
                             ["a": "aa", "b": String(repeating: "b", count: 10), "c": "cccc"], width: 300)
        #expect([centred.frame(at: "0")?.minX, centred.frame(at: "1")?.minX, centred.frame(at: "2")?.minX] == [0, 95, 260])
        #expect(centred.frame(at: "1")?.width == 100)
    }

    @Test func equalCenteringGivesWayToItsSpacingAndSizesAFreeAxis() {
        // 100, 100 and 10 with 10 between in 230: equal centres (87.5 apart) would bring the first
        // two closer than 10, so the ends stay pinned and the 20 left is shared: 0, 110, 220.
        let texts = ["a": String(repeating: "a", count: 10), "b": String(repeating: "b", count: 10), "c": "c"]
        let tight = layout(Build.row(spacing: 10, distribution: .equalCentering, [Build.text("a"), Build.text("b"), Build.text("c")]),
                           texts, width: 230)
        #expect([tight.frame(at: "0")?.minX, tight.frame(at: "1")?.minX, tight.frame(at: "2")?.minX] == [0, 110, 220])
        // A column of 20-, 40- and 20-tall children with equal centring and no height given: the
        // centres are as far apart as the widest pair needs (10 + 20 = 30), 10 + 30 + 30 + 10 = 80 in all.
        let column = Build.column(distribution: .equalCentering, [
            Build.text("a"), Build.text("two", box: NodeBox()), Build.text("a"),
        ])
        let free = layout(column, ["a": "a", "two": String(repeating: "t", count: 30)], width: 200)
        // "two" wraps to two lines at 200 (20 characters a line): 40 tall.
        #expect(free.frame(at: "1") == Rect(x: 0, y: 20, width: 200, height: 40))
        #expect(free.frame(at: "2")?.minY == 60)
        #expect(free.size.height == 80)
    }

    @Test func firstBaselineAlignmentLinesUpTheFirstLines() {
        // Two labels: the headline-sized one's baseline is 15 into it, and so is the other's, so
        // both sit at the top. A picture has no baseline: its first baseline is its top (as
        // `firstBaselineAnchor` is a view's top anchor without text), so it hangs from the
        // title's baseline at 15; the row is 15 above the baseline plus the picture's 40 below.
        let root = Build.row(spacing: 8, alignment: .firstBaseline, [Build.image(width: 40, height: 40), Build.text("title")])
        let result = layout(root, ["title": "Title"], width: 200)
        #expect(result.frame(at: "0") == Rect(x: 0, y: 15, width: 40, height: 40))
        #expect(result.frame(at: "1") == Rect(x: 48, y: 0, width: 152, height: 20))
        #expect(result.size.height == 55)
        #expect(result.nodes[0].firstBaseline == 15)
    }

    @Test func aRowsBaselineIsItsFirstChildsOrItsTallestsWhenCentred() {
        // Centred: the tallest child (a two-line text, 40 tall, baseline 15) gives the row's baseline.
        let texts = ["a": "aa", "b": String(repeating: "b", count: 30)]
        let centred = layout(Build.row(spacing: 10, alignment: .center, [Build.text("a"), Build.text("b")]), texts, width: 200)
        // "a" is 20 wide; "b" takes 170, 17 characters a line: two lines, 40 tall, at the top.
        #expect(centred.frame(at: "1") == Rect(x: 30, y: 0, width: 170, height: 40))
        #expect(centred.nodes[0].firstBaseline == 15)
        // Filled: the first child gives it (a picture, whose baseline is its top).
        let filled = layout(Build.row(spacing: 10, [Build.image(width: 30, height: 30), Build.text("a")]), texts, width: 200)
        #expect(filled.nodes[0].firstBaseline == 0)
    }

    @Test func spacersTakeTheRoomAndShareItWhenTied() {
        let pushed = layout(Build.row([Build.text("a"), Build.spacer, Build.text("b")]), ["a": "aaaaa", "b": "bbbbbb"], width: 300)
        // 50 + 60 of 300: the spacer (hugging 1) takes 190.
        #expect(pushed.frame(at: "1") == Rect(x: 50, y: 0, width: 190, height: 20))
        #expect(pushed.frame(at: "2")?.minX == 240)
        let centred = layout(Build.row([Build.spacer, Build.text("a"), Build.spacer]), ["a": "aaaaa"], width: 250)
        #expect(centred.frame(at: "1")?.minX == 100)
        #expect(centred.frame(at: "0")?.width == 100)
        #expect(centred.frame(at: "2")?.width == 100)
    }

    @Test func aGivenHeightIsSharedDownAColumn() {
        // 100 tall: the spacer takes 80, the title sits at the foot.
        let result = layout(Build.column([Build.spacer, Build.text("title")]), ["title": "Hi"], width: 100, height: 100)
        #expect(result.frame(at: "1") == Rect(x: 0, y: 80, width: 100, height: 20))
    }

    @Test func aRowBecomesAColumnAtAccessibilitySizes() {
        let root = Build.row(spacing: 10, atAccessibilitySizes: .vertical, [Build.image(width: 60, height: 60), Build.text("title")])
        let regular = layout(root, ["title": "Title"], width: 300)
        #expect(regular.frame(at: "1")?.minX == 70)
        let large = layout(root, ["title": "Title"], width: 300, accessibility: true)
        // The picture keeps its 60 points; the title goes below it, the whole width.
        #expect(large.frame(at: "0") == Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(large.frame(at: "1") == Rect(x: 0, y: 70, width: 300, height: 20))
        #expect(large.nodes[0].stackAxis == .vertical)
    }

    @Test func rightToLeftMirrorsEveryFrame() {
        let root = Build.row(spacing: 10, [Build.image(width: 60, height: 60), Build.text("title")])
        let result = layout(root, ["title": "Title"], width: 300, direction: .rightToLeft)
        #expect(result.frame(at: "0") == Rect(x: 240, y: 0, width: 60, height: 60))
        #expect(result.frame(at: "1") == Rect(x: 0, y: 0, width: 230, height: 60))
    }

    @Test func aZStackLaysTextOverAPicture() {
        // The picture is 3:2 at 300 wide (200 tall); the caption column sits at its foot.
        let caption = Build.column(padding: DirectionalInsets(all: 10), [Build.text("title")])
        let root = CellNode(.zstack(ZStackNode(alignment: .fill, children: [
            Build.image(ratio: 1.5),
            Build.column([Build.spacer, caption]),
        ])))
        let result = layout(root, ["title": "Title"], width: 300)
        #expect(result.size == Size(width: 300, height: 200))
        #expect(result.frame(at: "1.1") == Rect(x: 0, y: 160, width: 300, height: 40))
        #expect(result.frame(at: "1.1.0") == Rect(x: 10, y: 170, width: 280, height: 20))
    }

    @Test func boxLimitsHoldAChild() {
        var narrow = NodeBox()
        narrow.maxWidth = 120
        let result = layout(Build.column([Build.text("title", box: narrow)]), ["title": String(repeating: "a", count: 30)], width: 300)
        // Held to 120 points: 12 characters a line, three lines.
        #expect(result.frame(at: "0") == Rect(x: 0, y: 0, width: 120, height: 60))
        var tall = NodeBox()
        tall.minHeight = 44
        #expect(layout(Build.column([Build.text("title", box: tall)]), ["title": "a"], width: 100).size.height == 44)
    }

    @Test func naturalWidthIsTheTextOnOneLine() {
        let root = Build.row(spacing: 10, padding: DirectionalInsets(top: 0, leading: 12, bottom: 0, trailing: 12),
                             [Build.image(width: 40, height: 40), Build.column([Build.text("title"), Build.text("subtitle")])])
        let engine = TemplateLayoutEngine(content: GridTextContent(texts: ["title": "Title", "subtitle": "A longer line"]))
        // 12 + 40 + 10 + 130 + 12.
        #expect(engine.naturalWidth(root) == 204)
    }
}
