import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// Issue 32, point 11: a compositional scene whose every section has its own `layout.section`
/// needs no default `section`; each section is laid out by its own description.
@MainActor @Suite struct CompositionalOwnSectionsTests {
    /// Section 0: two 100-pt squares a row (absolute sizes); section 1: full-width 50-pt rows.
    static let scene = #"""
    {"viewport": {"width": 400, "height": 600},
     "layout": {"kind": "compositional"},
     "sections": [
       {"layout": {"section": {"group": {"kind": "horizontal",
          "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
          "subitems": [{"layoutSize": {"width": {"absolute": 100}, "height": {"absolute": 100}}}]}}},
        "items": [{"id": "a", "color": "#2A9D8F"}, {"id": "b", "color": "#2A9D8F"}]},
       {"layout": {"section": {"group": {"kind": "horizontal",
          "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
          "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}}]}}},
        "items": [{"id": "c", "color": "#2A9D8F"}]}]}
    """#

    @Test func everySectionWithItsOwnNeedsNoDefault() throws {
        let scene = try SceneDecoder.decode(Self.scene, file: "scene.json")
        #expect(scene.layout.compositional?.hasDefaultSection == false)
        #expect(scene.sections.allSatisfy { $0.compositionalSection != nil })
    }

    /// Laid out by hand: section 0's group is one 100-pt row; a horizontal group repeats its one
    /// 100-wide subitem across the row (400 wide: room for four), so a at x 0 and b at x 100, both y 0;
    /// section 1 starts below it at y 100, c full width and 50 tall.
    @Test func eachSectionIsLaidOutByItsOwnDescription() throws {
        let model = try SceneTestSupport.model(sceneText: Self.scene, size: Size(width: 400, height: 700))
        model.collectionView.layoutIfNeeded()
        let a = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "a")))
        let b = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "b")))
        let c = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "c")))
        #expect(a.frame.size == Size(width: 100, height: 100))
        #expect(b.frame.minX == a.frame.maxX && b.frame.minY == a.frame.minY)
        #expect(c.frame.minY == a.frame.maxY)
        #expect(c.frame.height == 50)
    }
}
