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
/// asked for the layout, and the collection view laid out with it. Its peer, `layout.source.compile.cold.typecheck`,
/// is the toolchain alone type-checking the same file against the same UIKit module (`swiftc -typecheck`), run by
/// turns with it: the goal is the whole cold compile within twice that.
@MainActor
struct LayoutSourceColdCompileWorkload {
    var runs: Int
    var fonts: FontLibrary

    /// The workload's name.
    static let name = "layout.source.compile.cold"
    /// The peer's name.
    static let peerName = "layout.source.compile.cold.typecheck"

    /// The workload's result when `filter` passes its name.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        guard filter(Self.name) || filter(Self.peerName) else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-bench-cold-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("SpiralLayout.swift")
        let source = Self.source()
        try source.write(to: file, atomically: true, encoding: .utf8)
        let scene = try SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        var samples: [Double] = [], peerSamples: [Double] = []
        // The layout host is the product's, compiled once per product build and kept (`LayoutHostObject`), as the
        // compiler's module cache is: it is made before the runs, and its one-time cost is reported beside them.
        let hostOnce = try Stopwatch.seconds {
            _ = try LayoutSourceCompiler.buildBlocking(sourcePath: file.path, className: nil, cache: folder.appendingPathComponent("cache-host"))
        }
        for run in 0..<runs {
            if filter(Self.name) {
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
            if filter(Self.peerName) { peerSamples.append(try typecheck(file, in: folder) * 1000) }
        }
        var results: [BenchmarkResult] = []
        if !samples.isEmpty {
            var result = BenchmarkResult(name: Self.name, unit: "ms", samples: samples)
            result.extras = [("lines", Double(source.split(separator: "\n", omittingEmptySubsequences: false).count)),
                             ("firstWithHostMs", hostOnce * 1000)]
            results.append(result)
        }
        if !peerSamples.isEmpty { results.append(BenchmarkResult(name: Self.peerName, unit: "ms", samples: peerSamples)) }
        return results
    }

    /// Seconds the toolchain takes to type-check `file` against the product's UIKit module, as the layout source is
    /// compiled (Swift 5 mode, parsed as a library), with nothing else: no host, no code generation, no link.
    private func typecheck(_ file: URL, in folder: URL) throws -> Double {
        let modules = try ResourceLocator.uikitModulesDirectory()
        let swiftc = try LayoutSourceCompiler.swiftc()
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", modules.path, file.path]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let seconds = try Stopwatch.seconds {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else { throw PlaygroundError("\(Self.peerName): swiftc -typecheck failed on the bench's layout") }
        return seconds
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
