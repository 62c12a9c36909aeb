import CollectionLayout
import TestSupport
import Testing
import Typography
@testable import Playground

/// The built-in scene fills its window: as many columns of at least 280 points as fit, sharing
/// the width (insets 16 + 16, spacing 12), and they follow a resize.
@MainActor @Suite(.serialized) struct FittedColumnsTests {
    @Test func theBuiltInSceneFillsEightHundredTenTwentyFourAndFourteenFortyPoints() throws {
        let model = try ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        func widths() -> Set<Double> {
            Set((0..<8).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.width })
        }
        func lefts() -> Set<Double> {
            Set((0..<8).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX.rounded() })
        }
        // 800: 768 points inside the insets; (768 + 12) / (280 + 12) = 2.67, so 2 columns of (768 − 12) / 2 = 378.
        #expect(widths() == Set<Double>([378]))
        #expect(lefts() == Set<Double>([16, 16 + 378 + 12]))
        // 1024: 992; (992 + 12) / 292 = 3.44: 3 columns of (992 − 24) / 3 = 322.67, rounded down to 322.
        model.resize(to: Size(width: 1024, height: 600))
        #expect(widths() == Set<Double>([322]))
        // 1440: 1408; (1408 + 12) / 292 = 4.86: 4 columns of (1408 − 36) / 4 = 343.
        model.resize(to: Size(width: 1440, height: 600))
        #expect(widths() == Set<Double>([343]))
        #expect(lefts().count == 4)
    }
}

/// `columns.minimumWidth` with insets and spacing set section by section: each section's columns
/// come from its own insets and spacing (docs/layouts.md's example sets them per section).
@MainActor @Suite(.serialized) struct PerSectionFittedColumnsTests {
    /// Two sections of a vertical flow with 200-point columns at least: section 0 inset 20 + 20
    /// with 20 between items, section 1 inset 100 + 100 with 40; the scene's own insets are 0 and
    /// its spacing 20, so a width worked out from them fits neither section.
    private func scene(estimated: Bool) -> String {
        let swatch = ##"{"color": "#2A9D8F"}"##, card = ##"{"title": "Ocelot", "subtitle": "A small wild cat.", "color": "#2A9D8F"}"##
        let item = estimated ? card : swatch
        return """
        {"layout": {"kind": "flow", "itemSize": {"width": 300, "height": 100},
                    \(estimated ? #""estimatedItemSize": {"width": 300, "height": 100},"# : "")
                    "columns": {"minimumWidth": 200}, "minimumInteritemSpacing": 20, "minimumLineSpacing": 10},
         "sections": [
           {"layout": {"sectionInset": {"top": 0, "left": 20, "bottom": 0, "right": 20}},
            "items": [\(Array(repeating: item, count: 5).joined(separator: ", "))]},
           {"layout": {"sectionInset": {"top": 0, "left": 100, "bottom": 0, "right": 100}, "minimumInteritemSpacing": 40},
            "items": [\(Array(repeating: item, count: 4).joined(separator: ", "))]}
         ]}
        """
    }

    private func frame(_ model: PlaygroundModel, _ section: Int, _ item: Int) throws -> Rect {
        try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))).frame
    }

    @Test func fixedSizeItemsFillEachSectionsRowAtOneThousandPoints() throws {
        let model = try SceneTestSupport.model(sceneText: scene(estimated: false), size: Size(width: 1000, height: 700))
        // Section 0: 1000 − 20 − 20 = 960 inside the insets; (960 + 20) / (200 + 20) = 4.45, so 4
        // columns of (960 − 3·20) / 4 = 225 at x = 20, 265, 510, 755 (755 + 225 = 980, the right
        // inset); the fifth item alone on the next line at the left inset. 100 tall, lines 10 apart.
        let expected0: [Rect] = [Rect(x: 20, y: 0, width: 225, height: 100), Rect(x: 265, y: 0, width: 225, height: 100),
                                 Rect(x: 510, y: 0, width: 225, height: 100), Rect(x: 755, y: 0, width: 225, height: 100),
                                 Rect(x: 20, y: 110, width: 225, height: 100)]
        for (item, rect) in expected0.enumerated() { #expect(try frame(model, 0, item) == rect) }
        // Section 1 (from y = 210): 1000 − 200 = 800; (800 + 40) / (200 + 40) = 3.5, so 3 columns of
        // (800 − 2·40) / 3 = 240 at x = 100, 380, 660 (660 + 240 = 900); the fourth below at x = 100.
        let expected1: [Rect] = [Rect(x: 100, y: 210, width: 240, height: 100), Rect(x: 380, y: 210, width: 240, height: 100),
                                 Rect(x: 660, y: 210, width: 240, height: 100), Rect(x: 100, y: 320, width: 240, height: 100)]
        for (item, rect) in expected1.enumerated() { #expect(try frame(model, 1, item) == rect) }
    }

    @Test func selfSizingCardsKeepTheirSectionsColumnWidthAndFollowAResize() throws {
        let model = try SceneTestSupport.model(sceneText: scene(estimated: true), size: Size(width: 1000, height: 700))
        // The same columns as fixed-size items (225 and 240 wide); each card keeps its width and
        // takes its text's height.
        for item in 0..<4 {
            let rect = try frame(model, 0, item)
            #expect(rect.minX == [20, 265, 510, 755][item] && rect.width == 225)
        }
        for item in 0..<3 {
            let rect = try frame(model, 1, item)
            #expect(rect.minX == [100, 380, 660][item] && rect.width == 240)
        }
        // 800 wide: section 0 has 760, (760 + 20) / 220 = 3.5: 3 columns of (760 − 40) / 3 = 240 at
        // x = 20, 280, 540; section 1 has 600, (600 + 40) / 240 = 2.7: 2 of (600 − 40) / 2 = 280 at 100, 420.
        model.resize(to: Size(width: 800, height: 700))
        for item in 0..<3 {
            let rect = try frame(model, 0, item)
            #expect(rect.minX == [20, 280, 540][item] && rect.width == 240)
        }
        for item in 0..<2 {
            let rect = try frame(model, 1, item)
            #expect(rect.minX == [100, 420][item] && rect.width == 280)
        }
    }

    @Test(arguments: [false, true])
    func aCardMovedIntoTheOtherSectionTakesThatSectionsColumn(estimated: Bool) throws {
        let model = try SceneTestSupport.model(sceneText: scene(estimated: estimated), size: Size(width: 1000, height: 700))
        // Item 1 of section 0 (225 wide, measured there when self-sizing) moves to the front of
        // section 1: it is 240 wide there, at x = 100, and section 1's four cards fill three
        // columns (x = 100, 380, 660) and the next line; section 0's four fill its four columns.
        try model.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1), animated: false)
        model.collectionView.layoutIfNeeded()
        for item in 0..<4 {
            let rect = try frame(model, 1, item)
            #expect(rect.minX == [100, 380, 660, 100][item] && rect.width == 240, "section 1 item \(item): \(rect)")
        }
        for item in 0..<4 {
            let rect = try frame(model, 0, item)
            #expect(rect.minX == [20, 265, 510, 755][item] && rect.width == 225, "section 0 item \(item): \(rect)")
        }
    }
}
