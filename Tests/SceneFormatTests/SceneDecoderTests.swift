import AppSupport
import CollectionLayout
import SceneFormat
import TestSupport
import Testing

/// Scene files: valid ones decode to what they say; each kind of bad input is refused with a
/// located one-line message.
@Suite struct SceneDecoderTests {
    @Test func builtInSceneHasSectionsHeadersAndSixtyVariedItems() throws {
        let scene = try SceneDecoder.load(path: PackagePaths.defaultScene)
        #expect(scene.sections.count >= 3)
        #expect(scene.sections.allSatisfy { $0.headerText != nil })
        let items = scene.sections.flatMap(\.items)
        #expect(items.count >= 60)
        #expect(Set(items.map(\.id)).count == items.count)
        let subtitleLengths = items.compactMap(\.subtitle?.count)
        #expect(subtitleLengths.min()! < 25)
        #expect(subtitleLengths.max()! > 120)
    }

    @Test func minimalSceneTakesUIKitDefaultsAndGeneratesIDs() throws {
        let scene = try SceneDecoder.decode(#"{"sections": [{"items": [{}, {"title": "Two"}]}]}"#, file: "s.json")
        #expect(scene.viewport == Size(width: 1024, height: 768))
        #expect(scene.contentSizeCategory == .L)
        #expect(scene.layout.kind == .flow)
        #expect(scene.layout.metrics == FlowSectionMetrics())
        #expect(scene.sections[0].items.map(\.id) == ["s0-i0", "s0-i1"])
    }

    @Test func sectionOverridesAndItemSizesAreKept() throws {
        let text = """
        {"layout": {"itemSize": {"width": 90, "height": 90}, "minimumLineSpacing": 4},
         "sections": [{"layout": {"sectionInset": {"top": 8, "left": 16, "bottom": 8, "right": 16}},
                       "items": [{"id": "a", "size": {"width": 120, "height": 80}, "color": "#2A9D8F"}]}]}
        """
        let scene = try SceneDecoder.decode(text, file: "s.json")
        let metrics = scene.sections[0].layout.applied(to: scene.layout.metrics)
        #expect(metrics.sectionInset == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(metrics.minimumLineSpacing == 4)
        #expect(metrics.itemSize == Size(width: 90, height: 90))
        #expect(scene.sections[0].items[0].size == Size(width: 120, height: 80))
        #expect(scene.sections[0].items[0].color?.green == 0x9D)
    }

    /// Each bad scene and the exact message it must produce.
    static let badScenes: [(String, String)] = [
        ("", "scene.json:1:1: expected a value, found end of file"),
        (#"{"sections": [],}"#, "scene.json:1:17: trailing comma before '}'"),
        (#"{"sections": [{"items": [{"title": "Ocelot}]}]}"#, "scene.json:1:36: unterminated string"),
        ("[1, 2]", "scene.json:1:1: the scene must be an object, got an array"),
        (#"{"viewport": {"width": 10, "height": 10}}"#, "scene.json:1:1: the scene is missing the key \"sections\""),
        (#"{"sections": [], "colour": 1}"#,
         "scene.json:1:18: unknown key \"colour\" in the scene; expected one of: name, viewport, contentSizeCategory, layout, sections, appearance, device, orientation, direction, dataSource, selection, dynamicType, hyphenationFactor, cardStyle, cell, language, boldText, contrast, reduceMotion, reduceTransparency, differentiateWithoutColor, pseudoLanguage, fonts, elementKinds, contentInset, pagingEnabled, decelerationRate"),
        (#"{"hyphenationFactor": 1.5, "sections": []}"#, "scene.json:1:23: \"hyphenationFactor\" must be a number ≤ 1, got 1.5"),
        (#"{"hyphenationFactor": -0.1, "sections": []}"#, "scene.json:1:23: \"hyphenationFactor\" must be a number ≥ 0, got -0.1"),
        (#"{"layout": {"lineItemAlignment": "middle"}, "sections": []}"#,
         "scene.json:1:34: \"lineItemAlignment\" must be one of: \"center\", \"top\", got \"middle\""),
        ("{\"layout\": {\n  \"minimumLineSpacing\": \"ten\"}, \"sections\": []}",
         "scene.json:2:25: \"minimumLineSpacing\" must be a number ≥ 0, got \"ten\""),
        (#"{"layout": {"minimumInteritemSpacing": -1}, "sections": []}"#,
         "scene.json:1:40: \"minimumInteritemSpacing\" must be a number ≥ 0, got -1"),
        (#"{"contentSizeCategory": "XL", "sections": []}"#,
         "scene.json:1:25: \"contentSizeCategory\" must be one of xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5, got \"XL\""),
        (#"{"layout": {"scrollDirection": "diagonal"}, "sections": []}"#,
         "scene.json:1:32: \"scrollDirection\" must be \"vertical\" or \"horizontal\", got \"diagonal\""),
        (#"{"layout": {"kind": "table"}, "sections": []}"#,
         "scene.json:1:21: \"kind\" must be one of: flow, stacked, circle, coverflow, compositional, grid, line, list, got \"table\""),
        (#"{"layout": {"itemSize": {"width": 0, "height": 10}}, "sections": []}"#,
         "scene.json:1:35: \"width\" must be a number > 0, got 0"),
        (#"{"sections": [{"items": [{"id": "a"}, {"id": "a"}]}]}"#,
         "scene.json:1:46: duplicate item id \"a\" (first used at 1:33); ids must be unique"),
        (#"{"sections": [{"items": [{"color": "teal"}]}]}"#,
         "scene.json:1:36: \"color\" must be a colour like \"#2A9D8F\", got \"teal\""),
        (#"{"sections": [{"header": {"title": "Cats"}, "items": []}]}"#,
         "scene.json:1:26: \"header\" is missing the key \"text\""),
        (#"{"sections": [{"items": {}}]}"#, "scene.json:1:25: \"items\" must be an array, got an object"),
        (#"{"sections": [{"items": [], "items": []}]}"#, "scene.json:1:29: duplicate key \"items\""),
        (#"{"viewport": {"width": 100}, "sections": []}"#, "scene.json:1:14: \"viewport\" is missing the key \"height\""),
        (#"{"layout": {"coverflow": {"perspective": 3}}, "sections": []}"#,
         "scene.json:1:42: \"perspective\" must be a negative number above −1 (m34, e.g. -0.002), got 3"),
        (#"{"layout": {"circle": {"diameter": 3}}, "sections": []}"#,
         "scene.json:1:24: unknown key \"diameter\" in \"circle\"; expected one of: itemSize, radius"),
    ]

    @Test(arguments: badScenes)
    func badSceneIsRefusedWithALocatedMessage(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }

    /// A million items with nothing in them is still a million items: one more is refused before any is made.
    @Test func aSceneOfMoreThanAMillionItemsIsRefusedAtItsSections() {
        let items = Array(repeating: "0", count: 1_000_001).joined(separator: ",")
        SceneTestSupport.expectRefused(#"{"sections": [{"items": ["# + items + "]}]}",
                                       with: "scene.json:1:14: the scene has 1000001 items; a scene holds at most 1,000,000")
    }

    @Test func layoutParametersForTheOtherLayoutsAreRead() throws {
        let text = """
        {"layout": {"circle": {"radius": 180, "itemSize": {"width": 60, "height": 60}},
                    "coverflow": {"maximumAngle": 60, "perspective": -0.004, "spacing": 0.6},
                    "stacked": {"pileSpacing": 20}},
         "sections": []}
        """
        let parameters = try SceneDecoder.decode(text, file: "s.json").layout.parameters
        #expect(parameters.circleRadius == 180 && parameters.circleItemSize == Size(width: 60, height: 60))
        #expect(parameters.coverFlowMaximumAngle == 60 && parameters.coverFlowPerspective == -0.004)
        #expect(parameters.coverFlowSpacing == 0.6 && parameters.stackedPileSpacing == 20)
    }

    @Test func missingFileIsReportedByName() {
        #expect(throws: InputError.self) { try SceneDecoder.load(path: "/no/such/scene.json") }
        do {
            _ = try SceneDecoder.load(path: "/no/such/scene.json")
        } catch {
            #expect(error.description == "/no/such/scene.json: no such scene file")
        }
    }
}
