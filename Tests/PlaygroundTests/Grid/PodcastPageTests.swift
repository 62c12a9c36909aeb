import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import Rendering
import SceneFormat
import Testing
import Typography

/// The grid's built-in podcast page in the app: loads that end on the clock with one indicator,
/// the segmented control switching children (sliding sideways), placeholders, pinned headers,
/// two columns on a wide window and one from AX1, self-sized rows, edits reaching the data sources.
@MainActor @Suite(.serialized) struct PodcastPageTests {
    /// The page at a moment (`at`: nil, settled), 900 × 760 points unless told.
    private func page(at moment: Double? = nil, category: ContentSizeCategory = .L, size: Size = Size(width: 900, height: 760)) throws -> PlaygroundModel {
        var options = ViewOptions(scenePath: TestPaths.podcastScene, category: category, size: size, fontsDirectory: TestPaths.fonts)
        options.at = moment
        return try options.makeModelAtMoment()
    }

    /// The elements of the current layout meeting the visible bounds.
    private func visible(_ model: PlaygroundModel) -> [LayoutAttributes] {
        model.collectionView.layout.layoutAttributesForElements(in: model.collectionView.bounds)
    }

    private func cells(_ model: PlaygroundModel) -> [LayoutAttributes] { visible(model).filter { $0.category == .cell } }

    private func supplementary(_ kind: String, _ model: PlaygroundModel) -> [LayoutAttributes] {
        visible(model).filter { $0.kind == kind }
    }

    @Test func whileTheEpisodesLoadOneIndicatorFillsTheScreenUnderTheHeaders() throws {
        // The scene's Episodes load ends at 1.2 s: at 0.5 s nothing of it shows but the indicator.
        let model = try page(at: 0.5)
        #expect(model.presentation.layoutKind == .grid)
        #expect(model.collectionView.data.sections.map(\.id) == ["episodes"])
        #expect(cells(model).isEmpty)
        let placeholders = supplementary(ElementKind.placeholder, model)
        #expect(placeholders.count == 1)
        #expect(model.grid.content.placeholders[0]?.showsActivityIndicator == true)
        // The global header on top, then the segmented control's header, then the placeholder down
        // to the bottom of the 672-point collection (760 less the 56-point toolbar and the 32-point status bar).
        // The root is the segmented source: its control is the second global header.
        let globals = supplementary(ElementKind.globalHeader, model).sorted { $0.indexPath.item < $1.indexPath.item }
        #expect(globals.count == 2)
        let global = try #require(globals.first), control = try #require(globals.last)
        #expect(supplementary(ElementKind.header, model).isEmpty)
        #expect(global.frame.minY == 0)
        #expect(control.frame.minY == global.frame.maxY)
        #expect(placeholders[0].frame.minY == control.frame.maxY)
        #expect(placeholders[0].frame.maxY == 672)
        // `dump` says so: Episodes is loading, the other tabs have not started, Episodes is selected.
        let dump = StateDump.json(model, all: false)
        #expect(dump.contains(#""episodes": "loadingContent""#) && dump.contains(#""reviews": "initial""#))
        #expect(dump.contains(#""selectedSegments": [1]"#))
        // Settled, the load has ended.
        #expect(StateDump.json(try page(), all: false).contains(#""episodes": "contentLoaded""#))
        // Still loading: the window keeps drawing (the indicator turns), and a shot waits for it.
        #expect(model.isAnimating)
        #expect(model.animationsEndTime >= 1.2)
    }

    @Test func whenTheLoadEndsTheEpisodesShowInTwoColumnsWithSharedRowHeights() throws {
        let model = try page()
        #expect(supplementary(ElementKind.placeholder, model).isEmpty)
        let all = (0..<14).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(all.count == 14)
        // 900 points wide at L meets the variant {minWidth 700, maxCategory xxxL}: two columns of
        // 450 points (no padding, no spacing).
        #expect(Set(all.map(\.frame.minX)) == [0, 450])
        #expect(all.allSatisfy { $0.frame.width == 450 })
        for row in 0..<7 {
            // Both cells of a row share its height, the taller one's; no row is below 44 points.
            #expect(all[2 * row].frame.height == all[2 * row + 1].frame.height)
            #expect(all[2 * row].frame.minY == all[2 * row + 1].frame.minY)
            #expect(all[2 * row].frame.height >= 44)
        }
        // Every row was measured: each episode has a two-line title-and-subtitle at least, taller
        // than the 60-point estimate.
        #expect(all.allSatisfy { $0.frame.height > 60 })
    }

