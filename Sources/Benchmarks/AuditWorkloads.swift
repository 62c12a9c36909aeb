import AppSupport
import Foundation
import Pictures
import CollectionLayout
import Commands
import Playground
import Typography

/// The audit workloads: `audit.default.48`, `playground audit` of the built-in scene with its
/// defaults — 12 text sizes × 2 appearances × 2 directions, 48 variants — laid out, drawn and
/// checked in this process, in seconds (the goal: under 2); `audit.photos.48`, the same 48
/// variants of a scene of 40 twelve-megapixel photos (4000 × 3000 JPEGs made in the bench's
/// setup), run by run in turn with `audit.default.48` (the goal: at most 3× it); `audit.window.scroll.10k`, a
/// window frame's draw list while 10,000 cards scroll with the audit shown (found once, before),
/// beside `audit.window.scroll.10k.off`, the same frames without it.
@MainActor
struct AuditWorkloads {
    var runs: Int
    /// The bundled fonts' folder, if `bench --fonts` names one.
    var fontsDirectory: String?

    /// Every audit workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("audit.photos.48") {
            results += try photosBesideDefault()
        } else if filter("audit.default.48") {
            results.append(try defaultScene())
        }
        if filter("audit.window.scroll.10k") { results += try windowScroll() }
        return results
    }

    /// Seconds to audit the built-in scene's 48 variants.
    private func defaultScene() throws -> BenchmarkResult {
        var options = ViewOptions(fontsDirectory: fontsDirectory)
        options.size = nil
        let scene = try options.loadScene()
        var variants = 0
        let samples = try (0...runs).map { _ in
            try Stopwatch.seconds { variants = try AuditCommand.audit(options, axes: AuditAxes(), scene: scene).variantCount }
        }.dropFirst()
        guard variants == 48 else { throw PlaygroundError("audit.default.48 audited \(variants) variants, not 48") }
        return BenchmarkResult(name: "audit.default.48", unit: "s", samples: Array(samples))
    }

    /// Seconds to audit 48 variants of a folder of 40 large photos, each run beside the built-in
    /// scene's 48 (`audit.default.48`), so that the machine's drift touches both alike.
    private func photosBesideDefault() throws -> [BenchmarkResult] {
        guard VipsRuntime.start() else { throw PlaygroundError("libvips could not start") }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-bench-audit-photos-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // One made-up 12-megapixel photo, copied: 40 files, each decoded on its own.
        let photo = try PictureWorkloads.makePhoto(in: folder)
        let paths = try (0..<40).map { index -> String in
            let path = folder.appendingPathComponent("photo-\(index).jpg").path
            try FileManager.default.copyItem(atPath: photo, toPath: path)
            return path
        }
        let scenePath = folder.appendingPathComponent("photos.json").path
        try PictureSceneWorkloads.sceneText(paths).write(toFile: scenePath, atomically: true, encoding: .utf8)
        var photosOptions = ViewOptions(scenePath: scenePath, fontsDirectory: fontsDirectory)
        photosOptions.size = nil
        let photosScene = try photosOptions.loadScene()
        var defaultOptions = ViewOptions(fontsDirectory: fontsDirectory)
        defaultOptions.size = nil
        let defaultScene = try defaultOptions.loadScene()
        var photos: [Double] = [], builtIn: [Double] = []
        var counts: [Int] = []
        for run in 0...runs {
            var variants = 0
            let peer = try Stopwatch.seconds { variants = try AuditCommand.audit(defaultOptions, axes: AuditAxes(), scene: defaultScene).variantCount }
            counts.append(variants)
            let time = try Stopwatch.seconds { variants = try AuditCommand.audit(photosOptions, axes: AuditAxes(), scene: photosScene).variantCount }
            counts.append(variants)
            // The first run of each warms the fonts, the files and the code: left out.
            guard run > 0 else { continue }
            builtIn.append(peer)
            photos.append(time)
        }
        guard counts.allSatisfy({ $0 == 48 }) else { throw PlaygroundError("audit.photos.48 audited \(counts) variants, not 48 each") }
        return [BenchmarkResult(name: "audit.photos.48", unit: "s", samples: photos),
                BenchmarkResult(name: "audit.default.48", unit: "s", samples: builtIn)]
    }

    /// Milliseconds to make a frame's draw list while 10,000 self-sizing cards scroll 7 points a
    /// frame, with the audit shown and without.
    private func windowScroll() throws -> [BenchmarkResult] {
        let fonts = FontLibrary(directory: try ResourceLocator.fontsDirectory(override: fontsDirectory))
        let model = try PlaygroundModel(scene: try RenderWorkloads.manyCardsScene(), fonts: fonts, windowSize: Size(width: 1280, height: 800))
        func frames(audit: Bool) -> [Double] {
            model.showsAudit = audit
            model.collectionView.setContentOffset(Point(x: 0, y: 0))
            _ = model.drawList()
            return (0..<max(runs, 30)).map { frame in
                model.collectionView.setContentOffset(Point(x: 0, y: Double(frame + 1) * 7))
                return Stopwatch.seconds { _ = model.drawList() } * 1000
            }
        }
        let off = frames(audit: false)
        let on = frames(audit: true)
        guard model.hasWindowAudit else { throw PlaygroundError("audit.window.scroll.10k found no audit") }
        return [BenchmarkResult(name: "audit.window.scroll.10k", unit: "ms", samples: on),
                BenchmarkResult(name: "audit.window.scroll.10k.off", unit: "ms", samples: off)]
    }
}
