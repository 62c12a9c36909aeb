import CollectionLayout
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// The scene keys `contentInsetsReference` and `supplementaryContentInsetsReference` reach the
/// layout, and a bad value is one located line.
@MainActor @Suite struct CompositionalInsetsReferenceSceneTests {
    private func scene(_ reference: String) -> String {
        """
        {"layout": {"kind": "compositional", "section": {"contentInsetsReference": "\(reference)",
          "group": {"kind": "vertical", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                    "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}]}}},
         "sections": [{"items": [{"id": "a", "title": "A"}]}]}
        """
    }

    @Test func layoutMarginsPlaceTheRowsTwentyInInAWindowAndSixteenOnAPhone() throws {
        let model = try SceneTestSupport.model(sceneText: scene("layoutMargins"), size: Size(width: 400, height: 300))
        let row = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // A window, regular both ways: UIKit's margins of 20 a side in a 400-wide collection: 360 wide from 20.
        #expect(row.frame.minX == 20 && row.frame.width == 360)
        // An iPhone 15 upright, compact wide: 16 a side of 393, 361 wide.
        model.setDevice(DevicePreset.named("iPhone 15"), orientation: .portrait, animated: false)
        let phoneRow = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(phoneRow.frame.minX == 16 && phoneRow.frame.width == 361)
        // On its side (compact both ways; safe area 59 a side): the margins sit inside the safe
        // area, 59 + 16 = 75 from each edge of 852, 702 wide.
        model.setDevice(DevicePreset.named("iPhone 15"), orientation: .landscape, animated: false)
        let turnedRow = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(turnedRow.frame.minX == 75 && turnedRow.frame.width == 702)
    }

    @Test func aWhenClauseMaySayEffectiveContentWidth() throws {
        // The configuration measures from the layout margins; the variant for effective widths of
        // 700 and more gives 100-point rows. A 1024 window (regular: 20 a side) has 984; an iPhone
        // SE (375, compact: 16 a side) has 343 and keeps the 44-point rows.
        let text = """
        {"layout": {"kind": "compositional", "contentInsetsReference": "layoutMargins", "section": {
          "group": {"kind": "vertical", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                    "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}]},
          "variants": [{"when": {"effectiveContentWidth": {"min": 700}}, "section": {
            "group": {"kind": "vertical", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                      "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}}]}}}]}},
         "sections": [{"items": [{"id": "a", "title": "A"}]}]}
        """
        let model = try SceneTestSupport.model(sceneText: text, size: Size(width: 1024, height: 600))
        let wide = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(wide.frame == Rect(x: 20, y: 0, width: 984, height: 100))
        model.setDevice(DevicePreset.named("iPhone SE"), orientation: .portrait, animated: false)
        let narrow = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(narrow.frame == Rect(x: 16, y: 0, width: 343, height: 44))
    }

    @Test func anUnknownReferenceIsOneLocatedLine() {
        do {
            _ = try SceneDecoder.decode(scene("margins"), file: "scene.json")
            Issue.record("accepted an unknown reference")
        } catch {
            #expect(error.description.hasPrefix("scene.json:1:"))
            #expect(error.description.contains("\"contentInsetsReference\""))
            #expect(error.description.contains("automatic, none, safeArea, layoutMargins, readableContent"))
            #expect(!error.description.contains("\n"))
        }
    }
}