    @Test func fromAX1TheEpisodesAreOneColumn() throws {
        let model = try page(category: .AX1)
        let all = (0..<14).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(Set(all.map(\.frame.minX)) == [0])
        #expect(all.allSatisfy { $0.frame.width == 900 })
        // A narrow window at L is one column too (below the variant's 700 points).
        let narrow = try page(size: Size(width: 600, height: 760))
        #expect(narrow.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
    }

    @Test func clickingReviewsSlidesTheEpisodesOutAndShowsItsPlaceholderUnderTheControl() throws {
        let model = try page()
        let control = try #require(supplementary(ElementKind.globalHeader, model).first { $0.indexPath.item == 1 })
        let before = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // At L the titles fit the 420-point control: three segments of 140 centred in the 900-point
        // header, so Reviews is centred 140 points right of the middle.
        let point = Point(x: model.collectionFrame.minX + 450 + 140, y: model.collectionFrame.minY + control.frame.midY)
        model.handle(.pointerDown(point, modifiers: []))
        model.handle(.pointerUp(point))
        #expect(model.collectionView.data.sections.map(\.id) == ["reviews"])
        // Halfway through the switch the first episode is on its way out to the left.
        model.advance(by: 0.1)
        let leaving = model.collectionView.presentationElements().first { $0.identity == .cell(itemID: "episode-14") }
        #expect(leaving != nil)
        if let leaving { #expect(leaving.attributes.center.x < before.center.x) }
        // The control and the podcast's header stay themselves (global headers belong to no
        // section): shown once each, fully opaque, not crossfading with a copy of themselves.
        let globals = model.collectionView.presentationElements().filter {
            if case .supplementary(ElementKind.globalHeader, _, _) = $0.identity { true } else { false }
        }
        #expect(globals.count == 2)
        #expect(globals.allSatisfy { $0.attributes.alpha == 1 })
        // Reviews loads for 0.8 s, then finds nothing: its placeholder says so, under the control.
        model.settle()
        #expect(cells(model).isEmpty)
        let placeholder = try #require(supplementary(ElementKind.placeholder, model).first)
        #expect(model.grid.content.placeholders[0]?.title == "No Reviews Yet")
        #expect(model.grid.content.placeholders[0]?.buttonTitle == "Write a Review")
        let header = try #require(supplementary(ElementKind.globalHeader, model).first { $0.indexPath.item == 1 })
        #expect(model.grid.content.globalHeaders.last == .segmentedControl(titles: ["Details", "Episodes", "Reviews"], selected: 2))
        #expect(placeholder.frame.minY == header.frame.maxY)
    }

    @Test func detailsIsAComposedSourceShowingOneIndicatorUntilBothChildrenHaveLoaded() throws {
        let model = try page()
        let start = model.time
        try model.selectSegment(0)
        // Its two children load for 0.6 s and 1.0 s from the switch: at 0.7 s one has loaded, and
        // the composition still shows one indicator for both and no item.
        model.advance(to: start + 0.7)
        #expect(model.collectionView.data.sections.map(\.id) == ["about", "more"])
        #expect(model.collectionView.data.sections.allSatisfy { $0.itemIDs.isEmpty })
        #expect(model.grid.content.placeholders.count == 1)
        #expect(model.grid.content.placeholders[0]?.showsActivityIndicator == true)
        #expect(supplementary(ElementKind.placeholder, model).count == 1)
        model.settle()
        #expect(model.collectionView.data.sections.map(\.itemIDs.count) == [4, 2])
        #expect(supplementary(ElementKind.placeholder, model).isEmpty)
        // Both sections' titles are headers; the control stays a global header above them.
        #expect(model.grid.content.headers[0] == [.text("About")])
        #expect(model.grid.content.globalHeaders.last == .segmentedControl(titles: ["Details", "Episodes", "Reviews"], selected: 0))
        #expect(model.grid.content.headers[1] == [.text("More from this network")])
    }

    @Test func theControlPinsWhileTheGlobalHeaderScrollsAway() throws {
        // 600 points wide: one column, so the page is long enough to scroll 500 points.
        let model = try page(size: Size(width: 600, height: 760))
        let global = try #require(supplementary(ElementKind.globalHeader, model).first { $0.indexPath.item == 0 })
        #expect(model.collectionView.contentSize.height > 672 + 500)
        for offset in [0.0, 50, 300, 500] {
            model.collectionView.setContentOffset(Point(x: 0, y: offset))
            model.collectionView.layoutIfNeeded()
            let control = try #require(supplementary(ElementKind.globalHeader, model).first { $0.indexPath.item == 1 })
            // Below the first global header until it has scrolled away, then at the top of the bounds.
            #expect(control.frame.minY == max(global.frame.maxY, offset))
            #expect(model.collectionView.contentOffset.y == offset)
            #expect(control.zIndex >= (offset > global.frame.maxY ? GridLayout.pinnedGlobalHeaderZIndex : 0))
        }
    }

    @Test func anItemAddedToTheEpisodesStaysThereAcrossTabsAndEditsBehindAPlaceholderAreRefused() throws {
        let model = try page()
        try model.insertItems(at: [IndexPath(item: 0, section: 0)])
        let added = try #require(model.collectionView.data.sections[0].itemIDs.first)
        #expect(model.data.sources?.basicSources["episodes"]?.items.first == added)
        try model.selectSegment(2)
        model.settle()
        // Reviews shows its placeholder: an insert there waits for a load that will bring items.
        #expect(throws: InputError.self) { try model.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        try model.selectSegment(1)
        model.settle()
        #expect(model.collectionView.data.sections[0].itemIDs.first == added)
        #expect(model.collectionView.data.sections[0].itemIDs.count == 15)
    }

    @Test func aOneLineRowIsTheMinimumFortyFourPointsAtLAndGrowsWithTheText() throws {
        // One column and a title alone: at L the headline's line (17 points of Inter, about 20.6
        // points with its leading) and two 11-point margins make 42.6 points, below the minimum.
        let scene = """
        {"viewport": {"width": 400, "height": 600}, "layout": {"kind": "grid", "rowHeight": {"estimated": 30}},
         "sections": [{"items": [{"id": "a", "title": "Short"}]}]}
        """
        let url = try TestPaths.temporaryDirectory().appendingPathComponent("one-row.json")
        try scene.write(to: url, atomically: true, encoding: .utf8)
        func height(_ category: ContentSizeCategory) throws -> Double {
            let model = try ViewOptions(scenePath: url.path, category: category, fontsDirectory: TestPaths.fonts).makeModelAtMoment()
            return try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame.height
        }
        #expect(try height(.L) == 44)
        // At AX5 the headline is 53 points (dynamic-type.json): its line alone is over 44.
        #expect(try height(.AX5) > 70)
    }

    @Test func theFirstBaselineMovesDownAsTheTextGrows() throws {
        // 11 points of margin plus the headline's ascender, as `playground measure "Title" --style
        // headline` prints it: 13.5625 at xS (14 pt), 16.4688 at L (17 pt), 51.3438 at AX5 (53 pt).
        let fonts = FontLibrary(directory: TestPaths.fonts)
        try fonts.loadAll()
        let measurer = fonts.makeMeasurer()
        let item = SceneItem(id: "a", title: "Title", subtitle: "A line under it.")
        for (category, expected) in [(ContentSizeCategory.xS, 24.5625), (.L, 27.4688), (.AX5, 62.3438)] {
            let row = try GridRowContent(item: item, width: 400, category: category, fonts: fonts, measurer: measurer)
            #expect(abs(row.firstBaseline - expected) < 0.001, "\(category)")
        }
    }

    @Test func keySixAndTheSixthSegmentChooseTheGridAndAPinchChangesItsColumns() throws {
        let model = try ViewOptions(scenePath: TestPaths.defaultScene, layout: .kind(.flow), size: Size(width: 1024, height: 768),
                                    fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        model.handleKey("6", modifiers: [])
        #expect(model.presentation.layoutKind == .grid)
        let grid = try #require(model.collectionView.layout as? GridLayout)
        let segment = try #require(model.toolbarControls.first { $0.label == "Grid" })
        #expect(segment.tooltip == "Grid layout (6)" && segment.isOn)
        // The default scene has no grid object: one column of self-sizing rows as wide as the window.
        #expect(grid.metrics(forSection: 0).numberOfColumns == 1)
        #expect(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 1024)
        // Pinching in by more than one column step (1.4) adds a column: 1024 / 2 = 512 points each.
        let center = Point(x: 512, y: 400)
        model.handle(.pinch(center: center, scale: 1, phase: .began))
        model.handle(.pinch(center: center, scale: 0.6, phase: .changed))
        model.handle(.pinch(center: center, scale: 0.6, phase: .ended))
        model.settle()
        let pinched = try #require(model.collectionView.layout as? GridLayout)
        #expect(pinched.metrics(forSection: 0).numberOfColumns == 2)
        #expect(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 512)
    }

    @Test func inRightToLeftTheSegmentsReadFromTheRightAndAClickOnTheLeftOneShowsReviews() throws {
        var options = ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 900, height: 760), fontsDirectory: TestPaths.fonts)
        options.direction = .rightToLeft
        let model = try options.makeModelAtMoment()
        let control = try #require(supplementary(ElementKind.globalHeader, model).first { $0.indexPath.item == 1 })
        // Reviews, the last segment, is drawn leftmost: centred 140 points left of the middle.
        let point = Point(x: model.collectionFrame.minX + 450 - 140, y: model.collectionFrame.minY + control.frame.midY)
        model.handle(.pointerDown(point, modifiers: []))
        model.handle(.pointerUp(point))
        #expect(model.collectionView.data.sections.map(\.id) == ["reviews"])
    }

