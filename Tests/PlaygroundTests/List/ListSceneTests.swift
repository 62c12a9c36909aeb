import AppSupport
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing
import Typography

/// A scene's `"layout": {"kind": "list", …}` (contract.md "Fidelity II"): it runs as the
/// compositional layout with `ListConfiguration` sections, rows sized as table rows; every bad
/// value is one line naming the key with file:line:col.
@MainActor @Suite struct ListSceneTests {
    private func model(_ text: String, category: String = "L") throws -> PlaygroundModel {
        let scene = try SceneDecoder.decode(text, file: "scene.json")
        return try PlaygroundModel(scene: scene, fonts: FontLibrary(directory: TestPaths.fonts),
                                   category: ContentSizeCategory(rawValue: category)!, windowSize: Size(width: 390, height: 844),
                                   showsChrome: false)
    }

    @Test func everyKeyIsDecoded() throws {
        let scene = try SceneDecoder.decode("""
        {"layout": {"kind": "list", "appearance": "insetGrouped", "showsSeparators": false,
                    "separatorInsets": {"leading": 60, "trailing": 4}, "headerMode": "firstItemInSection", "footerMode": "supplementary"},
         "sections": [{"items": [{"id": "a", "title": "A",
                                  "leadingSwipeActions": [{"title": "Pin", "action": "favorite"}],
                                  "trailingSwipeActions": [{"title": "Delete", "action": "delete"}]}]}]}
        """, file: "scene.json")
        #expect(scene.layout.kind == .compositional)
        let list = try #require(scene.layout.compositional?.list)
        #expect(list.appearance == .insetGrouped)
        #expect(list.showsSeparators == false)
        #expect(list.separatorInsets == DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 4))
        #expect(list.headerMode == .firstItemInSection)
        #expect(list.footerMode == .supplementary)
        let item = scene.sections[0].items[0]
        #expect(item.leadingSwipeActions.map(\.kind) == [.favorite])
        #expect(item.trailingSwipeActions.map(\.title) == ["Delete"])
        #expect(item.trailingSwipeActions.first?.isDestructive == true)
    }

