import AppSupport
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import Testing
import Typography

/// The compositional layout in the app: its toolbar segment and key, the animated switch from
/// and back to the flow, and estimated sizes that settle to the text as the page is scrolled.
@MainActor @Suite(.serialized) struct CompositionalAppTests {
    private func model(layout: LayoutChoice, scene: String? = nil, size: Size = Size(width: 1024, height: 768)) throws -> PlaygroundModel {
        try ViewOptions(scenePath: scene, layout: layout, size: size, fontsDirectory: TestPaths.fonts).makeModelAtMoment()
    }

    /// Every cell's frame in the current layout, by item id.
    private func frames(_ model: PlaygroundModel) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for (section, content) in model.collectionView.data.sections.enumerated() {
            for (item, id) in content.itemIDs.enumerated() {
                result[id] = model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
            }
        }
        return result
    }

    @Test func keyFiveAndTheFifthSegmentChooseTheCompositionalLayout() throws {
        let model = try model(layout: .kind(.flow), scene: TestPaths.defaultScene)
        model.handleKey("5", modifiers: [])
        #expect(model.presentation.layoutKind == .compositional)
        #expect(model.collectionView.layout is CompositionalLayout)
        let segment = try #require(model.toolbarControls.first { $0.label == "Compositional" })
        #expect(segment.tooltip == "Compositional layout (5)")
        model.handleKey("1", modifiers: [])
        #expect(model.presentation.layoutKind == .flow)
        #expect(model.toolbarControls.first { $0.label == "Compositional" }?.isOn == false)
    }

    @Test func switchingFromFlowToCompositionalAndBackReturnsEveryCell() throws {
        let model = try model(layout: .kind(.flow), scene: TestPaths.defaultScene)
        model.collectionView.setContentOffset(Point(x: 0, y: 300))
        model.collectionView.layoutIfNeeded()
        model.advance(by: 1)
        let before = frames(model)
        let offset = model.collectionView.contentOffset
        let shown = Set(model.collectionView.presentationElements().map { "\($0.identity)" })
        model.setLayout(.compositional, animated: true)
        model.advance(by: 2)
        #expect(frames(model) != before)
        model.setLayout(.flow, animated: true)
        model.advance(by: 2)
        #expect(frames(model) == before)
        #expect(model.collectionView.contentOffset == offset)
        #expect(Set(model.collectionView.presentationElements().map { "\($0.identity)" }) == shown)
    }

    @Test func estimatedSizesSettleToTheTextWhereverThePageHasBeen() throws {
        let model = try model(layout: .kind(.compositional), size: Size(width: 1024, height: 500))
        let view = model.collectionView
        // Down to the end half a screen at a time, then back to the top. At each step the cells
        // on screen stay where they are on screen while the cells coming near are measured
        // (they were measured before they came into view): nothing the user sees jumps.
        let onScreen = { () -> [String: Rect] in
            var result: [String: Rect] = [:]
            for attributes in view.layout.layoutAttributesForElements(in: view.bounds) where attributes.category == .cell {
                guard let id = view.data.itemID(at: attributes.indexPath) else { continue }
                result[id] = attributes.frame.offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y)
            }
            return result
        }
        var steps = 0
        while view.contentOffset.y + view.viewportSize.height < view.contentSize.height - 1 {
            view.setContentOffset(Point(x: 0, y: view.contentOffset.y + view.viewportSize.height / 2))
            let before = onScreen()
            view.layoutIfNeeded()
            #expect(onScreen() == before, "step \(steps)")
            steps += 1
        }
        #expect(steps >= 2)
        view.setContentOffset(.zero)
        view.layoutIfNeeded()
        let grid = (0..<view.data.sections[2].itemIDs.count).compactMap {
            view.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 2))?.frame
        }
        // Three columns at 1024 wide: each row of the grid shares its tallest card's height, and
        // no card is left at the 120-point estimate (every one was measured on the way).
        for row in stride(from: 0, to: grid.count, by: 3) {
            let heights = grid[row..<min(row + 3, grid.count)].map(\.height)
            #expect(Set(heights).count == 1, "row \(row / 3): \(heights)")
        }
        #expect(!grid.contains { $0.height == 120 })
        // The content ends where the last section does: its last row of measured cards plus the
        // grid's bottom content inset, 12 in the scene file (the section has no footer).
        let lastRowBottom = try #require(grid.map(\.maxY).max())
        #expect(abs(view.contentSize.height - (lastRowBottom + 12)) < 1e-6)
    }

    @Test func theTextSizeSliderReflowsTheGridIntoOneColumnAtAccessibilitySizes() throws {
        let model = try model(layout: .kind(.compositional))
        let width = { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.width }
        // 1024 less the section's insets 10 + 10, in thirds, less each card's insets 8 + 8.
        #expect(abs(width()! - (1004.0 / 3 - 16)) < 1e-9)
        model.setCategory(.AX1, animated: true)
        model.advance(by: 2)
        #expect(abs(width()! - (1004 - 16)) < 1e-9)
    }

    @Test func pinnedHeadersStayOnScreenWhileTheirSectionIsThenArePushedUpByTheNext() throws {
        // 432 tall: a 344-point collection between the bars. (Shorter, measuring the cards that
        // scroll into view moves section 1's end: the compositional self-sizing drift of issue 32.)
        let model = try model(layout: .kind(.compositional), size: Size(width: 1024, height: 432))
        let view = model.collectionView
        let header = { (section: Int) in view.layoutAttributes(of: .supplementary(kind: "header", sectionID: "s\(section)", item: 0)) }
        let natural = try #require(view.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1)))
        // The band of rows (section 1) ends where the grid's background (section 2) begins, less
        // the inter-section spacing 16 and the header above the background.
        let gridHeader = try #require(view.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 2)))
        let sectionOneEnd = gridHeader.frame.minY - 16
        // Scrolled into the middle of section 1: its header sits at the visible top.
        let middle = natural.frame.minY + 60
        view.setContentOffset(Point(x: 0, y: middle))
        view.layoutIfNeeded()
        let pinned = try #require(header(1))
        #expect(pinned.frame.minY == view.contentOffset.y)
        #expect(pinned.zIndex >= CompositionalLayout.pinnedZIndex)
        // Scrolled so that section 1 ends 10 points below the visible top: the header is pushed
        // up with the section's end, its bottom on that end.
        view.setContentOffset(Point(x: 0, y: sectionOneEnd - 10))
        view.layoutIfNeeded()
        let pushed = try #require(header(1))
        #expect(abs(pushed.frame.maxY - sectionOneEnd) < 1e-9)
        #expect(pushed.frame.minY < view.contentOffset.y)
    }

    @Test func aLongPressDragReordersTheGridWithinItsSection() throws {
        // The page scrolled to its end (offset 321.9: content 1001.9 − 680, the collection between
        // the 56-point toolbar and the 32-point status bar); the grid's first row (its icons'
        // thumbnail rows) is at content y 667–752, window y 56 + 667 − 321.9 ≈ 401–486. Chess
        // (column 0) is held at x 150 and dragged to the third column.
        let model = try ViewOptions(layout: .kind(.compositional), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [
            #"{"at": 0, "do": "scroll", "to": {"x": 0, "y": 400}, "animated": false}"#,
            #"{"at": 0.2, "do": "drag", "from": {"x": 150, "y": 440}, "to": {"x": 850, "y": 440}, "duration": 0.6, "hold": 0.5}"#,
        ])
        #expect(Array(model.collectionView.data.sections[2].itemIDs.prefix(4)) == ["paper-planes", "sudoku", "chess", "terraform"])
        #expect(model.collectionView.data.sections[0].itemIDs.count == 5)
    }

    /// The app-store page with a script of actions, at a moment (default: after everything settles).
    private func page(_ actions: String, at: Double? = nil) throws -> PlaygroundModel {
        try ViewOptions(layout: .kind(.compositional), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [actions], at: at)
    }

    /// Three sideways wheel steps of 40 over the featured carousel (window y 200 is inside its band).
    private static let wheelOverCarousel = (0..<3).map {
        #"{"at": \#(Double($0) * 0.02), "do": "wheel", "x": 500, "y": 200, "dx": 40, "dy": 0}"#
    }.joined(separator: ", ")

    @Test func aSidewaysWheelOverTheCarouselMovesOnlyItThenRestsOnTheNextPage() throws {
        // Right after the wheel: the band moved by 3 × 40, the page did not scroll.
        let moving = try page(Self.wheelOverCarousel, at: 0.05)
        #expect(moving.collectionView.orthogonalOffset(forSection: 0) == 120)
        #expect(moving.collectionView.contentOffset == .zero)
        // The visible-items effect scales the first card by its distance from the middle:
        // its centre is at 512 − 120 = 392, 120 / 512 of half the width from the middle;
        // scale 1 − 0.15 × 0.234375 = 0.96484375, alpha 1 − 0.4 × 0.234375 = 0.90625.
        let lumen = try #require(moving.collectionView.presentationElements().first { "\($0.identity)".contains("lumen") })
        #expect(abs(lumen.attributes.transform3D[1, 1] - 0.96484375) < 1e-9)
        #expect(abs(lumen.attributes.alpha - 0.90625) < 1e-9)
        // Once the wheel is still, the paging carousel rests one page (the view's width, 1024)
        // on, in the direction it moved; dump reports it.
        let rested = try page(Self.wheelOverCarousel)
        #expect(rested.collectionView.orthogonalOffset(forSection: 0) == 1024)
        #expect(StateDump.json(rested, all: false).contains(#""0": {"x": 1024, "y": 0}"#))
    }

    @Test func shiftWheelAndADragScrollTheGroupPagedBandOneGroupAtATime() throws {
        // Section 1's groups are 0.45 × (1024 − 16 − 16) = 446.4 wide, 12 apart: a page is 458.4.
        let shifted = try page(#"{"at": 0, "do": "wheel", "x": 500, "y": 480, "dy": 60, "modifiers": ["shift"]}"#)
        #expect(abs(shifted.collectionView.orthogonalOffset(forSection: 1) - 458.4) < 1e-9)
        #expect(shifted.collectionView.contentOffset == .zero)
        let dragged = try page(#"{"at": 0, "do": "drag", "from": {"x": 700, "y": 480}, "to": {"x": 400, "y": 480}, "duration": 0.1, "hold": 0}"#)
        #expect(abs(dragged.collectionView.orthogonalOffset(forSection: 1) - 458.4) < 1e-9)
        #expect(dragged.collectionView.contentOffset == .zero)
    }

    @Test func bandOffsetsSurviveATextSizeChangeAndALayoutRoundTrip() throws {
        let model = try page(Self.wheelOverCarousel + #", {"at": 1, "do": "setCategory", "category": "xL"}, "# +
                             #"{"at": 2, "do": "setLayout", "layout": "flow"}, {"at": 3, "do": "setLayout", "layout": "compositional"}"#)
        #expect(model.presentation.layoutKind == .compositional)
        #expect(model.collectionView.orthogonalOffset(forSection: 0) == 1024)
        let layout = try #require(model.collectionView.layout as? CompositionalLayout)
        #expect(layout.orthogonalOffset(forSection: 0) == 1024)
    }

    @Test func aScriptScrollsABandAndRefusesASectionWithout() throws {
        let model = try page(#"{"at": 0, "do": "scroll", "section": 1, "to": {"x": 300, "y": 0}, "animated": false}"#)
        #expect(model.collectionView.orthogonalOffset(forSection: 1) == 300)
        #expect(throws: InputError.self) {
            try page(#"{"at": 0, "do": "scroll", "section": 2, "to": {"x": 300, "y": 0}}"#)
        }
    }
}
