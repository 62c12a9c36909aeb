import CollectionLayout
@testable import Playground
import SceneFormat
import TestSupport
import Testing
import Typography

/// Compositional layouts written in scene JSON (contract.md "Compositional layouts in scenes"):
/// the contract's own example gives the frames the reference's semantics say, environment
/// variants pick the section for the width and text size, and every bad value is refused with
/// its line and column.
@MainActor @Suite struct CompositionalSceneDecoderTests {
    /// The contract's example layout, with two items in one section.
    static let contractExample = """
    {"viewport": {"width": 1000, "height": 600},
     "layout": {
      "kind": "compositional",
      "scrollDirection": "vertical",
      "interSectionSpacing": 20,
      "boundarySupplementaryItems": [
        {"elementKind": "globalHeader", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
         "alignment": "top", "pinToVisibleBounds": true}],
      "section": {
        "group": {
          "kind": "horizontal",
          "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
          "subitems": [
            {"layoutSize": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
             "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}],
          "interItemSpacing": {"fixed": 0}
        },
        "contentInsets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0},
        "interGroupSpacing": 0,
        "orthogonalScrollingBehavior": "none",
        "boundarySupplementaryItems": [],
        "decorationItems": [{"elementKind": "background", "contentInsets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}}]
      }
     },
     "sections": [{"items": [{"id": "a", "color": "#2A9D8F"}, {"id": "b", "color": "#2A9D8F"}, {"id": "c", "color": "#2A9D8F"}]},
                  {"items": [{"id": "d", "color": "#2A9D8F"}]}]}
    """

    private func model(_ text: String, category: String = "L", width: Double = 1000) throws -> PlaygroundModel {
        let scene = try SceneDecoder.decode(text, file: "scene.json")
        let model = try PlaygroundModel(scene: scene, fonts: FontLibrary(directory: TestPaths.fonts),
                                        category: ContentSizeCategory(rawValue: category)!, windowSize: Size(width: width, height: 600),
                                        showsChrome: false)
        return model
    }

    private func cellFrames(_ model: PlaygroundModel) -> [Rect] {
        let layout = model.collectionView.layout
        return model.collectionView.data.sections.enumerated().flatMap { section, content in
            content.itemIDs.indices.compactMap {
                layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
            }
        }
    }

