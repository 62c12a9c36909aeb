import CollectionLayout
import CollectionView
import Foundation
import Rendering
import Testing
import Typography
@testable import Playground

/// A frame drawn over the previous one redraws only where the two draw lists differ, and its
/// pixels are those of the frame drawn whole: checked frame by frame through a highlight, a
/// scroll, an animated layout switch with turned layers, and random small changes to lists.
@MainActor @Suite(.serialized) struct PartialRedrawTests {
    /// Draws `frames` one over another on one canvas and each whole on another; every frame's
    /// pixels must match, and returns the area each partial frame redrew.
    private func drawnAreas(_ frames: [DrawList], fonts: FontLibrary, size: (Int, Int), scale: Double = 1) throws -> [Int] {
        let partial = try OffscreenCanvas(pixelWidth: size.0, pixelHeight: size.1, fonts: fonts)
        let whole = try OffscreenCanvas(pixelWidth: size.0, pixelHeight: size.1, fonts: fonts)
        var previous: DrawList?
        var areas: [Int] = []
        for (index, frame) in frames.enumerated() {
            let drawn = partial.draw(frame, scale: scale, over: previous)
            areas.append(drawn.width * drawn.height)
            let same = partial.image == whole.render(frame, scale: scale)
            #expect(same, "frame \(index): the partly redrawn frame differs from the whole one")
            previous = frame
        }
        return areas
    }

    @Test func aPressedCardRedrawsAboutItselfAndAnUnchangedFrameNothing() throws {
        let model = try ViewOptions(size: Size(width: 1000, height: 700), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let first = model.drawList()
        let card = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        model.collectionView.touchDown(at: card.center)
        let pressed = model.drawList()
        model.collectionView.touchUp(at: Point(x: -10, y: -10))
        let released = model.drawList()
        let areas = try drawnAreas([first, pressed, released, released], fonts: model.fonts, size: (1000, 700))
        // The first frame is drawn whole; a press redraws about one card (and its shadow), a
        // frame that changed nothing redraws nothing.
        #expect(areas[0] == 1000 * 700)
        #expect(areas[1] > 0 && areas[1] < 1000 * 700 / 6)
        #expect(areas[2] > 0 && areas[2] < 1000 * 700 / 6)
        #expect(areas[3] == 0)
    }

    @Test func scrollingAndAnAnimatedSwitchMatchWholeFrames() throws {
        let model = try ViewOptions(size: Size(width: 900, height: 640), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        var frames = [model.drawList()]
        for step in 1...3 {
            model.collectionView.setContentOffset(Point(x: 0, y: Double(step) * 37))
            frames.append(model.drawList())
        }
        model.setLayout(.coverflow, animated: true)
        for _ in 0..<6 {
            model.advance(by: 0.07)
            frames.append(model.drawList())
        }
        model.settle()
        frames.append(model.drawList())
        _ = try drawnAreas(frames, fonts: model.fonts, size: (900, 640))
        _ = try drawnAreas(frames, fonts: model.fonts, size: (1800, 1280), scale: 2)
    }

    @Test func randomSmallChangesMatchWholeFrames() throws {
        let fonts = FontLibrary(directory: TestPaths.fonts)
        var random = try RandomDrawCommands(seed: 77, fonts: fonts)
        var list = DrawList(size: Size(width: 320, height: 240), background: Color(hex: 0xF2F2F7))
        // Inside a clip, as the collection is inside its frame's clip (a changed clip redraws all).
        list.commands = [.pushClip(Rect(x: 10, y: 8, width: 290, height: 220))] + (0..<25).map { _ in random.command(clips: false) } + [.popClip]
        var frames = [list]
        for _ in 0..<30 {
            // Change, add or take away one command.
            let place = Int(random.number(in: 0...Double(list.commands.count - 1)))
            switch random.pick([0, 1, 2]) {
            case 0: list.commands[place] = random.command(clips: false)
            case 1: list.commands.insert(random.command(clips: false), at: place)
            default: if list.commands.count > 2 { list.commands.remove(at: place) }
            }
            frames.append(list)
        }
        let areas = try drawnAreas(frames, fonts: fonts, size: (320, 240))
        #expect(areas.dropFirst().contains { $0 < 320 * 240 })
    }
}
