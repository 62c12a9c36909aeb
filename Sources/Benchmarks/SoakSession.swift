import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import Playground
import Rendering
import SceneFormat
import Typography

/// A long scripted session under the model's own clock (as `shot` plays scripts): layout
/// switches, slider sweeps (circle radius, text size), drags, pinches, inserts and deletes,
/// scrolling and window resizes, repeated for `frames` frames of 1/60 s. Every frame builds the
/// draw list; every `renderEvery`-th frame is drawn by the software renderer (glyph atlas,
/// layer textures). The heap, the live views and the caches are sampled as it goes.
@MainActor
struct SoakSession {
    /// One sample of the session's memory.
    struct Sample: Sendable {
        /// The frame it was taken after.
        var frame: Int
        /// glibc's heap in use, in megabytes.
        var heapMegabytes: Double
        /// Views presented (cells and supplementary views, appearing and disappearing ones too).
        var liveViews: Int
        /// Text measurements the measurer keeps.
        var cachedMeasurements: Int
        /// Shaped words the word cache keeps.
        var cachedWords: Int
        /// Pages of the glyph atlas (4 MB of pixels each in the software renderer's memory).
        var glyphAtlasPages: Int
    }

    /// What a session measured.
    struct Report: Sendable {
        /// Frames played.
        var frames: Int
        /// Every sample, in order.
        var samples: [Sample]
        /// Frames counted as warm-up: the script's first whole period (30 passes; half the session
        /// when shorter), in which every state is met for the first time and the bounded caches
        /// fill with what the script shows — the glyph atlas, for one, makes a page (4 MB) when
        /// the glyphs of the states met so far outgrow the pages it has.
        var warmUpFrames: Int
        /// The heap at the end of the warm-up.
        var heapAfterWarmUp: Double
        /// The smallest and largest heap after the warm-up.
        var heapRange: ClosedRange<Double>
        /// The heap at the end.
        var heapAtEnd: Double
        /// How much the heap grew between two moments at the same point of the script: the
        /// layouts repeat every 5 passes and the text sizes every 6, so pass k and pass k + 30
        /// are in the same state (the drag returns to where it began, the insert is deleted, the
        /// resize widths cycle with the same period). The largest growth, in percent,
        /// over every such pair after the warm-up (samples must be taken once a pass). The heap
        /// swings within a pass and between states, so only like is compared with like.
        var samePointGrowthPercent: Double { samePointGrowths.max() ?? 0 }
        /// Every such pair's growth in percent (negative: the heap was smaller 30 passes later).
        var samePointGrowths: [Double]
        /// The most views presented at once.
        var mostLiveViews: Int
        /// Seconds the session took.
        var seconds: Double
        /// The items' ids at the end, section by section (a pass leaves them as it found them).
        var itemIDsAtEnd: [[String]]
        /// Passes whose drag lifted a card (a reordering drag, not a scroll).
        var liftedDrags: Int

        /// Memory is flat: at the same point of the script, 30 passes later, the heap is within 5 %.
        var isFlat: Bool { samePointGrowthPercent <= 5 }
    }

    /// Frames to play.
    var frames: Int
    /// Frames between samples.
    var sampleEvery: Int
    /// Frames between software renderings of the picture.
    var renderEvery: Int
    /// The fonts.
    var fonts: FontLibrary

    /// One pass of the scripted session is this many frames (20 s at 60 frames a second).
    static let cycleFrames = 1_200
    /// Passes after which the script is in the same state again (5 layouts × 6 text sizes).
    static let statePeriodPasses = 30

