import Foundation

/// The gallery workloads: `playground gallery` of the built-in scene, as `make docs` makes it,
/// into a temporary folder — once with a process a core (`gallery.default`) and once with one
/// (`gallery.default.one-core`), each a fresh process of this executable as a user starts it,
/// their runs interleaved so that the machine's speed drifting touches both alike.
struct GalleryWorkloads {
    var runs: Int
    /// The bundled fonts' folder, if `bench --fonts` names one.
    var fontsDirectory: String?

    /// Every gallery workload's result whose name passes `filter`; `gallery.default` also gives
    /// its median as a share of the one-core one's (`ofOneCore`), when both run.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var workloads: [(name: String, jobs: Int?)] = []
        if filter("gallery.default") { workloads.append(("gallery.default", nil)) }
        if filter("gallery.default.one-core") { workloads.append(("gallery.default.one-core", 1)) }
        guard !workloads.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-bench-gallery-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let seconds = try Stopwatch.interleavedSeconds(workloads.map { workload in { try gallery(into: folder, jobs: workload.jobs) } }, runs: runs)
        var results = workloads.indices.map { BenchmarkResult(name: workloads[$0].name, unit: "s", samples: seconds[$0]) }
        if results.count == 2 { results[0].extras = [("ofOneCore", results[0].median / results[1].median)] }
        return results
    }

    /// Runs `playground gallery --out folder` (with `--jobs`, when given) to its end.
    private func gallery(into folder: String, jobs: Int?) throws {
        var arguments = ["gallery", "--out", folder]
        if let jobs { arguments += ["--jobs", "\(jobs)"] }
        if let fontsDirectory { arguments += ["--fonts", fontsDirectory] }
        let process = try ChildProcess.launch(ChildProcess.ownExecutable, arguments: arguments, streams: .discarded)
        let termination = process.wait()
        guard termination == .exited(0) else {
            throw PlaygroundError("the gallery workload's `playground \(arguments.joined(separator: " "))` ended with \(termination); run it to see why")
        }
    }
}
