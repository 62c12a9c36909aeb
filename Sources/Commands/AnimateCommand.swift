import AppSupport
import Foundation
import Playground
import Rendering
import SceneFormat

/// `playground shot --script S --animate OUT.webp`: the timeline as an animated WebP, from time
/// 0 to the moment everything has settled, at a frame rate, on the simulated clock (the same
/// bytes every run). Frames are rendered and encoded one at a time.
public enum AnimateCommand {
    /// How the animation is made.
    public struct Settings: Sendable {
        /// Frames a second (1 to 60).
        public var fps = 30
        /// Whether it plays forever (false: once).
        public var loops = true
        /// Extra seconds the first and the last frame stay.
        public var hold = 0.0

        /// The defaults: 30 fps, looping, no hold.
        public init() {}
    }

    /// The moments captured: every 1/fps from 0 up to `end`, and `end` itself.
    package static func moments(end: Double, fps: Int) -> [Double] {
        let step = 1 / Double(fps)
        let count = Int((end / step).rounded(.down))
        var moments = (0...count).map { Double($0) * step }
        if end - moments.last! > 1e-9 { moments.append(end) }
        return moments
    }

    /// Renders the timeline `options` names and writes the animation to `output` (`.webp`).
    @MainActor
    public static func run(_ options: ViewOptions, output: String, scale: Double, settings: Settings) throws {
        guard output.lowercased().hasSuffix(".webp") else {
            throw InputError("--animate must name a .webp file (an animated WebP), got \"\(output)\"")
        }
        guard (1...60).contains(settings.fps) else { throw InputError("--fps must be from 1 to 60, got \(settings.fps)") }
        guard settings.hold.isFinite, settings.hold >= 0, settings.hold <= 60 else {
            throw InputError("--hold must be from 0 to 60 seconds, got \(JSONWriter.format(settings.hold))")
        }
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw InputError("--scale must be a number from 1 to 4, got \(JSONWriter.format(scale))")
        }
        var probe = options
        probe.at = nil
        let end = try probe.makeModelAtMoment().time
        let moments = moments(end: end, fps: settings.fps)
        guard moments.count <= 3600 else {
            throw InputError("the timeline lasts \(JSONWriter.format(end)) s: \(moments.count) frames at \(settings.fps) fps is over the 3,600-frame limit; lower --fps")
        }
        // The one model, played forward to each moment.
        var first = options
        first.at = 0
        let model = try first.makeModelAtMoment()
        var player = ScriptPlayer(script: try options.script() ?? Script(file: "", actions: []), allowsLayoutSource: options.allowsScriptLayoutSource)
        try player.play(until: 0, on: model)
        let pixels = FrameBudget.pixelSize(of: model.presentation.windowSize, scale: scale)
        try FrameBudget.check(width: pixels.width, height: pixels.height, subject: "each frame",
                              asked: FrameBudget.describe(model.presentation.windowSize, scale: scale), remedy: "lower --size or --scale")
        let data = try encode(model, moments: moments, fps: settings.fps, hold: settings.hold, scale: scale, loops: settings.loops) { moment in
            try player.play(until: moment, on: model)
            model.advance(to: moment)
        }
        try AtomicFile.write([UInt8](data), to: output)
    }

    /// A layout switch of `model` to `kind`, animated, as an animated WebP at `fps` frames a
    /// second from the switch to its end, the first and last frames held `hold` seconds more.
    @MainActor
    package static func switchAnimation(_ model: PlaygroundModel, to kind: LayoutKind, fps: Int, hold: Double) throws -> Data {
        let start = model.time
        model.setLayout(kind, animated: true)
        let moments = moments(end: max(0, model.animationsEndTime - start), fps: fps)
        return try encode(model, moments: moments, fps: fps, hold: hold, scale: 1, loops: true) { moment in
            model.advance(to: start + moment)
        }
    }

    /// `model` rendered at each of `moments` (`reach` brings it there; the first is where it is)
    /// as an animated WebP: each frame shown until the next (the last for one frame, none for
    /// less than a quarter of one), the first and last `hold` seconds longer.
    @MainActor
    private static func encode(_ model: PlaygroundModel, moments: [Double], fps: Int, hold: Double, scale: Double, loops: Bool,
                               reach: (Double) throws -> Void) throws -> Data {
        let pixels = FrameBudget.pixelSize(of: model.presentation.windowSize, scale: scale)
        let encoder = try AnimatedWebPEncoder(width: pixels.width, height: pixels.height, loops: loops)
        let frameMilliseconds = 1000.0 / Double(fps)
        for (index, moment) in moments.enumerated() {
            if index > 0 { try reach(moment) }
            let next = index + 1 < moments.count ? moments[index + 1] : moment + 1 / Double(fps)
            var shown = (next - moment) * 1000
            if index == 0 || index == moments.count - 1 { shown += hold * 1000 }
            try encoder.add(try model.renderedFrame(scale: scale), milliseconds: Int(max(frameMilliseconds / 4, shown).rounded()))
        }
        return try encoder.finish()
    }
}