    @Test func separatorsAreOneDevicePixelAtOneAndTwoTimes() throws {
        for scale in [1.0, 2.0] {
            let model = try page(size: Size(width: 600, height: 760))
            let image = try model.renderedFrame(scale: scale)
            let separator = try #require(model.collectionView.layout.layoutAttributesForDecorationView(
                ofKind: ElementKind.rowSeparator, at: IndexPath(item: 0, section: 0)))
            // One pixel of the picture: 1 point at 1×, half a point at 2×, on the pixel grid.
            #expect(separator.frame.height == 1 / scale)
            let y = Int(((model.collectionFrame.minY + separator.frame.minY - model.collectionView.contentOffset.y) * scale).rounded())
            let x = Int(300 * scale)
            // The pixel row of the hairline differs from the rows above and below it (the rows' white).
            #expect(image[x, y] != image[x, y - 1])
            #expect(image[x, y - 1] == image[x, y + 1])
        }
    }

    @Test func comingBackToATextSizeLaysTheRowsOutWithTheHeightsTheyMeasured() throws {
        let model = try page(size: Size(width: 600, height: 760))
        let measuredAtL = try #require(model.collectionView.layout as? GridLayout).measuredItemHeights
        #expect(!measuredAtL.isEmpty)
        model.setCategory(.AX2, animated: false)
        model.collectionView.layoutIfNeeded()
        model.setCategory(.L, animated: false)
        // A grid made now for L starts from what the rows measured at L, before any cell is asked
        // again; one for a size never shown (xS) starts from nothing (the estimate).
        #expect(model.makeGridLayout().measuredItemHeights == measuredAtL)
        model.setCategory(.xS, animated: false)
        model.setCategory(.L, animated: false)
        model.collectionView.layoutIfNeeded()
        let neverShown = model.grid.heightCache.keys.filter { $0.category == .xL }
        #expect(neverShown.isEmpty)
    }
}
