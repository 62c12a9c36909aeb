import AppSupport
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Rendering
import Testing

/// `shot --animate`: an animated WebP read back through libwebp's decoder has the frames,
/// timing and loop flag asked for, and its first and last frames are exactly `shot --at 0` and
/// the settled `shot`.
@MainActor @Suite(.serialized) struct AnimateCommandTests {
    private func switchToCircle() throws -> (options: ViewOptions, directory: URL) {
        let options = try ViewOptions(size: Size(width: 200, height: 150), fontsDirectory: TestPaths.fonts)
            .playing([#"{"at": 0.2, "do": "setLayout", "layout": "circle", "animated": true}"#])
        return (options, try TestPaths.temporaryDirectory())
    }

    @Test func framesTimingLoopAndTheEndsMatchShot() throws {
        let (options, directory) = try switchToCircle()
        let output = directory.appendingPathComponent("switch.webp").path
        var settings = AnimateCommand.Settings()
        settings.fps = 10
        settings.hold = 1
        try AnimateCommand.run(options, output: output, scale: 1, settings: settings)
        let animation = try AnimatedWebP.decode(try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(animation.width == 200 && animation.height == 150)
        #expect(animation.loopCount == 0)
        // The switch starts at 0.2 s and lasts 0.35 s: it settles at 0.55 s. At 10 fps the moments
        // are 0, 0.1, …, 0.5 and 0.55: seven frames, each shown until the next (the 0.5 one for
        // 50 ms, the last for one frame, 100 ms); the first and last also hold 1 s more. Nothing
        // moves before 0.2 s, so libwebp merges the identical frames at 0 and 0.1 into one shown
        // 1000 + 100 + 100 ms: six frames remain.
        #expect(animation.frames.map(\.endMilliseconds) == [1200, 1300, 1400, 1500, 1550, 2650])
        var start = options
        start.at = 0
        #expect(animation.frames.first?.image == (try start.makeModelAtMoment().renderedFrame(scale: 1)))
        #expect(animation.frames.last?.image == (try options.makeModelAtMoment().renderedFrame(scale: 1)))
        #expect(animation.frames[2].image != animation.frames[0].image)
    }

    @Test func playingOnceAndBadSettings() throws {
        let (options, directory) = try switchToCircle()
        let output = directory.appendingPathComponent("once.webp").path
        var settings = AnimateCommand.Settings()
        settings.loops = false
        settings.fps = 5
        try AnimateCommand.run(options, output: output, scale: 1, settings: settings)
        #expect(try AnimatedWebP.decode(try Data(contentsOf: URL(fileURLWithPath: output))).loopCount == 1)
        settings.fps = 0
        #expect(throws: InputError.self) { try AnimateCommand.run(options, output: output, scale: 1, settings: settings) }
        #expect(throws: InputError.self) {
            try AnimateCommand.run(options, output: directory.appendingPathComponent("x.gif").path, scale: 1, settings: AnimateCommand.Settings())
        }
    }
}
