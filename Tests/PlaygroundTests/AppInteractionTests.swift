import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing
import Typography

/// The app as a user's hands drive it, through scripts played headlessly: reordering, the
/// toolbar, the slider, screenshots, undo, pinch sources and double-clicks.
@MainActor @Suite(.serialized) struct AppInteractionTests {
    private func model(_ actions: [String], layout: LayoutChoice? = nil, category: ContentSizeCategory? = nil, at: Double? = nil,
                       screenshots: String? = nil) throws -> PlaygroundModel {
        var options = ViewOptions(layout: layout, category: category, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        options.screenshotsDirectory = try screenshots ?? TestPaths.temporaryDirectory().appendingPathComponent("Screenshots").path
        return try options.model(playing: actions, at: at)
    }

    private func ids(_ model: PlaygroundModel, section: Int = 0) -> [String] {
        model.collectionView.data.sections[section].itemIDs
    }

    private func click(_ point: Point, at time: Double) -> [String] {
        [#"{"at": \#(time), "do": "pointerDown", "x": \#(point.x), "y": \#(point.y)}"#,
         #"{"at": \#(time + 0.05), "do": "pointerUp", "x": \#(point.x), "y": \#(point.y)}"#]
    }

    private func control(_ action: ToolbarAction) throws -> Point {
        let plain = try SceneTestSupport.builtInScene()
        let frame = try #require(plain.toolbarControls.first { $0.action == action }).frame
        return Point(x: frame.midX, y: frame.midY)
    }

    @Test func aHeldDragReordersAndTheOrderStays() throws {
        let model = try model([#"{"at": 0, "do": "drag", "from": {"x": 160, "y": 180}, "to": {"x": 850, "y": 180}, "duration": 0.5, "hold": 0.5}"#])
        #expect(Array(ids(model).prefix(4)) == ["lynx", "snow-leopard", "ocelot", "cheetah"])
        #expect(model.data.content.sections[0].items.prefix(3).map(\.id) == ["lynx", "snow-leopard", "ocelot"])
        #expect(model.collectionView.movingItemID == nil)
    }

    @Test func escapeCancelsADragAndNothingChanges() throws {
        let model = try model([#"{"at": 0, "do": "pointerDown", "x": 160, "y": 180}"#,
                               #"{"at": 0.5, "do": "pointerMove", "x": 300, "y": 180}"#,
                               #"{"at": 0.6, "do": "pointerMove", "x": 850, "y": 180}"#,
                               #"{"at": 0.7, "do": "key", "key": "Escape"}"#,
                               #"{"at": 0.8, "do": "pointerUp", "x": 850, "y": 180}"#])
        #expect(Array(ids(model).prefix(3)) == ["ocelot", "lynx", "snow-leopard"])
    }

    @Test func anUnheldDragScrollsInstead() throws {
        let model = try model([#"{"at": 0, "do": "drag", "from": {"x": 500, "y": 600}, "to": {"x": 500, "y": 300}, "duration": 0.3, "hold": 0}"#])
        #expect(Array(ids(model).prefix(3)) == ["ocelot", "lynx", "snow-leopard"])
        #expect(model.collectionView.contentOffset.y > 250)
    }

    @Test func aDragNearTheBottomAutoscrollsAndCarriesTheItemAcrossSections() throws {
        let model = try model([#"{"at": 0, "do": "pointerDown", "x": 160, "y": 180}"#,
                               #"{"at": 0.5, "do": "pointerMove", "x": 170, "y": 400}"#,
                               #"{"at": 0.6, "do": "pointerMove", "x": 170, "y": 760}"#,
                               #"{"at": 2.6, "do": "pointerMove", "x": 500, "y": 400}"#,
                               #"{"at": 2.7, "do": "pointerUp", "x": 500, "y": 400}"#])
        #expect(model.collectionView.contentOffset.y > 600)
        #expect(!ids(model).contains("ocelot"))
        #expect(model.collectionView.data.allItemIDs.filter { $0 == "ocelot" }.count == 1)
        #expect(model.collectionView.data.allItemIDs.count == 60)
    }

    @Test func toolbarSegmentsSwitchLayouts() throws {
        let circle = try control(.layout(.circle)), cover = try control(.layout(.coverflow))
        let model = try model(click(circle, at: 0))
        #expect(model.presentation.layoutKind == .circle)
        #expect(model.collectionView.layout is CircleLayout)
        let second = try self.model(click(circle, at: 0) + click(cover, at: 1))
        #expect(second.collectionView.layout is CoverFlowLayout)
    }

    @Test(arguments: ["flow", "stacked", "circle", "coverflow"])
    func theSliderChangesTheTextSizeLiveKeepingTheFocusedItem(_ layout: String) throws {
        let slider = try control(.textSize)
        let plain = try ViewOptions(layout: try LayoutChoice.parse(layout), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        let before = plain.collectionView.centerItemID()
        let sliderControl = try #require(plain.toolbarControls.first { $0.action == .textSize })
        let ax3 = sliderControl.frame.minX + 10 + Toolbar.sliderLength * 9 / 11
        let model = try model([#"{"at": 0, "do": "pointerDown", "x": \#(slider.x), "y": \#(slider.y)}"#,
                               #"{"at": 0.1, "do": "pointerMove", "x": \#(ax3), "y": \#(slider.y)}"#,
                               #"{"at": 0.2, "do": "pointerUp", "x": \#(ax3), "y": \#(slider.y)}"#], layout: try LayoutChoice.parse(layout))
        #expect(model.presentation.category == .AX3)
        if layout == "stacked" {
            // Piles do not scroll sideways: the pile looked at stays in view, if not centred.
            let id = try #require(before)
            let frame = try #require(model.collectionView.presentationElements().first { $0.identity == .cell(itemID: id) })
            #expect(frame.attributes.frame.intersects(model.collectionView.bounds))
        } else {
            #expect(model.collectionView.centerItemID() == before)
        }
        if layout == "circle" {
            // Sixty cards crowd the ring at any size (chips, sized by the ring); the card raised
            // when selected or hovered grows with the text.
            let raised = try #require((model.collectionView.layout as? CircleLayout)?.raisedItemSize)
            let plainRaised = try #require((plain.collectionView.layout as? CircleLayout)?.raisedItemSize)
            #expect(raised.height > plainRaised.height)
            return
        }
        // The card looked at is taller at AX3 than at L.
        let id = try #require(before)
        let card = try #require(model.collectionView.presentationElements().first { $0.identity == .cell(itemID: id) })
        let plainCard = try #require(plain.collectionView.presentationElements().first { $0.identity == .cell(itemID: id) })
        #expect(card.attributes.size.height > plainCard.attributes.size.height)
    }

    @Test func ctrlSWritesAScreenshotAndSaysSo() throws {
        let directory = try TestPaths.temporaryDirectory().appendingPathComponent("shots")
        let model = try model([#"{"at": 0, "do": "key", "key": "s", "modifiers": ["ctrl"]}"#], at: 0.1, screenshots: directory.path)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        #expect(files.first?.hasSuffix("flow.png") == true)
        // The file and the folder it is in (the temporary folder is absolute, outside the home folder).
        #expect(model.chrome.toast?.message == "Saved \(files.first!) in \(directory.path)")
    }

    @Test func anUnwritableScreenshotFolderIsReportedInTheWindow() throws {
        let model = try model([#"{"at": 0, "do": "key", "key": "s", "modifiers": ["ctrl"]}"#], at: 0.1,
                              screenshots: "/proc/no-such-place/shots")
        #expect(model.chrome.toast?.message.hasPrefix("Couldn't save the screenshot: cannot create the folder") == true)
    }

    @Test func deleteThenUndoBringsTheItemBack() throws {
        let model = try model(click(Point(x: 160, y: 180), at: 0) + [#"{"at": 0.5, "do": "key", "key": "Delete"}"#,
                                                                    #"{"at": 1.0, "do": "key", "key": "z", "modifiers": ["ctrl"]}"#])
        #expect(ids(model).first == "ocelot")
        let deleted = try self.model(click(Point(x: 160, y: 180), at: 0) + [#"{"at": 0.5, "do": "key", "key": "Delete"}"#])
        #expect(ids(deleted).first == "lynx")
    }

    @Test func altDragPinchesAroundTheWindowCentre() throws {
        // The window centre is (512, 384): moving from 100 to 200 points right of it doubles the pinch.
        let model = try model([#"{"at": 0, "do": "pointerDown", "x": 612, "y": 384, "modifiers": ["alt"]}"#,
                               #"{"at": 0.1, "do": "pointerMove", "x": 712, "y": 384}"#], layout: .kind(.circle), at: 0.1)
        let circle = try #require(model.collectionView.layout as? CircleLayout)
        // The ring: min(1024, 768 − 56 − 32) / 2.5, doubled.
        #expect(abs(circle.effectiveRadius - 680.0 / 2.5 * 2) < 1e-9)
        let touches = try #require(model.simulatedTouches)
        #expect(touches.0 == Point(x: 712, y: 384) && touches.1 == Point(x: 312, y: 384))
    }

    @Test func ctrlWheelPinches() throws {
        let model = try model([#"{"at": 0, "do": "pointerMove", "x": 512, "y": 400}"#,
                               #"{"at": 0.1, "do": "wheel", "dx": 0, "dy": -300, "modifiers": ["ctrl"]}"#], layout: .kind(.circle), at: 0.1)
        let circle = try #require(model.collectionView.layout as? CircleLayout)
        #expect(abs(circle.effectiveRadius - 680.0 / 2.5 * exp(1)) < 1e-6)
    }

    @Test func aDoubleClickOpensAPileIntoTheFlow() throws {
        let model = try model(click(Point(x: 170, y: 245), at: 0) + click(Point(x: 170, y: 245), at: 0.2), layout: .kind(.stacked))
        #expect(model.presentation.layoutKind == .flow)
        #expect(model.collectionView.indexPathsForSelectedItems == [IndexPath(0, 0)])
    }

    @Test func randomInteractionsNeverLoseAnItem() throws {
        var generator = SplitMix64(seed: 77)
        let keys = ["1", "2", "3", "4", "=", "-", "Escape", "d"]
        for _ in 0..<6 {
            var actions: [String] = []
            var time = 0.0
            for _ in 0..<12 {
                time += Double.random(in: 0.05...0.5, using: &generator)
                let x = Double.random(in: 20...1000, using: &generator), y = Double.random(in: 70...740, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: actions.append(#"{"at": \#(time), "do": "key", "key": "\#(keys.randomElement(using: &generator)!)"}"#)
                case 1: actions.append(#"{"at": \#(time), "do": "drag", "from": {"x": \#(x), "y": \#(y)}, "to": {"x": \#(1020 - x), "y": \#(y)}, "duration": 0.2, "hold": \#(Bool.random(using: &generator) ? 0.4 : 0)}"#)
                    time += 0.7
                case 2: actions.append(#"{"at": \#(time), "do": "wheel", "dx": 0, "dy": \#(Double.random(in: -400...400, using: &generator))}"#)
                case 3: actions += click(Point(x: x, y: y), at: time)
                default: actions.append(#"{"at": \#(time), "do": "pinch", "x": \#(x), "y": \#(y), "scale": 1, "phase": "began"}"#)
                    actions.append(#"{"at": \#(time + 0.1), "do": "pinch", "x": \#(x), "y": \#(y), "scale": \#(Double.random(in: 0.5...3, using: &generator)), "phase": "changed"}"#)
                    actions.append(#"{"at": \#(time + 0.2), "do": "pinch", "x": \#(x), "y": \#(y), "scale": 1.2, "phase": "ended"}"#)
                    time += 0.3
                }
            }
            let model = try model(actions)
            let all = model.collectionView.data.allItemIDs
            #expect(all.count == 60)
            #expect(Set(all).count == 60)
            #expect(model.data.content.sections.flatMap { $0.items.map(\.id) } == all)
            #expect(!model.isAnimating)
            #expect(model.collectionView.presentationElements().allSatisfy { $0.attributes.center.x.isFinite && $0.attributes.center.y.isFinite })
        }
    }
}

/// Inputs a review found could crash or hang: each now gets a located error or works.
@MainActor @Suite struct RobustnessTests {
    @Test(arguments: [
        (#"{"viewport": {"width": 1e300, "height": 100}, "sections": []}"#, "\"width\" must be a number ≤ 16384, got 1e+300"),
        (#"{"layout": {"itemSize": {"width": 1e300, "height": 10}}, "sections": []}"#, "\"width\" must be a number ≤ 16384, got 1e+300"),
        (#"{"layout": {"minimumLineSpacing": 1e308}, "sections": []}"#, "\"minimumLineSpacing\" must be a number ≤ 1000000, got 1e+308"),
    ])
    func hugeSceneNumbersAreRefused(_ text: String, _ message: String) {
        #expect(throws: InputError.self) { try SceneDecoder.decode(text, file: "s.json") }
        do { _ = try SceneDecoder.decode(text, file: "s.json") } catch { #expect(error.message == message) }
    }

    @Test func hugeScriptNumbersAreRefused() {
        for text in [#"{"actions": [{"at": 0, "do": "drag", "from": {"x": 0, "y": 0}, "to": {"x": 1, "y": 1}, "duration": 1e9}]}"#,
                     #"{"actions": [{"at": 0, "do": "delete", "indexPaths": [[1e300, 0]]}]}"#] {
            #expect(throws: InputError.self) { try ScriptDecoder.decode(text, file: "s.json") }
        }
    }

    @Test func deletingWhileACardIsLiftedPutsTheCardBackFirst() throws {
        let model = try ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [
            #"{"at": 0, "do": "select", "indexPath": [0, 0]}"#, #"{"at": 0.1, "do": "pointerDown", "x": 500, "y": 180}"#,
            #"{"at": 0.5, "do": "pointerMove", "x": 520, "y": 190}"#, #"{"at": 0.6, "do": "key", "key": "Delete"}"#,
            #"{"at": 0.7, "do": "pointerMove", "x": 600, "y": 200}"#, #"{"at": 0.8, "do": "pointerUp", "x": 600, "y": 200}"#,
        ])
        let ids = model.collectionView.data.allItemIDs
        #expect(ids.count == 59 && !ids.contains("ocelot"))
        #expect(model.data.content.sections.flatMap { $0.items.map(\.id) } == ids)
    }

    @Test func insertedItemsWithoutAnIDGetFreshOnes() throws {
        let model = try ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [
            #"{"at": 0, "do": "insert", "indexPaths": [[0, 0], [0, 1]], "items": [{"title": "One"}, {"title": "Two"}]}"#,
        ])
        #expect(Array(model.collectionView.data.allItemIDs.prefix(2)) == ["new-1", "new-2"])
    }

    @Test func aPictureTooLargeIsRefused() throws {
        let result = try ProcessRunner.playground(["shot", "--size", "16384x16384", "--scale", "4", "--out", "/tmp/never.png"])
        #expect(result.status == 2)
        // 16384 × 4 = 65536 pixels a side.
        #expect(result.stderr == "error: the picture would be 65536×65536 pixels (16384×16384 points at --scale 4); "
                + "the limit is 8192 pixels a side and 33554432 pixels in all: lower --size or --scale\n")
    }
}
