import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// The scene's scroll view keys (`contentInset`, `pagingEnabled`, `decelerationRate`), the
/// script's `scrollToItem`, pinned headers below an iPhone 15's status bar, and `dump`'s
/// `adjustedContentInset` and `safeAreaInsets` (contract: "Fidelity II"). Numbers worked by hand
/// from the iPhone 15's portrait screen, 393 × 852 with a safe area of 59 at the top and 34 at
/// the bottom.
@MainActor @Suite(.serialized) struct SceneScrollingTests {
    /// Forty 300 × 100 swatches one a line (no spacing): item i spans y 100·i to 100·i + 100,
    /// content 4,000 high; with `pinned`, a 40-point pinned header over each of two sections of 20.
    private static func sceneText(extraLayoutKeys: String = "", extraSceneKeys: String = "", pinned: Bool = false) -> String {
        let items = (0..<20).map { _ in ##"{"color": "#3D7EA6"}"## }.joined(separator: ", ")
        let sections = pinned ? #"[{"items": [\#(items)]}, {"items": [\#(items)]}]"# : #"[{"items": [\#(items), \#(items)]}]"#
        let header = pinned ? #", "headerReferenceSize": {"width": 0, "height": 40}, "sectionHeadersPinToVisibleBounds": true"# : ""
        return #"""
        {"layout": {"kind": "flow", "itemSize": {"width": 300, "height": 100}, "minimumLineSpacing": 0\#(header)\#(extraLayoutKeys)},
         "device": "iPhone 15"\#(extraSceneKeys),
         "sections": \#(sections)}
        """#
    }

    private func options(_ text: String) throws -> ViewOptions {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts)
    }

    private func dump(_ model: PlaygroundModel) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as? [String: Any])
    }

    @Test func theKeysAreReadAtTheTopAndInTheLayoutTheLayoutsWinning() throws {
        let top = try SceneDecoder.decode(#"""
            {"contentInset": {"top": 10, "bottom": 5}, "pagingEnabled": true, "decelerationRate": "fast", "sections": []}
            """#, file: "s.json")
        #expect(top.layout.scrolling.contentInset == EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
        #expect(top.layout.scrolling.pagingEnabled && top.layout.scrolling.decelerationRate == .fast)
        let both = try SceneDecoder.decode(#"""
            {"contentInset": {"top": 10}, "decelerationRate": "fast",
             "layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}},
                        "contentInset": {"left": 8, "right": 8}},
             "sections": []}
            """#, file: "s.json")
        // The layout's inset replaces the scene's; the scene's rate stands.
        #expect(both.layout.scrolling.contentInset == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(both.layout.scrolling.decelerationRate == .fast && !both.layout.scrolling.pagingEnabled)
        let plain = try SceneDecoder.decode(#"{"sections": []}"#, file: "s.json")
        #expect(plain.layout.scrolling == SceneScrolling())
    }

    @Test(arguments: [
        (#"{"decelerationRate": "slow", "sections": []}"#, "s.json:1:22: \"decelerationRate\" must be \"normal\" or \"fast\", got \"slow\""),
        (#"{"layout": {"pagingEnabled": 1}, "sections": []}"#, "s.json:1:30: \"pagingEnabled\" must be true or false, got 1"),
        (#"{"contentInset": {"top": 10, "start": 2}, "sections": []}"#, "s.json:1:30: unknown key \"start\" in \"contentInset\"; expected one of: top, left, bottom, right"),
    ])
    func badScrollingKeysAreRefusedWithALocatedMessage(_ text: String, _ message: String) {
        do {
            _ = try SceneDecoder.decode(text, file: "s.json")
            Issue.record("accepted a bad scene")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func sectionInsetReferenceIsReadAndReachesTheFlowLayout() throws {
        #expect(try SceneDecoder.decode(#"{"sections": []}"#, file: "s.json").layout.sectionInsetReference == .contentInset)
        let scene = try SceneDecoder.decode(#"{"layout": {"sectionInsetReference": "safeArea"}, "sections": []}"#, file: "s.json")
        #expect(scene.layout.sectionInsetReference == .safeArea)
        do {
            _ = try SceneDecoder.decode(#"{"layout": {"sectionInsetReference": "margins"}, "sections": []}"#, file: "s.json")
            Issue.record("accepted a bad reference")
        } catch {
            #expect(error.description == "s.json:1:38: \"sectionInsetReference\" must be one of: \"contentInset\", \"safeArea\", \"layoutMargins\", got \"margins\"")
        }
        let model = try options(Self.sceneText(extraLayoutKeys: #", "sectionInsetReference": "layoutMargins""#)).makeModelAtMoment()
        #expect((model.collectionView.layout as? FlowLayout)?.sectionInsetReference == .layoutMargins)
    }

    @Test func dumpShowsTheSafeAreaAndTheAdjustedInsetItAddsTo() throws {
        let model = try options(Self.sceneText(extraLayoutKeys: #", "contentInset": {"top": 10, "left": 0, "bottom": 6, "right": 0}"#)).makeModelAtMoment()
        let state = try dump(model)
        #expect(state["safeAreaInsets"] as? [String: Double] == ["top": 59, "left": 0, "bottom": 34, "right": 0])
        // adjustedContentInset = contentInset + safe area: 10 + 59, 6 + 34.
        #expect(state["adjustedContentInset"] as? [String: Double] == ["top": 69, "left": 0, "bottom": 40, "right": 0])
        // At rest at the top the content starts just below both: offset −69.
        #expect(state["contentOffset"] as? [String: Double] == ["x": 0, "y": -69])
        // Without a device there is no safe area.
        let free = try ViewOptions(fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        #expect(try dump(free)["safeAreaInsets"] as? [String: Double] == ["top": 0, "left": 0, "bottom": 0, "right": 0])
    }

    @Test func setParameterChangesTheContentInsetAndPinningFollows() throws {
        let model = try options(Self.sceneText(extraLayoutKeys: #", "contentInset": {"top": 0}"#, pinned: true)).model(playing: [
            #"{"at": 0, "do": "setParameter", "path": "layout.contentInset.top", "value": 30, "animated": false}"#,
            #"{"at": 0.1, "do": "scroll", "to": {"x": 0, "y": 300}, "animated": false}"#,
        ])
        let state = try dump(model)
        // 30 + 59 = 89 at the top; the pinned header at 300 + 89 = 389.
        #expect(state["adjustedContentInset"] as? [String: Double] == ["top": 89, "left": 0, "bottom": 34, "right": 0])
        let header = model.collectionView.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 389)
    }

    @Test func pagingAndDecelerationReachTheCollectionView() throws {
        let model = try options(Self.sceneText(extraLayoutKeys: #", "pagingEnabled": true, "decelerationRate": "fast""#)).makeModelAtMoment()
        #expect(model.collectionView.isPagingEnabled)
        #expect(model.collectionView.decelerationRate == .fast)
    }

    @Test(arguments: [
        // Item 10 spans 1,000–1,100. top: 1,000 − 59; centredVertically: 1,050 − (59 + (852 − 59 − 34)/2)
        // = 1,050 − 438.5; bottom: 1,100 − (852 − 34).
        ([0, 10], "top", 941.0), ([0, 10], "centeredVertically", 611.5), ([0, 10], "bottom", 282.0),
        // Clamped: item 39 at the top would need 3,841; the range ends at 4,000 − 852 + 34 = 3,182.
        // Item 0 at the bottom would need 100 − 818 = −718; the range starts at −59.
        ([0, 39], "top", 3182.0), ([0, 0], "bottom", -59.0),
    ])
    func scrollToItemPutsTheItemWhereUIKitWould(_ path: [Int], _ position: String, _ offset: Double) throws {
        let action = #"{"at": 0, "do": "scrollToItem", "indexPath": [\#(path[0]), \#(path[1])], "position": "\#(position)", "animated": false}"#
        let model = try options(Self.sceneText()).model(playing: [action])
        #expect(model.collectionView.contentOffset.y == offset)
        // Animated, it glides to the same place.
        let animated = action.replacingOccurrences(of: "\"animated\": false", with: "\"animated\": true")
        #expect(try options(Self.sceneText()).model(playing: [animated]).collectionView.contentOffset.y == offset)
    }

    @Test func scrollToItemActionsAreChecked() {
        for (text, message) in [
            (#"{"actions": [{"at": 0, "do": "scrollToItem", "indexPath": [0, 1], "position": "middle"}]}"#,
             "s.json:1:79: \"position\" must be one of: \"top\", \"centeredVertically\", \"bottom\", \"left\", \"centeredHorizontally\", \"right\", got \"middle\""),
            (#"{"actions": [{"at": 0, "do": "scrollToItem", "indexPath": [0, 1]}]}"#,
             "s.json:1:14: an action is missing the key \"position\""),
        ] {
            do {
                _ = try ScriptDecoder.decode(text, file: "s.json")
                Issue.record("accepted a bad script")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func aPinnedHeaderSitsBelowTheStatusBar() throws {
        // Section 0: header 0–40, items 40–2,040; section 1 from 2,040. Scrolled to 300, the
        // header pins at 300 + 59 = 359, the status bar's bottom, not at 300 under it.
        let model = try options(Self.sceneText(pinned: true)).model(playing: [#"{"at": 0, "do": "scroll", "to": {"x": 0, "y": 300}, "animated": false}"#])
        #expect(model.collectionView.contentOffset.y == 300)
        let header = model.collectionView.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 359)
        // In the window: the header's top is the screen's top plus 59.
        let screen = try #require(model.deviceScreenFrame)
        let shown = try #require(header.map { model.collectionView.windowFrame(for: $0, collectionFrame: model.collectionFrame) })
        #expect(shown.minY == screen.minY + 59)
    }
}