    @Test func theContractsExampleGivesTheReferencesFrames() throws {
        let model = try model(Self.contractExample)
        #expect(model.presentation.layoutKind == .compositional)
        // The global header (estimated 44) extends the content above the sections. Each group is
        // 1000 × 100 with two half-width items inset by 5: 490 × 90. Section 0 holds groups 0
        // and 1 (items a, b | c); section 1 starts after 200 + the inter-section spacing 20.
        #expect(cellFrames(model) == [
            Rect(x: 5, y: 49, width: 490, height: 90), Rect(x: 505, y: 49, width: 490, height: 90),
            Rect(x: 5, y: 149, width: 490, height: 90),
            Rect(x: 5, y: 44 + 200 + 20 + 5, width: 490, height: 90),
        ])
        // Content: 44 + 200 + 20 + 100.
        #expect(model.collectionView.layout.collectionViewContentSize == Size(width: 1000, height: 364))
        let background = try #require(model.collectionView.layout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 1)))
        #expect(background.frame == Rect(x: 0, y: 264, width: 1000, height: 100))
        #expect(background.zIndex == -1)
    }

    @Test func aHorizontalSceneLaysSectionsAndGroupsAlongX() throws {
        let model = try model("""
        {"layout": {"kind": "compositional", "scrollDirection": "horizontal", "interSectionSpacing": 50,
          "section": {"group": {"kind": "vertical", "layoutSize": {"width": {"absolute": 200}, "height": {"fractionalHeight": 1}},
            "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.25}}}]}}},
         "sections": [{"items": [{"color": "#111111"}, {"color": "#222222"}, {"color": "#333333"}, {"color": "#444444"}, {"color": "#555555"}]},
                      {"items": [{"color": "#666666"}]}]}
        """)
        // A 1000 × 600 view: each group is 200 wide and 600 tall, four items of 150 down it;
        // the fifth item starts the second group at x 200; section 1 starts after 400 + 50.
        #expect(cellFrames(model) == [
            Rect(x: 0, y: 0, width: 200, height: 150), Rect(x: 0, y: 150, width: 200, height: 150),
            Rect(x: 0, y: 300, width: 200, height: 150), Rect(x: 0, y: 450, width: 200, height: 150),
            Rect(x: 200, y: 0, width: 200, height: 150), Rect(x: 450, y: 0, width: 200, height: 150),
        ])
        #expect(model.collectionView.layout.collectionViewContentSize == Size(width: 650, height: 600))
    }

    /// A section whose default is three columns, two below 700 points, one from AX1 up.
    static let adaptiveScene = """
    {"layout": {"kind": "compositional", "section": {
      "group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                "subitem": {"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}, "count": 3},
      "variants": [
        {"when": {"minCategory": "AX1"}, "section": {"group": {"kind": "horizontal",
           "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
           "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}},
        {"when": {"maxWidth": 699}, "section": {"group": {"kind": "horizontal",
           "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
           "subitems": [{"layoutSize": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}}}]}},
     "sections": [{"items": [{"color": "#111111"}, {"color": "#222222"}, {"color": "#333333"}]}]}
    """

    @Test(arguments: [(1200.0, "L", 400.0), (600.0, "L", 300.0), (1200.0, "AX1", 1200.0), (600.0, "AX5", 600.0), (1200.0, "xxxL", 400.0)])
    func variantsFollowTheWidthAndTheTextSize(_ width: Double, _ category: String, _ expectedCellWidth: Double) throws {
        let model = try model(Self.adaptiveScene, category: category, width: width)
        #expect(cellFrames(model).first?.width == expectedCellWidth)
    }

    @Test func pinchingChangesTheColumnCount() throws {
        let model = try model(Self.adaptiveScene, width: 1200)
        // Fingers spread to 1.5× (more than one step of 1.4): one column fewer, 2 × 600.
        model.handlePinch(.pinch(center: Point(x: 600, y: 20), scale: 1, phase: .began))
        model.handlePinch(.pinch(center: Point(x: 600, y: 20), scale: 1.5, phase: .changed))
        model.handlePinch(.pinch(center: Point(x: 600, y: 20), scale: 1.5, phase: .ended))
        model.advance(by: 2)
        #expect(cellFrames(model).map(\.width) == [600, 600, 600])
        // Fingers closing to 0.5 (two steps of 1/1.4, since 1.4² = 1.96 < 2): from 2 columns to 4, 1200 / 4 = 300.
        model.handlePinch(.pinch(center: Point(x: 600, y: 20), scale: 1, phase: .began))
        model.handlePinch(.pinch(center: Point(x: 600, y: 20), scale: 0.5, phase: .changed))
        model.handlePinch(.pinch(center: Point(x: 600, y: 20), scale: 0.5, phase: .ended))
        model.advance(by: 2)
        #expect(cellFrames(model).map(\.width) == [300, 300, 300])
    }

    nonisolated static let badScenes: [(String, String)] = [
        // No default section: a section without its own is one error naming it (issue 32, point 11).
        (#"{"layout": {"kind": "compositional"}, "sections": [{"items": []}]}"#,
         "scene.json:1:52: section 0 (\"s0\") has no \"section\" in its \"layout\" and the compositional layout has no default \"section\"; give one or the other"),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:59: a section's \"group\" must be a group (with \"kind\": horizontal, vertical or custom)"),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "diagonal", "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:68: \"kind\" must be \"horizontal\", \"vertical\" or \"custom\", got \"diagonal\""),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"percent": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:107: \"width\" must be one of {\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"absolute\": points}, {\"estimated\": points}, got the key \"percent\""),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": -1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:126: \"fractionalWidth\" must be a number > 0, got -1"),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:59: a horizontal group needs \"subitems\" or \"subitem\" with \"count\""),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "count": 2, "subitems": [], "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:91: \"count\" goes with \"subitem\""),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "custom", "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:59: a custom group needs \"frames\""),
        (#"{"layout": {"kind": "compositional", "section": {"orthogonalScrollingBehavior": "sideways", "group": {"kind": "custom", "frames": [], "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:81: \"orthogonalScrollingBehavior\" must be one of: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, got \"sideways\""),
        (#"{"layout": {"kind": "compositional", "section": {"variants": [{"when": {"minCategory": "huge"}, "section": {}}], "group": {"kind": "custom", "frames": [], "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:88: \"minCategory\" must be one of xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5, got \"huge\""),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "custom", "frames": [], "tilt": 3, "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#,
         "scene.json:1:92: unknown key \"tilt\" in the section's \"group\"; expected one of: kind, layoutSize, contentInsets, edgeSpacing, supplementaryItems, subitems, subitem, count, interItemSpacing, frames"),
        (#"{"layout": {"kind": "flow", "section": {}}, "sections": []}"#,
         "scene.json:1:29: unknown key \"section\" in \"layout\"; expected one of: kind, scrollDirection, estimatedItemSize, sectionHeadersPinToVisibleBounds, itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, headerReferenceSize, footerReferenceSize, circle, coverflow, stacked, line, compositional, grid, columns, shelves, sectionBackgrounds, lineItemAlignment, sectionInsetReference, contentInset, pagingEnabled, decelerationRate"),
        (#"{"sections": [{"layout": {"section": {"group": 3}}, "items": []}]}"#,
         "scene.json:1:48: the section's \"group\" must be an object, got a number"),
    ]

    @Test(arguments: badScenes)
    func badCompositionalSceneIsRefusedWithALocatedMessage(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }
}