    /// Plays the session and reports its samples.
    func run() throws -> Report {
        let started = Date()
        let scene = try SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 800, height: 600))
        let canvas = try OffscreenCanvas(pixelWidth: 800, pixelHeight: 600, fonts: fonts)
        let kinds: [LayoutKind] = [.flow, .circle, .coverflow, .stacked, .flow]
        let categories: [ContentSizeCategory] = [.L, .xL, .xxxL, .AX2, .M, .L]
        var samples: [Sample] = []
        var liftedDrags = 0
        let tenth = max(frames / 10, 1)
        for frame in 0..<frames {
            let step = frame % Self.cycleFrames
            let pass = frame / Self.cycleFrames
            switch step {
            case 0:
                model.setLayout(kinds[pass % kinds.count], animated: true)
            case 60..<180:
                // The circle radius slider swept from 120 to 240 points and back.
                var parameters = LayoutParameters()
                parameters.circleRadius = 120 + Double(step < 120 ? step - 60 : 180 - step) * 2
                model.configureLayouts(parameters, animated: false)
            case 200:
                _ = model.handle(.pointerDown(Point(x: 150, y: 180), modifiers: []))
            case 230..<290:
                // Held half a second, the card under the pointer lifts; it is carried out across
                // the window (the gap opening where it would go) and back to where it began, so
                // the drop leaves the order as it was and every pass starts from the same items.
                let reach = Double(step < 260 ? step - 229 : 289 - step)
                _ = model.handle(.pointerMove(Point(x: 150 + reach * 12, y: 180 + reach * 6)))
                if step == 259, model.collectionView.movingItemID != nil { liftedDrags += 1 }
            case 290:
                _ = model.handle(.pointerUp(Point(x: 150, y: 180)))
            case 300..<360:
                // A pinch from 1 to 2 and back, at the window's centre.
                let t = Double(step - 300) / 59
                let phase: GesturePhase = step == 300 ? .began : (step == 359 ? .ended : .changed)
                _ = model.handle(.pinch(center: Point(x: 400, y: 300), scale: 1 + sin(t * .pi), phase: phase))
            case 400:
                try model.insertItems(at: [IndexPath(item: 0, section: 0)])
            case 460:
                try model.deleteItems(at: [IndexPath(item: 0, section: 0)])
            case 500..<800:
                // Scrolling: down for 150 frames, then back up.
                _ = model.handle(.wheel(dx: 0, dy: step < 650 ? -3 : 3, modifiers: []))
            case 820:
                model.setCategory(categories[pass % categories.count], animated: true)
            case 900:
                // A resize to one of 30 widths, a new one each pass until the script's state period
                // comes round (so pass k and pass k + 30 are the same state).
                model.resize(to: Size(width: 700 + Double(pass % Self.statePeriodPasses) * 3, height: 560))
            case 1_000:
                model.resize(to: Size(width: 800, height: 600))
            default:
                break
            }
            model.advance(by: 1.0 / 60)
            let list = model.drawList()
            if frame % renderEvery == 0 { _ = canvas.render(list, scale: 1) }
            if (frame + 1) % sampleEvery == 0 {
                samples.append(Sample(frame: frame + 1, heapMegabytes: HeapMemory.megabytes(),
                                      liveViews: model.collectionView.presentationElements().count,
                                      cachedMeasurements: model.measurer.cachedMeasurementCount,
                                      cachedWords: model.measurer.cachedWordCount,
                                      glyphAtlasPages: canvas.glyphAtlasPages))
            }
        }
        // The warm-up is the script's first whole period: every state met once, so every bounded cache
        // holds what the script shows (the glyph atlas made its second page in pass 23, 4 MB at once).
        let warmUp = max(tenth, min(Self.statePeriodPasses * Self.cycleFrames, frames / 2))
        let afterWarmUp = samples.filter { $0.frame > warmUp }.map(\.heapMegabytes)
        let base = samples.last { $0.frame <= warmUp }?.heapMegabytes ?? samples.first?.heapMegabytes ?? 0
        let period = Self.statePeriodPasses * Self.cycleFrames / sampleEvery
        let settled = samples.filter { $0.frame > warmUp }.map(\.heapMegabytes)
        var growths: [Double] = []
        if settled.count > period {
            for index in 0..<(settled.count - period) {
                let change: Double = (settled[index + period] - settled[index]) / settled[index] * 100
                growths.append(change)
            }
        }
        return Report(frames: frames, samples: samples, warmUpFrames: warmUp, heapAfterWarmUp: base,
                      heapRange: (afterWarmUp.min() ?? base)...(afterWarmUp.max() ?? base),
                      heapAtEnd: samples.last?.heapMegabytes ?? base, samePointGrowths: growths,
                      mostLiveViews: samples.map(\.liveViews).max() ?? 0,
                      seconds: Date().timeIntervalSince(started),
                      itemIDsAtEnd: model.itemIDs, liftedDrags: liftedDrags)
    }
}
