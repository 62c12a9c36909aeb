import CollectionLayout
import Testing
@testable import Playground

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

    @Test func layoutMarginsPlaceTheRowsSixteenIn() throws {
        let model = try SceneTestSupport.model(sceneText: scene("layoutMargins"), size: "400x300")
        let row = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // UIKit's margins of 16 a side in a 400-wide collection: 368 wide from 16.
        #expect(row.frame.minX == 16 && row.frame.width == 368)
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
