import AppSupport
import Commands
import Foundation
import Playground
import Spawning
#if canImport(Glibc)
import Glibc
#endif

/// The gallery workloads: `playground gallery` of the built-in scene, as `make docs` makes it,
/// into a temporary folder — once with a process a core (`gallery.default`) and once with one
/// (`gallery.default.one-core`), each a fresh process of this executable as a user starts it,
/// their runs interleaved so that the machine's speed drifting touches both alike.
struct GalleryWorkloads {
    var runs: Int
    /// The bundled fonts' folder, if `bench --fonts` names one.
    var fontsDirectory: String?

    /// Every gallery workload's result whose name passes `filter`, with the median processor time
    /// its processes took (`cpuSeconds`: what the workers add, whatever else the machine runs);
    /// `gallery.default` also gives its median as a share of the one-core one's (`ofOneCore`),
    /// when both run.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var workloads: [(name: String, jobs: Int?)] = []
        if filter("gallery.default") { workloads.append(("gallery.default", nil)) }
        if filter("gallery.default.one-core") { workloads.append(("gallery.default.one-core", 1)) }
        guard !workloads.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-bench-gallery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var processorSeconds = [[Double]](repeating: [], count: workloads.count)
        let seconds = try InterleavedRuns.seconds(workloads.indices.map { index in
            { processorSeconds[index].append(try gallery(into: folder, jobs: workloads[index].jobs)) }
        }, runs: runs)
        var results = workloads.indices.map { index in
            var result = BenchmarkResult(name: workloads[index].name, unit: "s", samples: seconds[index])
            // The warm-up run's time is left out, as it is from the figures.
            result.extras = [("cpuSeconds", BenchmarkResult(name: workloads[index].name + ".cpu", unit: "s", samples: Array(processorSeconds[index].dropFirst())).median)]
            return result
        }
        if results.count == 2 { results[0].extras.append(("ofOneCore", results[0].median / results[1].median)) }
        return results
    }

    /// Runs `playground gallery --out folder` (with `--jobs`, when given) to its end and returns
    /// the processor time (user and system) it and its workers took.
    private func gallery(into folder: String, jobs: Int?) throws -> Double {
        var arguments = ["gallery", "--out", folder]
        if let jobs { arguments += ["--jobs", "\(jobs)"] }
        if let fontsDirectory { arguments += ["--fonts", fontsDirectory] }
        let before = ChildProcessorTime.seconds()
        let process = try ChildProcess.launchThisExecutable(arguments: arguments, input: .discarded, output: .discarded, errors: .discarded)
        let termination = process.wait()
        guard termination == .exited(0) else {
            throw PlaygroundError("the gallery workload's `playground \(arguments.joined(separator: " "))` ended with \(termination); run it to see why")
        }
        return ChildProcessorTime.seconds() - before
    }
}
