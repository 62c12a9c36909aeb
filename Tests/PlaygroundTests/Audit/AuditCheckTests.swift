import Audit
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// Each kind of finding on a scene made to have it and on one made not to, worked by hand.
@MainActor
struct AuditCheckTests {
    private typealias S = AuditSceneTexts

    /// 43.5 points is under Apple's 44; 44 is not.
    @Test func smallTargetIsUnderFortyFourPoints() throws {
        let small = try AuditTestSupport.report(sceneText: S.flow(width: 43.5, height: 43.5, items: [S.swatch("a")]))
        let found = AuditTestSupport.findings(small, .smallTarget)
        #expect(found.count == 1)
        #expect(found.first.flatMap { AuditTestSupport.number($0, "width") } == 43.5)
        #expect(found.first?.id == "a")
        let enough = try AuditTestSupport.report(sceneText: S.flow(width: 44, height: 44, items: [S.swatch("a")]))
        #expect(AuditTestSupport.findings(enough, .smallTarget).isEmpty)
    }

    /// A cell that cannot be tapped (selection none) is no target.
    @Test func smallTargetNeedsATappableCell() throws {
        let report = try AuditTestSupport.report(sceneText: S.flow(width: 20, height: 20, items: [S.swatch("a")], extra: #""selection": "none", "#))
        #expect(AuditTestSupport.findings(report, .smallTarget).isEmpty)
    }

    /// A 60-point card has room for the title only: the subtitle is left out (truncated); at 200 all fits.
    @Test func truncatedWhenTheSubtitleHasNoRoom() throws {
        let item = S.card("a", title: "Ocelot", subtitle: "A small wild cat of the Americas, also known as the dwarf leopard.")
        let short = try AuditTestSupport.report(sceneText: S.flow(width: 240, height: 60, items: [item]))
        let found = AuditTestSupport.findings(short, .truncated)
        #expect(found.count == 1)
        #expect(found.first.flatMap { AuditTestSupport.number($0, "linesShown") } == 1)
        #expect((found.first.flatMap { AuditTestSupport.number($0, "linesNeeded") } ?? 0) > 1)
        let tall = try AuditTestSupport.report(sceneText: S.flow(width: 240, height: 200, items: [item]))
        #expect(AuditTestSupport.findings(tall, .truncated).isEmpty)
    }

    /// A 30-point card: 12 points of padding and a 17-point headline line below it end past 30
    /// (the card's bounds cut the line); at 60 the line ends inside.
    @Test func clippedWhenALineEndsBelowTheCard() throws {
        let short = try AuditTestSupport.report(sceneText: S.flow(width: 240, height: 30, items: [S.card("a", title: "Ocelot")]))
        let found = AuditTestSupport.findings(short, .clipped)
        #expect(found.count == 1)
        #expect((found.first.flatMap { AuditTestSupport.number($0, "textBottom") } ?? 0) > 30)
        let enough = try AuditTestSupport.report(sceneText: S.flow(width: 240, height: 60, items: [S.card("a", title: "Ocelot")]))
        #expect(AuditTestSupport.findings(enough, .clipped).isEmpty)
    }

    /// A word wider than a 120-point card (96 points of text) is cut between two letters with no
    /// hyphen (the scene does not hyphenate); in a 500-point card it fits whole.
    @Test func midWordBreakWithoutAHyphen() throws {
        let word = S.card("a", title: "Supercalifragilisticexpialidocious")
        let narrow = try AuditTestSupport.report(sceneText: S.flow(width: 120, height: 200, items: [word]))
        let found = AuditTestSupport.findings(narrow, .midWordBreak)
        #expect(found.count == 1)
        if let value = found.first?.evidence.first(where: { $0.0 == "word" })?.1, case .string(let text) = value {
            #expect(text.hasPrefix("Super") && text.contains("|") && text.replacingOccurrences(of: "|", with: "") == "Supercalifragilisticexpialidocious")
        } else {
            Issue.record("no word in the evidence")
        }
        let wide = try AuditTestSupport.report(sceneText: S.flow(width: 500, height: 200, items: [word]))
        #expect(AuditTestSupport.findings(wide, .midWordBreak).isEmpty)
    }

    /// Two cells of a custom group 50 points into each other overlap by 50 × 50; 10 points apart they do not.
    @Test func overlapOfTwoCells() throws {
        let over = try AuditTestSupport.report(sceneText: S.custom([(0, 0, 100, 100), (50, 50, 100, 100)]))
        let found = AuditTestSupport.findings(over, .overlap)
        #expect(found.count == 1)
        #expect(found.first?.id == "i1")
        #expect(found.first.flatMap { AuditTestSupport.number($0, "width") } == 50)
        #expect(found.first.flatMap { AuditTestSupport.number($0, "height") } == 50)
        let apart = try AuditTestSupport.report(sceneText: S.custom([(0, 0, 100, 100), (110, 0, 100, 100)]))
        #expect(AuditTestSupport.findings(apart, .overlap).isEmpty)
    }

    /// Item 0 to the right of item 1 on one row: read first, seen second; left of it, in order.
    @Test func readingOrderAgainstTheVisualOrder() throws {
        let swapped = try AuditTestSupport.report(sceneText: S.custom([(120, 0, 100, 100), (0, 0, 100, 100)]))
        let found = AuditTestSupport.findings(swapped, .readingOrder)
        #expect(found.count == 1)
        #expect(found.first?.id == "i1")
        #expect(found.first.flatMap { AuditTestSupport.number($0, "outOfOrder") } == 1)
        let inOrder = try AuditTestSupport.report(sceneText: S.custom([(0, 0, 100, 100), (120, 0, 100, 100)]))
        #expect(AuditTestSupport.findings(inOrder, .readingOrder).isEmpty)
    }

    /// In right to left the same frames are mirrored: the swapped pair reads right to left, in order.
    @Test func readingOrderMirrorsInRightToLeft() throws {
        let axes = AuditAxes(categories: ["L"], appearances: ["light"], directions: ["rtl"])
        let report = try AuditTestSupport.report(sceneText: S.custom([(0, 0, 100, 100), (120, 0, 100, 100)]), axes: axes)
        #expect(AuditTestSupport.findings(report, .readingOrder).isEmpty)
    }

    /// The visual order by hand: side by side (overlapping down the page), the leading one first
    /// — the right one in right to left; one above the other, the upper; sideways, columns.
    @Test func seenBeforeByHand() {
        let left = Rect(x: 0, y: 10, width: 90, height: 40), right = Rect(x: 100, y: 0, width: 90, height: 40)
        let below = Rect(x: 100, y: 60, width: 90, height: 40)
        #expect(ReadingOrderCheck.seenBefore(left, right, rightToLeft: false, sideways: false))
        #expect(!ReadingOrderCheck.seenBefore(right, left, rightToLeft: false, sideways: false))
        #expect(ReadingOrderCheck.seenBefore(right, left, rightToLeft: true, sideways: false))
        #expect(ReadingOrderCheck.seenBefore(right, below, rightToLeft: false, sideways: false))
        // Sideways: `left` and `below` are in different columns, the left one first, though lower.
        #expect(ReadingOrderCheck.seenBefore(Rect(x: 0, y: 200, width: 90, height: 40), below, rightToLeft: false, sideways: true))
        #expect(ReadingOrderCheck.seenBefore(right, below, rightToLeft: false, sideways: true))
    }

    /// A cell at x −150 lies left of the content: no scroll reaches it; one at x 10 is in view.
    @Test func offscreenBeyondTheContent() throws {
        let outside = try AuditTestSupport.report(sceneText: S.custom([(-150, 0, 100, 100)]))
        let found = AuditTestSupport.findings(outside, .offscreen)
        #expect(found.count == 1)
        if let value = found.first?.evidence.first(where: { $0.0 == "under" })?.1, case .string(let text) = value {
            #expect(text == "beyond the scrollable content")
        }
        let inside = try AuditTestSupport.report(sceneText: S.custom([(10, 0, 100, 100)]))
        #expect(AuditTestSupport.findings(inside, .offscreen).isEmpty)
    }

    /// The screen's rounded corner, by hand: on a 55-point corner, (0, 0) is 55√2 − 55 = 22.8
    /// points outside the screen's shape; (55, 0) and (20, 20) — 49.5 from the centre — are inside.
    @Test func roundedCornerDepthByHand() {
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        #expect(abs(OffscreenCheck.depth(outside: Point(x: 0, y: 0), screen: screen, radius: 55) - (55 * 2.0.squareRoot() - 55)) < 1e-9)
        #expect(OffscreenCheck.depth(outside: Point(x: 55, y: 0), screen: screen, radius: 55) == 0)
        #expect(OffscreenCheck.depth(outside: Point(x: 20, y: 20), screen: screen, radius: 55) == 0)
    }

    /// White initials on a yellow chip: L(#FFFF00) = 0.2126 + 0.7152 = 0.9278, (1.05) / (0.9778) =
    /// 1.07, under even large text's 3:1; on navy (#000080: L = 0.0722 × 0.2159 = 0.0156) 16.0:1.
    @Test func lowContrastOfInitialsOnTheirChip() throws {
        func circle(_ color: String) -> String {
            let items = (0..<8).map { S.card("i\($0)", title: "Extraordinarily long title number \($0)", color: color) }
            return #"{"viewport": {"width": 600, "height": 400}, "layout": {"kind": "circle"}, "sections": [{"items": [\#(items.joined(separator: ", "))]}]}"#
        }
        let yellow = try AuditTestSupport.report(sceneText: circle("#FFFF00"))
        let found = AuditTestSupport.findings(yellow, .lowContrast)
        #expect(found.count == 8)
        if let first = found.first {
            #expect(abs((AuditTestSupport.number(first, "ratio") ?? 0) - 1.07) < 0.02)
            #expect(first.evidence.contains { $0.0 == "background" && "\($0.1)".contains("FFFF00") })
        }
        let navy = try AuditTestSupport.report(sceneText: circle("#000080"))
        #expect(AuditTestSupport.findings(navy, .lowContrast).isEmpty)
    }

    /// White digits on the badge's system red (#FF3B30), 13 points bold (half the 26-point
    /// badge): R = 1, G = ((59/255 + 0.055)/1.055)^2.4 = 0.0437, B = ((48/255 + 0.055)/1.055)^2.4
    /// = 0.0296, L = 0.2126 + 0.7152 × 0.0437 + 0.0722 × 0.0296 = 0.2460, and (1 + 0.05) / (0.2460
    /// + 0.05) = 3.55, under 4.5:1 (13 points is not large text, bold or not). The badge's card is
    /// the 21st, 20 × 100 + 19 × 10 = 2,190 points down: five screens below the 400-point first
    /// screen, and judged all the same.
    @Test func lowContrastFarBelowTheFirstScreen() throws {
        let report = try AuditTestSupport.report(sceneText: S.belowCards(20, item: S.badgedItem, height: 100,
                                                                         last: S.card("badged", title: "Badged")))
        let found = AuditTestSupport.findings(report, .lowContrast)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.indexPath == CollectionLayout.IndexPath(item: 0, section: 1))
        #expect(finding.id == nil && finding.evidence.first.map { "\($0.0) \($0.1)" }?.contains("badge") == true)
        #expect(abs((AuditTestSupport.number(finding, "ratio") ?? 0) - 3.55) < 0.005)
        #expect(finding.evidence.contains { $0.0 == "background" && "\($0.1)".contains("FF3B30") })
        #expect(finding.evidence.contains { $0.0 == "text" && "\($0.1)".contains("FFFFFF") })
        #expect(finding.frame.minY > 2000)
    }

    /// The screens beyond the rest stop at their limit and count what they left. In a 400-point
    /// window, cards 100 tall and 110 apart: cards 0–2 show wholly at rest; cards 3–19, the last
    /// section's card and its badge (19 elements with text) do not. The first screen puts card 3
    /// (y 330) at the top and shows 330–730: cards 3, 4 and 5 wholly, leaving 16.
    @Test func screensBeyondTheLimitAreCountedNotJudged() throws {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path
        try S.belowCards(20, item: S.badgedItem, height: 100, last: S.card("badged", title: "Badged")).write(toFile: path, atomically: true, encoding: .utf8)
        let options = ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts)
        let variant = AuditVariant(category: "L", device: nil, orientation: nil, appearance: "light", direction: "ltr", layout: "compositional")
        func unjudged(limit: Int) throws -> (count: Int, screens: Int) {
            let model = try AuditCommand.makeModel(variant, base: options, scene: try options.loadScene(), sceneFile: path)
            let subject = AuditSubject(variant: variant, window: model)
            var screens = 0
            subject.forEachScreenBeyondRest(limit: limit) { _ in screens += 1 }
            return (subject.unjudgedBeyondScreens, screens)
        }
        #expect(try unjudged(limit: 0) == (19, 0))
        #expect(try unjudged(limit: 1) == (16, 1))
        #expect(try unjudged(limit: AuditSubject.screenLimit).count == 0)
    }
}
