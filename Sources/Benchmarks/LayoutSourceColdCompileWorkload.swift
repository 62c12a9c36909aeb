import AppSupport
import CollectionLayout
import Foundation
import LayoutSource
import Playground
import SceneFormat
import Typography

/// `layout.source.compile.cold` (issue 51): a 150-line `UICollectionViewLayout` subclass, with nothing in
/// the layout build cache (a new, empty cache folder each run; the compiler's own module cache is as the
/// machine has it), from the file to the model showing its first attributes: the file read and its class
/// found, compiled and linked with the layout host against the product's UIKit module, the host started,
/// asked for the layout, and the collection view laid out with it.
@MainActor
struct LayoutSourceColdCompileWorkload {
    var runs: Int
    var fonts: FontLibrary

    /// The workload's name.
    static let name = "layout.source.compile.cold"

    /// The workload's result when `filter` passes its name.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        guard filter(Self.name) else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-bench-cold-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SpiralLayout.swift")
        let source = Self.source()
        try source.write(to: file, atomically: true, encoding: .utf8)
        let scene = try SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        var samples: [Double] = []
        for run in 0..<runs {
            let cache = folder.appendingPathComponent("cache-\(run)")
            let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1280, height: 800))
            let seconds = try Stopwatch.seconds {
                let build = try LayoutSourceCompiler.buildBlocking(sourcePath: file.path, className: nil, cache: cache)
                model.useLayoutSource(try LayoutSourceSession(build: build), animated: false, echoesFailures: false)
                model.collectionView.layoutIfNeeded()
            }
            if let failure = model.layoutSource?.failure { throw PlaygroundError("\(Self.name): the bench's layout failed: \(failure.line)") }
            guard model.collectionView.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1280, height: 800)).contains(where: { $0.category == .cell }) else {
                throw PlaygroundError("\(Self.name): the bench's layout showed no cells")
            }
            samples.append(seconds * 1000)
        }
        var result = BenchmarkResult(name: Self.name, unit: "ms", samples: samples)
        result.extras = [("lines", Double(source.split(separator: "\n", omittingEmptySubsequences: false).count))]
        return [result]
    }

    /// The reload workload's 100-line spiral with a 50-line extension of helpers it calls: 150 lines.
    static func source() -> String {
        var lines = LayoutSourceWorkloads.source(turn: 7).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        var extra = ["", "/// Helpers of the spiral, as a real layout file has them.", "extension SpiralLayout {"]
        var index = 0
        while lines.count + extra.count < 149 {
            extra += ["    /// The \(index)th ring's radius for a view of this width.",
                      "    func ring\(index)Radius(width: CGFloat) -> CGFloat { max(0, width / 2 - CGFloat(\(index)) * 12) }"]
            index += 1
        }
        extra.append("}")
        return (lines + extra).joined(separator: "\n") + "\n"
    }
}
