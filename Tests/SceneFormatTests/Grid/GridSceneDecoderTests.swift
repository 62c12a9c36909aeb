import CollectionLayout
import CollectionView
import SceneFormat
import TestSupport
import Testing

/// The grid's scene keys and the data-source structure, read strictly: the podcast page as
/// written, and every kind of mistake refused with its place (columns counted by hand).
struct GridSceneDecoderTests {
    @Test func thePodcastPageReadsAsWritten() throws {
        let scene = try SceneDecoder.load(path: PackagePaths.podcastScene)
        #expect(scene.layout.kind == .grid)
        let grid = try #require(scene.layout.grid)
        #expect(grid.metrics.rowHeight == .estimated(60))
        #expect(grid.metrics.numberOfColumns == 1)
        #expect(grid.metrics.separatorInsets == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(grid.metrics.padding == nil)
        #expect(grid.globalHeaders.map(\.title) == ["The Layout Hour"])
        #expect(scene.sections.map(\.id) == ["about", "more", "episodes", "reviews"])
        let episodes = scene.sections[2]
        #expect(episodes.gridVariants.count == 1)
        #expect(episodes.gridVariants[0].when.minWidth == 700 && episodes.gridVariants[0].when.maxCategory == .xxxL)
        #expect(episodes.gridVariants[0].metrics.numberOfColumns == 2)
        guard case .segmented(let segmented) = try #require(scene.dataSource) else {
            Issue.record("the root is not a segmented source")
            return
        }
        #expect(segmented.selected == 1 && segmented.pinToVisibleBounds)
        #expect(segmented.children.count == 3)
        guard case .basic(let reviews) = segmented.children[2] else {
            Issue.record("Reviews is not a basic source")
            return
        }
        #expect(reviews.load == SceneLoad(after: 0.8, outcome: .noContent))
        #expect(reviews.noContent?.title == "No Reviews Yet")
        #expect(scene.dataSource?.sectionIDs == ["about", "more", "episodes", "reviews"])
    }

    @Test func sectionsHeadersFootersAndAGridObjectUnderAnotherKind() throws {
        let text = """
        {"layout": {"kind": "flow", "grid": {"numberOfColumns": 3, "itemSpacing": 8,
                    "variants": [{"when": {"minCategory": "AX1"}, "numberOfColumns": 1}]}},
         "sections": [{"id": "top", "headers": [{"text": "A", "pinToVisibleBounds": true}, {"text": "B", "visibleWhileShowingPlaceholder": true}],
                       "footers": [{"text": "F"}], "layout": {"grid": {"rowHeight": {"fixed": 50}, "backgroundColor": "#FF000080"}},
                       "items": []}]}
        """
        let scene = try SceneDecoder.decode(text, file: "s.json")
        #expect(scene.layout.kind == .flow)
        #expect(scene.layout.grid?.metrics.numberOfColumns == 3 && scene.layout.grid?.metrics.itemSpacing == 8)
        #expect(scene.layout.grid?.variants.first?.when.minCategory == .AX1)
        let section = scene.sections[0]
        #expect(section.id == "top")
        #expect(section.headers == [SceneSupplementary(text: "A", pinToVisibleBounds: true),
                                    SceneSupplementary(text: "B", visibleWhileShowingPlaceholder: true)])
        #expect(section.footers == [SceneSupplementary(text: "F")])
        #expect(section.gridMetrics.rowHeight == .fixed(50))
        // #FF000080: red at 128/255 opacity.
        #expect(section.gridMetrics.backgroundColor == Color(red: 255, green: 0, blue: 0, alpha: 128))
    }

    /// Each bad scene and the exact message it must produce.
    static let badScenes: [(String, String)] = [
        (#"{"layout": {"kind": "grid", "rowHeight": {"fixed": 40, "estimated": 40}}, "sections": []}"#,
         "scene.json:1:42: \"rowHeight\" must be {\"fixed\": points} or {\"estimated\": points}, got an object"),
        (#"{"layout": {"kind": "grid", "numberOfColumns": 1.5}, "sections": []}"#,
         "scene.json:1:48: \"numberOfColumns\" must be a whole number from 1 to 64, got 1.5"),
        (#"{"layout": {"kind": "grid", "numberOfColumns": 0}, "sections": []}"#,
         "scene.json:1:48: \"numberOfColumns\" must be a number ≥ 1, got 0"),
        (#"{"layout": {"kind": "grid", "separatorColor": "grey"}, "sections": []}"#,
         "scene.json:1:47: \"separatorColor\" must be a colour like \"#C8C7CC\", got \"grey\""),
        (#"{"layout": {"kind": "grid", "grid": {}}, "sections": []}"#,
         "scene.json:1:37: a layout of kind \"grid\" holds its keys itself, not in a \"grid\" object"),
        (#"{"layout": {"kind": "grid", "globalHeaders": [{"subtitle": "x"}]}, "sections": []}"#,
         "scene.json:1:47: a global header is missing the key \"title\""),
        (#"{"sections": [{"id": "a", "items": []}, {"id": "a", "items": []}]}"#,
         "scene.json:1:41: duplicate section id \"a\" (first used at 1:15); ids must be unique"),
        (#"{"sections": [{"footers": [{"text": "f", "pinToVisibleBounds": true}], "items": []}]}"#,
         "scene.json:1:64: \"pinToVisibleBounds\" must be absent: footers do not pin, got true"),
        (#"{"dataSource": {"kind": "basic", "section": "s9"}, "sections": [{"items": []}]}"#,
         "scene.json:1:45: \"section\" must be the id of a section of this scene (s0), got \"s9\""),
        (#"{"dataSource": {"kind": "list"}, "sections": []}"#,
         "scene.json:1:25: \"kind\" must be \"basic\", \"composed\" or \"segmented\", got \"list\""),
        (#"{"dataSource": {"kind": "composed", "children": [{"kind": "basic", "section": "s0"}, {"kind": "basic", "section": "s0"}]}, "sections": [{"items": []}]}"#,
         "scene.json:1:115: the section \"s0\" is already in another data source"),
        (#"{"dataSource": {"kind": "basic", "section": "s0"}, "sections": [{"items": []}, {"items": []}]}"#,
         "scene.json:1:16: the section \"s1\" is in no data source: every section must be in exactly one basic source"),
        (#"{"dataSource": {"kind": "segmented", "selected": 2, "children": [{"kind": "basic", "section": "s0"}]}, "sections": [{"items": []}]}"#,
         "scene.json:1:50: \"selected\" must be a number ≤ 0, got 2"),
        (#"{"dataSource": {"kind": "basic", "section": "s0", "load": {"after": 1, "outcome": "maybe"}}, "sections": [{"items": []}]}"#,
         "scene.json:1:83: \"outcome\" must be \"content\", \"noContent\" or \"error\", got \"maybe\""),
        (#"{"dataSource": {"kind": "segmented", "children": []}, "sections": []}"#,
         "scene.json:1:50: \"children\" must be a non-empty array of data sources, got an array"),
    ]

    @Test(arguments: badScenes)
    func badGridSceneIsRefusedWithALocatedMessage(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }
}