    @Test func sidebarHidesSeparatorsByDefault() throws {
        let scene = try SceneDecoder.decode(#"{"layout": {"kind": "list", "appearance": "sidebar"}, "sections": []}"#, file: "scene.json")
        #expect(scene.layout.compositional?.list?.showsSeparators == false)
    }

    @Test func insetGroupedRowsInTheApp() throws {
        let model = try model("""
        {"layout": {"kind": "list", "appearance": "insetGrouped"},
         "sections": [{"items": [{"id": "a", "title": "Wi-Fi"}, {"id": "b", "title": "Bluetooth"}]},
                      {"items": [{"id": "c", "title": "General"}]}]}
        """)
        let layout = model.collectionView.layout
        let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // 350 wide at x 20, 35 down; one line of body text at L is 44 tall (11 + 22 + 11).
        #expect(first.frame.minX == 20)
        #expect(first.frame.width == 350)
        #expect(first.frame.minY == 35)
        #expect(first.frame.height == 44)
        #expect(first[.listRow] == 2)
        #expect(first[.separatorLeadingInset] == 16)
        // No separator under the section's last row; the next section's rows 35 below it.
        let last = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(last[.separatorLeadingInset] == -1)
        let next = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(next.frame.minY == last.frame.maxY + 35)
    }

    @Test func anySceneShowsAsAListWithLayoutList() throws {
        // A flow scene with two sections, shown with `--layout list`: UIKit's inset-grouped list
        // at 390 wide — rows 350 wide at x 20, the first 35 down, 44 tall at L (as above).
        let directory = try TestPaths.temporaryDirectory()
        let file = directory.appendingPathComponent("flow.json")
        try Data("""
        {"layout": {"kind": "flow"}, "sections": [{"items": [{"id": "a", "title": "Wi-Fi"}, {"id": "b", "title": "Bluetooth"}]},
                                                  {"items": [{"id": "c", "title": "General"}]}]}
        """.utf8).write(to: file)
        var options = ViewOptions(scenePath: file.path, size: Size(width: 390, height: 844), fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        options.layout = .list
        let model = try options.makeModel()
        #expect(model.presentation.layoutKind == .compositional)
        let first = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == Rect(x: 20, y: 35, width: 350, height: 44))
        // Back to the compositional layout: the scene's (here the built-in page's) sections, no list rows.
        model.setLayout(.compositional, animated: false)
        #expect(model.compositionalDescription.layout.list == nil)
        #expect(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame != first.frame)
        // The script says it the same way; an unknown name lists "list" among the choices.
        let script = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "setLayout", "layout": "list"}]}"#, file: "s.json")
        guard case .showList = script.actions.first?.action else { Issue.record("setLayout list is not showList"); return }
        #expect(throws: InputError.self) { try LayoutChoice.parse("table") }
    }

    @Test func aRowsTrailingSwipeActionsAreSwipedAsTheGridsAre() throws {
        let model = try model("""
        {"layout": {"kind": "list", "appearance": "plain"},
         "sections": [{"items": [{"id": "a", "title": "Keep"},
                                 {"id": "b", "title": "Forget", "trailingSwipeActions": [{"title": "Delete", "action": "delete"}]},
                                 {"id": "c", "title": "Keep too"}]}]}
        """)
        // A row without trailing actions has nothing to swipe to; one with them opens and deletes.
        #expect(throws: InputError.self) { try model.swipe(at: IndexPath(item: 0, section: 0), dx: -120, velocity: -600) }
        #expect(model.swipeActions(at: IndexPath(item: 1, section: 0)).map(\.kind) == [.delete])
        try model.tapAction(.delete, at: IndexPath(item: 1, section: 0))
        model.settle()
        #expect(model.collectionView.data.sections[0].itemIDs == ["a", "c"])
    }

    @Test func aSwipeTowardsTheTrailingEdgeUncoversTheLeadingActions() throws {
        let text = """
        {"layout": {"kind": "list", "appearance": "plain"},
         "sections": [{"items": [{"id": "a", "title": "Inbox", "leadingSwipeActions": [{"title": "Pin", "action": "favorite"}],
                                  "trailingSwipeActions": [{"title": "Delete", "action": "delete"}]}]}]}
        """
        let model = try model(text)
        let row = try #require(model.windowFrame(ofItemAt: IndexPath(item: 0, section: 0)))
        // Left to right, a swipe to the right opens the leading side: the Pin button at the row's left edge.
        try model.swipe(at: IndexPath(item: 0, section: 0), dx: 120, velocity: 600)
        model.advance(by: 1)
        #expect(model.swipeState == .editing)
        let buttons = model.swipeActionFrames()
        #expect(buttons.map(\.action.kind) == [.favorite])
        #expect(buttons.first?.frame.minX == row.minX)
        // Tapping it pins the row (a favourite) and shuts the swipe.
        try model.tapAction(.favorite, itemID: "a")
        model.advance(by: 1)
        #expect(model.data.content.item("a")?.isFavorite == true)
        #expect(model.swipeState == .nothing)
        // A swipe to the left opens the trailing side: Delete at the row's right edge.
        try model.swipe(at: IndexPath(item: 0, section: 0), dx: -120, velocity: -600)
        model.advance(by: 1)
        #expect(model.swipeActionFrames().map(\.action.kind) == [.delete])
        #expect(model.swipeActionFrames().first?.frame.maxX == row.maxX)
        // Right to left mirrors it: a swipe to the left opens the leading side, at the right edge.
        let mirrored = try self.model(text)
        mirrored.setDirection(.rightToLeft, animated: false)
        try mirrored.swipe(at: IndexPath(item: 0, section: 0), dx: -120, velocity: -600)
        mirrored.advance(by: 1)
        #expect(mirrored.swipeActionFrames().map(\.action.kind) == [.favorite])
        #expect(mirrored.swipeActionFrames().first?.frame.maxX == row.maxX)
    }

    @Test func headerViewsWrapTheirTextAtAX5() throws {
        let text = """
        {"layout": {"kind": "list", "appearance": "insetGrouped", "headerMode": "supplementary"},
         "sections": [{"header": {"text": "Notifications and Focus"}, "items": [{"id": "a", "title": "Wi-Fi"}]}]}
        """
        func headerHeight(_ category: String) throws -> Double {
            let model = try model(text, category: category)
            let header = model.collectionView.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header,
                                                                                         at: IndexPath(item: 0, section: 0))
            return try #require(header).frame.height
        }
        // One line at L; at AX5 the 350-point header wraps to more lines than one, each taller.
        let large = try headerHeight("L"), huge = try headerHeight("AX5")
        #expect(large >= ListConfiguration.estimatedHeaderHeight)
        #expect(huge > 2 * large)
    }

    /// Every fill the window draws, layers opened (in window points).
    private func fills(_ commands: [DrawCommand]) -> [(Rect, Color)] {
        commands.flatMap { command -> [(Rect, Color)] in
            switch command {
            case .fill(let rect, let color, _): [(rect, color)]
            case .flatLayer(_, _, let inner), .transformed(_, _, _, _, let inner): fills(inner)
            default: []
            }
        }
    }

    @Test func separatorsAreDrawnOnePixelUnderEachRowButAGroupedSectionsLast() throws {
        let model = try model("""
        {"layout": {"kind": "list", "appearance": "insetGrouped"},
         "sections": [{"items": [{"id": "a", "title": "Wi-Fi"}, {"id": "b", "title": "Bluetooth"}]}]}
        """)
        model.setPixelScale(1)
        let separator = model.palette.separator
        let drawn = fills(model.drawList().commands).filter { $0.1 == separator && $0.0.height == 1 }
        let first = try #require(model.windowFrame(ofItemAt: IndexPath(item: 0, section: 0)))
        // Under row 0: from 16 in (the text's start) to the row's trailing edge, the row's last pixel row.
        #expect(drawn.map { $0.0 } == [Rect(x: first.minX + 16, y: first.maxY - 1, width: first.width - 16, height: 1)])
    }

    nonisolated static let badScenes: [(String, String)] = [
        (#"{"layout": {"kind": "list", "appearance": "fancy"}, "sections": []}"#,
         "scene.json:1:43: \"appearance\" must be one of: plain, grouped, insetGrouped, sidebar, sidebarPlain, got \"fancy\""),
        (#"{"layout": {"kind": "list", "headerMode": "top"}, "sections": []}"#,
         "scene.json:1:43: \"headerMode\" must be one of: none, supplementary, firstItemInSection, got \"top\""),
        (#"{"layout": {"kind": "list", "footerMode": "firstItemInSection"}, "sections": []}"#,
         "scene.json:1:43: \"footerMode\" must be \"none\" or \"supplementary\" (UIKit's footers have no firstItemInSection), got \"firstItemInSection\""),
        (#"{"layout": {"kind": "list"}, "sections": [{"id": "s", "layout": {"section": {"group": {"kind": "custom", "frames": [], "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "items": []}]}"#,
         "scene.json:1:43: section 0 (\"s\") has a \"section\" in its \"layout\", but a list's sections are its rows; leave it out"),
    ]

    @Test(arguments: badScenes)
    func badListSceneIsOneLocatedLine(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }
}
